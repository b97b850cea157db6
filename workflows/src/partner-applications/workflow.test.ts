import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PartnerApplicationStatus } from '@pp/domain';
import { partnerApplicationReminders, partnerApplicationSignals, partnerApplicationWorkflowType } from '../domain.ts';
import { createTimeSkippingTestEnv } from '../../test-server/env.ts';
import type { PartnerApplicationActivities, PartnerApplicationOutcome } from './activities.ts';
import {
  partnerApplicationApprovedSignal,
  partnerApplicationRejectedSignal,
  partnerApplicationSubmittedSignal,
  partnerApplicationWorkflow,
} from './workflow.ts';

type Call = ['status'] | ['notify', PartnerApplicationOutcome] | ['remind', number];

/** Mock activities recording calls per application id; statuses come from `statuses` (default APPLYING). */
const calls = new Map<string, Call[]>();
const statuses = new Map<string, PartnerApplicationStatus | null>();
const record = (id: string, call: Call) => calls.set(id, [...(calls.get(id) ?? []), call]);
const callsOf = (id: string) => calls.get(id) ?? [];

const activities: PartnerApplicationActivities = {
  async partnerApplicationStatus(id) {
    record(id, ['status']);
    return statuses.has(id) ? (statuses.get(id) ?? null) : 'APPLYING';
  },
  async partnerApplicationNotify(id, outcome) {
    record(id, ['notify', outcome]);
  },
  async partnerApplicationRemindAdmins(id, reminderNo) {
    record(id, ['remind', reminderNo]);
    return 1;
  },
};

let env: TestWorkflowEnvironment;
let worker: Worker;
let running: Promise<void>;
const minute = 60_000;
const day = 24 * 60 * minute;
const taskQueue = `partner-application-test-${randomUUID()}`;
/** How long an activity may take to be called on a busy machine (the worker polls; time skipping does not apply). */
const settle = { timeout: 15_000, interval: 50 };

beforeAll(async () => {
  env = await createTimeSkippingTestEnv();
  const workflowBundle: WorkflowBundleWithSourceMap = await bundleWorkflowCode({
    workflowsPath: fileURLToPath(new URL('../workflows.ts', import.meta.url)),
    logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} },
  });
  worker = await Worker.create({ connection: env.nativeConnection, taskQueue, workflowBundle, activities });
  running = worker.run();
}, 180_000);

afterAll(async () => {
  worker?.shutdown();
  await running;
  await env?.teardown();
}, 60_000);

/** Starts the workflow the way the relay does: signal-with-start, workflow id = application id. */
const startBySignal = (id: string, signal: string) =>
  env.client.workflow.signalWithStart(partnerApplicationWorkflowType, { workflowId: id, taskQueue, args: [id], signal, signalArgs: [{}] });

const reminders = (n: number): Call[] => Array.from({ length: n }, (_, i) => ['remind', i + 1] as Call);

describe('partnerApplicationWorkflow', { timeout: 90_000 }, () => {
  it('uses the shared signal and workflow names', () => {
    expect(partnerApplicationWorkflow.name).toBe(partnerApplicationWorkflowType);
    expect(partnerApplicationSubmittedSignal.name).toBe(partnerApplicationSignals.submitted);
    expect(partnerApplicationApprovedSignal.name).toBe(partnerApplicationSignals.approved);
    expect(partnerApplicationRejectedSignal.name).toBe(partnerApplicationSignals.rejected);
  });

  it('without a decision reminds the vendor admins after 2 days, then daily, 7 times, then only waits', async () => {
    const id = randomUUID();
    const handle = await startBySignal(id, partnerApplicationSignals.submitted);
    await vi.waitFor(() => expect(callsOf(id)).toEqual([['status']]), settle);

    await env.sleep(2 * day - minute);
    expect(callsOf(id)).toEqual([['status']]);
    await env.sleep(2 * minute);
    await vi.waitFor(() => expect(callsOf(id)).toEqual([['status'], ...reminders(1)]), settle);

    await env.sleep(day - 2 * minute);
    expect(callsOf(id)).toEqual([['status'], ...reminders(1)]);
    await env.sleep(2 * minute);
    await vi.waitFor(() => expect(callsOf(id)).toEqual([['status'], ...reminders(2)]), settle);

    for (let n = 3; n <= partnerApplicationReminders.max; n += 1) {
      await env.sleep(day);
      await vi.waitFor(() => expect(callsOf(id)).toEqual([['status'], ...reminders(n)]), settle);
    }
    await env.sleep('30 days');
    expect(callsOf(id)).toEqual([['status'], ...reminders(partnerApplicationReminders.max)]);
    expect((await handle.describe()).status.name).toBe('RUNNING');

    // a decision after the last reminder is still told
    await handle.signal(partnerApplicationApprovedSignal, {});
    expect(await handle.result()).toBe('approved');
    expect(callsOf(id).at(-1)).toEqual(['notify', 'approved']);
  });

  it('on approval tells the applicant and completes', async () => {
    const id = randomUUID();
    const handle = await startBySignal(id, partnerApplicationSignals.submitted);
    await handle.signal(partnerApplicationApprovedSignal, {});
    expect(await handle.result()).toBe('approved');
    expect(callsOf(id)).toEqual([['status'], ['notify', 'approved']]);
  });

  it('on rejection tells the applicant; decided after a reminder, no further reminder comes', async () => {
    const id = randomUUID();
    const handle = await startBySignal(id, partnerApplicationSignals.submitted);
    await env.sleep(2 * day + minute);
    await vi.waitFor(() => expect(callsOf(id)).toEqual([['status'], ...reminders(1)]), settle);
    await handle.signal(partnerApplicationRejectedSignal, {});
    expect(await handle.result()).toBe('rejected');
    await env.sleep('10 days');
    expect(callsOf(id)).toEqual([['status'], ...reminders(1), ['notify', 'rejected']]);
  });

  it('carries out duplicate decision signals once (the first decision wins)', async () => {
    const id = randomUUID();
    const handle = await startBySignal(id, partnerApplicationSignals.approved);
    await startBySignal(id, partnerApplicationSignals.approved);
    await handle.signal(partnerApplicationRejectedSignal, {});
    expect(await handle.result()).toBe('approved');
    expect(callsOf(id)).toEqual([['status'], ['notify', 'approved']]);
  });

  it('started after the decision was recorded, tells it without a signal', async () => {
    const approved = randomUUID();
    statuses.set(approved, 'APPROVED');
    const a = await env.client.workflow.start(partnerApplicationWorkflow, { workflowId: approved, taskQueue, args: [approved] });
    expect(await a.result()).toBe('approved');
    const rejected = randomUUID();
    statuses.set(rejected, 'REJECTED');
    const r = await env.client.workflow.start(partnerApplicationWorkflow, { workflowId: rejected, taskQueue, args: [rejected] });
    expect(await r.result()).toBe('rejected');
    expect(callsOf(rejected)).toEqual([['status'], ['notify', 'rejected']]);
  });

  it('ends without effects when the application does not exist', async () => {
    const id = randomUUID();
    statuses.set(id, null);
    const handle = await startBySignal(id, partnerApplicationSignals.submitted);
    expect(await handle.result()).toBe('missing');
    expect(callsOf(id)).toEqual([['status']]);
  });
});
