import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker } from '@temporalio/worker';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtinRoleIds } from '@pp/domain';
import { companyPointBusinessDateAt, companyPointExpiryWorkflowId, companyPointExpiryWorkflowType, msUntilNextBusinessMidnight } from '../domain.ts';
import { createTimeSkippingTestEnv } from '../../test-server/env.ts';
import { openTestPool } from '../project-filing/test-fixtures.ts';
import { createCompanyPointActivities, type CompanyPointActivities } from './activities.ts';
import { ensureCompanyPointExpiry } from './start.ts';
import { companyPointExpiryWorkflow } from './workflow.ts';

/**
 * The daily expiry sweep on Temporal's time-skipping test server with the real SQL activities: it sweeps when it
 * starts, then at each business midnight (the workflow's clock decides the business date); a lot expires at the
 * midnight after its last day, the partner administrators are warned once, 30 days before; a restarted sweep sends
 * nothing twice.
 */
let env: TestWorkflowEnvironment;
let worker: Worker;
let running: Promise<void>;
let pool: pg.Pool;
let close: () => Promise<void>;
const taskQueue = `company-point-test-${randomUUID()}`;
/** The business dates the sweep ran for, in order. */
const sweeps: string[] = [];
const settle = { timeout: 20_000, interval: 100 };
const minute = 60_000;
const day = 86_400_000;

beforeAll(async () => {
  ({ pool, close } = await openTestPool());
  const real = createCompanyPointActivities(pool);
  const activities: CompanyPointActivities = {
    ...real,
    async companyPointExpireDue(today) {
      const n = await real.companyPointExpireDue(today);
      sweeps.push(today);
      return n;
    },
  };
  env = await createTimeSkippingTestEnv();
  const workflowBundle = await bundleWorkflowCode({
    workflowsPath: fileURLToPath(new URL('../workflows.ts', import.meta.url)),
    logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} },
  });
  worker = await Worker.create({ connection: env.nativeConnection, taskQueue, workflowBundle, activities });
  running = worker.run();
}, 240_000);

afterAll(async () => {
  worker?.shutdown();
  await running;
  await env?.teardown();
  await close?.();
}, 60_000);

/** Skips the test server's clock to `target` (epoch milliseconds). */
const upTo = async (target: number) => {
  const now = await env.currentTimeMs();
  if (target > now) await env.sleep(target - now);
};

const addDays = (date: string, n: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

describe('companyPointExpiryWorkflow (time skipping, real SQL)', { timeout: 180_000 }, () => {
  it('uses the shared workflow name', () => {
    expect(companyPointExpiryWorkflow.name).toBe(companyPointExpiryWorkflowType);
  });

  it('expires a lot at the midnight after its last day, warns 30 days before, sweeps daily, and never warns twice', async () => {
    const start = await env.currentTimeMs();
    const t0 = companyPointBusinessDateAt(start);
    const firstMidnight = start + msUntilNextBusinessMidnight(start);
    // a company with a partner administrator (ApproveCredit) and two lots as of t0
    const companyId = randomUUID();
    const admin = randomUUID();
    await pool.query(`insert into app_public.companies (id, name, site) values ($1, $2, 'MAINLAND')`, [companyId, `Points Sweep ${companyId.slice(0, 8)}`]);
    await pool.query('select app_private.ensure_root_user($1, $2, $3, $4)', [admin, `sweep-admin-${admin.slice(0, 8)}`, null, 'Admin']);
    const { rows: users } = await pool.query<{ id: string }>(
      `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, 'Admin', 'JOINED', now()) returning id`,
      [admin, companyId],
    );
    await pool.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [users[0]!.id, builtinRoleIds.partnerAdministrator]);
    const add = async (points: number, lastDay: string) =>
      (
        await pool.query<{ id: string }>(
          `select (app_private.company_point_add(null, $1, 'PRODUCT_POINT', $2, $3::date, $4::date, 'PROJECT_REWARD', null, null, $3::date)).id`,
          [companyId, points, t0, lastDay],
        )
      ).rows[0]!.id;
    const ending = await add(10, addDays(t0, 1)); // last day tomorrow: expires when t0 + 2 begins
    const later = await add(5, addDays(t0, 32)); // enters the 30-day window when t0 + 2 begins
    const state = async () => {
      const { rows } = await pool.query<{ remaining: number; expired: number; warned_ending: number; warned_later: number; total: number }>(
        `select (select remaining_point from app_public.company_points where id = $1) as remaining,
           (select count(*)::int from app_public.company_points where lot_id = $1) as expired,
           (select count(*)::int from app_public.user_messages where dedup_key like 'company_point_expiring:' || $1 || ':%') as warned_ending,
           (select count(*)::int from app_public.user_messages where dedup_key like 'company_point_expiring:' || $2 || ':%') as warned_later,
           (select total from app_public.company_point_balances where company_id = $3 and type = 'PRODUCT_POINT') as total`,
        [ending, later, companyId],
      );
      return rows[0]!;
    };

    try {
      const handle = await env.client.workflow.start(companyPointExpiryWorkflow, {
        workflowId: `company-point-expiry-${randomUUID()}`,
        taskQueue,
        args: [{ sweepFirst: true, sweepsPerRun: 2 }],
      });
      const firstRun = (await handle.describe()).runId;
      // the first sweep runs at once: the lot ending tomorrow is within 30 days, so its warning goes now
      await vi.waitFor(async () => expect(await state()).toEqual({ remaining: 10, expired: 0, warned_ending: 1, warned_later: 0, total: 15 }), settle);
      expect(sweeps.at(-1)).toBe(t0);

      // the first midnight: its last day begins; nothing expires, the later lot is 31 days away
      await upTo(firstMidnight - minute);
      expect(sweeps.filter((d) => d > t0)).toEqual([]);
      await upTo(firstMidnight + minute);
      await vi.waitFor(() => expect(sweeps.at(-1)).toBe(addDays(t0, 1)), settle);
      await vi.waitFor(async () => expect(await state()).toEqual({ remaining: 10, expired: 0, warned_ending: 1, warned_later: 0, total: 15 }), settle);

      // the next midnight: the lot's last day has passed (it expires), the later lot is 30 days away (warned)
      await upTo(firstMidnight + day + minute);
      await vi.waitFor(() => expect(sweeps.at(-1)).toBe(addDays(t0, 2)), settle);
      await vi.waitFor(async () => expect(await state()).toEqual({ remaining: 0, expired: 1, warned_ending: 1, warned_later: 1, total: 5 }), settle);

      // two sweeps per run: the run has continued as new and goes on
      await vi.waitFor(async () => {
        const now = await env.client.workflow.getHandle(handle.workflowId).describe();
        expect(now.runId).not.toBe(firstRun);
        expect(now.status.name).toBe('RUNNING');
      }, settle);
      await upTo(firstMidnight + 2 * day + minute);
      await vi.waitFor(() => expect(sweeps.at(-1)).toBe(addDays(t0, 3)), settle);

      // a restart (a new sweep started the same day) sends no warning twice and expires nothing twice
      await env.client.workflow.getHandle(handle.workflowId).terminate('restart');
      const before = sweeps.length;
      const again = await env.client.workflow.start(companyPointExpiryWorkflow, {
        workflowId: `company-point-expiry-${randomUUID()}`,
        taskQueue,
        args: [{ sweepFirst: true, sweepsPerRun: 2 }],
      });
      await vi.waitFor(() => expect(sweeps.length).toBeGreaterThan(before), settle);
      expect(await state()).toEqual({ remaining: 0, expired: 1, warned_ending: 1, warned_later: 1, total: 5 });
      await again.terminate('test over');
    } finally {
      await pool.query('delete from app_public.user_messages where company_id = $1', [companyId]);
      await pool.query('delete from app_public.companies where id = $1', [companyId]);
      await pool.query('delete from app_public.root_users where id = $1', [admin]);
    }
  });

  it('is started once under its fixed id: a second worker finds it running', async () => {
    expect(await ensureCompanyPointExpiry(env.client, taskQueue)).toBe('started');
    expect(await ensureCompanyPointExpiry(env.client, taskQueue)).toBe('running');
    const handle = env.client.workflow.getHandle(companyPointExpiryWorkflowId);
    expect((await handle.describe()).status.name).toBe('RUNNING');
    await handle.terminate('test over');
  });
});
