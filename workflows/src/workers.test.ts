import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Client } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { Context } from '@temporalio/activity';
import { bundleWorkflowCode, NativeConnection, Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinApplicationWorkflowType } from './domain.ts';
import { createTimeSkippingTestEnv } from '../test-server/env.ts';
import { type TestDatabase, useTestDatabase } from '../test-server/postgres.ts';
import type { JoinApplicationActivities } from './join-company/activities.ts';

/**
 * Workers keep nothing a workflow needs between tasks: two workers (each with its own connection, as two processes
 * have) on one task queue share the work, and each workflow's activities run once in all. Each activity writes a row
 * of its own (not idempotent on purpose), so a second run of it would show as a second row; the rows live in a schema
 * of this run. Temporal runs an activity at least once: a retry after a timeout or a lost completion runs it again,
 * which is why the product's activities are idempotent. Here nothing times out, so each runs on its first attempt.
 */
let db: TestDatabase;
let pool: pg.Pool;
let env: TestWorkflowEnvironment;
const running: { worker: Worker; done: Promise<void> }[] = [];
const connections: NativeConnection[] = [];
const schema = `workers_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const taskQueue = `workers-test-${randomUUID()}`;

/** The join-application activities of one worker, each writing who ran it; the application reads as approved. */
const activitiesOf = (worker: string): JoinApplicationActivities => {
  const write = async (workflowId: string, activity: string) => {
    await pool.query(`insert into ${schema}.writes (worker, workflow_id, activity, attempt) values ($1, $2, $3, $4)`, [
      worker,
      workflowId,
      activity,
      Context.current().info.attempt,
    ]);
    // a worker busy with one activity leaves the next to the other worker
    await new Promise((resolve) => setTimeout(resolve, 100));
  };
  return {
    async joinApplicationStatus() {
      return 'APPROVED';
    },
    async joinApplicationApplyApproval(id) {
      await write(id, 'applyApproval');
    },
    async joinApplicationNotify(id, outcome) {
      await write(id, `notify:${outcome}`);
    },
    async joinApplicationRemindAdmins() {
      return 0;
    },
  };
};

beforeAll(async () => {
  [db, env] = await Promise.all([useTestDatabase(), createTimeSkippingTestEnv()]);
  pool = new pg.Pool({ connectionString: db.url, max: 4 });
  await pool.query(`create schema ${schema}`);
  await pool.query(`create table ${schema}.writes (id bigserial primary key, worker text not null, workflow_id text not null, activity text not null, attempt int not null)`);
  const workflowBundle = await bundleWorkflowCode({
    workflowsPath: fileURLToPath(new URL('./workflows.ts', import.meta.url)),
    logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} },
  });
  for (const name of ['worker-a', 'worker-b']) {
    // a connection of its own, as a worker process has (one connection takes one worker per task queue)
    const connection = await NativeConnection.connect({ address: env.address });
    connections.push(connection);
    const worker = await Worker.create({
      connection,
      taskQueue,
      workflowBundle,
      activities: activitiesOf(name),
      identity: name,
      maxConcurrentActivityTaskExecutions: 1,
    });
    running.push({ worker, done: worker.run() });
  }
}, 240_000);

afterAll(async () => {
  for (const { worker } of running) worker.shutdown();
  await Promise.all(running.map((r) => r.done));
  for (const connection of connections) await connection.close();
  if (pool) {
    await pool.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
    await pool.end();
  }
  await env?.teardown();
  await db?.stop();
}, 60_000);

describe('two workers on one task queue', { timeout: 120_000 }, () => {
  it('run each workflow once: every activity writes exactly once, whichever worker runs it', async () => {
    const ids = Array.from({ length: 12 }, () => randomUUID());
    // A plain client: the environment's own would let the test server skip time while it waits for results, and
    // time skipped past a busy worker's timeouts makes the server hand the same task out again.
    const client = new Client({ connection: env.connection, namespace: env.namespace });
    const results = await Promise.all(
      ids.map(async (id) => (await client.workflow.start(joinApplicationWorkflowType, { workflowId: id, taskQueue, args: [id] })).result()),
    );
    expect(results).toEqual(ids.map(() => 'approved'));

    const { rows } = await pool.query<{ worker: string; workflow_id: string; activity: string; attempt: number }>(`select worker, workflow_id, activity, attempt from ${schema}.writes`);
    const written = rows.map((r) => `${r.workflow_id} ${r.activity}`).sort();
    expect(written).toEqual(ids.flatMap((id) => [`${id} applyApproval`, `${id} notify:approved`]).sort());
    expect(rows.map((r) => r.attempt)).toEqual(rows.map(() => 1));
    // both workers took part
    expect(new Set(rows.map((r) => r.worker))).toEqual(new Set(['worker-a', 'worker-b']));
  });
});
