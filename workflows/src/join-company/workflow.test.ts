import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JoinApplicationStatus } from '@pp/domain';
import { joinApplicationSignals, joinApplicationWorkflowType } from '../domain.ts';
import { createTimeSkippingTestEnv } from '../../test-server/env.ts';
import type { JoinApplicationActivities, JoinApplicationOutcome } from './activities.ts';
import {
  joinApplicationApprovedSignal,
  joinApplicationRejectedSignal,
  joinApplicationSubmittedSignal,
  joinApplicationWorkflow,
} from './workflow.ts';

type Call =
  | ['status']
  | ['applyApproval']
  | ['notify', JoinApplicationOutcome]
  | ['remindAdmins', number];

/** Mock activities recording calls per application id; statuses come from `statuses` (default APPLYING). */
const calls = new Map<string, Call[]>();
const statuses = new Map<string, JoinApplicationStatus | null>();
const record = (id: string, call: Call) => calls.set(id, [...(calls.get(id) ?? []), call]);
const callsOf = (id: string) => calls.get(id) ?? [];

const activities: JoinApplicationActivities = {
  async joinApplicationStatus(id) {
    record(id, ['status']);
    return statuses.has(id) ? (statuses.get(id) ?? null) : 'APPLYING';
  },
  async joinApplicationApplyApproval(id) {
    record(id, ['applyApproval']);
  },
  async joinApplicationNotify(id, outcome) {
    record(id, ['notify', outcome]);
  },
  async joinApplicationRemindAdmins(id, reminderNo) {
    record(id, ['remindAdmins', reminderNo]);
    return 2;
  },
};

let env: TestWorkflowEnvironment;
let worker: Worker;
let running: Promise<void>;
const minute = 60_000;
const day = 24 * 60 * minute;
const taskQueue = `join-application-test-${randomUUID()}`;
/** How long an activity may take to be called on a busy machine (the worker polls; time skipping does not apply). */
const settle = { timeout: 15_000, interval: 50 };

beforeAll(async () => {
  env = await createTimeSkippingTestEnv();
  const workflowBundle: WorkflowBundleWithSourceMap = await bundleWorkflowCode({
    workflowsPath: fileURLToPath(new URL('../workflows.ts', import.meta.url)),
    logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} },
  });
  worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue,
    workflowBundle,
    activities,
  });
  running = worker.run();
}, 180_000);

afterAll(async () => {
  worker?.shutdown();
  await running;
  await env?.teardown();
}, 60_000);

/** Starts the workflow the way the relay does: signal-with-start, workflow id = application id. */
const startBySignal = (id: string, signal: string, payload: Record<string, unknown> = {}) =>
  env.client.workflow.signalWithStart(joinApplicationWorkflowType, {
    workflowId: id,
    taskQueue,
    args: [id],
    signal,
    signalArgs: [payload],
  });

describe('joinApplicationWorkflow', { timeout: 60_000 }, () => {
  it('uses the shared signal and workflow names', () => {
    expect(joinApplicationWorkflow.name).toBe(joinApplicationWorkflowType);
    expect(joinApplicationSubmittedSignal.name).toBe(joinApplicationSignals.submitted);
    expect(joinApplicationApprovedSignal.name).toBe(joinApplicationSignals.approved);
    expect(joinApplicationRejectedSignal.name).toBe(joinApplicationSignals.rejected);
  });

  it('without a decision reminds the administrators at 3 and 7 days, then only waits', async () => {
    const id = randomUUID();
    const handle = await startBySignal(id, joinApplicationSignals.submitted);
    await vi.waitFor(() => expect(callsOf(id)).toEqual([['status']]), settle);

    await env.sleep('2 days');
    expect(callsOf(id)).toEqual([['status']]);

    await env.sleep(1 * day + minute);
    await vi.waitFor(() => expect(callsOf(id)).toEqual([['status'], ['remindAdmins', 1]]), settle);

    await env.sleep('3 days');
    expect(callsOf(id)).toEqual([['status'], ['remindAdmins', 1]]);

    await env.sleep('1 day');
    await vi.waitFor(() => expect(callsOf(id)).toEqual([['status'], ['remindAdmins', 1], ['remindAdmins', 2]]), settle);

    await env.sleep('60 days');
    expect(callsOf(id)).toEqual([['status'], ['remindAdmins', 1], ['remindAdmins', 2]]);
    expect((await handle.describe()).status.name).toBe('RUNNING');

    // A decision after the reminders is still carried out.
    await handle.signal(joinApplicationApprovedSignal, {});
    expect(await handle.result()).toBe('approved');
    expect(callsOf(id).slice(3)).toEqual([['applyApproval'], ['notify', 'approved']]);
  });

  it('on approval applies it, then notifies the applicant, and completes', async () => {
    const id = randomUUID();
    const handle = await startBySignal(id, joinApplicationSignals.submitted);
    await handle.signal(joinApplicationApprovedSignal, { approvedBy: 'someone' });
    expect(await handle.result()).toBe('approved');
    expect(callsOf(id)).toEqual([['status'], ['applyApproval'], ['notify', 'approved']]);
  });

  it('on rejection only notifies the applicant', async () => {
    const id = randomUUID();
    const handle = await startBySignal(id, joinApplicationSignals.submitted);
    await handle.signal(joinApplicationRejectedSignal, {});
    expect(await handle.result()).toBe('rejected');
    expect(callsOf(id)).toEqual([['status'], ['notify', 'rejected']]);
  });

  it('carries out duplicate decision signals once (the first decision wins)', async () => {
    const id = randomUUID();
    statuses.set(id, 'APPLYING');
    const handle = await startBySignal(id, joinApplicationSignals.approved);
    await startBySignal(id, joinApplicationSignals.approved);
    await handle.signal(joinApplicationApprovedSignal, {});
    await handle.signal(joinApplicationRejectedSignal, {});
    expect(await handle.result()).toBe('approved');
    expect(callsOf(id)).toEqual([['status'], ['applyApproval'], ['notify', 'approved']]);
  });

  it('started after the application was approved, applies the approval without a signal', async () => {
    const id = randomUUID();
    statuses.set(id, 'APPROVED');
    const handle = await env.client.workflow.start(joinApplicationWorkflow, { workflowId: id, taskQueue, args: [id] });
    expect(await handle.result()).toBe('approved');
    expect(callsOf(id)).toEqual([['status'], ['applyApproval'], ['notify', 'approved']]);
  });

  it('started after the application was rejected, notifies the rejection without a signal', async () => {
    const id = randomUUID();
    statuses.set(id, 'REJECTED');
    const handle = await env.client.workflow.start(joinApplicationWorkflow, { workflowId: id, taskQueue, args: [id] });
    expect(await handle.result()).toBe('rejected');
    expect(callsOf(id)).toEqual([['status'], ['notify', 'rejected']]);
  });

  it('decided after the first reminder: no second reminder', async () => {
    const id = randomUUID();
    const handle = await startBySignal(id, joinApplicationSignals.submitted);
    await env.sleep(3 * day + minute);
    await vi.waitFor(() => expect(callsOf(id)).toEqual([['status'], ['remindAdmins', 1]]), settle);
    await handle.signal(joinApplicationRejectedSignal, {});
    expect(await handle.result()).toBe('rejected');
    await env.sleep('10 days');
    expect(callsOf(id)).toEqual([['status'], ['remindAdmins', 1], ['notify', 'rejected']]);
  });

  it('ends without effects when the application does not exist', async () => {
    const id = randomUUID();
    statuses.set(id, null);
    const handle = await startBySignal(id, joinApplicationSignals.submitted);
    expect(await handle.result()).toBe('missing');
    expect(callsOf(id)).toEqual([['status']]);
  });
});
