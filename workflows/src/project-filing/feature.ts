import { defineWorkflowFeature } from '../feature.ts';
import { createProjectFilingActivities } from './activities.ts';
import { ensureProjectFilingDeadlines } from './start.ts';

const deadlinesQueue = 'partner-portal-deadlines';

/** Deal registration: the deadline sweep (every filing's reminders and expiry), started by the worker. */
export const projectFilingWorkflows = defineWorkflowFeature({
  name: 'project-filing',
  activities: ({ pool }) => createProjectFilingActivities(pool),
  workflows: ['projectFilingDeadlinesWorkflow'],
  // A queue of its own: a round after a mass expiry holds its activity for minutes, and never delays other features.
  taskQueue: deadlinesQueue,
  start: async (client) => {
    await ensureProjectFilingDeadlines(client, deadlinesQueue);
  },
});
