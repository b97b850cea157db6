import { defineWorkflowFeature } from '../feature.ts';
import { createCompanyPointActivities } from './activities.ts';
import { ensureCompanyPointExpiry } from './start.ts';

/** Company points: the daily expiry sweep and the 30-day warning, started by the worker. */
export const companyPointWorkflows = defineWorkflowFeature({
  name: 'company-point',
  activities: ({ pool }) => createCompanyPointActivities(pool),
  workflows: ['companyPointExpiryWorkflow'],
  start: async (client) => {
    await ensureCompanyPointExpiry(client);
  },
});
