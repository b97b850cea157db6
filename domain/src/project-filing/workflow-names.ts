/**
 * Names the project-filing workflow shares with the SQL outbox and the relay. Kept free of other imports: the
 * workflow bundle (Temporal's deterministic sandbox) reads it through `@pp/domain/workflows`.
 *
 * One workflow per filing (workflow id = filing id). Every command that changes what the workflow waits for writes
 * one of these signals in its own transaction; the workflow then re-reads the filing's deadlines from Postgres.
 */
export const projectFilingWorkflowType = 'projectFilingWorkflow';

export const projectFilingSignals = {
  /** A member submitted the filing (APPROVING, waiting for the partner administrator). */
  submitted: 'projectFilingSubmitted',
  /** An approval step was decided (partner approved, vendor approved and the filing is in effect, or rejected). */
  reviewed: 'projectFilingReviewed',
  /** Progress was added: the inactivity deadline and the progress reminders restart. */
  progressAdded: 'projectFilingProgressAdded',
  /** A renewal was applied for or decided; an approved one moved `validUntilDate`. */
  renewalChanged: 'projectFilingRenewalChanged',
  /** The filing was signed or cancelled (by a member or the vendor): the workflow ends. */
  closed: 'projectFilingClosed',
} as const;
export type ProjectFilingSignal = (typeof projectFilingSignals)[keyof typeof projectFilingSignals];

/** Days before `validUntilDate` at which the owner and the submitter are reminded (each once). */
export const projectFilingExpiryReminderDays = [30, 3] as const;
/** Days without progress at which the owner and submitter are reminded (every 15) and warned (45). */
export const projectFilingProgressReminder = { everyDays: 15, warningDays: 45 } as const;
