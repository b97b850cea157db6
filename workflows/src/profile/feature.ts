import { defineWorkflowFeature } from '../feature.ts';
import { createProfileActivities } from './activities.ts';

/** Profile: SMS delivery and the account sync. */
export const profileWorkflows = defineWorkflowFeature({
  name: 'profile',
  activities: ({ pool, profile }) => createProfileActivities(pool, profile.sms, profile.account),
  workflows: ['smsDeliveryWorkflow', 'accountSyncWorkflow'],
});
