import { defineWorkflowFeature } from '../feature.ts';
import { createJoinApplicationActivities } from './activities.ts';

/** Join-company: the application's reminders and the decision's effects. */
export const joinCompanyWorkflows = defineWorkflowFeature({
  name: 'join-company',
  activities: ({ pool }) => createJoinApplicationActivities(pool),
  workflows: ['joinApplicationWorkflow'],
});
