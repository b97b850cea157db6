/**
 * The personal-certification workflow: one per approved application (workflow id = the application's id), started
 * by the relay with the `approved` signal (or `issued`, for a certificate issued without it; signal-with-start).
 * While the subjects are being passed it sleeps until the study window's end and cancels the application if no
 * certificate came; once issued, it sleeps until the certificate's expiry moment (the end of its expiry date, two
 * years after it was granted) and expires it. SQL re-checks each moment, so a stale timer changes nothing. A signal
 * (issued, new dates) makes it read again. Each read of an issued certificate without a certificate file writes the
 * product's PDF certificate (an idempotent activity; a vendor's upload is never replaced). It completes once the application is neither studying nor in effect.
 *
 * Deterministic: activities are imported as types only; nothing from Node or from `@pp/domain`'s index is bundled.
 */
import { condition, defineSignal, log, patched, proxyActivities, setHandler } from '@temporalio/workflow';
import type { PersonalCertificationActivities } from './activities.ts';
import { personalCertificationSignals } from '../domain.ts';

export type PersonalCertificationSignalPayload = Record<string, unknown>;

export const personalCertificationApprovedSignal = defineSignal<[PersonalCertificationSignalPayload?]>(personalCertificationSignals.approved);
export const personalCertificationIssuedSignal = defineSignal<[PersonalCertificationSignalPayload?]>(personalCertificationSignals.issued);
export const personalCertificationChangedSignal = defineSignal<[PersonalCertificationSignalPayload?]>(personalCertificationSignals.changed);

/**
 * The certificate PDF's activity came after workflows of issued certificates were already waiting: their histories
 * hold a timer where this code now writes the PDF first, so the call is behind a patch (a replay of such a history
 * skips it; once past its history a workflow writes the PDF on its next read).
 */
const certificatePdfPatch = 'personal-certificate-pdf';

/** When SQL declines an expiry the workflow thought due (the dates changed meanwhile), it reads again after this. */
const recheckMs = 60_000;

const { personalCertificateGenerate, personalCertificationDeadlines, personalCertificationExpire, personalCertificationStudyWindowEnd } = proxyActivities<PersonalCertificationActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

export async function personalCertificationWorkflow(certificationId: string): Promise<string> {
  let changed = false;
  for (const signal of [personalCertificationApprovedSignal, personalCertificationIssuedSignal, personalCertificationChangedSignal]) {
    setHandler(signal, () => {
      changed = true;
    });
  }
  for (;;) {
    changed = false;
    const deadlines = await personalCertificationDeadlines(certificationId);
    if (deadlines === null) {
      log.warn('personal certification not found; nothing to wait for', { certificationId });
      return 'missing';
    }
    // issued without a certificate file (no vendor's upload): the product writes its PDF certificate
    if (deadlines.status === 'VALIDATING' && !deadlines.hasCertificateFile && patched(certificatePdfPatch)) {
      const outcome = await personalCertificateGenerate(certificationId);
      if (outcome === 'no-storage') log.warn('no object storage: the certificate PDF was not written', { certificationId });
    }
    // the moment it waits for now, what it does then, and the status it ends in
    const next =
      deadlines.status === 'WAITING_APPROVAL'
        ? { at: deadlines.studyEndsAt, act: personalCertificationStudyWindowEnd, ends: 'CANCELED' }
        : deadlines.status === 'VALIDATING'
          ? { at: deadlines.expiresAt, act: personalCertificationExpire, ends: 'EXPIRED' }
          : undefined;
    if (!next || next.at === null) return deadlines.status;
    const now = Date.now();
    let wait = next.at - now;
    if (wait <= 0) {
      if (await next.act(certificationId, now)) return next.ends;
      wait = recheckMs;
    }
    await condition(() => changed, wait);
  }
}
