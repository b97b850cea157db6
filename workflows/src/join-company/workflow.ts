/**
 * The join-company workflow: the life of one join application: one per application, workflow id = application id.
 *
 * Timeline: started by the relay with the `submitted` signal (signal-with-start). It reads the application's
 * status once, then waits for a decision. Without one, partner administrators are reminded 3 and 7 days after the
 * start (`joinApplicationReminderAfter`); after that it waits without timers. On `approved` it applies the
 * approval and notifies the applicant; on `rejected` it notifies the applicant; then it completes.
 *
 * Deterministic: activities are imported as types only; nothing from Node or from `@pp/domain`'s index is
 * bundled (see `../domain.ts`).
 */
import { defineSignal, log, proxyActivities, setHandler } from '@temporalio/workflow';
import type { JoinApplicationActivities, JoinApplicationOutcome } from './activities.ts';
import { joinApplicationReminderAfter, joinApplicationSignals } from '../domain.ts';
import { awaitDecision } from '../common/review.ts';

/** The outbox row's `payload` (jsonb), passed as the only signal argument. The workflow does not rely on it. */
export type JoinApplicationSignalPayload = Record<string, unknown>;

export const joinApplicationSubmittedSignal = defineSignal<[JoinApplicationSignalPayload?]>(
  joinApplicationSignals.submitted,
);
export const joinApplicationApprovedSignal = defineSignal<[JoinApplicationSignalPayload?]>(
  joinApplicationSignals.approved,
);
export const joinApplicationRejectedSignal = defineSignal<[JoinApplicationSignalPayload?]>(
  joinApplicationSignals.rejected,
);

/** How the workflow ended: the decision it carried out, or `missing` when the application does not exist. */
export type JoinApplicationResult = JoinApplicationOutcome | 'missing';

const { joinApplicationStatus } = proxyActivities<JoinApplicationActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 20 },
});

const { joinApplicationApplyApproval, joinApplicationNotify, joinApplicationRemindAdmins } =
  proxyActivities<JoinApplicationActivities>({
    startToCloseTimeout: '1 minute',
    // Unlimited attempts: the effects must eventually happen. Coded errors (ApplicationFailure with the error
    // code as type) are thrown non-retryable by the activities and fail the workflow, visibly.
    retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 minutes' },
  });

export async function joinApplicationWorkflow(applicationId: string): Promise<JoinApplicationResult> {
  const startedAt = Date.now(); // workflow time: deterministic
  let decision: JoinApplicationOutcome | undefined;

  // Relaying is at-least-once and unordered across relays: the first decision wins, repeats are ignored.
  setHandler(joinApplicationSubmittedSignal, () => undefined);
  setHandler(joinApplicationApprovedSignal, () => {
    decision ??= 'approved';
  });
  setHandler(joinApplicationRejectedSignal, () => {
    decision ??= 'rejected';
  });

  // Postgres is the source of truth: a workflow started late (after the decision, or by the decision's own
  // outbox row) acts on the status already recorded.
  const status = await joinApplicationStatus(applicationId);
  if (status === null && decision === undefined) {
    log.warn('join application not found; nothing to wait for', { applicationId });
    return 'missing';
  }
  if (status === 'APPROVED') decision ??= 'approved';
  if (status === 'REJECTED') decision ??= 'rejected';

  const outcome = await awaitDecision(() => decision, {
    startedAt,
    reminders: joinApplicationReminderAfter,
    remind: (n) => joinApplicationRemindAdmins(applicationId, n),
  });

  if (outcome === 'approved') {
    await joinApplicationApplyApproval(applicationId);
    await joinApplicationNotify(applicationId, 'approved');
    return 'approved';
  }
  await joinApplicationNotify(applicationId, 'rejected');
  return 'rejected';
}
