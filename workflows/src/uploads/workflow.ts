/**
 * The uploads cleanup: one long-running workflow (id `uploads-cleanup`) that, every `everyMinutes`, removes uploads
 * still UPLOADING after `olderThanMinutes` (their objects deleted, their rows marked ERROR). It continues as new
 * after `sweepsPerRun` sweeps so its history stays short. A failed sweep is logged and the next one tries again.
 *
 * Deterministic: activities are imported as types only.
 */
import { ActivityFailure, continueAsNew, log, proxyActivities, sleep } from '@temporalio/workflow';
import type { UploadsActivities } from './activities.ts';

export const uploadsCleanupWorkflowId = 'uploads-cleanup';

export interface UploadsCleanupOptions {
  everyMinutes: number;
  olderThanMinutes: number;
  sweepsPerRun: number;
}

const { uploadsRemoveAbandoned } = proxyActivities<UploadsActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 5 },
});

export async function uploadsCleanupWorkflow(options: UploadsCleanupOptions): Promise<void> {
  for (let sweep = 0; sweep < options.sweepsPerRun; sweep++) {
    try {
      const removed = await uploadsRemoveAbandoned(options.olderThanMinutes);
      if (removed > 0) log.info('abandoned uploads removed', { removed });
    } catch (error) {
      if (!(error instanceof ActivityFailure)) throw error;
      log.warn('uploads cleanup sweep failed; the next sweep tries again', { error: error.message });
    }
    await sleep(options.everyMinutes * 60_000);
  }
  await continueAsNew<typeof uploadsCleanupWorkflow>(options);
}
