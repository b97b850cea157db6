import type pg from 'pg';
import type { PersonalCertificationStatus } from '@pp/domain';
import { withCodedErrors } from '../errors.ts';
import type { PerformanceImportStorage } from '../performance-import/storage.ts';
import { buildPersonalCertificatePdf, type PersonalCertificateFields } from './certificate-pdf.ts';

/** What the certificate needs from object storage: writing an object (again, harmlessly, under the same key). */
export type PersonalCertificateStorage = Pick<PerformanceImportStorage, 'put'>;

/** Where the product's certificate of a certification is stored: one key per certification, so a retry overwrites it. */
export const personalCertificateKey = (certificationId: string) => `certificate/personal-${certificationId}.pdf`;

/**
 * What the workflow waits for, read from Postgres (epoch milliseconds): the status, the end of the study window while
 * the subjects are being passed, the certificate's expiry moment once issued.
 */
export interface PersonalCertificationDeadlines {
  status: PersonalCertificationStatus;
  expiresAt: number | null;
  studyEndsAt: number | null;
  /** Whether the certification has its certificate file (the vendor's or the product's). */
  hasCertificateFile: boolean;
}

/** What generating the certificate did: attached it, found nothing to do, or had no object storage configured. */
export type PersonalCertificateOutcome = 'attached' | 'skipped' | 'no-storage';

/**
 * Activities of the personal-certification workflow: one call each of an idempotent SQL function in `app_private`
 * (owner connection). `at` is the workflow's clock when it acted; SQL uses the later of it and its own.
 */
export const createPersonalCertificationActivities = (pool: pg.Pool, storage?: PersonalCertificateStorage) => ({
  /** The application's status, study window end and certificate expiry; null when there is no such application. */
  async personalCertificationDeadlines(certificationId: string): Promise<PersonalCertificationDeadlines | null> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ status: PersonalCertificationStatus; expires_at: string | null; study_ends_at: string | null; has_certificate_file: boolean }>(
        'select status, expires_at, study_ends_at, has_certificate_file from app_private.personal_certification_deadlines($1::uuid)',
        [certificationId],
      ),
    );
    const row = rows[0];
    const ms = (v: string | null) => (v === null ? null : Number(v));
    return row
      ? { status: row.status, expiresAt: ms(row.expires_at), studyEndsAt: ms(row.study_ends_at), hasCertificateFile: row.has_certificate_file }
      : null;
  },

  /**
   * Writes the issued certification's certificate (a one-page PDF) to object storage under its certification's key and
   * attaches it in SQL only while the certification has no certificate file (a vendor's upload is kept). Idempotent:
   * a retry writes the same key again and SQL finds the same file row. Nothing to do when the certification is not
   * issued or already has a file; without object storage it says so and does nothing.
   */
  async personalCertificateGenerate(certificationId: string): Promise<PersonalCertificateOutcome> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ applicant_id: string; holder_name: string; type_key: string; type_english_name: string; certificate_number: string; grant_date: string; expired_date: string }>(
        'select * from app_private.personal_certificate_fields($1::uuid)',
        [certificationId],
      ),
    );
    const row = rows[0];
    if (!row) return 'skipped';
    if (!storage) {
      console.warn('[personal-certification] no object storage configured (S3_ENDPOINT): the certificate PDF is not written', { certificationId });
      return 'no-storage';
    }
    const fields: PersonalCertificateFields = {
      holderName: row.holder_name,
      typeKey: row.type_key,
      typeEnglishName: row.type_english_name,
      certificateNumber: row.certificate_number,
      grantDate: row.grant_date,
      expiredDate: row.expired_date,
    };
    const { bytes, replaced } = await buildPersonalCertificatePdf(fields);
    if (replaced.length > 0) {
      console.warn('[personal-certification] the certificate PDF writes characters Helvetica cannot encode as ?', { certificationId, replaced });
    }
    const key = personalCertificateKey(certificationId);
    await storage.put(key, Buffer.from(bytes), 'application/pdf');
    const attached = await withCodedErrors(() =>
      pool.query<{ attached: boolean | null }>(
        'select app_private.personal_certificate_attach($1::uuid, $2, $3, $4) as attached',
        [certificationId, key, `${row.certificate_number}.pdf`, bytes.length],
      ),
    );
    return attached.rows[0]?.attached === true ? 'attached' : 'skipped';
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
