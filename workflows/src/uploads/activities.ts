import type pg from 'pg';
import { incomingObjectKey } from '@pp/domain';
import { withCodedErrors } from '../errors.ts';
import type { UploadsStorage } from './storage.ts';

const batchSize = 100;

/**
 * Activities of the uploads cleanup. An upload still UPLOADING long after it started was abandoned (the browser
 * closed, the network failed): its object, if any arrived, is deleted first and the row marked ERROR after, so a
 * retry after a failure in between finds the row again and repeats harmlessly.
 */
export const createUploadsActivities = (pool: pg.Pool, storage: UploadsStorage | undefined) => ({
  /** Removes the objects of uploads UPLOADING for more than `olderThanMinutes` and marks them ERROR; how many. */
  async uploadsRemoveAbandoned(olderThanMinutes: number): Promise<number> {
    if (!storage) throw new Error('uploads cleanup: no object storage configured (S3_ENDPOINT)');
    let total = 0;
    for (;;) {
      const { rows } = await withCodedErrors(() =>
        pool.query<{ id: string; storage_key: string }>('select * from app_private.abandoned_uploads($1, $2)', [
          olderThanMinutes,
          batchSize,
        ]),
      );
      if (rows.length === 0) return total;
      // an abandoned upload's bytes, if any arrived, are at its incoming key; the file's own key was never written
      for (const row of rows) await storage.remove(incomingObjectKey(row.storage_key));
      const { rows: marked } = await withCodedErrors(() =>
        pool.query<{ n: number }>('select app_private.expire_uploads($1::uuid[]) as n', [rows.map((r) => r.id)]),
      );
      total += marked[0]?.n ?? 0;
      if (rows.length < batchSize) return total;
    }
  },
});

export type UploadsActivities = ReturnType<typeof createUploadsActivities>;
