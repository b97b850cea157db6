/**
 * The personal-certification workflow: one per issued certificate (workflow id = the application's id), started by
 * the relay with the `issued` signal (signal-with-start). It sleeps until the certificate's expiry moment (the end of
 * its expiry date, two years after it was granted) and expires it; SQL re-checks the moment, so a timer made stale by
 * new dates expires nothing. New dates (the `changed` signal) make it read again. It completes once the certificate
 * is no longer in effect.
 *
 * Deterministic: activities are imported as types only; nothing from Node or from `@pp/domain`'s index is bundled.
 */
import { condition, defineSignal, log, proxyActivities, setHandler } from '@temporalio/workflow';
import type { PersonalCertificationActivities } from './activities.ts';
import { personalCertificationSignals } from '../domain.ts';

export type PersonalCertificationSignalPayload = Record<string, unknown>;

export const personalCertificationIssuedSignal = defineSignal<[PersonalCertificationSignalPayload?]>(personalCertificationSignals.issued);
export const personalCertificationChangedSignal = defineSignal<[PersonalCertificationSignalPayload?]>(personalCertificationSignals.changed);

/** When SQL declines an expiry the workflow thought due (the dates changed meanwhile), it reads again after this. */
const recheckMs = 60_000;

const { personalCertificationDeadlines, personalCertificationExpire } = proxyActivities<PersonalCertificationActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

export async function personalCertificationWorkflow(certificationId: string): Promise<string> {
  let changed = false;
  for (const signal of [personalCertificationIssuedSignal, personalCertificationChangedSignal]) {
    setHandler(signal, () => {
      changed = true;
    });
  }
  for (;;) {
    changed = false;
    const deadlines = await personalCertificationDeadlines(certificationId);
    if (deadlines === null) {
      log.warn('personal certification not found or not issued; nothing to wait for', { certificationId });
      return 'missing';
    }
    if (deadlines.status !== 'VALIDATING') return deadlines.status;
    const now = Date.now();
    let wait = deadlines.expiresAt - now;
    if (wait <= 0) {
      if (await personalCertificationExpire(certificationId, now)) return 'EXPIRED';
      wait = recheckMs;
    }
    await condition(() => changed, wait);
  }
}
