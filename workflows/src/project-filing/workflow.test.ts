import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { temporal } from '@temporalio/proto';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectFilingSignals, projectFilingWorkflowType } from '../domain.ts';
import { createTimeSkippingTestEnv } from '../../test-server/env.ts';
import { createProjectFilingActivities, type ProjectFilingActivities } from './activities.ts';
import {
  businessDate,
  createFilingPeople,
  day,
  endOfBusinessDate,
  type FilingPeople,
  insertFiling,
  kindCounts,
  minute,
  openTestPool,
} from './test-fixtures.ts';
import {
  projectFilingClosedSignal,
  projectFilingProgressAddedSignal,
  projectFilingRenewalChangedSignal,
  projectFilingReviewedSignal,
  projectFilingSubmittedSignal,
  projectFilingOneActivityRound,
  projectFilingWorkflow,
  type ProjectFilingWorkflowCarry,
} from './workflow.ts';

/**
 * The project-filing workflow on Temporal's time-skipping test server with the real SQL activities: each timer
 * (progress reminders, the warning, the expiry reminders, the expiry by date and by inactivity), signals that move
 * the deadlines, and a worker restart in the middle. Messages are counted in the database (`user_messages`).
 */
let env: TestWorkflowEnvironment;
let bundle: WorkflowBundleWithSourceMap;
let worker: Worker | undefined;
let running: Promise<void> | undefined;
let pool: pg.Pool;
let close: () => Promise<void>;
let people: FilingPeople;
let activities: ProjectFilingActivities;
const taskQueue = `project-filing-test-${randomUUID()}`;
/** Rounds per filing (each reads the deadlines first). */
const reads = new Map<string, number>();
/** How long an activity may take to run on a busy machine (the worker polls; time skipping does not apply). */
const settle = { timeout: 60_000, interval: 100 };

/**
 * Workers without a workflow cache: every workflow task replays the history from the start (so each step also proves
 * that a replay sends nothing again), and no task waits on the sticky queue of a stopped worker, which the test server
 * would not hand over to the next worker.
 */
const startWorker = async () => {
  worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue,
    workflowBundle: bundle,
    activities,
    maxCachedWorkflows: 0,
  });
  running = worker.run();
};
const stopWorker = async () => {
  worker?.shutdown();
  await running;
  worker = undefined;
  running = undefined;
};

beforeAll(async () => {
  ({ pool, close } = await openTestPool());
  people = await createFilingPeople(pool);
  const real = createProjectFilingActivities(pool);
  activities = {
    ...real,
    async projectFilingRound(filingId, remindedUntil, at) {
      reads.set(filingId, (reads.get(filingId) ?? 0) + 1);
      return real.projectFilingRound(filingId, remindedUntil, at);
    },
  };
  env = await createTimeSkippingTestEnv();
  bundle = await bundleWorkflowCode({
    workflowsPath: fileURLToPath(new URL('../workflows.ts', import.meta.url)),
    logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} },
  });
  await startWorker();
}, 240_000);

afterAll(async () => {
  await stopWorker();
  await env?.teardown();
  await close?.();
}, 60_000);

/** Starts the workflow the way the relay does: signal-with-start, workflow id = filing id; waits for its first read. */
const start = async (filingId: string, carry?: ProjectFilingWorkflowCarry) => {
  const handle = await env.client.workflow.signalWithStart(projectFilingWorkflowType, {
    workflowId: filingId,
    taskQueue,
    args: carry ? [filingId, carry] : [filingId],
    signal: projectFilingSignals.submitted,
    signalArgs: [{ filingId }],
  });
  await vi.waitFor(() => expect(reads.get(filingId) ?? 0).toBeGreaterThan(0), settle);
  return handle;
};

/** Skips the test server's clock to `target` (epoch milliseconds). */
const upTo = async (target: number) => {
  const now = await env.currentTimeMs();
  if (target > now) await env.sleep(target - now);
};

/** Signals a change the way a command's outbox row does, and waits until the workflow has read the filing again. */
const signalAndRead = async (filingId: string, send: () => Promise<void>) => {
  const before = reads.get(filingId) ?? 0;
  await send();
  await vi.waitFor(() => expect(reads.get(filingId) ?? 0).toBeGreaterThan(before), settle);
};

const statusOf = async (filingId: string) =>
  (await pool.query<{ status: string }>('select status from app_public.project_filings where id = $1', [filingId])).rows[0]?.status;

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

describe('projectFilingWorkflow (time skipping, real SQL)', { timeout: 180_000 }, () => {
  it('uses the shared signal and workflow names', () => {
    expect(projectFilingWorkflow.name).toBe(projectFilingWorkflowType);
    expect(projectFilingSubmittedSignal.name).toBe(projectFilingSignals.submitted);
    expect(projectFilingReviewedSignal.name).toBe(projectFilingSignals.reviewed);
    expect(projectFilingProgressAddedSignal.name).toBe(projectFilingSignals.progressAdded);
    expect(projectFilingRenewalChangedSignal.name).toBe(projectFilingSignals.renewalChanged);
    expect(projectFilingClosedSignal.name).toBe(projectFilingSignals.closed);
  });

  it('without progress: reminders at 15 and 30 days, the warning at 45, 30 and 3 days before expiry, expiry at 90 days', async () => {
    const t0 = await env.currentTimeMs();
    const f = await insertFiling(pool, people, { lastActivityAt: t0, validUntilDate: businessDate(t0, 180) });
    const handle = await start(f.id);

    await expectAt(f.id, t0 + 15 * day, {}, { progress_1: 2 });
    await expectAt(f.id, t0 + 30 * day, { progress_1: 2 }, { progress_1: 2, progress_2: 2 });
    const three = { progress_1: 2, progress_2: 2, progress_warning: 2 };
    await expectAt(f.id, t0 + 45 * day, { progress_1: 2, progress_2: 2 }, three);
    // 60 days: 30 days before the expiry moment (90 days without progress)
    await expectAt(f.id, t0 + 60 * day, three, { ...three, expiry_30: 2 });
    await expectAt(f.id, t0 + 75 * day, { ...three, expiry_30: 2 }, { ...three, expiry_30: 2, progress_5: 2 });
    const beforeEnd = { ...three, expiry_30: 2, progress_5: 2, expiry_3: 2 };
    await expectAt(f.id, t0 + 87 * day, { ...three, expiry_30: 2, progress_5: 2 }, beforeEnd);

    await upTo(t0 + 90 * day - minute);
    expect(await statusOf(f.id)).toBe('VALIDATING');
    await upTo(t0 + 90 * day + minute);
    expect(await handle.result()).toBe('EXPIRED');
    expect(await statusOf(f.id)).toBe('EXPIRED');
    expect(await kindCounts(pool, f.id)).toEqual({ ...beforeEnd, expired: 2 });
  });

  it('with progress: 30 and 3 days before the end of validUntilDate, expiry at the end of that day', async () => {
    const t0 = await env.currentTimeMs();
    const validUntilDate = businessDate(t0, 40);
    const end = endOfBusinessDate(validUntilDate);
    const f = await insertFiling(pool, people, { lastActivityAt: t0, validUntilDate });
    const handle = await start(f.id);

    await expectAt(f.id, end - 30 * day, {}, { expiry_30: 2 });
    await upTo(t0 + 30 * day + minute); // progress reminders at 15 and 30 days meanwhile
    const before = { expiry_30: 2, progress_1: 2, progress_2: 2 };
    await vi.waitFor(async () => expect(await kindCounts(pool, f.id)).toEqual(before), settle);
    await expectAt(f.id, end - 3 * day, before, { ...before, expiry_3: 2 });

    await upTo(end - minute);
    expect(await statusOf(f.id)).toBe('VALIDATING');
    await upTo(end + minute);
    expect(await handle.result()).toBe('EXPIRED');
    expect(await kindCounts(pool, f.id)).toEqual({ ...before, expiry_3: 2, expired: 2 });
  });

  it('progress moves the deadlines: no reminder or expiry at the old moments; the closed signal ends it', async () => {
    const t0 = await env.currentTimeMs();
    const f = await insertFiling(pool, people, { lastActivityAt: t0 });
    const handle = await start(f.id);
    await expectAt(f.id, t0 + 15 * day, {}, { progress_1: 2 });

    // progress on day 20, as the progress command writes it
    await upTo(t0 + 20 * day);
    const t1 = await env.currentTimeMs();
    await pool.query('update app_public.project_filings set last_activity_at = $2, phase_id = 3 where id = $1', [f.id, new Date(t1).toISOString()]);
    await signalAndRead(f.id, () => handle.signal(projectFilingProgressAddedSignal, { filingId: f.id }));

    await upTo(t0 + 30 * day + minute); // the old second reminder is not sent
    expect(await kindCounts(pool, f.id)).toEqual({ progress_1: 2 });
    await expectAt(f.id, t1 + 15 * day, { progress_1: 2 }, { progress_1: 4 }); // the new first reminder
    await upTo(t0 + 90 * day + minute); // the old expiry moment passes
    expect(await statusOf(f.id)).toBe('VALIDATING');
    expect((await handle.describe()).status.name).toBe('RUNNING');

    // signed by the vendor: the workflow ends, no further timer fires
    await pool.query(`update app_public.project_filings set status = 'HAVE_SIGNED', sign_date = current_date, closed_at = now() where id = $1`, [f.id]);
    await handle.signal(projectFilingClosedSignal, { filingId: f.id });
    expect(await handle.result()).toBe('HAVE_SIGNED');
  });

  it('an approved renewal moves validUntilDate and the reminders; one waiting for the vendor holds the expiry', async () => {
    const t0 = await env.currentTimeMs();
    const validUntilDate = businessDate(t0, 40);
    const end1 = endOfBusinessDate(validUntilDate);
    const f = await insertFiling(pool, people, { lastActivityAt: t0, validUntilDate });
    const handle = await start(f.id);
    await expectAt(f.id, end1 - 30 * day, {}, { expiry_30: 2 });

    // day 12: a renewal to day 80 is approved by both steps
    await upTo(t0 + 12 * day);
    const renewedUntil = businessDate(t0, 80);
    const end2 = endOfBusinessDate(renewedUntil);
    await pool.query('update app_public.project_filings set valid_until_date = $2 where id = $1', [f.id, renewedUntil]);
    await signalAndRead(f.id, () => handle.signal(projectFilingRenewalChangedSignal, { filingId: f.id }));

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
    await pool.query(
      `insert into app_public.project_filing_approvals (filing_id, renewal_id, company_id, source, status, decided_at)
       values ($1, $2, $3, 'PARTNER_COMPANY', 'APPROVED', now()), ($1, $2, $3, 'VENDOR', 'APPROVING', null)`,
      [f.id, rows[0]!.id, people.companyId],
    );
    await signalAndRead(f.id, () => handle.signal(projectFilingRenewalChangedSignal, { filingId: f.id }));
    await upTo(end2 + minute);
    expect(await statusOf(f.id)).toBe('VALIDATING');
    expect(await expiries()).toEqual({ expiry_30: 4 });

    // the vendor rejects it: the filing is past its date and expires at once
    await pool.query(`update app_public.project_filing_approvals set status = 'REJECTED', decided_at = now() where renewal_id = $1 and source = 'VENDOR'`, [rows[0]!.id]);
    await pool.query(`update app_public.project_filing_renewals set status = 'REJECTED', decided_at = now() where id = $1`, [rows[0]!.id]);
    await handle.signal(projectFilingRenewalChangedSignal, { filingId: f.id });
    expect(await handle.result()).toBe('EXPIRED');
    expect(await expiries()).toEqual({ expiry_30: 4, expired: 2 });
  });

  it('under review it only waits; the approval starts the timers; a rejection or a cancellation ends it', async () => {
    const t0 = await env.currentTimeMs();
    const f = await insertFiling(pool, people, { status: 'APPROVING', validUntilDate: null, lastActivityAt: null });
    const handle = await start(f.id);
    await upTo(t0 + 100 * day);
    expect(await kindCounts(pool, f.id)).toEqual({});
    expect((await handle.describe()).status.name).toBe('RUNNING');

    // the vendor approves (the filing is in effect from now)
    const t1 = await env.currentTimeMs();
    await pool.query(
      `update app_public.project_filings set status = 'VALIDATING', approved_at = $2, last_activity_at = $2, valid_until_date = $3 where id = $1`,
      [f.id, new Date(t1).toISOString(), businessDate(t1, 180)],
    );
    await signalAndRead(f.id, () => handle.signal(projectFilingReviewedSignal, { filingId: f.id }));
    await expectAt(f.id, t1 + 15 * day, {}, { progress_1: 2 });

    await pool.query(`update app_public.project_filings set status = 'CANCELED', cancel_reason = 'Lost', closed_at = now() where id = $1`, [f.id]);
    await handle.signal(projectFilingClosedSignal, { filingId: f.id });
    expect(await handle.result()).toBe('CANCELED');

    const rejected = await insertFiling(pool, people, { status: 'APPROVING', validUntilDate: null, lastActivityAt: null });
    const r = await start(rejected.id);
    await pool.query(`update app_public.project_filings set status = 'REJECTED', closed_at = now() where id = $1`, [rejected.id]);
    await r.signal(projectFilingReviewedSignal, { filingId: rejected.id });
    expect(await r.result()).toBe('REJECTED');

    const missing = randomUUID();
    expect(await (await start(missing)).result()).toBe('missing');
  });

  it('a worker restart in the middle loses no reminder and sends none twice (and the run continues as new)', async () => {
    const t0 = await env.currentTimeMs();
    const f = await insertFiling(pool, people, { lastActivityAt: t0 });
    const handle = await start(f.id, { roundsPerRun: 2 });
    const firstRun = handle.signaledRunId;
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

    await expectAt(f.id, t0 + 60 * day, caughtUp, { ...caughtUp, expiry_30: 2 });
    await upTo(t0 + 90 * day + minute);
    expect(await env.client.workflow.getHandle(f.id).result()).toBe('EXPIRED');
    expect(await kindCounts(pool, f.id)).toEqual({ ...caughtUp, expiry_30: 2, progress_5: 2, expiry_3: 2, expired: 2 });
    expect((await env.client.workflow.getHandle(f.id).describe()).runId).not.toBe(firstRun);
  });

  it('a reminder falling due between the start and the first look (a burst of starts queued) is still sent', async () => {
    await stopWorker();
    const t0 = await env.currentTimeMs();
    // the first progress reminder (15 days without progress) falls due 3 s after the start
    const f = await insertFiling(pool, people, { lastActivityAt: t0 - 15 * day + 3_000 });
    const handle = await env.client.workflow.signalWithStart(projectFilingWorkflowType, {
      workflowId: f.id,
      taskQueue,
      args: [f.id],
      signal: projectFilingSignals.submitted,
      signalArgs: [{ filingId: f.id }],
    });
    // (while the first workflow task waits for a worker, the test server's clock runs at the speed of the wall's)
    await upTo(t0 + 5_000);
    expect(reads.get(f.id)).toBeUndefined(); // no worker yet: the first look comes after the moment
    await startWorker();
    await vi.waitFor(async () => expect(await kindCounts(pool, f.id)).toEqual({ progress_1: 2 }), settle);
    await pool.query(`update app_public.project_filings set status = 'CANCELED', cancel_reason = 'Lost', closed_at = now() where id = $1`, [f.id]);
    await handle.signal(projectFilingClosedSignal);
    expect(await handle.result()).toBe('CANCELED');
  });

  it('replays a run started before the one-activity round (three activities per round) to its end', async () => {
    // Recorded from the workflow as it was before the patch: a filing without progress, its reminders at 15 days,
    // then its expiry at 90 days. A worker of today must replay such a run command for command, or every filing's
    // workflow in flight at a deployment would fail with a determinism error.
    // (protobuf's JSON of the history; the SDK's `historyFromJSON` is not used: in this install its protobufjs is
    // another copy than the one the message types were built with, and it refuses them)
    const recorded: unknown = JSON.parse(readFileSync(new URL('./fixtures/three-activity-round.history.json', import.meta.url), 'utf8'));
    const history = temporal.api.history.v1.History.fromObject(recorded as Record<string, unknown>);
    const scheduled = (history.events ?? []).flatMap((e) => (e.activityTaskScheduledEventAttributes?.activityType?.name ? [e.activityTaskScheduledEventAttributes.activityType.name] : []));
    expect(scheduled).toContain('projectFilingDeadlines');
    expect(scheduled).toContain('projectFilingExpire');
    expect(JSON.stringify(history)).not.toContain(projectFilingOneActivityRound);
    await Worker.runReplayHistory({ workflowBundle: bundle }, history, 'three-activity-round');
  });
});
