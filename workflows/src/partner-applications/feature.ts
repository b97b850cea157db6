import { defineWorkflowFeature } from '../feature.ts';
import { createPartnerApplicationActivities } from './activities.ts';

/** Partner applications: the reply reminders and the decision's effects. */
export const partnerApplicationsWorkflows = defineWorkflowFeature({
  name: 'partner-applications',
  activities: ({ pool }) => createPartnerApplicationActivities(pool),
  workflows: ['partnerApplicationWorkflow'],
});
