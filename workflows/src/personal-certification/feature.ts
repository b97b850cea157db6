import { defineWorkflowFeature } from '../feature.ts';
import { createPersonalCertificationActivities } from './activities.ts';

/** Personal certification: the expiry of an issued certificate. */
export const personalCertificationWorkflows = defineWorkflowFeature({
  name: 'personal-certification',
  activities: ({ pool }) => createPersonalCertificationActivities(pool),
  workflows: ['personalCertificationWorkflow'],
});
