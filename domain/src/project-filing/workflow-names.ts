import type { SqlConstant } from '../common/sql-constant.ts';

/**
 * Names the project-filing workflow shares with the SQL outbox and the relay. Kept free of other imports: the
 * workflow bundle (Temporal's deterministic sandbox) reads it through `@pp/domain/workflows` (the one import is a type, erased).
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

/**
 * Days before the filing's expiry moment (the end of `validUntilDate`, or 90 days without progress, whichever comes
 * first) at which the owner and the submitter are reminded (each once per expiry moment).
 */
export const projectFilingExpiryReminderDays = [30, 3] as const;
/** Days without progress at which the owner and submitter are reminded (every 15) and warned (45, instead of that reminder). */
export const projectFilingProgressReminder = { everyDays: 15, warningDays: 45 } as const;

/**
 * The reminder timings SQL needs to compute a filing's schedule (`app_private.project_filing_deadlines`): generated as
 * `app_hidden.<name>()` like the other shared values. The expiry reminders are a comma-separated list of days.
 */
export const projectFilingWorkflowSqlConstants = [
  { name: 'project_filing_expiry_reminder_days', type: 'text', value: projectFilingExpiryReminderDays.join(',') },
  { name: 'project_filing_progress_reminder_every', type: 'interval', value: `${projectFilingProgressReminder.everyDays} days` },
  { name: 'project_filing_progress_warning', type: 'interval', value: `${projectFilingProgressReminder.warningDays} days` },
] as const satisfies readonly SqlConstant[];
