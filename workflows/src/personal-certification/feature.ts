import { defineWorkflowFeature } from '../feature.ts';
import { performanceImportStorageFromEnv } from '../performance-import/storage.ts';
import { createPersonalCertificationActivities } from './activities.ts';

/** Personal certification: the study window, the issued certificate's PDF (object storage from S3_*) and its expiry. */
export const personalCertificationWorkflows = defineWorkflowFeature({
  name: 'personal-certification',
  activities: ({ pool }) => createPersonalCertificationActivities(pool, performanceImportStorageFromEnv()),
  workflows: ['personalCertificationWorkflow'],
});
