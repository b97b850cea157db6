/**
 * Names the join-company workflow shares with the SQL outbox and the relay. Kept free of other imports: the
 * workflow bundle (Temporal's deterministic sandbox) reads it through `@pp/domain/workflows`.
 */
export const joinApplicationWorkflowType = 'joinApplicationWorkflow';

export const joinApplicationSignals = {
  submitted: 'joinApplicationSubmitted',
  approved: 'joinApplicationApproved',
  rejected: 'joinApplicationRejected',
} as const;
export type JoinApplicationSignal = (typeof joinApplicationSignals)[keyof typeof joinApplicationSignals];

/** When the partner administrators are reminded of an application still waiting (decision JC-5, docs/decisions/). */
export const joinApplicationReminderAfter = ['3 days', '7 days'] as const;
