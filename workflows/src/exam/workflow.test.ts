import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { examSignals, examWorkflowType } from '../domain.ts';
import { createTimeSkippingTestEnv } from '../../test-server/env.ts';
import { minute, openTestPool } from '../project-filing/test-fixtures.ts';
import { createExamActivities, type ExamActivities } from './activities.ts';
import { examArrangedSignal, examWorkflow } from './workflow.ts';

/**
 * The exam workflow on Temporal's time-skipping test server with the real SQL activities: the candidate is reminded
 * 24 hours before the scheduled time (not a minute early), and an exam without a result is ABSENT a week after its
 * end (not a minute early); a new time moves both.
 */
let env: TestWorkflowEnvironment;
let bundle: WorkflowBundleWithSourceMap;
let worker: Worker | undefined;
let running: Promise<void> | undefined;
let pool: pg.Pool;
let close: () => Promise<void>;
const taskQueue = `exam-test-${randomUUID()}`;
const reads = new Map<string, number>();
const settle = { timeout: 60_000, interval: 100 };
const hour = 60 * minute;
const day = 24 * hour;

beforeAll(async () => {
  ({ pool, close } = await openTestPool());
  const real = createExamActivities(pool);
  const activities: ExamActivities = {
    ...real,
    async examDeadlines(id) {
      reads.set(id, (reads.get(id) ?? 0) + 1);
      return real.examDeadlines(id);
    },
  };
  env = await createTimeSkippingTestEnv();
  bundle = await bundleWorkflowCode({
    workflowsPath: fileURLToPath(new URL('../workflows.ts', import.meta.url)),
    logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} },
  });
  worker = await Worker.create({ connection: env.nativeConnection, taskQueue, workflowBundle: bundle, activities, maxCachedWorkflows: 0 });
  running = worker.run();
}, 240_000);

afterAll(async () => {
  worker?.shutdown();
  await running;
  await env?.teardown();
  await close?.();
}, 60_000);

/** An SCF exam (90 minutes) of a new person's approved application, arranged on site at `scheduledAt` (epoch ms). */
const arrangedAt = async (scheduledAt: number): Promise<string> => {
  const suffix = randomUUID().slice(0, 8);
  const person = randomUUID();
  await pool.query('select app_private.ensure_root_user($1, $2, $3, $4)', [person, `p-${suffix}`, `p.${suffix}@example.com`, 'Person']);
  const { rows: [c] } = await pool.query<{ id: string }>(
    `insert into app_public.personal_certifications (applicant_id, type_id, version, site, real_name, payment_method, currency,
       delivery_contact_name, delivery_contact_prefix, delivery_contact_number, delivery_address, status, reviewed_at)
     values ($1, 1, 'V6.0', 'MAINLAND', 'Person', 'NO_PAYMENT', 'CNY', 'Person', '+86', '13800000000', '1 Road', 'WAITING_APPROVAL', now())
     returning id`,
    [person],
  );
  const { rows: [e] } = await pool.query<{ id: string }>(
    `insert into app_public.exams (personal_certification_id, subject_id, examinee_id, type, status, scheduled_exam_time, form, venue, arranged_at)
     values ($1, 1, $2, 'FIRST_EXAM', 'ARRANGED', $3, 'ONSITE', 'Room 3', now()) returning id`,
    [c!.id, person, new Date(scheduledAt).toISOString()],
  );
  return e!.id;
};

const start = async (id: string) => {
  const handle = await env.client.workflow.signalWithStart(examWorkflowType, {
    workflowId: id, taskQueue, args: [id], signal: examSignals.arranged, signalArgs: [{ examId: id }],
  });
  await vi.waitFor(() => expect(reads.get(id) ?? 0).toBeGreaterThan(0), settle);
  return handle;
};
const upTo = async (target: number) => {
  const now = await env.currentTimeMs();
  if (target > now) await env.sleep(target - now);
};
const examOf = async (id: string) =>
  (await pool.query<{ status: string; result: string | null }>('select status, result from app_public.exams where id = $1', [id])).rows[0]!;
const remindersOf = async (id: string) =>
  Number((await pool.query<{ n: string }>(`select count(*) as n from app_public.user_messages where message_key = 'exam.message.reminder' and dedup_key like $1`, [`exam:${id}:%`])).rows[0]!.n);

describe('examWorkflow (time skipping, real SQL)', { timeout: 180_000 }, () => {
  it('uses the shared signal and workflow names', () => {
    expect(examWorkflow.name).toBe(examWorkflowType);
    expect(examArrangedSignal.name).toBe(examSignals.arranged);
  });

  it('reminds 24 hours before, and records ABSENT a week after the exam\'s end without a result', async () => {
    const scheduled = (await env.currentTimeMs()) + 3 * day;
    const id = await arrangedAt(scheduled);
    const handle = await start(id);
    await upTo(scheduled - day - minute);
    expect(await remindersOf(id)).toBe(0);
    await upTo(scheduled - day + minute);
    await vi.waitFor(async () => expect(await remindersOf(id)).toBe(1), settle);
    const absentAt = scheduled + 90 * minute + 7 * day;
    await upTo(absentAt - minute);
    expect(await examOf(id)).toEqual({ status: 'ARRANGED', result: null });
    await upTo(absentAt + minute);
    expect(await handle.result()).toBe('COMPLETED');
    expect(await examOf(id)).toEqual({ status: 'COMPLETED', result: 'ABSENT' });
    expect(await remindersOf(id)).toBe(1);
  });

  it('a result entered in time ends it; a new time moves the reminder', async () => {
    const scheduled = (await env.currentTimeMs()) + 5 * day;
    const id = await arrangedAt(scheduled);
    const handle = await start(id);
    const later = scheduled + 2 * day;
    await pool.query('update app_public.exams set scheduled_exam_time = $2 where id = $1', [id, new Date(later).toISOString()]);
    const before = reads.get(id) ?? 0;
    await handle.signal(examArrangedSignal, { examId: id });
    await vi.waitFor(() => expect(reads.get(id) ?? 0).toBeGreaterThan(before), settle);
    await upTo(scheduled - day + minute);
    expect(await remindersOf(id)).toBe(0);
    await upTo(later - day + minute);
    await vi.waitFor(async () => expect(await remindersOf(id)).toBe(1), settle);
    await pool.query(`update app_public.exams set status = 'COMPLETED', result = 'PASS', score = 90 where id = $1`, [id]);
    await handle.signal(examArrangedSignal, { examId: id });
    expect(await handle.result()).toBe('COMPLETED');
    expect(await examOf(id)).toEqual({ status: 'COMPLETED', result: 'PASS' });
  });
});
