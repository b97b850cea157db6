import type pg from 'pg';
import type { PublicationKind } from '@pp/domain';
import { withCodedErrors } from '../errors.ts';

/**
 * Activities of the publication's notification workflow: one call each of an idempotent SQL function in
 * `app_private` (owner connection).
 */
export const createPublicationActivities = (pool: pg.Pool) => ({
  /** When the item's notification is due (its publish time, epoch ms), or null when there is nothing to send. */
  async publicationNotificationDue(kind: PublicationKind, id: string): Promise<number | null> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ due: string | null }>(`select (extract(epoch from app_private.publication_notification_due($1, $2::uuid)) * 1000)::bigint as due`, [kind, id]),
    );
    const due = rows[0]?.due;
    return due === null || due === undefined ? null : Number(due);
  },
  /** Tells the next batch of people after `after` (ids in order); the last one told, or null when all were. */
  async publicationNotifyBatch(kind: PublicationKind, id: string, after: string | null, size: number): Promise<string | null> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ last: string | null }>('select app_private.publication_notify_batch($1, $2::uuid, $3::uuid, $4) as last', [kind, id, after, size]),
    );
    return rows[0]?.last ?? null;
  },
});

export type PublicationActivities = ReturnType<typeof createPublicationActivities>;
