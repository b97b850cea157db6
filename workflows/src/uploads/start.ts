import type { Client } from '@temporalio/client';
import { startUnlessRunning } from '../common/start-once.ts';
import { taskQueue, uploadLimits } from '@pp/domain';
import { uploadsCleanupWorkflow, uploadsCleanupWorkflowId } from './workflow.ts';

/** Starts the cleanup workflow unless it already runs (every worker calls this at start; one instance runs). */
export const ensureUploadsCleanup = async (client: Client): Promise<'started' | 'running'> =>
  startUnlessRunning(client, uploadsCleanupWorkflow, {
    workflowId: uploadsCleanupWorkflowId,
    taskQueue,
    args: [
      {
        everyMinutes: uploadLimits.cleanupEveryMinutes,
        olderThanMinutes: uploadLimits.abandonedAfterMinutes,
        sweepsPerRun: 96,
      },
    ],
  });
