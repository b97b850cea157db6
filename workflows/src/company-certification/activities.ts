import type pg from 'pg';
import type { CompanyCertificationStatus } from '@pp/domain';
import { withCodedErrors } from '../errors.ts';

/** What the workflow waits for, read from Postgres (epoch milliseconds). */
export interface CompanyCertificationDeadlines {
  status: CompanyCertificationStatus;
  /** When the renewal window opens (its reminder is due); null once that reminder was sent. */
  renewalOpensAt: number | null;
  /** The expiry moment: the start of the business day after the expiry date. */
  expiresAt: number;
}

/**
 * Activities of the company-certification workflow: one call each of an idempotent SQL function in `app_private`
 * (owner connection), so Temporal may retry or repeat any of them. `at` is the workflow's clock when it acted; SQL
 * uses the later of it and its own, and re-checks each effect against the certification's current state.
 */
export const createCompanyCertificationActivities = (pool: pg.Pool) => ({
  /** The certification's status and moments; null when it does not exist. */
  async companyCertificationDeadlines(certificationId: string): Promise<CompanyCertificationDeadlines | null> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ status: CompanyCertificationStatus; renewal_opens_at: string | null; expires_at: string | null }>(
        'select status, renewal_opens_at, expires_at from app_private.company_certification_deadlines($1::uuid)',
        [certificationId],
      ),
    );
    const row = rows[0];
    if (!row || row.expires_at === null) return null;
    return {
      status: row.status,
      renewalOpensAt: row.renewal_opens_at === null ? null : Number(row.renewal_opens_at),
      expiresAt: Number(row.expires_at),
    };
  },

  /** Tells the partner administrators the renewal window opened, if due and not yet told; whether it was sent. */
  async companyCertificationRemindRenewal(certificationId: string, at: number): Promise<boolean> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ sent: boolean | null }>(
        'select app_private.company_certification_remind_renewal($1::uuid, $2::timestamptz) as sent',
        [certificationId, new Date(at).toISOString()],
      ),
    );
    return rows[0]?.sent === true;
  },

  /** Expires the certification if its expiry moment (re-read in SQL) has passed; whether this call expired it. */
  async companyCertificationExpire(certificationId: string, at: number): Promise<boolean> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ expired: boolean | null }>(
        'select app_private.company_certification_expire($1::uuid, $2::timestamptz) as expired',
        [certificationId, new Date(at).toISOString()],
      ),
    );
    return rows[0]?.expired === true;
  },
});

export type CompanyCertificationActivities = ReturnType<typeof createCompanyCertificationActivities>;
