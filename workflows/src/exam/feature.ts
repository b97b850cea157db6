import { defineWorkflowFeature } from '../feature.ts';
import { createExamActivities } from './activities.ts';

/** Exams: the reminder before an arranged exam and its absence when no result came. */
export const examWorkflows = defineWorkflowFeature({
  name: 'exam',
  activities: ({ pool }) => createExamActivities(pool),
  workflows: ['examWorkflow'],
});
