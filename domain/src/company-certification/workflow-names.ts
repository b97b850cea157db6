/**
 * Names the company-certification workflow shares with the SQL outbox and the relay. Kept free of other imports: the
 * workflow bundle (Temporal's deterministic sandbox) reads it through `@pp/domain/workflows`.
 *
 * One workflow per approved certification (workflow id = the certification's id): it reminds the company's partner
 * administrators when the renewal window opens (60 days before the expiry date) and when the certificate expires,
 * and expires it at the end of its expiry date. SQL keeps the dates; the workflow reads them again on every signal.
 */
export const companyCertificationWorkflowType = 'companyCertificationWorkflow';

export const companyCertificationSignals = {
  /** The vendor approved: the certificate is in effect. */
  approved: 'companyCertificationApproved',
  /** The vendor changed the certificate's dates. */
  changed: 'companyCertificationChanged',
  /** A newer certification of the company replaced it. */
  closed: 'companyCertificationClosed',
} as const;
export type CompanyCertificationSignal = (typeof companyCertificationSignals)[keyof typeof companyCertificationSignals];
