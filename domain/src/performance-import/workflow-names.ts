/**
 * Names the performance-import workflow shares with the SQL outbox and the relay. Kept free of imports: the workflow
 * bundle (Temporal's deterministic sandbox) reads it through `@pp/domain/workflows`.
 *
 * One workflow per import (workflow id = import id), started by `start_performance_import` through the outbox.
 */
export const performanceImportWorkflowType = 'performanceImportWorkflow';

export const performanceImportSignals = {
  /** A vendor admin started the import of an uploaded file. */
  started: 'performanceImportStarted',
} as const;
export type PerformanceImportSignal = (typeof performanceImportSignals)[keyof typeof performanceImportSignals];

/** Rows written per batch: each batch is one transaction and one activity. */
export const performanceImportBatchSize = 500;
/** Batches of one import written side by side (the database's work per batch runs on one core). */
export const performanceImportParallelBatches = 2;
