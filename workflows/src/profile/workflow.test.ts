import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ApplicationFailure } from '@temporalio/activity';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountSyncSignals, accountSyncWorkflowType, smsDeliverySignals, smsDeliveryWorkflowType } from '../domain.ts';
import { createTimeSkippingTestEnv } from '../../test-server/env.ts';
import type { ProfileActivities } from './activities.ts';
import { accountSyncRequestedSignal, accountSyncWorkflow, smsDeliveryRequestedSignal, smsDeliveryWorkflow, smsSendRetry } from './workflow.ts';

/** Per id: how many attempts fail before one succeeds (Infinity: all), and whether the failure is final. */
const failures = new Map<string, { count: number; final?: boolean }>();
const attempts = new Map<string, number>();
const givenUp = new Map<string, string>();
const synced = new Map<string, number>();

const fail = (id: string, type: string) => {
  const n = (attempts.get(id) ?? 0) + 1;
  attempts.set(id, n);
  const plan = failures.get(id);
  if (plan && n <= plan.count) {
    throw plan.final ? ApplicationFailure.nonRetryable('provider says no', type) : ApplicationFailure.retryable(`attempt ${n} failed`, type);
  }
};

const activities: ProfileActivities = {
  async smsSend(id) {
    fail(id, 'SMS_SERVICE_ERROR');
    return 'sent';
  },
  async smsGiveUp(id, error) {
    givenUp.set(id, error);
  },
  async accountSync(id) {
    fail(id, 'JOIN_SYNC_ACCOUNT_FAILED');
    synced.set(id, (synced.get(id) ?? 0) + 1);
  },
};

let env: TestWorkflowEnvironment;
let worker: Worker;
let running: Promise<void>;
const taskQueue = `profile-test-${randomUUID()}`;
const settle = { timeout: 20_000, interval: 50 };

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

const startBySignal = (type: string, id: string, signal: string) =>
  env.client.workflow.signalWithStart(type, { workflowId: id, taskQueue, args: [id], signal, signalArgs: [{}] });

describe('smsDeliveryWorkflow', { timeout: 90_000 }, () => {
  it('uses the shared names', () => {
    expect(smsDeliveryWorkflow.name).toBe(smsDeliveryWorkflowType);
    expect(smsDeliveryRequestedSignal.name).toBe(smsDeliverySignals.requested);
    expect(accountSyncWorkflow.name).toBe(accountSyncWorkflowType);
    expect(accountSyncRequestedSignal.name).toBe(accountSyncSignals.requested);
  });

  it('retries a failing provider and sends once it answers', async () => {
    const id = randomUUID();
    failures.set(id, { count: 3 });
    const handle = await startBySignal(smsDeliveryWorkflowType, id, smsDeliverySignals.requested);
    expect(await handle.result()).toBe('sent');
    expect(attempts.get(id)).toBe(4);
    expect(givenUp.has(id)).toBe(false);
  });

  it('gives the delivery up after the last attempt (its code then answers SMS_SERVICE_ERROR)', async () => {
    const id = randomUUID();
    failures.set(id, { count: Infinity });
    const handle = await startBySignal(smsDeliveryWorkflowType, id, smsDeliverySignals.requested);
    expect(await handle.result()).toBe('failed');
    expect(attempts.get(id)).toBe(smsSendRetry.maximumAttempts);
    expect(givenUp.get(id)).toContain('failed');
  });

  it('gives up at once when the provider refuses the request for good', async () => {
    const id = randomUUID();
    failures.set(id, { count: Infinity, final: true });
    const handle = await startBySignal(smsDeliveryWorkflowType, id, smsDeliverySignals.requested);
    expect(await handle.result()).toBe('failed');
    expect(attempts.get(id)).toBe(1);
    expect(givenUp.get(id)).toBe('provider says no');
  });
});

describe('accountSyncWorkflow', { timeout: 90_000 }, () => {
  it('retries a failing account service until it succeeds, folds requests made meanwhile, and keeps waiting', async () => {
    const id = randomUUID();
    failures.set(id, { count: 3 });
    const handle = await startBySignal(accountSyncWorkflowType, id, accountSyncSignals.requested);
    await handle.signal(accountSyncRequestedSignal, {});
    await vi.waitFor(() => expect(synced.get(id) ?? 0).toBeGreaterThanOrEqual(1), settle);
    expect(attempts.get(id)).toBeGreaterThanOrEqual(4);
    // A later request syncs again; the workflow never completes, so no request is lost.
    const before = synced.get(id)!;
    await env.sleep('30 days');
    await handle.signal(accountSyncRequestedSignal, {});
    await vi.waitFor(() => expect(synced.get(id)).toBe(before + 1), settle);
    expect((await handle.describe()).status.name).toBe('RUNNING');
    await handle.terminate('test done');
  });
});
