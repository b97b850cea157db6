import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtinRoleIds } from '@pp/domain';
import { companyCertificationSignals, companyCertificationWorkflowType } from '../domain.ts';
import { createTimeSkippingTestEnv } from '../../test-server/env.ts';
import { businessDate, day, endOfBusinessDate, minute, openTestPool } from '../project-filing/test-fixtures.ts';
import { createCompanyCertificationActivities, type CompanyCertificationActivities } from './activities.ts';
import {
  companyCertificationApprovedSignal,
  companyCertificationChangedSignal,
  companyCertificationClosedSignal,
  companyCertificationWorkflow,
} from './workflow.ts';

/**
 * The company-certification workflow on Temporal's time-skipping test server with the real SQL activities: the
 * renewal reminder 60 days before the expiry date (not 61), the expiry at the end of the expiry date, new dates that
 * move both, and a newer certification that ends it. Messages are counted in the database (`user_messages`).
 */
let env: TestWorkflowEnvironment;
let bundle: WorkflowBundleWithSourceMap;
let worker: Worker | undefined;
let running: Promise<void> | undefined;
let pool: pg.Pool;
let close: () => Promise<void>;
let activities: CompanyCertificationActivities;
const taskQueue = `company-certification-test-${randomUUID()}`;
const reads = new Map<string, number>();
const settle = { timeout: 60_000, interval: 100 };
const SILVER = 2;

beforeAll(async () => {
  ({ pool, close } = await openTestPool());
  const real = createCompanyCertificationActivities(pool);
  activities = {
    ...real,
    async companyCertificationDeadlines(id) {
      reads.set(id, (reads.get(id) ?? 0) + 1);
      return real.companyCertificationDeadlines(id);
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

/** A mainland company with its partner administrator, certified SILVER (as approval leaves it) until `expiredDate`. */
const certified = async (expiredDate: string): Promise<{ id: string; companyId: string; admin: string }> => {
  const suffix = randomUUID().slice(0, 8);
  const companyId = randomUUID();
  await pool.query(`insert into app_public.companies (id, name, site, certification_level_id) values ($1, $2, 'MAINLAND', $3)`, [
    companyId, `Certified ${suffix}`, SILVER,
  ]);
  const admin = randomUUID();
  await pool.query('select app_private.ensure_root_user($1, $2, $3, $4)', [admin, `admin-${suffix}`, `admin.${suffix}@example.com`, 'Admin']);
  const { rows: users } = await pool.query<{ id: string }>(
    `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, 'Admin', 'JOINED', now()) returning id`,
    [admin, companyId],
  );
  await pool.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [users[0]!.id, builtinRoleIds.partnerAdministrator]);
  const { rows } = await pool.query<{ id: string }>(
    `insert into app_public.company_certifications (company_id, plan_id, applied_level_id, approved_level_id, status, grant_date, expired_date, reviewed_at)
     values ($1, 1, $2, $2, 'VALIDATING', $3::date - 365, $3::date, now()) returning id`,
    [companyId, SILVER, expiredDate],
  );
  return { id: rows[0]!.id, companyId, admin };
};

const start = async (id: string) => {
  const handle = await env.client.workflow.signalWithStart(companyCertificationWorkflowType, {
    workflowId: id,
    taskQueue,
    args: [id],
    signal: companyCertificationSignals.approved,
    signalArgs: [{ certificationId: id }],
  });
  await vi.waitFor(() => expect(reads.get(id) ?? 0).toBeGreaterThan(0), settle);
  return handle;
};

const upTo = async (target: number) => {
  const now = await env.currentTimeMs();
  if (target > now) await env.sleep(target - now);
};

/** The kinds of message the company's people got about the certification (`renewal`, `expired`). */
const told = async (id: string): Promise<string[]> =>
  (await pool.query<{ kind: string }>(
    `select split_part(dedup_key, ':', 3) as kind from app_public.user_messages where dedup_key like 'company_certification:' || $1 || ':%' order by created_at`,
    [id],
  )).rows.map((r) => r.kind);

const statusOf = async (id: string) =>
  (await pool.query<{ status: string }>('select status from app_public.company_certifications where id = $1', [id])).rows[0]!.status;
const levelOf = async (companyId: string) =>
  (await pool.query<{ l: number | null }>('select certification_level_id as l from app_public.companies where id = $1', [companyId])).rows[0]!.l;

describe('companyCertificationWorkflow (time skipping, real SQL)', { timeout: 180_000 }, () => {
  it('uses the shared signal and workflow names', () => {
    expect(companyCertificationWorkflow.name).toBe(companyCertificationWorkflowType);
    expect(companyCertificationApprovedSignal.name).toBe(companyCertificationSignals.approved);
    expect(companyCertificationChangedSignal.name).toBe(companyCertificationSignals.changed);
    expect(companyCertificationClosedSignal.name).toBe(companyCertificationSignals.closed);
  });

  it('reminds when the window opens 60 days before the expiry date (not 61), expires at the end of the expiry date', async () => {
    const t0 = await env.currentTimeMs();
    const expiredDate = businessDate(t0, 100);
    const c = await certified(expiredDate);
    const handle = await start(c.id);
    const end = endOfBusinessDate(expiredDate);
    // the 61st day before the expiry date: nothing yet; as the 60th begins: the reminder
    const opens = end - 61 * day;
    await upTo(opens - day + minute);
    expect(await told(c.id)).toEqual([]);
    await upTo(opens - minute);
    expect(await told(c.id)).toEqual([]);
    await upTo(opens + minute);
    await vi.waitFor(async () => expect(await told(c.id)).toEqual(['renewal']), settle);

    await upTo(end - minute);
    expect(await statusOf(c.id)).toBe('VALIDATING');
    expect(await levelOf(c.companyId)).toBe(SILVER);
    await upTo(end + minute);
    expect(await handle.result()).toBe('EXPIRED');
    expect(await statusOf(c.id)).toBe('EXPIRED');
    expect(await levelOf(c.companyId)).toBeNull();
    expect(await told(c.id)).toEqual(['renewal', 'expired']);
  });

  it('new dates move the reminder and the expiry: nothing at the old moments', async () => {
    const t0 = await env.currentTimeMs();
    const oldDate = businessDate(t0, 80);
    const c = await certified(oldDate);
    const handle = await start(c.id);
    // the vendor moves the expiry date 200 days later, as update_company_certification does
    const newDate = businessDate(t0, 280);
    await pool.query('update app_public.company_certifications set expired_date = $2, renewal_reminded_at = null where id = $1', [c.id, newDate]);
    const before = reads.get(c.id) ?? 0;
    await handle.signal(companyCertificationChangedSignal, { certificationId: c.id });
    await vi.waitFor(() => expect(reads.get(c.id) ?? 0).toBeGreaterThan(before), settle);

    await upTo(endOfBusinessDate(oldDate) + minute);
    expect(await told(c.id)).toEqual([]);
    expect(await statusOf(c.id)).toBe('VALIDATING');
    await upTo(endOfBusinessDate(newDate) - 61 * day + minute);
    await vi.waitFor(async () => expect(await told(c.id)).toEqual(['renewal']), settle);
    await upTo(endOfBusinessDate(newDate) + minute);
    expect(await handle.result()).toBe('EXPIRED');
  });

  it('approved with less than 60 days left: the reminder at once; a newer certification ends the workflow', async () => {
    const t0 = await env.currentTimeMs();
    const c = await certified(businessDate(t0, 30));
    const handle = await start(c.id);
    await vi.waitFor(async () => expect(await told(c.id)).toEqual(['renewal']), settle);
    // replaced, as approving a newer certification does
    await pool.query(`update app_public.company_certifications set status = 'CANCELED', closed_at = now() where id = $1`, [c.id]);
    await handle.signal(companyCertificationClosedSignal, { certificationId: c.id });
    expect(await handle.result()).toBe('CANCELED');
    expect(await told(c.id)).toEqual(['renewal']);
  });
});
