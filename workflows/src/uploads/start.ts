import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { taskQueue, uploadLimits } from '@pp/domain';
import { uploadsCleanupWorkflow, uploadsCleanupWorkflowId } from './workflow.ts';

/** Starts the cleanup workflow unless it already runs (every worker calls this at start; one instance runs). */
export const ensureUploadsCleanup = async (client: Client): Promise<'started' | 'running'> => {
  try {
    await client.workflow.start(uploadsCleanupWorkflow, {
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
    return 'started';
  } catch (error) {
    if (error instanceof WorkflowExecutionAlreadyStartedError) return 'running';
    throw error;
  }
};
