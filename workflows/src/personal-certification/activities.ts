import type pg from 'pg';
import type { PersonalCertificationStatus } from '@pp/domain';
import { withCodedErrors } from '../errors.ts';

/** What the workflow waits for, read from Postgres: the status and the expiry moment (epoch milliseconds). */
export interface PersonalCertificationDeadlines {
  status: PersonalCertificationStatus;
  expiresAt: number;
}

/**
 * Activities of the personal-certification workflow: one call each of an idempotent SQL function in `app_private`
 * (owner connection). `at` is the workflow's clock when it acted; SQL uses the later of it and its own.
 */
export const createPersonalCertificationActivities = (pool: pg.Pool) => ({
  /** The certificate's status and expiry moment; null when there is no issued certificate. */
  async personalCertificationDeadlines(certificationId: string): Promise<PersonalCertificationDeadlines | null> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ status: PersonalCertificationStatus; expires_at: string }>(
        'select status, expires_at from app_private.personal_certification_deadlines($1::uuid)',
        [certificationId],
      ),
    );
    const row = rows[0];
    return row ? { status: row.status, expiresAt: Number(row.expires_at) } : null;
  },

  /** Expires the certificate if its expiry moment (re-read in SQL) has passed; whether this call expired it. */
  async personalCertificationExpire(certificationId: string, at: number): Promise<boolean> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ expired: boolean | null }>(
        'select app_private.personal_certification_expire($1::uuid, $2::timestamptz) as expired',
        [certificationId, new Date(at).toISOString()],
      ),
    );
    return rows[0]?.expired === true;
  },
});

export type PersonalCertificationActivities = ReturnType<typeof createPersonalCertificationActivities>;
