/**
 * Names the partner-application workflow shares with the SQL outbox and the relay. Kept free of other imports: the
 * workflow bundle (Temporal's deterministic sandbox) reads it through `@pp/domain/workflows`.
 */
export const partnerApplicationWorkflowType = 'partnerApplicationWorkflow';

export const partnerApplicationSignals = {
  submitted: 'partnerApplicationSubmitted',
  approved: 'partnerApplicationApproved',
  rejected: 'partnerApplicationRejected',
} as const;
export type PartnerApplicationSignal = (typeof partnerApplicationSignals)[keyof typeof partnerApplicationSignals];

/**
 * Reminders to the vendor admins while nobody decides: the first 2 days after the application, then one a day,
 * at most 7 in all (the last on day 8, past the longest reply promise); after that the workflow only waits.
 */
export const partnerApplicationReminders = {
  firstAfter: '2 days',
  every: '1 day',
  max: 7,
} as const;
