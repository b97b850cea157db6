/**
 * Names shared by the SQL outbox, the relay and the workflows. A command writes an outbox row
 * (workflow_type, workflow_id = entity id, signal, payload); the worker relays it with signal-with-start.
 */
export const taskQueue = 'partner-portal';

export const joinApplicationWorkflowType = 'joinApplicationWorkflow';

export const joinApplicationSignals = {
  submitted: 'joinApplicationSubmitted',
  approved: 'joinApplicationApproved',
  rejected: 'joinApplicationRejected',
} as const;
export type JoinApplicationSignal = (typeof joinApplicationSignals)[keyof typeof joinApplicationSignals];

/** When the partner administrators are reminded of an application still waiting (see docs/decisions.md). */
export const joinApplicationReminderAfter = ['3 days', '7 days'] as const;
