import { WorkflowExecutionAlreadyStartedError, type Client, type WorkflowStartOptions } from '@temporalio/client';
import type { Workflow } from '@temporalio/common';

/**
 * Starts a workflow that runs once per deployment under a fixed id (a sweep) unless it already runs: every worker
 * calls this at start, and the second start finds the first. Node-side only (the worker), never in the bundle.
 */
export const startUnlessRunning = async <T extends Workflow>(
  client: Client,
  workflow: T,
  options: WorkflowStartOptions<T>,
): Promise<'started' | 'running'> => {
  try {
    await client.workflow.start(workflow, options);
    return 'started';
  } catch (error) {
    if (error instanceof WorkflowExecutionAlreadyStartedError) return 'running';
    throw error;
  }
};
