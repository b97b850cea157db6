/**
 * Names the personal-certification workflow shares with the SQL outbox and the relay. Kept free of other imports: the
 * workflow bundle (Temporal's deterministic sandbox) reads it through `@pp/domain/workflows`.
 *
 * One workflow per approved application (workflow id = the application's id): it cancels the application when the
 * study window ends before every subject is passed, then expires the certificate at the end of its expiry date (two
 * years after it was granted). SQL keeps the dates; the workflow reads them again on a signal.
 */
export const personalCertificationWorkflowType = 'personalCertificationWorkflow';

export const personalCertificationSignals = {
  /** The vendor approved the application: the study window runs. */
  approved: 'personalCertificationApproved',
  /** The vendor issued the certificate. */
  issued: 'personalCertificationIssued',
  /** The vendor changed the certificate's dates. */
  changed: 'personalCertificationChanged',
} as const;
export type PersonalCertificationSignal = (typeof personalCertificationSignals)[keyof typeof personalCertificationSignals];
