import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { personalCertificationSignals, personalCertificationWorkflowType } from '../domain.ts';
import { createTimeSkippingTestEnv } from '../../test-server/env.ts';
import { businessDate, endOfBusinessDate, minute, openTestPool } from '../project-filing/test-fixtures.ts';
import { createPersonalCertificationActivities, type PersonalCertificationActivities } from './activities.ts';
import { personalCertificationChangedSignal, personalCertificationIssuedSignal, personalCertificationWorkflow } from './workflow.ts';

/**
 * The personal-certification workflow on Temporal's time-skipping test server with the real SQL activities: an
 * issued certificate expires at the end of its expiry date (not a minute early), and new dates move that moment.
 */
let env: TestWorkflowEnvironment;
let bundle: WorkflowBundleWithSourceMap;
let worker: Worker | undefined;
let running: Promise<void> | undefined;
let pool: pg.Pool;
let close: () => Promise<void>;
let activities: PersonalCertificationActivities;
const taskQueue = `personal-certification-test-${randomUUID()}`;
const reads = new Map<string, number>();
const settle = { timeout: 60_000, interval: 100 };

beforeAll(async () => {
  ({ pool, close } = await openTestPool());
  const real = createPersonalCertificationActivities(pool);
  activities = {
    ...real,
    async personalCertificationDeadlines(id) {
      reads.set(id, (reads.get(id) ?? 0) + 1);
      return real.personalCertificationDeadlines(id);
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

/** An issued SCF certificate of a new person, expiring at the end of `expiredDate`. */
const issued = async (expiredDate: string): Promise<string> => {
  const suffix = randomUUID().slice(0, 8);
  const person = randomUUID();
  await pool.query('select app_private.ensure_root_user($1, $2, $3, $4)', [person, `p-${suffix}`, `p.${suffix}@example.com`, 'Person']);
  const { rows } = await pool.query<{ id: string }>(
    `insert into app_public.personal_certifications (applicant_id, type_id, version, site, real_name, payment_method, currency,
       delivery_contact_name, delivery_contact_prefix, delivery_contact_number, delivery_address, status, certificate_number,
       grant_date, expired_date)
     values ($1, 1, 'V6.0', 'MAINLAND', 'Person', 'NO_PAYMENT', 'CNY', 'Person', '+86', '13800000000', '1 Road', 'VALIDATING',
       'SCF-TEST-' || $2, $3::date - 730, $3::date) returning id`,
    [person, suffix, expiredDate],
  );
  return rows[0]!.id;
};

const start = async (id: string) => {
  const handle = await env.client.workflow.signalWithStart(personalCertificationWorkflowType, {
    workflowId: id, taskQueue, args: [id], signal: personalCertificationSignals.issued, signalArgs: [{ certificationId: id }],
  });
  await vi.waitFor(() => expect(reads.get(id) ?? 0).toBeGreaterThan(0), settle);
  return handle;
};
const upTo = async (target: number) => {
  const now = await env.currentTimeMs();
  if (target > now) await env.sleep(target - now);
};
const statusOf = async (id: string) =>
  (await pool.query<{ status: string }>('select status from app_public.personal_certifications where id = $1', [id])).rows[0]!.status;

describe('personalCertificationWorkflow (time skipping, real SQL)', { timeout: 180_000 }, () => {
  it('uses the shared signal and workflow names', () => {
    expect(personalCertificationWorkflow.name).toBe(personalCertificationWorkflowType);
    expect(personalCertificationIssuedSignal.name).toBe(personalCertificationSignals.issued);
    expect(personalCertificationChangedSignal.name).toBe(personalCertificationSignals.changed);
  });

  it('expires the certificate as the day after its expiry date begins, and tells its holder', async () => {
    const t0 = await env.currentTimeMs();
    const expiredDate = businessDate(t0, 40);
    const id = await issued(expiredDate);
    const handle = await start(id);
    await upTo(endOfBusinessDate(expiredDate) - minute);
    expect(await statusOf(id)).toBe('VALIDATING');
    await upTo(endOfBusinessDate(expiredDate) + minute);
    expect(await handle.result()).toBe('EXPIRED');
    expect(await statusOf(id)).toBe('EXPIRED');
    const told = await pool.query<{ message_key: string }>(`select message_key from app_public.user_messages where dedup_key = $1`, [`personal_certification:${id}:expired`]);
    expect(told.rows).toEqual([{ message_key: 'personal-certification.message.expired' }]);
  });

  it('new dates move the expiry: nothing at the old moment', async () => {
    const t0 = await env.currentTimeMs();
    const oldDate = businessDate(t0, 20);
    const id = await issued(oldDate);
    const handle = await start(id);
    const newDate = businessDate(t0, 90);
    await pool.query('update app_public.personal_certifications set expired_date = $2 where id = $1', [id, newDate]);
    const before = reads.get(id) ?? 0;
    await handle.signal(personalCertificationChangedSignal, { certificationId: id });
    await vi.waitFor(() => expect(reads.get(id) ?? 0).toBeGreaterThan(before), settle);
    await upTo(endOfBusinessDate(oldDate) + minute);
    expect(await statusOf(id)).toBe('VALIDATING');
    await upTo(endOfBusinessDate(newDate) + minute);
    expect(await handle.result()).toBe('EXPIRED');
  });
});

/**
 * An approved SCF application of a new person, with its first exam open, approved at the test server's now (which
 * earlier tests' skipped time has moved ahead of the database's clock).
 */
const approved = async (): Promise<string> => {
  const approvedAt = new Date(await env.currentTimeMs()).toISOString();
  const suffix = randomUUID().slice(0, 8);
  const person = randomUUID();
  await pool.query('select app_private.ensure_root_user($1, $2, $3, $4)', [person, `p-${suffix}`, `p.${suffix}@example.com`, 'Person']);
  const { rows } = await pool.query<{ id: string }>(
    `insert into app_public.personal_certifications (applicant_id, type_id, version, site, real_name, payment_method, currency,
       delivery_contact_name, delivery_contact_prefix, delivery_contact_number, delivery_address, status, reviewed_at)
     values ($1, 1, 'V6.0', 'MAINLAND', 'Person', 'NO_PAYMENT', 'CNY', 'Person', '+86', '13800000000', '1 Road', 'WAITING_APPROVAL', $2)
     returning id`,
    [person, approvedAt],
  );
  const id = rows[0]!.id;
  await pool.query(`select app_private.exam_open(c, 1) from app_public.personal_certifications c where c.id = $1`, [id]);
  return id;
};
const studyEndOf = async (id: string) =>
  Number((await pool.query<{ at: string }>(`select study_ends_at as at from app_private.personal_certification_deadlines($1)`, [id])).rows[0]!.at);
const examStatusesOf = async (id: string) =>
  (await pool.query<{ status: string }>('select status from app_public.exams where personal_certification_id = $1', [id])).rows.map((r) => r.status);

describe('the study window (time skipping, real SQL)', { timeout: 180_000 }, () => {
  it('cancels the application a year after its approval, not a minute early, with its open exams, and tells the person', async () => {
    const id = await approved();
    const handle = await env.client.workflow.signalWithStart(personalCertificationWorkflowType, {
      workflowId: id, taskQueue, args: [id], signal: personalCertificationSignals.approved, signalArgs: [{ certificationId: id }],
    });
    await vi.waitFor(() => expect(reads.get(id) ?? 0).toBeGreaterThan(0), settle);
    const end = await studyEndOf(id);
    await upTo(end - minute);
    expect(await statusOf(id)).toBe('WAITING_APPROVAL');
    await upTo(end + minute);
    expect(await handle.result()).toBe('CANCELED');
    expect(await statusOf(id)).toBe('CANCELED');
    expect(await examStatusesOf(id)).toEqual(['CANCELED']);
    const told = await pool.query<{ message_key: string }>(`select message_key from app_public.user_messages where dedup_key = $1`, [`personal_certification:${id}:study_window_ended`]);
    expect(told.rows).toEqual([{ message_key: 'personal-certification.message.studyWindowEnded' }]);
  });

  it('a certificate issued within the window is not cancelled: the workflow waits for its expiry instead', async () => {
    const id = await approved();
    const handle = await env.client.workflow.signalWithStart(personalCertificationWorkflowType, {
      workflowId: id, taskQueue, args: [id], signal: personalCertificationSignals.approved, signalArgs: [{ certificationId: id }],
    });
    await vi.waitFor(() => expect(reads.get(id) ?? 0).toBeGreaterThan(0), settle);
    const end = await studyEndOf(id);
    // issued with dates of the test server's clock (two years on)
    const t0 = await env.currentTimeMs();
    await pool.query(
      `update app_public.personal_certifications set status = 'VALIDATING', certificate_number = 'SCF-TEST-' || left(id::text, 8),
         grant_date = $2::date, expired_date = $3::date where id = $1`,
      [id, businessDate(t0, 0), businessDate(t0, 730)]);
    const before = reads.get(id) ?? 0;
    await handle.signal(personalCertificationIssuedSignal, { certificationId: id });
    await vi.waitFor(() => expect(reads.get(id) ?? 0).toBeGreaterThan(before), settle);
    await upTo(end + minute);
    expect(await statusOf(id)).toBe('VALIDATING');
    await handle.terminate('the test is done');
  });
});
