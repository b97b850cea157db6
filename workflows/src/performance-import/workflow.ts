/**
 * The performance-import workflow: one per import (workflow id = import id), started by the relay with the `started`
 * signal. It reads and stages the file's rows, writes them in batches (two at a time; each batch one transaction,
 * skipped when already written, so a worker restart resumes at the first batch not done and never writes a row twice), stores the
 * error file of the rows that failed, and completes the import. A file that cannot be imported ends the import as
 * ERROR before any row is written.
 *
 * Deterministic: activities are imported as types only; nothing from Node or from `@pp/domain`'s index is bundled.
 */
import { defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import type { PerformanceImportActivities } from './activities.ts';
import { performanceImportParallelBatches, performanceImportSignals } from '../domain.ts';

/** The outbox row's payload (`{ importId }`); the workflow does not rely on it. */
export type PerformanceImportSignalPayload = Record<string, unknown>;

export const performanceImportStartedSignal = defineSignal<[PerformanceImportSignalPayload?]>(performanceImportSignals.started);

/** How the workflow ended. */
export type PerformanceImportOutcome = 'COMPLETED' | 'ERROR';

const retry = { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' } as const;

// Reading a file of up to 20M and staging its rows may take a while; a batch is a few hundred rows.
const { performanceImportPrepare } = proxyActivities<PerformanceImportActivities>({ startToCloseTimeout: '5 minutes', retry });
const { performanceImportWriteBatch, performanceImportErrorFile, performanceImportFinish, performanceImportFail } =
  proxyActivities<PerformanceImportActivities>({ startToCloseTimeout: '2 minutes', retry });

export async function performanceImportWorkflow(importId: string): Promise<PerformanceImportOutcome> {
  // The start signal only starts the workflow; a duplicate delivery changes nothing.
  setHandler(performanceImportStartedSignal, () => undefined);

  const prepared = await performanceImportPrepare(importId);
  if (prepared.kind === 'finished') return prepared.status === 'COMPLETED' ? 'COMPLETED' : 'ERROR';
  if (prepared.kind === 'invalid') {
    await performanceImportFail(importId, prepared.code, prepared.params);
    return 'ERROR';
  }
  // a few batches side by side, wave after wave; a resumed run skips the batches already written
  for (let first = 0; first < prepared.batches; first += performanceImportParallelBatches) {
    const wave: Promise<unknown>[] = [];
    for (let b = first; b < Math.min(first + performanceImportParallelBatches, prepared.batches); b += 1) {
      wave.push(performanceImportWriteBatch(importId, b));
    }
    await Promise.all(wave);
  }
  await performanceImportErrorFile(importId);
  await performanceImportFinish(importId);
  return 'COMPLETED';
}
