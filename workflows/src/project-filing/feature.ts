import { defineWorkflowFeature } from '../feature.ts';
import { createProjectFilingActivities } from './activities.ts';

/** Deal registration: expiry and reminders of a filing. */
export const projectFilingWorkflows = defineWorkflowFeature({
  name: 'project-filing',
  activities: ({ pool }) => createProjectFilingActivities(pool),
  workflows: ['projectFilingWorkflow'],
  // One workflow per filing: a mass expiry wakes tens of thousands in an hour, on a queue of their own.
  taskQueue: 'partner-portal-deadlines',
});
