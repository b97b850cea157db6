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
 * - Each batch locks up to 50 unrelayed rows in id order with `for update skip locked`, so several workers can
 *   relay side by side without taking the same row.
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
  /** Defaults to `taskQueue` from @pp/domain. */
  taskQueue?: string;
  /** Safety-net poll; default 5000 ms. */
  pollIntervalMs?: number;
  /** Rows per transaction; default 50. */
  batchSize?: number;
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
  batchSize = 50,
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
  const markRelayed = `update ${table} set relayed_at = now(), last_error = $2 where id = $1::bigint`;
  const markFailed = `update ${table} set attempts = attempts + 1, last_error = $2 where id = $1::bigint`;

  const deliver = async (row: OutboxRow): Promise<'delivered' | 'closed'> => {
    try {
      await client.workflow.signalWithStart(row.workflow_type, {
        workflowId: row.workflow_id,
        taskQueue,
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

  /** One transaction: lock a batch, deliver in id order, mark. Returns rows selected and rows marked relayed. */
  const relayBatch = async (): Promise<{ selected: number; relayed: number }> => {
    const now = Date.now();
    for (const [workflowId, until] of heldUntil) if (until <= now) heldUntil.delete(workflowId);

    const conn = await pool.connect();
    let relayed = 0;
    try {
      await conn.query('begin');
      const { rows } = await conn.query<OutboxRow>(selectBatch, [[...heldUntil.keys()], batchSize]);
      const failedNow = new Set<string>();
      for (const row of rows) {
        if (stopped || failedNow.has(row.workflow_id)) continue; // keep this workflow's order
        try {
          const outcome = await deliver(row);
          if (outcome === 'closed') {
            log.info('workflow already completed; signal not delivered', {
              id: row.id,
              workflowId: row.workflow_id,
              signal: row.signal,
            });
          }
          await conn.query(markRelayed, [row.id, outcome === 'closed' ? 'workflow already completed' : null]);
          relayed += 1;
        } catch (error) {
          const attempts = row.attempts + 1;
          failedNow.add(row.workflow_id);
          heldUntil.set(row.workflow_id, Date.now() + backoffMs(attempts));
          log.warn('relaying an outbox row failed; will retry', {
            id: row.id,
            workflowType: row.workflow_type,
            workflowId: row.workflow_id,
            signal: row.signal,
            attempts,
            error: errorMessage(error),
          });
          await conn.query(markFailed, [row.id, errorMessage(error).slice(0, 2000)]);
        }
      }
      await conn.query('commit');
      return { selected: rows.length, relayed };
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
