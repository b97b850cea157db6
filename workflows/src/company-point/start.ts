import type { Client } from '@temporalio/client';
import { startUnlessRunning } from '../common/start-once.ts';
import { companyPointExpiryWorkflowId, companyPointExpirySweepsPerRun, taskQueue } from '@pp/domain';
import { companyPointExpiryWorkflow } from './workflow.ts';

/**
 * Starts the daily expiry sweep unless it already runs (every worker calls this at start; one instance runs under the
 * fixed id). A fresh start sweeps at once, so nothing waits for the first midnight after a deployment.
 */
export const ensureCompanyPointExpiry = async (client: Client, queue: string = taskQueue): Promise<'started' | 'running'> =>
  startUnlessRunning(client, companyPointExpiryWorkflow, {
    workflowId: companyPointExpiryWorkflowId,
    taskQueue: queue,
    args: [{ sweepFirst: true, sweepsPerRun: companyPointExpirySweepsPerRun }],
  });
