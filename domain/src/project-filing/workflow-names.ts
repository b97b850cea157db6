import type { SqlConstant } from '../common/sql-constant.ts';

/**
 * Names the project-filing deadline sweep shares with the SQL outbox and the relay. Kept free of other imports: the
 * workflow bundle (Temporal's deterministic sandbox) reads it through `@pp/domain/workflows` (the one import is a type, erased).
 *
 * One long-running workflow (a fixed id) sends every filing's reminders and expires it when its moment comes; Postgres
 * keeps each filing's next moment. A command whose filing falls due before the sweep's planned wake-up writes the
 * `changed` signal in its own transaction; the sweep then reads the moments again.
 */
export const projectFilingDeadlinesWorkflowType = 'projectFilingDeadlinesWorkflow';
/** The sweep's workflow id: one runs per deployment. */
export const projectFilingDeadlinesWorkflowId = 'project-filing-deadlines';

export const projectFilingDeadlinesSignals = {
  /** A filing's next moment now comes before the sweep's planned wake-up. */
  changed: 'projectFilingDeadlinesChanged',
} as const;

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
