import type pg from 'pg';
import { type Client, WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/common';
import { taskQueue as defaultTaskQueue } from '@pp/domain';

/**
 * The outbox relay (DESIGN principle 4, docs/workflows.md): a command writes its transition and a row in
 * `app_private.outbox` in one transaction; this relay delivers each row to Temporal with signal-with-start
 * (workflow id = entity id, args = [entity id], signal args = [payload]) and marks it relayed.
 *
 * - Woken by `LISTEN outbox` (an insert trigger notifies with the row id) on a dedicated connection, and by a
 *   poll every 5 s as a safety net (missed notifications, reconnects, rows held back after a failure).
 * - Each batch locks up to 200 unrelayed rows in id order with `for update skip locked`, so several workers can
 *   relay side by side without taking the same row; within a batch, up to 16 workflows are delivered at a time, each
 *   workflow's rows in id order.
 * - Delivery is at-least-once: a crash between the signal and the commit relays the row again. Workflows ignore
 *   duplicate signals.
 * - A failed row gets `attempts + 1` and `last_error`, and is left for later; it and the later rows of the same
 *   workflow are held back (in this process) with exponential backoff, so one workflow's signals keep their order
 *   and a failing row does not block other workflows.
 * - Workflow ids are never reused for a new entity, so the start uses `ALLOW_DUPLICATE_FAILED_ONLY`: a signal for a
 *   workflow that already completed is not delivered (it would start a second run); the row is marked relayed with a
 *   note in `last_error`. A workflow that failed or was terminated is started again by its next row.
 */
export interface RelayLogger {
  info(message: string, meta?: Record<string, unknown>): void;
  warn(message: string, meta?: Record<string, unknown>): void;
  error(message: string, meta?: Record<string, unknown>): void;
}

export interface OutboxRelayOptions {
  pool: pg.Pool;
  client: Client;
  log?: RelayLogger;
  /**
   * The task queue a workflow type starts on: one queue, or a choice by workflow type (the worker passes its features'
   * choice). Defaults to `taskQueue` from @pp/domain. A signal to a running workflow goes to it wherever it runs.
   */
  taskQueue?: string | ((workflowType: string) => string);
  /** Safety-net poll; default 5000 ms. */
  pollIntervalMs?: number;
  /** Rows per transaction; default 200. */
  batchSize?: number;
  /** Workflows delivered side by side within a batch (each workflow's rows stay in order); default 16. */
  parallel?: number;
  /** The outbox table; default `app_private.outbox` (tests use their own). */
  table?: string;
  /** The notification channel; default `outbox`. */
  channel?: string;
  /** How long a failed workflow's rows are held back after the n-th failed attempt; default 1 s · 2^(n-1), max 5 min. */
  backoffMs?: (attempts: number) => number;
}

export interface OutboxRelay {
  /** Relays every due row now; resolves with how many rows were marked relayed. */
  relayNow(): Promise<number>;
  /** Stops listening and polling, and waits for the batch in flight. */
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  workflow_type: string;
  workflow_id: string;
  signal: string;
  payload: Record<string, unknown>;
  attempts: number;
}

const identifier = /^[a-z_][a-z0-9_]*$/;
const qualifiedName = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

const defaultBackoffMs = (attempts: number) => Math.min(1000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);

const consoleLogger: RelayLogger = {
  info: (message, meta) => console.log(`[relay] ${message}`, meta ?? ''),
  warn: (message, meta) => console.warn(`[relay] ${message}`, meta ?? ''),
  error: (message, meta) => console.error(`[relay] ${message}`, meta ?? ''),
};

/** The message with its causes (the client wraps the server's reason in `cause`). */
const errorMessage = (error: unknown): string => {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e !== undefined && e !== null && depth < 5; depth += 1) {
    parts.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return parts.join(': ');
};

export const startOutboxRelay = async ({
  pool,
  client,
  log = consoleLogger,
  taskQueue = defaultTaskQueue,
  pollIntervalMs = 5000,
  batchSize = 200,
  parallel = 16,
  table = 'app_private.outbox',
  channel = 'outbox',
  backoffMs = defaultBackoffMs,
}: OutboxRelayOptions): Promise<OutboxRelay> => {
  if (!qualifiedName.test(table)) throw new Error(`invalid outbox table name: ${table}`);
  if (!identifier.test(channel)) throw new Error(`invalid outbox channel name: ${channel}`);

  let stopped = false;
  /** Workflow ids whose rows are held back, until a time (ms). */
  const heldUntil = new Map<string, number>();

  const selectBatch = `
    select id::text, workflow_type, workflow_id, signal, payload, attempts
    from ${table}
    where relayed_at is null and not (workflow_id = any($1::text[]))
    order by id
    for update skip locked
    limit $2`;
  const markRelayed = `update ${table} t set relayed_at = now(), last_error = x.note
    from unnest($1::bigint[], $2::text[]) x(id, note) where t.id = x.id`;
  const markFailed = `update ${table} t set attempts = t.attempts + 1, last_error = x.error
    from unnest($1::bigint[], $2::text[]) x(id, error) where t.id = x.id`;

  const queueOf = typeof taskQueue === 'string' ? () => taskQueue : taskQueue;
  const deliver = async (row: OutboxRow): Promise<'delivered' | 'closed'> => {
    try {
      await client.workflow.signalWithStart(row.workflow_type, {
        workflowId: row.workflow_id,
        taskQueue: queueOf(row.workflow_type),
        args: [row.workflow_id],
        signal: row.signal,
        signalArgs: [row.payload],
        workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE_FAILED_ONLY,
      });
      return 'delivered';
    } catch (error) {
      if (error instanceof WorkflowExecutionAlreadyStartedError) return 'closed';
      throw error;
    }
  };

  /**
   * Delivers one workflow's rows of a batch in id order; a failure holds back that workflow's later rows. Returns each
   * row's outcome: the note to mark it relayed with (null, or why the signal was not delivered), or the error.
   */
  const deliverInOrder = async (rows: OutboxRow[]): Promise<Map<OutboxRow, { note: string | null } | { error: string }>> => {
    const outcomes = new Map<OutboxRow, { note: string | null } | { error: string }>();
    for (const row of rows) {
      if (stopped) break;
      try {
        const outcome = await deliver(row);
        if (outcome === 'closed') {
          log.info('workflow already completed; signal not delivered', { id: row.id, workflowId: row.workflow_id, signal: row.signal });
        }
        outcomes.set(row, { note: outcome === 'closed' ? 'workflow already completed' : null });
      } catch (error) {
        const attempts = row.attempts + 1;
        heldUntil.set(row.workflow_id, Date.now() + backoffMs(attempts));
        log.warn('relaying an outbox row failed; will retry', {
          id: row.id,
          workflowType: row.workflow_type,
          workflowId: row.workflow_id,
          signal: row.signal,
          attempts,
          error: errorMessage(error),
        });
        outcomes.set(row, { error: errorMessage(error).slice(0, 2000) });
        break; // keep this workflow's order: its later rows wait for this one
      }
    }
    return outcomes;
  };

  /**
   * One transaction: lock a batch, deliver it, mark every row in two statements. Different workflows are delivered side
   * by side (up to `parallel` at a time), each workflow's rows in id order, so a burst of rows (a bulk import, a mass
   * expiry) is limited by Temporal's start rate rather than by one round trip after another. Returns rows selected and
   * rows marked relayed.
   */
  const relayBatch = async (): Promise<{ selected: number; relayed: number }> => {
    const now = Date.now();
    for (const [workflowId, until] of heldUntil) if (until <= now) heldUntil.delete(workflowId);

    const conn = await pool.connect();
    try {
      await conn.query('begin');
      const { rows } = await conn.query<OutboxRow>(selectBatch, [[...heldUntil.keys()], batchSize]);
      const byWorkflow = new Map<string, OutboxRow[]>();
      for (const row of rows) byWorkflow.set(row.workflow_id, [...(byWorkflow.get(row.workflow_id) ?? []), row]);
      const groups = [...byWorkflow.values()];
      const outcomes = new Map<OutboxRow, { note: string | null } | { error: string }>();
      const lane = async (): Promise<void> => {
        for (let group = groups.shift(); group; group = groups.shift()) {
          for (const [row, outcome] of await deliverInOrder(group)) outcomes.set(row, outcome);
        }
      };
      await Promise.all(Array.from({ length: Math.min(parallel, groups.length) }, lane));
      const relayed = [...outcomes].flatMap(([row, o]) => ('note' in o ? [{ id: row.id, note: o.note }] : []));
      const failed = [...outcomes].flatMap(([row, o]) => ('error' in o ? [{ id: row.id, error: o.error }] : []));
      if (relayed.length > 0) await conn.query(markRelayed, [relayed.map((r) => r.id), relayed.map((r) => r.note)]);
      if (failed.length > 0) await conn.query(markFailed, [failed.map((r) => r.id), failed.map((r) => r.error)]);
      await conn.query('commit');
      return { selected: rows.length, relayed: relayed.length };
    } catch (error) {
      await conn.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      conn.release();
    }
  };

  // Single flight: wake-ups while a run is in progress make it go round once more.
  let running: Promise<number> | undefined;
  let again = false;
  const kick = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    const run = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          let batch: { selected: number; relayed: number };
          do {
            batch = await relayBatch();
            total += batch.relayed;
          } while (batch.selected === batchSize && !stopped);
        } while (again && !stopped);
      } catch (error) {
        log.error('outbox relay batch failed', { error: errorMessage(error) });
      } finally {
        running = undefined; // always after at least one await, so after `running = run` below
      }
      return total;
    })();
    running = run;
    return run;
  };

  // The dedicated LISTEN connection, re-established when it drops.
  let listener: pg.PoolClient | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  const listen = async (): Promise<void> => {
    if (stopped) return;
    let conn: pg.PoolClient | undefined;
    try {
      conn = await pool.connect();
      const c = conn;
      c.on('notification', () => void kick());
      c.on('error', (error) => {
        log.warn('outbox listener connection lost; reconnecting', { error: errorMessage(error) });
        if (listener === c) listener = undefined;
        c.release(error);
        if (!stopped) reconnect = setTimeout(() => void listen(), 1000);
      });
      await c.query(`listen "${channel}"`);
      listener = c;
      void kick(); // catch up on anything written while not listening
    } catch (error) {
      conn?.release(error instanceof Error ? error : true);
      log.warn('outbox listener could not connect; retrying', { error: errorMessage(error) });
      if (!stopped) reconnect = setTimeout(() => void listen(), pollIntervalMs);
    }
  };

  await listen();
  const poll = setInterval(() => void kick(), pollIntervalMs);

  return {
    relayNow: async () => {
      let total = await kick();
      // A run that was already in flight may have started before the caller's rows were committed.
      total += await kick();
      return total;
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      clearInterval(poll);
      if (reconnect) clearTimeout(reconnect);
      const c = listener;
      listener = undefined;
      if (c) {
        await c.query(`unlisten "${channel}"`).catch(() => undefined);
        c.release();
      }
      await running;
    },
  };
};
