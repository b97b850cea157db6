import { defineWorkflowFeature } from '../feature.ts';
import { createCompanyCertificationActivities } from './activities.ts';

/** Company certification: the renewal reminder and the expiry of an approved certification. */
export const companyCertificationWorkflows = defineWorkflowFeature({
  name: 'company-certification',
  activities: ({ pool }) => createCompanyCertificationActivities(pool),
  workflows: ['companyCertificationWorkflow'],
});
