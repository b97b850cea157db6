/**
 * The partner-application workflow: the life of one application to become a partner company; one per application,
 * workflow id = application id.
 *
 * Timeline: started by the relay with the `submitted` signal (signal-with-start). It reads the application's status
 * once, then waits for the vendor's decision. Without one, every vendor admin is reminded 2 days after the start and
 * then once a day, at most 7 times (`partnerApplicationReminders`); after that it waits without timers. On `approved`
 * or `rejected` it tells the applicant and completes.
 *
 * Deterministic: activities are imported as types only; nothing from Node or from `@pp/domain`'s index is bundled.
 */
import { defineSignal, log, proxyActivities, setHandler } from '@temporalio/workflow';
import type { PartnerApplicationActivities, PartnerApplicationOutcome } from './activities.ts';
import { partnerApplicationReminders, partnerApplicationSignals } from '../domain.ts';
import { awaitDecision, everyReminders } from '../common/review.ts';

/** The outbox row's `payload` (jsonb), passed as the only signal argument. The workflow does not rely on it. */
export type PartnerApplicationSignalPayload = Record<string, unknown>;

export const partnerApplicationSubmittedSignal = defineSignal<[PartnerApplicationSignalPayload?]>(partnerApplicationSignals.submitted);
export const partnerApplicationApprovedSignal = defineSignal<[PartnerApplicationSignalPayload?]>(partnerApplicationSignals.approved);
export const partnerApplicationRejectedSignal = defineSignal<[PartnerApplicationSignalPayload?]>(partnerApplicationSignals.rejected);

/** How the workflow ended: the decision it told, or `missing` when the application does not exist. */
export type PartnerApplicationResult = PartnerApplicationOutcome | 'missing';

const { partnerApplicationStatus } = proxyActivities<PartnerApplicationActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 20 },
});

const { partnerApplicationNotify, partnerApplicationRemindAdmins } = proxyActivities<PartnerApplicationActivities>({
  startToCloseTimeout: '1 minute',
  // Unlimited attempts: the applicant must eventually be told. Coded errors are thrown non-retryable by the
  // activities and fail the workflow, visibly.
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

export async function partnerApplicationWorkflow(applicationId: string): Promise<PartnerApplicationResult> {
  const startedAt = Date.now(); // workflow time: deterministic
  let decision: PartnerApplicationOutcome | undefined;

  // Relaying is at-least-once: the first decision wins, repeats are ignored.
  setHandler(partnerApplicationSubmittedSignal, () => undefined);
  setHandler(partnerApplicationApprovedSignal, () => {
    decision ??= 'approved';
  });
  setHandler(partnerApplicationRejectedSignal, () => {
    decision ??= 'rejected';
  });

  // Postgres is the source of truth: a workflow started late acts on the status already recorded.
  const status = await partnerApplicationStatus(applicationId);
  if (status === null && decision === undefined) {
    log.warn('partner application not found; nothing to wait for', { applicationId });
    return 'missing';
  }
  if (status === 'APPROVED') decision ??= 'approved';
  if (status === 'REJECTED') decision ??= 'rejected';

  const outcome = await awaitDecision(() => decision, {
    startedAt,
    reminders: everyReminders(partnerApplicationReminders),
    remind: (n) => partnerApplicationRemindAdmins(applicationId, n),
  });
  await partnerApplicationNotify(applicationId, outcome);
  return outcome;
}
