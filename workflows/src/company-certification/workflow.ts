/**
 * The company-certification workflow: the life in time of one approved certification; one per certification,
 * workflow id = certification id. Started by the relay with the `approved` signal (signal-with-start).
 *
 * Postgres keeps the dates: each round the workflow reads the certification's moments
 * (`companyCertificationDeadlines`), tells the partner administrators when the renewal window has opened (60 days
 * before the expiry date), and expires the certification when its expiry moment has come (the end of its expiry
 * date; SQL re-checks the moment, so a timer made stale by new dates expires nothing). A signal — new dates, or a
 * newer certification replacing it — interrupts the sleep and makes it read again. It completes when the
 * certification is no longer in effect.
 *
 * Deterministic: activities are imported as types only; nothing from Node or from `@pp/domain`'s index is bundled.
 */
import { condition, defineSignal, log, proxyActivities, setHandler } from '@temporalio/workflow';
import type { CompanyCertificationActivities } from './activities.ts';
import { companyCertificationSignals } from '../domain.ts';

/** The outbox row's `payload` (`{ certificationId }`), passed as the only signal argument. The workflow does not rely on it. */
export type CompanyCertificationSignalPayload = Record<string, unknown>;

export const companyCertificationApprovedSignal = defineSignal<[CompanyCertificationSignalPayload?]>(companyCertificationSignals.approved);
export const companyCertificationChangedSignal = defineSignal<[CompanyCertificationSignalPayload?]>(companyCertificationSignals.changed);
export const companyCertificationClosedSignal = defineSignal<[CompanyCertificationSignalPayload?]>(companyCertificationSignals.closed);

/** How the workflow ended: the status the certification left VALIDATING for, or `missing`. */
export type CompanyCertificationResult = 'EXPIRED' | 'CANCELED' | 'REJECTED' | 'COMMITTED' | 'WAITING_APPROVAL' | 'missing';

/** When SQL declines an expiry the workflow thought due (the dates changed meanwhile), it reads again after this. */
const recheckMs = 60_000;

const { companyCertificationDeadlines, companyCertificationExpire, companyCertificationRemindRenewal } =
  proxyActivities<CompanyCertificationActivities>({
    startToCloseTimeout: '1 minute',
    // Unlimited attempts: the database may be away for a while, and the certificate must still expire.
    retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 minutes' },
  });

export async function companyCertificationWorkflow(certificationId: string): Promise<CompanyCertificationResult> {
  let changed = false;
  const wake = () => {
    changed = true;
  };
  // Any signal only means "read again": duplicates and reordering (at-least-once relaying) do no harm.
  for (const signal of [companyCertificationApprovedSignal, companyCertificationChangedSignal, companyCertificationClosedSignal]) {
    setHandler(signal, wake);
  }

  // A certification lives a year or a few: a handful of rounds, so the history stays short without continuing as new.
  for (;;) {
    changed = false;
    const deadlines = await companyCertificationDeadlines(certificationId);
    if (deadlines === null) {
      log.warn('company certification not found or not approved; nothing to wait for', { certificationId });
      return 'missing';
    }
    if (deadlines.status !== 'VALIDATING') return deadlines.status;

    const now = Date.now();
    let wait: number;
    if (deadlines.expiresAt <= now) {
      if (await companyCertificationExpire(certificationId, now)) return 'EXPIRED';
      wait = recheckMs;
    } else if (deadlines.renewalOpensAt !== null && deadlines.renewalOpensAt <= now) {
      await companyCertificationRemindRenewal(certificationId, now);
      continue;
    } else {
      wait = (deadlines.renewalOpensAt ?? deadlines.expiresAt) - now;
    }
    await condition(() => changed, wait);
  }
}
