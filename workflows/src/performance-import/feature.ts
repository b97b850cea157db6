import { defineWorkflowFeature } from '../feature.ts';
import { createPerformanceImportActivities } from './activities.ts';
import { performanceImportStorageFromEnv } from './storage.ts';

/** Bulk import of performance records: reading the sheet, the batches, the error file. */
export const performanceImportWorkflows = defineWorkflowFeature({
  name: 'performance-import',
  activities: ({ pool }) => createPerformanceImportActivities(pool, performanceImportStorageFromEnv()),
  workflows: ['performanceImportWorkflow'],
});
