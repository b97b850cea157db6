/**
 * Names the exam workflow shares with the SQL outbox and the relay. Kept free of other imports: the workflow bundle
 * (Temporal's deterministic sandbox) reads it through `@pp/domain/workflows`.
 *
 * One workflow per arranged exam (workflow id = the exam's id): it reminds the candidate before the scheduled time
 * and records the exam as ABSENT when no result came within the period after its end. SQL keeps the times; the
 * workflow reads them again when the exam is arranged anew.
 */
export const examWorkflowType = 'examWorkflow';

export const examSignals = {
  /** The vendor arranged the exam (or arranged it anew). */
  arranged: 'examArranged',
} as const;
export type ExamSignal = (typeof examSignals)[keyof typeof examSignals];
