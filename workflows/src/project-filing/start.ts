import type { Client } from '@temporalio/client';
import { startUnlessRunning } from '../common/start-once.ts';
import { projectFilingDeadlinesWorkflowId } from '@pp/domain';
import { projectFilingDeadlinesWorkflow, type ProjectFilingDeadlinesOptions } from './workflow.ts';

/**
 * Starts the deadline sweep unless it already runs (every worker calls this at start; one instance runs under the
 * fixed id). Its first round handles whatever fell due while no sweep ran.
 */
export const ensureProjectFilingDeadlines = async (
  client: Client,
  taskQueue: string,
  options: ProjectFilingDeadlinesOptions = {},
): Promise<'started' | 'running'> =>
  startUnlessRunning(client, projectFilingDeadlinesWorkflow, {
    workflowId: projectFilingDeadlinesWorkflowId,
    taskQueue,
    args: [projectFilingDeadlinesWorkflowId, options],
  });
