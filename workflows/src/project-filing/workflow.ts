/**
 * The deal registrations' deadline sweep: ONE long-running workflow (id `project-filing-deadlines`) rather than a
 * timer per filing (a mass expiry would wake tens of thousands of workflows in an hour).
 *
 * Postgres keeps every filing's next moment (a reminder or its expiry), recomputed by each command that changes it.
 * Each round (one activity, `projectFilingSweepDue`) expires the filings whose moment has come and sends the
 * reminders due since each was last looked at, in batches, and answers the earliest moment left; the workflow sleeps
 * until then. A command whose filing falls due before that writes the `changed` signal (through the outbox), which
 * cuts the sleep short; and the sleep never exceeds `maxSleepMs`, a safety net should a signal be lost. It continues
 * as new after `roundsPerRun` rounds, so its history stays short.
 *
 * Deterministic: activities are imported as types only; the clock is the workflow's.
 */
import { condition, continueAsNew, defineSignal, log, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import { projectFilingDeadlinesSignals, projectFilingDeadlinesWorkflowId } from '../domain.ts';
import type { ProjectFilingActivities } from './activities.ts';

export const projectFilingDeadlinesChangedSignal = defineSignal<[Record<string, unknown>?]>(projectFilingDeadlinesSignals.changed);

export interface ProjectFilingDeadlinesOptions {
  /** The longest sleep between two rounds (epoch milliseconds); default one hour. */
  maxSleepMs?: number;
  /** Rounds per run before continuing as new; default 200. */
  roundsPerRun?: number;
}

const hour = 3_600_000;
/** A round that leaves filings due (held by a command at that instant) looks again this soon. */
const busyRetryMs = 1_000;

const { projectFilingSweepDue } = proxyActivities<ProjectFilingActivities>({
  // 100,000 filings due at once take a few minutes; each batch heartbeats, so a lost worker is noticed within two
  // minutes and another one resumes where the batches stopped (each batch is its own transaction).
  startToCloseTimeout: '3 hours',
  heartbeatTimeout: '2 minutes',
  // Unlimited attempts: the database may be away for a while, and the filings must still expire and their people be
  // reminded. Coded errors are thrown non-retryable by the activity and fail the round, visibly.
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 minutes' },
});

/**
 * The relay starts it with the workflow id as its first argument (signal-with-start, args = [workflow id]); the worker
 * starts it the same way (`start.ts`).
 */
export async function projectFilingDeadlinesWorkflow(
  _workflowId: string = projectFilingDeadlinesWorkflowId,
  options: ProjectFilingDeadlinesOptions = {},
): Promise<void> {
  let changed = false;
  // Any signal only means "read the moments again": duplicates and reordering do no harm.
  setHandler(projectFilingDeadlinesChangedSignal, () => {
    changed = true;
  });
  const maxSleepMs = options.maxSleepMs ?? hour;
  const roundsPerRun = options.roundsPerRun ?? 200;

  for (let round = 1; ; round += 1) {
    changed = false;
    const started = Date.now();
    const { handled, wakeAt } = await projectFilingSweepDue(started);
    if (handled > 0) log.info('project filing deadlines handled', { handled });

    if (round >= roundsPerRun || workflowInfo().continueAsNewSuggested) {
      await continueAsNew<typeof projectFilingDeadlinesWorkflow>(_workflowId, options);
    }
    const now = Date.now();
    const wait = wakeAt === null ? maxSleepMs : Math.min(maxSleepMs, Math.max(wakeAt - now, wakeAt <= started ? busyRetryMs : 0));
    if (wait > 0) await condition(() => changed, wait);
  }
}
