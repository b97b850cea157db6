import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { taskQueue as defaultTaskQueue } from '@pp/domain';
import { joinApplicationSignals, joinApplicationWorkflowType, projectFilingDeadlinesSignals, projectFilingDeadlinesWorkflowType } from './domain.ts';
import { taskQueueOf, taskQueues } from './features.ts';
import { createTimeSkippingTestEnv } from '../test-server/env.ts';
import { type TestDatabase, useTestDatabase } from '../test-server/postgres.ts';
import type { JoinApplicationActivities } from './join-company/activities.ts';
import { type OutboxRelay, type RelayLogger, startOutboxRelay } from './relay.ts';

/**
 * The relay against a real PostgreSQL (DATABASE_URL, else a throwaway embedded server) and the time-skipping
 * test server. Each run uses its own schema and notification channel, so it never touches `app_private.outbox`
 * rows of other tests; the table copies `app_private.outbox`'s columns when that table exists.
 */
let db: TestDatabase;
let pool: pg.Pool;
let env: TestWorkflowEnvironment;
let worker: Worker;
let workerRunning: Promise<void>;
const schema = `relay_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const table = `${schema}.outbox`;
const channel = schema;
const taskQueue = `relay-test-${randomUUID()}`;

const calls: [string, ...unknown[]][] = [];
const activities: JoinApplicationActivities = {
  async joinApplicationStatus() {
    return 'APPLYING';
  },
  async joinApplicationApplyApproval(id) {
    calls.push(['applyApproval', id]);
  },
  async joinApplicationNotify(id, outcome) {
    calls.push(['notify', id, outcome]);
  },
  async joinApplicationRemindAdmins() {
    return 0;
  },
};

const logs: [string, string, Record<string, unknown> | undefined][] = [];
const log: RelayLogger = {
  info: (m, meta) => logs.push(['info', m, meta]),
  warn: (m, meta) => logs.push(['warn', m, meta]),
  error: (m, meta) => logs.push(['error', m, meta]),
};

const createOutboxTable = async () => {
  const { rows } = await pool.query<{ exists: boolean }>(`select to_regclass('app_private.outbox') is not null as exists`);
  await pool.query(`create schema ${schema}`);
  if (rows[0]?.exists) {
    // Same columns, defaults and constraints as the real table (the contract the relay is written against).
    await pool.query(`create table ${table} (like app_private.outbox including all)`);
    // `including all` copies the id default, which points at app_private's sequence: give the copy its own.
    await pool.query(`create sequence ${schema}.outbox_id_seq owned by ${table}.id`);
    await pool.query(`alter table ${table} alter column id set default nextval('${schema}.outbox_id_seq')`);
  } else {
    await pool.query(`
      create table ${table} (
        id bigserial primary key,
        workflow_type text not null,
        workflow_id text not null,
        signal text not null,
        payload jsonb not null default '{}',
        created_at timestamptz not null default now(),
        relayed_at timestamptz,
        attempts int not null default 0,
        last_error text
      )`);
  }
  await pool.query(`
    create function ${schema}.tg_outbox_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${channel}', new.id::text);
      return new;
    end;
    $$`);
  await pool.query(`create trigger _500_notify after insert on ${table} for each row execute procedure ${schema}.tg_outbox_notify()`);
};

const insertRow = async (workflowType: string, workflowId: string, signal: string, payload = {}) => {
  const { rows } = await pool.query<{ id: string }>(
    `insert into ${table} (workflow_type, workflow_id, signal, payload) values ($1, $2, $3, $4) returning id::text`,
    [workflowType, workflowId, signal, payload],
  );
  return rows[0]!.id;
};

const rowById = async (id: string) => {
  const { rows } = await pool.query<{ relayed_at: Date | null; attempts: number; last_error: string | null }>(
    `select relayed_at, attempts, last_error from ${table} where id = $1::bigint`,
    [id],
  );
  return rows[0]!;
};

beforeAll(async () => {
  [db, env] = await Promise.all([useTestDatabase(), createTimeSkippingTestEnv()]);
  pool = new pg.Pool({ connectionString: db.url, max: 5 });
  await createOutboxTable();
  const workflowBundle = await bundleWorkflowCode({
    workflowsPath: fileURLToPath(new URL('./workflows.ts', import.meta.url)),
    logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} },
  });
  worker = await Worker.create({ connection: env.nativeConnection, taskQueue, workflowBundle, activities });
  workerRunning = worker.run();
}, 240_000);

afterAll(async () => {
  worker?.shutdown();
  await workerRunning;
  if (pool) {
    await pool.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
    await pool.end();
  }
  await env?.teardown();
  await db?.stop();
}, 60_000);

const withRelay = async (
  run: (relay: OutboxRelay) => Promise<void>,
  options: { pollIntervalMs?: number; backoffMs?: (n: number) => number; taskQueue?: (workflowType: string) => string } = {},
) => {
  const relay = await startOutboxRelay({
    pool,
    client: env.client,
    log,
    taskQueue: options.taskQueue ?? taskQueue,
    table,
    channel,
    pollIntervalMs: options.pollIntervalMs ?? 60_000,
    backoffMs: options.backoffMs,
  });
  try {
    await run(relay);
  } finally {
    await relay.stop();
  }
};

describe('startOutboxRelay', { timeout: 60_000 }, () => {
  it('on NOTIFY starts the workflow with the signal (signal-with-start) and marks the row relayed', async () => {
    await withRelay(async () => {
      const applicationId = randomUUID();
      // The poll is 60 s: only the notification can make this happen in time.
      const submitted = await insertRow(joinApplicationWorkflowType, applicationId, joinApplicationSignals.submitted);
      await vi.waitFor(async () => expect((await rowById(submitted)).relayed_at).not.toBeNull(), { timeout: 10_000 });
      const handle = env.client.workflow.getHandle(applicationId);
      const description = await handle.describe();
      expect(description.type).toBe(joinApplicationWorkflowType);
      expect(description.taskQueue).toBe(taskQueue);
      expect(description.status.name).toBe('RUNNING');

      const approved = await insertRow(joinApplicationWorkflowType, applicationId, joinApplicationSignals.approved, {
        approvedBy: 'someone',
      });
      expect(await handle.result()).toBe('approved'); // the signal was delivered
      expect(calls.filter((c) => c[1] === applicationId)).toEqual([
        ['applyApproval', applicationId],
        ['notify', applicationId, 'approved'],
      ]);
      await vi.waitFor(async () => expect((await rowById(approved)).relayed_at).not.toBeNull());
      expect(await rowById(approved)).toMatchObject({ attempts: 0, last_error: null });
    });
  });

  it('starts a workflow whose first row is the decision (relayed out of order)', async () => {
    await withRelay(async (relay) => {
      const applicationId = randomUUID();
      const id = await insertRow(joinApplicationWorkflowType, applicationId, joinApplicationSignals.rejected);
      await relay.relayNow();
      expect(await env.client.workflow.getHandle(applicationId).result()).toBe('rejected');
      expect((await rowById(id)).relayed_at).not.toBeNull();
    });
  });

  it("starts each workflow type on its feature's task queue: the filings' deadlines on a queue of their own", async () => {
    expect(taskQueues).toEqual([defaultTaskQueue, 'partner-portal-deadlines']);
    await withRelay(
      async (relay) => {
        const sweepId = `project-filing-deadlines-${randomUUID()}`;
        const applicationId = randomUUID();
        await insertRow(projectFilingDeadlinesWorkflowType, sweepId, projectFilingDeadlinesSignals.changed);
        await insertRow(joinApplicationWorkflowType, applicationId, joinApplicationSignals.submitted);
        await relay.relayNow();
        // nothing polls these queues here: the executions wait, started where the worker's features say
        const filing = env.client.workflow.getHandle(sweepId);
        const application = env.client.workflow.getHandle(applicationId);
        expect((await filing.describe()).taskQueue).toBe('partner-portal-deadlines');
        expect((await application.describe()).taskQueue).toBe(defaultTaskQueue);
        await Promise.all([filing.terminate('test cleanup'), application.terminate('test cleanup')]);
      },
      { taskQueue: taskQueueOf },
    );
  });

  it('does not start a second run for a signal to a completed workflow; the row is marked relayed', async () => {
    await withRelay(async (relay) => {
      const applicationId = randomUUID();
      await insertRow(joinApplicationWorkflowType, applicationId, joinApplicationSignals.approved);
      await relay.relayNow();
      const handle = env.client.workflow.getHandle(applicationId);
      expect(await handle.result()).toBe('approved');
      const firstRunId = (await handle.describe()).runId;

      const duplicate = await insertRow(joinApplicationWorkflowType, applicationId, joinApplicationSignals.approved);
      await relay.relayNow();
      expect(await rowById(duplicate)).toMatchObject({ attempts: 0, last_error: 'workflow already completed' });
      expect((await rowById(duplicate)).relayed_at).not.toBeNull();
      expect((await env.client.workflow.getHandle(applicationId).describe()).runId).toBe(firstRunId);
      expect(calls.filter((c) => c[1] === applicationId)).toHaveLength(2); // apply + notify, once
    });
  });

  it('on a failing signal increments attempts, records the error, holds back that workflow and moves on', async () => {
    await withRelay(
      async (relay) => {
        const broken = randomUUID();
        const healthy = randomUUID();
        // An empty workflow type is refused by the server.
        const failing = await insertRow('', broken, joinApplicationSignals.submitted);
        const behindFailing = await insertRow(joinApplicationWorkflowType, broken, joinApplicationSignals.approved);
        const other = await insertRow(joinApplicationWorkflowType, healthy, joinApplicationSignals.submitted);

        await relay.relayNow();
        const failed = await rowById(failing);
        expect(failed.relayed_at).toBeNull();
        expect(failed.attempts).toBe(1);
        expect(failed.last_error).toMatch(/WorkflowType/);
        expect(await rowById(behindFailing)).toMatchObject({ relayed_at: null, attempts: 0 }); // order kept
        expect((await rowById(other)).relayed_at).not.toBeNull(); // others move on
        expect(logs.some(([level, , meta]) => level === 'warn' && meta?.id === failing)).toBe(true);

        await relay.relayNow(); // held back (1.5 s): no new attempt yet
        expect((await rowById(failing)).attempts).toBe(1);

        // Once deliverable and due, the held rows go out in order: the workflow starts and gets the approval.
        await pool.query(`update ${table} set workflow_type = $2 where id = $1::bigint`, [
          failing,
          joinApplicationWorkflowType,
        ]);
        await vi.waitFor(
          async () => {
            await relay.relayNow();
            expect((await rowById(behindFailing)).relayed_at).not.toBeNull();
          },
          { timeout: 10_000, interval: 250 },
        );
        expect(await rowById(failing)).toMatchObject({ attempts: 1, last_error: null });
        expect(await env.client.workflow.getHandle(broken).result()).toBe('approved');
        await env.client.workflow.getHandle(healthy).terminate('test cleanup');
      },
      { backoffMs: () => 1500 },
    );
  });

  it('relays a burst side by side across workflows and keeps each workflow\'s signals in order', async () => {
    // A client that counts deliveries in flight: the relay must overlap them, never two of one workflow at once.
    let inFlight = 0;
    let mostInFlight = 0;
    const perWorkflow = new Map<string, number>();
    let overlapWithinWorkflow = false;
    const counting = {
      workflow: {
        signalWithStart: async (...args: Parameters<typeof env.client.workflow.signalWithStart>) => {
          const id = args[1].workflowId;
          if ((perWorkflow.get(id) ?? 0) > 0) overlapWithinWorkflow = true;
          perWorkflow.set(id, (perWorkflow.get(id) ?? 0) + 1);
          mostInFlight = Math.max(mostInFlight, ++inFlight);
          try {
            return await env.client.workflow.signalWithStart(...args);
          } finally {
            inFlight -= 1;
            perWorkflow.set(id, perWorkflow.get(id)! - 1);
          }
        },
      },
    } as unknown as typeof env.client;
    const relay = await startOutboxRelay({ pool, client: counting, log, taskQueue, table, channel, pollIntervalMs: 60_000, batchSize: 40 });
    const ids = Array.from({ length: 30 }, () => randomUUID());
    try {
      // Interleaved: every workflow's submission, then every workflow's approval (two batches of 40 hold both kinds).
      for (const id of ids) await insertRow(joinApplicationWorkflowType, id, joinApplicationSignals.submitted);
      for (const id of ids) await insertRow(joinApplicationWorkflowType, id, joinApplicationSignals.approved);
      await relay.relayNow();
      const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from ${table} where workflow_id = any($1) and relayed_at is null`, [ids]);
      expect(rows[0]!.n).toBe(0);
      expect(mostInFlight).toBeGreaterThan(1);
      expect(overlapWithinWorkflow).toBe(false);
      // (a signal that arrives while a workflow task runs is written to the history when that task completes)
      for (const id of ids.slice(0, 5)) {
        await vi.waitFor(
          async () => {
            const history = await env.client.workflow.getHandle(id).fetchHistory();
            const signals = (history.events ?? []).flatMap((e) => {
              const name = e.workflowExecutionSignaledEventAttributes?.signalName;
              return name ? [name] : [];
            });
            expect(signals).toEqual([joinApplicationSignals.submitted, joinApplicationSignals.approved]);
          },
          { timeout: 20_000, interval: 200 },
        );
      }
    } finally {
      await relay.stop();
      await Promise.all(ids.map((id) => env.client.workflow.getHandle(id).terminate('test cleanup').catch(() => undefined)));
    }
  });

  it('relays a row that failed before once it can be delivered (poll picks it up)', async () => {
    await withRelay(
      async () => {
        const applicationId = randomUUID();
        const id = await insertRow('', applicationId, joinApplicationSignals.submitted);
        await vi.waitFor(async () => expect((await rowById(id)).attempts).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
        await pool.query(`update ${table} set workflow_type = $2 where id = $1::bigint`, [
          id,
          joinApplicationWorkflowType,
        ]);
        await vi.waitFor(async () => expect((await rowById(id)).relayed_at).not.toBeNull(), { timeout: 10_000 });
        expect((await env.client.workflow.getHandle(applicationId).describe()).status.name).toBe('RUNNING');
        await env.client.workflow.getHandle(applicationId).terminate('test cleanup');
      },
      { pollIntervalMs: 200, backoffMs: () => 100 },
    );
  });
});
