import { defineWorkflowFeature } from '../feature.ts';
import { createUploadsActivities } from './activities.ts';
import { ensureUploadsCleanup } from './start.ts';

/** Uploads: the cleanup of abandoned files, started by the worker when object storage is configured. */
export const uploadsWorkflows = defineWorkflowFeature({
  name: 'uploads',
  activities: ({ pool, storage }) => createUploadsActivities(pool, storage),
  workflows: ['uploadsCleanupWorkflow'],
  start: async (client, { storage }) => {
    if (storage) await ensureUploadsCleanup(client);
    else console.log('[worker] S3_ENDPOINT is not set: the uploads cleanup does not run');
  },
});
