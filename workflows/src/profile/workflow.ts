/**
 * The profile workflows.
 *
 * smsDeliveryWorkflow (workflow id = delivery id): sends one SMS through the SMS port, retrying a failing provider for
 * about a minute (a code is worth little later, and the person may ask for another one after 60 seconds); when every
 * attempt failed, or the provider refused the request for good, the delivery is given up and its code answers
 * SMS_SERVICE_ERROR.
 *
 * accountSyncWorkflow (workflow id = root user id): one per person, waiting for sync requests. Each request writes the
 * person's current name, e-mail and phone to their account; a failure (JOIN_SYNC_ACCOUNT_FAILED) is retried without a
 * limit, so a request is never lost, and requests arriving meanwhile are folded into the next write. It never
 * completes (the relay does not restart completed workflows); it continues as new to keep its history short.
 *
 * Deterministic: activities are imported as types only; the names come from `../domain.ts`.
 */
import { ActivityFailure, condition, continueAsNew, defineSignal, log, proxyActivities, setHandler } from '@temporalio/workflow';
import type { ProfileActivities, SmsDeliveryOutcome } from './activities.ts';
import { accountSyncSignals, smsDeliverySignals } from '../domain.ts';

export type ProfileSignalPayload = Record<string, unknown>;

export const smsDeliveryRequestedSignal = defineSignal<[ProfileSignalPayload?]>(smsDeliverySignals.requested);
export const accountSyncRequestedSignal = defineSignal<[ProfileSignalPayload?]>(accountSyncSignals.requested);

/** How sending is retried: 1, 2, 4, 8, 16 s between 6 attempts (about half a minute), then given up. */
export const smsSendRetry = { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 6 } as const;

const { smsSend } = proxyActivities<ProfileActivities>({ startToCloseTimeout: '20 seconds', retry: smsSendRetry });

const { smsGiveUp } = proxyActivities<ProfileActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

const { accountSync } = proxyActivities<ProfileActivities>({
  startToCloseTimeout: '1 minute',
  // No attempt limit: the account must eventually hold what the person saved.
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

export async function smsDeliveryWorkflow(deliveryId: string): Promise<SmsDeliveryOutcome> {
  // Repeated relays of the same request are ignored: the delivery is sent once.
  setHandler(smsDeliveryRequestedSignal, () => undefined);
  try {
    return await smsSend(deliveryId);
  } catch (error) {
    if (!(error instanceof ActivityFailure)) throw error;
    const reason = error.cause?.message ?? error.message;
    log.warn('SMS delivery given up', { deliveryId, reason });
    await smsGiveUp(deliveryId, reason);
    return 'failed';
  }
}

/** Requests handled by one run before it continues as new. */
export const accountSyncRequestsPerRun = 100;

export async function accountSyncWorkflow(rootUserId: string, pendingAtStart = true): Promise<void> {
  let pending = pendingAtStart;
  setHandler(accountSyncRequestedSignal, () => {
    pending = true;
  });
  for (let handled = 0; handled < accountSyncRequestsPerRun; handled++) {
    await condition(() => pending);
    pending = false;
    await accountSync(rootUserId);
  }
  await continueAsNew<typeof accountSyncWorkflow>(rootUserId, pending);
}
