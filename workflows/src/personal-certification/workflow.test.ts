import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { personalCertificationSignals, personalCertificationWorkflowType } from '../domain.ts';
import { dataDir } from '../../../scripts/lib/paths.ts';
import { startStorage, type RunningStorage } from '../../../scripts/lib/storage.ts';
import { performanceImportStorage, type PerformanceImportStorage } from '../performance-import/storage.ts';
import { createTimeSkippingTestEnv } from '../../test-server/env.ts';
import { businessDate, endOfBusinessDate, minute, openTestPool } from '../project-filing/test-fixtures.ts';
import { createPersonalCertificationActivities, personalCertificateKey, type PersonalCertificationActivities } from './activities.ts';
import { personalCertificationChangedSignal, personalCertificationIssuedSignal, personalCertificationWorkflow } from './workflow.ts';

/**
 * The personal-certification workflow on Temporal's time-skipping test server with the real SQL activities: an
 * issued certificate expires at the end of its expiry date (not a minute early), and new dates move that moment; an
 * issued certificate without a file gets the product's PDF in a real S3-compatible store (S3Proxy), a vendor's is kept.
 */
let env: TestWorkflowEnvironment;
let bundle: WorkflowBundleWithSourceMap;
let worker: Worker | undefined;
let running: Promise<void> | undefined;
let pool: pg.Pool;
let close: () => Promise<void>;
let activities: PersonalCertificationActivities;
let storage: RunningStorage;
let store: PerformanceImportStorage;
const taskQueue = `personal-certification-test-${randomUUID()}`;
const reads = new Map<string, number>();
const settle = { timeout: 60_000, interval: 100 };

beforeAll(async () => {
  ({ pool, close } = await openTestPool());
  storage = await startStorage({ port: 19930, dataDir: join(dataDir, 'test-personal-certificate-s3'), corsOrigins: [], fresh: true, echo: false });
  store = performanceImportStorage(storage);
  const real = createPersonalCertificationActivities(pool, store);
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
  store?.close();
  await storage?.stop();
  await close?.();
}, 60_000);

/** An issued SCF certificate of a new person, expiring at the end of `expiredDate`. */
const issued = async (expiredDate: string, holder = 'Person'): Promise<string> => {
  const suffix = randomUUID().slice(0, 8);
  const person = randomUUID();
  await pool.query('select app_private.ensure_root_user($1, $2, $3, $4)', [person, `p-${suffix}`, `p.${suffix}@example.com`, 'Person']);
  const { rows } = await pool.query<{ id: string }>(
    `insert into app_public.personal_certifications (applicant_id, type_id, version, site, real_name, payment_method, currency,
       delivery_contact_name, delivery_contact_prefix, delivery_contact_number, delivery_address, status, certificate_number,
       grant_date, expired_date, certificate_to_user_name)
     values ($1, 1, 'V6.0', 'MAINLAND', 'Person', 'NO_PAYMENT', 'CNY', 'Person', '+86', '13800000000', '1 Road', 'VALIDATING',
       'SCF-TEST-' || $2, $3::date - 730, $3::date, $4) returning id`,
    [person, suffix, expiredDate, holder],
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

type FileRow = { id: string; use: string; status: string; mime_type: string; storage_key: string; name: string; size: string; root_user_id: string };
const certificateFileOf = async (id: string) =>
  (await pool.query<FileRow & { applicant_id: string; certificate_number: string }>(
    `select f.*, c.applicant_id, c.certificate_number from app_public.personal_certifications c
     join app_public.uploaded_files f on f.id = c.certificate_file_id where c.id = $1`, [id])).rows[0];

describe('the certificate PDF (time skipping, real SQL, real storage)', { timeout: 180_000 }, () => {
  it('an issued certificate without a file gets the product\'s PDF: a CERTIFICATE file of its applicant, stored once', async () => {
    const t0 = await env.currentTimeMs();
    const id = await issued(businessDate(t0, 400), 'Ada Lovelace');
    const handle = await start(id);
    await vi.waitFor(async () => expect(await certificateFileOf(id)).toBeDefined(), settle);
    const file = (await certificateFileOf(id))!;
    expect(file).toMatchObject({
      use: 'CERTIFICATE', status: 'SUCCESS', mime_type: 'application/pdf', storage_key: personalCertificateKey(id),
      name: `${file.certificate_number}.pdf`, root_user_id: file.applicant_id,
    });
    const bytes = await store.get(file.storage_key);
    expect(bytes.length).toBe(Number(file.size));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Certificate ${file.certificate_number}`);
    expect(doc.getSubject()).toMatch(/^SCF \u2014 .+: Ada Lovelace$/);

    // a retry (or another read) writes no second file and keeps the first
    expect(await activities.personalCertificateGenerate(id)).toBe('skipped');
    const again = await pool.query<{ key: string; attached: boolean }>(
      `select app_private.personal_certificate_attach($1, $2, 'x.pdf', 1) as attached`, [id, personalCertificateKey(id)]);
    expect(again.rows[0]!.attached).toBe(false);
    const files = await pool.query('select id from app_public.uploaded_files where storage_key = $1', [personalCertificateKey(id)]);
    expect(files.rows).toEqual([{ id: file.id }]);
    expect((await certificateFileOf(id))!.id).toBe(file.id);
    await handle.terminate('the test is done');
  });

  it('a certificate the vendor uploaded is kept: no PDF is written', async () => {
    const t0 = await env.currentTimeMs();
    const id = await issued(businessDate(t0, 400));
    const { rows: [vendorFile] } = await pool.query<{ id: string }>(
      `insert into app_public.uploaded_files (root_user_id, use, name, size, mime_type, storage_key, status)
       select c.applicant_id, 'CERTIFICATE', 'vendor.pdf', 10, 'application/pdf', 'certificate/' || gen_random_uuid() || '.pdf', 'SUCCESS'
       from app_public.personal_certifications c where c.id = $1 returning id`, [id]);
    await pool.query('update app_public.personal_certifications set certificate_file_id = $2 where id = $1', [id, vendorFile!.id]);
    const handle = await start(id);
    await vi.waitFor(() => expect(reads.get(id) ?? 0).toBeGreaterThan(0), settle);
    expect(await activities.personalCertificateGenerate(id)).toBe('skipped');
    expect((await certificateFileOf(id))!.id).toBe(vendorFile!.id);
    const ours = await pool.query('select id from app_public.uploaded_files where storage_key = $1', [personalCertificateKey(id)]);
    expect(ours.rows).toEqual([]);
    await expect(store.get(personalCertificateKey(id))).rejects.toThrow();
    // and SQL alone never replaces it either
    const attached = await pool.query<{ attached: boolean }>(
      `select app_private.personal_certificate_attach($1, $2, 'x.pdf', 1) as attached`, [id, personalCertificateKey(id)]);
    expect(attached.rows[0]!.attached).toBe(false);
    expect((await certificateFileOf(id))!.id).toBe(vendorFile!.id);
    await handle.terminate('the test is done');
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
