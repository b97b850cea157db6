/**
 * The project-filing workflow: the life in time of one deal registration; one per filing, workflow id = filing id.
 *
 * Started by the relay with the `submitted` signal (signal-with-start). Postgres keeps every date: each round (one
 * local activity, `projectFilingRound`) reads the filing's deadlines (status, expiry moment, reminders), sends the
 * reminders that fell due since the workflow last looked, and tells it when to look again; the workflow sleeps until
 * then. Every signal — review decided,
 * progress added, renewal applied or decided, signed or cancelled — interrupts the sleep and makes it read again, so
 * progress and renewals move the timers (the updatable timer). At the expiry moment it expires the filing (SQL
 * re-checks the moment, so a timer made stale by a change the signal has not yet delivered expires nothing). It
 * completes when the filing is closed (signed, cancelled, expired or rejected), and continues as new after
 * `roundsPerRun` rounds so its history stays short.
 *
 * Deterministic: activities are imported as types only; nothing from Node or from `@pp/domain`'s index is bundled.
 */
import {
  condition,
  continueAsNew,
  defineSignal,
  log,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import type { ProjectFilingActivities, ProjectFilingResult } from './activities.ts';
import { projectFilingExpiryRecheckMs, projectFilingSignals } from '../domain.ts';

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

/** About 15 events per round: 100 rounds stay far below Temporal's history limits. */
export const projectFilingRoundsPerRun = 100;

// Unlimited attempts: the database may be away for a while, and the filing must still expire and its people be
// reminded. Coded errors are thrown non-retryable by the activities and fail the workflow, visibly.
const retry = { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 minutes' } as const;
/**
 * A round is a local activity: it runs in the worker during the workflow's own task, so 100,000 timers falling due
 * together cost one workflow task each rather than five tasks (read, act, each scheduled and completed by the server).
 * Its short SQL calls suit a local activity; a longer outage is retried on a timer (after the local retry threshold).
 */
const { projectFilingRound } = proxyLocalActivities<ProjectFilingActivities>({ startToCloseTimeout: '1 minute', retry });
/** The rounds of runs started before rounds were local activities (kept so their histories replay unchanged). */
const { projectFilingDeadlines, projectFilingExpire, projectFilingRemind } = proxyActivities<ProjectFilingActivities>({
  startToCloseTimeout: '1 minute',
  retry,
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
  // Reminders due after the workflow was started count, even when its first task ran later (a backlog of starts, as
  // when a mass approval starts thousands of them at once); runs of the old path began at their first look.
  let remindedUntil =
    carry.remindedUntil ?? (patched('project-filing-local-round') ? workflowInfo().startTime.getTime() : Date.now());

  for (let round = 1; ; round += 1) {
    changed = false;
    let now = Date.now(); // workflow time: deterministic
    let wait: number | undefined;
    if (patched('project-filing-local-round')) {
      const next = await projectFilingRound(filingId, remindedUntil, now);
      if ('ended' in next) {
        if (next.ended === 'missing') log.warn('project filing not found; nothing to wait for', { filingId });
        return next.ended;
      }
      wait = next.nextAt === null ? undefined : next.nextAt - now;
    } else {
      const deadlines = await projectFilingDeadlines(filingId);
      if (deadlines === null) {
        log.warn('project filing not found; nothing to wait for', { filingId });
        return 'missing';
      }
      if (deadlines.status !== 'APPROVING' && deadlines.status !== 'VALIDATING') return deadlines.status;
      now = Date.now();
      if (deadlines.expiresAt !== null && deadlines.expiresAt <= now) {
        if (await projectFilingExpire(filingId, now)) return 'EXPIRED';
        wait = projectFilingExpiryRecheckMs;
      } else if (deadlines.expiresAt !== null) {
        for (const reminder of deadlines.reminders) {
          if (reminder.dueAt > remindedUntil && reminder.dueAt <= now) {
            await projectFilingRemind(filingId, reminder.kind, reminder.dueAt, now);
          }
        }
        wait = (deadlines.reminders.find((r) => r.dueAt > now)?.dueAt ?? deadlines.expiresAt) - now;
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
