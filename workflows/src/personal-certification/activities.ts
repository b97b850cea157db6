import type pg from 'pg';
import type { PersonalCertificationStatus } from '@pp/domain';
import { withCodedErrors } from '../errors.ts';

/**
 * What the workflow waits for, read from Postgres (epoch milliseconds): the status, the end of the study window while
 * the subjects are being passed, the certificate's expiry moment once issued.
 */
export interface PersonalCertificationDeadlines {
  status: PersonalCertificationStatus;
  expiresAt: number | null;
  studyEndsAt: number | null;
}

/**
 * Activities of the personal-certification workflow: one call each of an idempotent SQL function in `app_private`
 * (owner connection). `at` is the workflow's clock when it acted; SQL uses the later of it and its own.
 */
export const createPersonalCertificationActivities = (pool: pg.Pool) => ({
  /** The application's status, study window end and certificate expiry; null when there is no such application. */
  async personalCertificationDeadlines(certificationId: string): Promise<PersonalCertificationDeadlines | null> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ status: PersonalCertificationStatus; expires_at: string | null; study_ends_at: string | null }>(
        'select status, expires_at, study_ends_at from app_private.personal_certification_deadlines($1::uuid)',
        [certificationId],
      ),
    );
    const row = rows[0];
    const ms = (v: string | null) => (v === null ? null : Number(v));
    return row ? { status: row.status, expiresAt: ms(row.expires_at), studyEndsAt: ms(row.study_ends_at) } : null;
  },

  /** Cancels the application if its study window (re-read in SQL) has ended without a certificate; whether it did. */
  async personalCertificationStudyWindowEnd(certificationId: string, at: number): Promise<boolean> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ ended: boolean | null }>(
        'select app_private.personal_certification_study_window_end($1::uuid, $2::timestamptz) as ended',
        [certificationId, new Date(at).toISOString()],
      ),
    );
    return rows[0]?.ended === true;
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
