import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectFilingDeadlinesSignals, projectFilingDeadlinesWorkflowId, projectFilingDeadlinesWorkflowType } from '../domain.ts';
import { startOutboxRelay, type OutboxRelay } from '../relay.ts';
import { createTimeSkippingTestEnv } from '../../test-server/env.ts';
import { createProjectFilingActivities, type ProjectFilingActivities } from './activities.ts';
import { ensureProjectFilingDeadlines } from './start.ts';
import {
  businessDate,
  createFilingPeople,
  day,
  endOfBusinessDate,
  type FilingPeople,
  insertFiling,
  kindCounts,
  minute,
  momentOf,
  openOwnTestPool,
} from './test-fixtures.ts';
import { projectFilingDeadlinesChangedSignal, projectFilingDeadlinesWorkflow } from './workflow.ts';

/**
 * The deadline sweep on Temporal's time-skipping test server with the real SQL and the real outbox relay, in a
 * database of its own (the sweep handles every filing due in it): each timer of a filing (progress reminders, the
 * warning, the expiry reminders, the expiry by date and by inactivity), commands that move the deadlines (they
 * recompute the filing's moment and wake the sweep when it comes first), a worker outage, a filing that fails, and
 * many filings due at once. Messages are counted in the database (`user_messages`).
 */
let env: TestWorkflowEnvironment;
let bundle: WorkflowBundleWithSourceMap;
let worker: Worker | undefined;
let running: Promise<void> | undefined;
let relay: OutboxRelay;
let pool: pg.Pool;
let close: () => Promise<void>;
let people: FilingPeople;
let activities: ProjectFilingActivities;
const taskQueue = `project-filing-test-${randomUUID()}`;
/** The sweep's rounds so far, and the filings each handled. */
const rounds: number[] = [];
/** How long an activity may take to run on a busy machine (the worker polls; time skipping does not apply). */
const settle = { timeout: 60_000, interval: 100 };
/** Filings per SQL batch in this test: small, so that the test of many filings takes several. */
const batch = 50;

/**
 * Workers without a workflow cache: every workflow task replays the history from the start (so each step also proves
 * that a replay sends nothing again), and no task waits on the sticky queue of a stopped worker, which the test server
 * would not hand over to the next worker.
 */
const startWorker = async () => {
  worker = await Worker.create({ connection: env.nativeConnection, taskQueue, workflowBundle: bundle, activities, maxCachedWorkflows: 0 });
  running = worker.run();
};
const stopWorker = async () => {
  worker?.shutdown();
  await running;
  worker = undefined;
  running = undefined;
};

beforeAll(async () => {
  ({ pool, close } = await openOwnTestPool('pp_filing_deadlines_test'));
  people = await createFilingPeople(pool);
  const real = createProjectFilingActivities(pool, batch);
  activities = {
    async projectFilingSweepDue(at) {
      const outcome = await real.projectFilingSweepDue(at);
      rounds.push(outcome.handled);
      return outcome;
    },
  };
  env = await createTimeSkippingTestEnv();
  bundle = await bundleWorkflowCode({
    workflowsPath: fileURLToPath(new URL('../workflows.ts', import.meta.url)),
    logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} },
  });
  await startWorker();
  relay = await startOutboxRelay({ pool, client: env.client, taskQueue, pollIntervalMs: 200, log: { info() {}, warn: console.warn, error: console.error } });
  // Its longest sleep far beyond the test's skips: every wake-up here comes from a moment or a signal (the hourly
  // safety net of a deployment is tested with the continuation below).
  expect(await ensureProjectFilingDeadlines(env.client, taskQueue, { maxSleepMs: 1000 * day })).toBe('started');
  expect(await ensureProjectFilingDeadlines(env.client, taskQueue)).toBe('running');
  await vi.waitFor(() => expect(rounds.length).toBeGreaterThan(0), settle);
}, 240_000);

afterAll(async () => {
  await relay?.stop();
  await env?.client.workflow.getHandle(projectFilingDeadlinesWorkflowId).terminate().catch(() => undefined);
  await stopWorker();
  await env?.teardown();
  await close?.();
}, 60_000);

/** Skips the test server's clock to `target` (epoch milliseconds). */
const upTo = async (target: number) => {
  const now = await env.currentTimeMs();
  if (target > now) await env.sleep(target - now);
};

/**
 * A command's change: writes the filing as the command would (`sql` with the filing id as $1), recomputes its moment
 * in the same transaction, and waits until the outbox is relayed and the sweep has looked again (when the change woke
 * it). A new filing's reminders count from `since` (the command's moment: here the test server's clock, which runs
 * ahead of the database's).
 */
const change = async (filingId: string, sql?: string, params: unknown[] = [], since?: number) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    if (sql) await client.query(sql, [filingId, ...params]);
    await client.query('select app_private.project_filing_moment_refresh($1, $2)', [filingId, since === undefined ? null : new Date(since).toISOString()]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  await settled();
};

/** Waits until every outbox row is relayed and the sweep is asleep with nothing due (as of the server's clock). */
const settled = async () => {
  await vi.waitFor(async () => {
    const { rows } = await pool.query<{ pending: number; due: number }>(
      `select (select count(*)::int from app_private.outbox where relayed_at is null) as pending,
              (select count(*)::int from app_private.project_filing_moments where next_at <= $1) as due`,
      [new Date(await env.currentTimeMs()).toISOString()],
    );
    expect(rows[0]).toEqual({ pending: 0, due: 0 });
  }, settle);
};

const statusOf = async (filingId: string) =>
  (await pool.query<{ status: string }>('select status from app_public.project_filings where id = $1', [filingId])).rows[0]?.status;

/** A filing in effect (or in the state asked), its moment computed as the approving command does. */
const filing = async (options: Parameters<typeof insertFiling>[2]) => {
  const f = await insertFiling(pool, people, options);
  await change(f.id, undefined, [], await env.currentTimeMs());
  return f;
};

/**
 * Checks a timer: one minute before `at` the messages are still `before`, one minute after they are `after`.
 * Both recipients (principal and submitter) get each message, hence 2 per kind.
 */
const expectAt = async (filingId: string, at: number, before: Record<string, number>, after: Record<string, number>) => {
  await upTo(at - minute);
  expect(await kindCounts(pool, filingId)).toEqual(before);
  await upTo(at + minute);
  await vi.waitFor(async () => expect(await kindCounts(pool, filingId)).toEqual(after), settle);
};

describe('projectFilingDeadlinesWorkflow (time skipping, real SQL and relay)', { timeout: 180_000 }, () => {
  it('uses the shared workflow and signal names', () => {
    expect(projectFilingDeadlinesWorkflow.name).toBe(projectFilingDeadlinesWorkflowType);
    expect(projectFilingDeadlinesChangedSignal.name).toBe(projectFilingDeadlinesSignals.changed);
  });

  it('without progress: reminders at 15 and 30 days, the warning at 45, 30 and 3 days before expiry, expiry at 90 days', async () => {
    const t0 = await env.currentTimeMs();
    const f = await filing({ lastActivityAt: t0, validUntilDate: businessDate(t0, 180) });
    expect(await momentOf(pool, f.id)).toBe(t0 + 15 * day);

    await expectAt(f.id, t0 + 15 * day, {}, { progress_1: 2 });
    await expectAt(f.id, t0 + 30 * day, { progress_1: 2 }, { progress_1: 2, progress_2: 2 });
    const three = { progress_1: 2, progress_2: 2, progress_warning: 2 };
    await expectAt(f.id, t0 + 45 * day, { progress_1: 2, progress_2: 2 }, three);
    // 60 days: 30 days before the expiry moment (90 days without progress)
    await expectAt(f.id, t0 + 60 * day, three, { ...three, expiry_30: 2 });
    await expectAt(f.id, t0 + 75 * day, { ...three, expiry_30: 2 }, { ...three, expiry_30: 2, progress_5: 2 });
    const beforeEnd = { ...three, expiry_30: 2, progress_5: 2, expiry_3: 2 };
    await expectAt(f.id, t0 + 87 * day, { ...three, expiry_30: 2, progress_5: 2 }, beforeEnd);
    expect(await momentOf(pool, f.id)).toBe(t0 + 90 * day);

    await upTo(t0 + 90 * day - minute);
    expect(await statusOf(f.id)).toBe('VALIDATING');
    await upTo(t0 + 90 * day + minute);
    await vi.waitFor(async () => expect(await statusOf(f.id)).toBe('EXPIRED'), settle);
    expect(await kindCounts(pool, f.id)).toEqual({ ...beforeEnd, expired: 2 });
    expect(await momentOf(pool, f.id)).toBeUndefined();
  });

  it('with progress: 30 and 3 days before the end of validUntilDate, expiry at the end of that day', async () => {
    const t0 = await env.currentTimeMs();
    const validUntilDate = businessDate(t0, 40);
    const end = endOfBusinessDate(validUntilDate);
    const f = await filing({ lastActivityAt: t0, validUntilDate });

    await expectAt(f.id, end - 30 * day, {}, { expiry_30: 2 });
    await upTo(t0 + 30 * day + minute); // progress reminders at 15 and 30 days meanwhile
    const before = { expiry_30: 2, progress_1: 2, progress_2: 2 };
    await vi.waitFor(async () => expect(await kindCounts(pool, f.id)).toEqual(before), settle);
    await expectAt(f.id, end - 3 * day, before, { ...before, expiry_3: 2 });

    await upTo(end - minute);
    expect(await statusOf(f.id)).toBe('VALIDATING');
    await upTo(end + minute);
    await vi.waitFor(async () => expect(await statusOf(f.id)).toBe('EXPIRED'), settle);
    expect(await kindCounts(pool, f.id)).toEqual({ ...before, expiry_3: 2, expired: 2 });
  });

  it('progress moves the deadlines: no reminder or expiry at the old moments; signing ends them', async () => {
    const t0 = await env.currentTimeMs();
    const f = await filing({ lastActivityAt: t0 });
    await expectAt(f.id, t0 + 15 * day, {}, { progress_1: 2 });

    // progress on day 20, as the progress command writes it
    await upTo(t0 + 20 * day);
    const t1 = await env.currentTimeMs();
    await change(f.id, 'update app_public.project_filings set last_activity_at = $2, phase_id = 3 where id = $1', [new Date(t1).toISOString()]);
    expect(await momentOf(pool, f.id)).toBe(t1 + 15 * day);

    await upTo(t0 + 30 * day + minute); // the old second reminder is not sent
    expect(await kindCounts(pool, f.id)).toEqual({ progress_1: 2 });
    await expectAt(f.id, t1 + 15 * day, { progress_1: 2 }, { progress_1: 4 }); // the new first reminder
    await upTo(t0 + 90 * day + minute); // the old expiry moment passes
    expect(await statusOf(f.id)).toBe('VALIDATING');

    // signed by the vendor: its moment is gone, no further reminder comes
    await change(f.id, `update app_public.project_filings set status = 'HAVE_SIGNED', sign_date = current_date, closed_at = now() where id = $1`);
    expect(await momentOf(pool, f.id)).toBeUndefined();
    const sent = await kindCounts(pool, f.id);
    await upTo(t1 + 100 * day);
    await settled();
    expect(await kindCounts(pool, f.id)).toEqual(sent);
    expect(await statusOf(f.id)).toBe('HAVE_SIGNED');
  });

  it('an approved renewal moves validUntilDate and the reminders; one waiting for the vendor holds the expiry', async () => {
    const t0 = await env.currentTimeMs();
    const validUntilDate = businessDate(t0, 40);
    const end1 = endOfBusinessDate(validUntilDate);
    const f = await filing({ lastActivityAt: t0, validUntilDate });
    await expectAt(f.id, end1 - 30 * day, {}, { expiry_30: 2 });

    // day 12: a renewal to day 80 is approved by both steps
    await upTo(t0 + 12 * day);
    const renewedUntil = businessDate(t0, 80);
    const end2 = endOfBusinessDate(renewedUntil);
    await change(f.id, 'update app_public.project_filings set valid_until_date = $2 where id = $1', [renewedUntil]);

    await upTo(end1 + minute); // neither the old 3-day reminder nor the old expiry
    expect(await statusOf(f.id)).toBe('VALIDATING');
    const expiries = async () => Object.fromEntries(Object.entries(await kindCounts(pool, f.id)).filter(([k]) => !k.startsWith('progress')));
    expect(await expiries()).toEqual({ expiry_30: 2 });
    await upTo(end2 - 30 * day + minute); // the new 30-day reminder
    await vi.waitFor(async () => expect(await expiries()).toEqual({ expiry_30: 4 }), settle);

    // day 60: another renewal, approved by the partner administrator, waits for the vendor: the expiry is held
    await upTo(t0 + 60 * day);
    const { rows } = await pool.query<{ id: string }>(
      `insert into app_public.project_filing_renewals (filing_id, reason, phase_id, valid_until_date, previous_valid_until_date, submitter_id)
       values ($1, 'Tender postponed', 4, $2::date + 60, $2, $3) returning id`,
      [f.id, renewedUntil, people.submitterId],
    );
    await change(
      f.id,
      `insert into app_public.project_filing_approvals (filing_id, renewal_id, company_id, source, status, decided_at)
       values ($1, $2, $3, 'PARTNER_COMPANY', 'APPROVED', now()), ($1, $2, $3, 'VENDOR', 'APPROVING', null)`,
      [rows[0]!.id, people.companyId],
    );
    expect(await momentOf(pool, f.id)).toBeNull();
    await upTo(end2 + minute);
    expect(await statusOf(f.id)).toBe('VALIDATING');
    expect(await expiries()).toEqual({ expiry_30: 4 });

    // the vendor rejects it: the filing is past its date; its moment has come, and the sweep is woken at once
    await pool.query(`update app_public.project_filing_approvals set status = 'REJECTED', decided_at = now() where renewal_id = $1 and source = 'VENDOR'`, [rows[0]!.id]);
    await change(f.id, `update app_public.project_filing_renewals set status = 'REJECTED', decided_at = now() where filing_id = $1 and id = $2`, [rows[0]!.id]);
    await vi.waitFor(async () => expect(await statusOf(f.id)).toBe('EXPIRED'), settle);
    expect(await expiries()).toEqual({ expiry_30: 4, expired: 2 });
  });

  it('under review nothing is due; the approval starts the timers; a rejection or a cancellation ends them', async () => {
    const t0 = await env.currentTimeMs();
    const f = await filing({ status: 'APPROVING', validUntilDate: null, lastActivityAt: null });
    expect(await momentOf(pool, f.id)).toBeNull();
    await upTo(t0 + 100 * day);
    expect(await kindCounts(pool, f.id)).toEqual({});

    // the vendor approves (the filing is in effect from now)
    const t1 = await env.currentTimeMs();
    await change(
      f.id,
      `update app_public.project_filings set status = 'VALIDATING', approved_at = $2, last_activity_at = $2, valid_until_date = $3 where id = $1`,
      [new Date(t1).toISOString(), businessDate(t1, 180)],
    );
    await expectAt(f.id, t1 + 15 * day, {}, { progress_1: 2 });

    await change(f.id, `update app_public.project_filings set status = 'CANCELED', cancel_reason = 'Lost', closed_at = now() where id = $1`);
    expect(await momentOf(pool, f.id)).toBeUndefined();

    const rejected = await filing({ status: 'APPROVING', validUntilDate: null, lastActivityAt: null });
    await change(rejected.id, `update app_public.project_filings set status = 'REJECTED', closed_at = now() where id = $1`);
    expect(await momentOf(pool, rejected.id)).toBeUndefined();
  });

  it('a worker outage loses no reminder and sends none twice; a replay sends nothing again', async () => {
    const t0 = await env.currentTimeMs();
    const f = await filing({ lastActivityAt: t0 });
    await expectAt(f.id, t0 + 15 * day, {}, { progress_1: 2 });

    // a new worker between two reminders replays the history: the first reminder is not sent again, the next one comes
    await upTo(t0 + 16 * day);
    await stopWorker();
    await startWorker();
    await expectAt(f.id, t0 + 30 * day, { progress_1: 2 }, { progress_1: 2, progress_2: 2 });

    // no worker runs when the warning falls due: it is sent once a new worker is back. (The test server stops skipping
    // time while a due workflow task waits for a worker, so the outage here is short in server time.)
    await upTo(t0 + 45 * day - minute);
    await stopWorker();
    await upTo(t0 + 45 * day + 2_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await kindCounts(pool, f.id)).toEqual({ progress_1: 2, progress_2: 2 });
    await startWorker();
    const caughtUp = { progress_1: 2, progress_2: 2, progress_warning: 2 };
    await vi.waitFor(async () => expect(await kindCounts(pool, f.id)).toEqual(caughtUp), settle);
    await change(f.id, `update app_public.project_filings set status = 'CANCELED', cancel_reason = 'Lost', closed_at = now() where id = $1`);
  });

  it('a filing that fails is tried again an hour later and holds up no other filing', async () => {
    const t0 = await env.currentTimeMs();
    const failing = await filing({ lastActivityAt: t0 - 90 * day + 5 * minute });
    const other = await filing({ lastActivityAt: t0 - 90 * day + 5 * minute });
    // the history insert of the first one's expiry fails (a fault of this test's own database)
    await pool.query(`create or replace function public.fail_expiry() returns trigger language plpgsql as $$
      begin
        if new.filing_id = '${failing.id}' then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await pool.query('create trigger fail_expiry before insert on app_public.project_filing_history for each row execute function public.fail_expiry()');
    try {
      await upTo(t0 + 6 * minute);
      await vi.waitFor(async () => expect(await statusOf(other.id)).toBe('EXPIRED'), settle);
      expect(await statusOf(failing.id)).toBe('VALIDATING');
      const { rows } = await pool.query<{ next_at: Date; last_error: string }>('select next_at, last_error from app_private.project_filing_moments where filing_id = $1', [failing.id]);
      expect(rows[0]!.last_error).toBe('disk full');
      expect(rows[0]!.next_at.getTime()).toBeGreaterThan(t0 + 60 * minute);
    } finally {
      await pool.query('drop trigger fail_expiry on app_public.project_filing_history');
      await pool.query('drop function public.fail_expiry()');
    }
    await upTo(t0 + 2 * 60 * minute);
    await vi.waitFor(async () => expect(await statusOf(failing.id)).toBe('EXPIRED'), settle);
    expect(await kindCounts(pool, failing.id)).toEqual({ expired: 2 });
  });

  it('many filings due at the same moment: each expires or is reminded once, over several batches', async () => {
    const t0 = await env.currentTimeMs();
    const expiring: string[] = [];
    const reminded: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      // half expire 10 minutes from now (90 days without progress), half get their 15-day reminder then
      const lastActivityAt = i % 2 === 0 ? t0 - 90 * day + 10 * minute : t0 - 15 * day + 10 * minute;
      const f = await insertFiling(pool, people, { lastActivityAt });
      (i % 2 === 0 ? expiring : reminded).push(f.id);
    }
    await pool.query('select app_private.project_filing_moment_refresh(id, $2) from unnest($1::uuid[]) id', [[...expiring, ...reminded], new Date(t0).toISOString()]);
    await settled();
    const roundsBefore = rounds.length;
    await upTo(t0 + 11 * minute);
    await vi.waitFor(async () => {
      const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from app_public.project_filings where id = any($1) and status = 'EXPIRED'`, [expiring]);
      expect(rows[0]!.n).toBe(expiring.length);
    }, settle);
    await settled();
    for (const id of reminded) expect(await kindCounts(pool, id)).toEqual({ progress_1: 2 });
    for (const id of expiring) expect(await kindCounts(pool, id)).toEqual({ expired: 2 });
    expect(rounds.slice(roundsBefore).reduce((a, b) => a + b, 0)).toBe(expiring.length + reminded.length);
  });

  it('wakes at least hourly (a moment no signal announced is found) and continues as new after its rounds', async () => {
    const handle = env.client.workflow.getHandle(projectFilingDeadlinesWorkflowId);
    await handle.terminate('the next run sleeps an hour at most and continues as new after two rounds');
    const started = await env.client.workflow.start(projectFilingDeadlinesWorkflow, {
      workflowId: projectFilingDeadlinesWorkflowId,
      taskQueue,
      args: [projectFilingDeadlinesWorkflowId, { roundsPerRun: 2 }],
    });
    await settled();
    // a moment written without waking the sweep (its transaction claims to have woken it already)
    const t0 = await env.currentTimeMs();
    const f = await insertFiling(pool, people, { lastActivityAt: t0 - 15 * day + 10 * minute });
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('pp.filing_sweep_woken', 'on', true)`);
      await client.query('select app_private.project_filing_moment_refresh($1, $2)', [f.id, new Date(t0).toISOString()]);
      await client.query('commit');
    } finally {
      client.release();
    }
    await upTo(t0 + 3 * 60 * minute); // three hourly rounds
    await vi.waitFor(async () => expect(await kindCounts(pool, f.id)).toEqual({ progress_1: 2 }), settle);
    await vi.waitFor(async () => expect((await handle.describe()).runId).not.toBe(started.firstExecutionRunId), settle);
    expect((await handle.describe()).status.name).toBe('RUNNING');
  });
});
