import { defineWorkflowFeature } from '../feature.ts';
import { createPublicationActivities } from './activities.ts';

/** Publication: telling the people an item reaches that it was published, in batches, once its publish time came. */
export const publicationWorkflows = defineWorkflowFeature({
  name: 'publication',
  activities: ({ pool }) => createPublicationActivities(pool),
  workflows: ['publicationNotificationWorkflow'],
});
