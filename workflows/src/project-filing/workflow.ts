/**
 * The project-filing workflow: the life in time of one deal registration; one per filing, workflow id = filing id.
 *
 * Started by the relay with the `submitted` signal (signal-with-start). Postgres keeps every date: each round (one
 * activity, `projectFilingRound`) reads the filing's deadlines (status, expiry moment, reminders), sends the
 * reminders that fell due since the workflow last looked, and tells it how long to sleep until the next moment.
 * Every signal — review decided, progress added, renewal applied or decided, signed or cancelled — interrupts the
 * sleep and makes it read again, so progress and renewals move the timers (the updatable timer). At the expiry moment
 * it expires the filing (SQL re-checks the moment, so a timer made stale by a change the signal has not yet delivered
 * expires nothing). It completes when the filing is closed (signed, cancelled, expired or rejected), and continues as
 * new after `roundsPerRun` rounds so its history stays short.
 *
 * Deterministic: activities are imported as types only; nothing from Node or from `@pp/domain`'s index is bundled.
 */
import { condition, continueAsNew, defineSignal, log, patched, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import type { ProjectFilingActivities, ProjectFilingResult } from './activities.ts';
import { projectFilingSignals } from '../domain.ts';
import { planProjectFilingRound, projectFilingExpiryRecheckMs } from './round.ts';

/** The outbox row's `payload` (`{ filingId }`), passed as the only signal argument. The workflow does not rely on it. */
export type ProjectFilingSignalPayload = Record<string, unknown>;

export const projectFilingSubmittedSignal = defineSignal<[ProjectFilingSignalPayload?]>(projectFilingSignals.submitted);
export const projectFilingReviewedSignal = defineSignal<[ProjectFilingSignalPayload?]>(projectFilingSignals.reviewed);
export const projectFilingProgressAddedSignal = defineSignal<[ProjectFilingSignalPayload?]>(projectFilingSignals.progressAdded);
export const projectFilingRenewalChangedSignal = defineSignal<[ProjectFilingSignalPayload?]>(projectFilingSignals.renewalChanged);
export const projectFilingClosedSignal = defineSignal<[ProjectFilingSignalPayload?]>(projectFilingSignals.closed);

/** What a run hands to the next one when it continues as new. */
export interface ProjectFilingWorkflowCarry {
  /** Reminders due at or before this moment (epoch milliseconds) were already handled. Default: the run's start. */
  remindedUntil?: number;
  /** Rounds (reads of the deadlines) per run before continuing as new. */
  roundsPerRun?: number;
}

export type { ProjectFilingResult } from './activities.ts';

/** About 10 events per round: 100 rounds stay far below Temporal's history limits. */
export const projectFilingRoundsPerRun = 100;
/**
 * The patch of the one-activity round. Runs started before it (no marker in their history) replay and go on with
 * the three activities of their time (read, remind, expire); every run started since takes one activity per round.
 */
export const projectFilingOneActivityRound = 'project-filing-one-activity-round';

const { projectFilingRound, projectFilingDeadlines, projectFilingExpire, projectFilingRemind } = proxyActivities<ProjectFilingActivities>({
  startToCloseTimeout: '1 minute',
  // Unlimited attempts: the database may be away for a while, and the filing must still expire and its people be
  // reminded. Coded errors are thrown non-retryable by the activities and fail the workflow, visibly.
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

export async function projectFilingWorkflow(filingId: string, carry: ProjectFilingWorkflowCarry = {}): Promise<ProjectFilingResult> {
  let changed = false;
  const wake = () => {
    changed = true;
  };
  // Any signal only means "read the filing again": duplicates and reordering (at-least-once relaying) do no harm.
  for (const signal of [
    projectFilingSubmittedSignal,
    projectFilingReviewedSignal,
    projectFilingProgressAddedSignal,
    projectFilingRenewalChangedSignal,
    projectFilingClosedSignal,
  ]) {
    setHandler(signal, wake);
  }

  const roundsPerRun = carry.roundsPerRun ?? projectFilingRoundsPerRun;
  const oneActivityRound = patched(projectFilingOneActivityRound);
  // Workflow time (deterministic). A first run counts from the moment it was started (the relay's signal-with-start,
  // right after the command), so a reminder falling due before its first look (a burst of starts waiting for their
  // first tasks) is still sent; runs from before the patch counted from their first look.
  let remindedUntil =
    carry.remindedUntil ?? (oneActivityRound ? Math.min(workflowInfo().startTime.getTime(), Date.now()) : Date.now());

  for (let round = 1; ; round += 1) {
    changed = false;
    let now = Date.now();
    // Without an expiry moment (under review, or a renewal held at the vendor's step) only a signal can change things.
    let wait: number | undefined;
    if (oneActivityRound) {
      const outcome = await projectFilingRound(filingId, remindedUntil, now);
      if ('result' in outcome) {
        if (outcome.result === 'missing') log.warn('project filing not found; nothing to wait for', { filingId });
        return outcome.result;
      }
      wait = outcome.waitMs ?? undefined;
    } else {
      const deadlines = await projectFilingDeadlines(filingId);
      if (deadlines === null) {
        log.warn('project filing not found; nothing to wait for', { filingId });
        return 'missing';
      }
      if (deadlines.status !== 'APPROVING' && deadlines.status !== 'VALIDATING') return deadlines.status;
      now = Date.now();
      const plan = planProjectFilingRound(deadlines, remindedUntil, now);
      if (plan.kind === 'expire') {
        if (await projectFilingExpire(filingId, now)) return 'EXPIRED';
        wait = projectFilingExpiryRecheckMs;
      } else if (plan.kind === 'remind') {
        for (const reminder of plan.reminders) await projectFilingRemind(filingId, reminder.kind, reminder.dueAt, now);
        wait = plan.waitMs;
      }
    }
    remindedUntil = now;

    if (round >= roundsPerRun || workflowInfo().continueAsNewSuggested) {
      await continueAsNew<typeof projectFilingWorkflow>(filingId, { remindedUntil, roundsPerRun: carry.roundsPerRun });
    }
    if (wait === undefined) await condition(() => changed);
    else await condition(() => changed, wait);
  }
}
