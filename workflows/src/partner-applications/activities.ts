import type pg from 'pg';
import type { PartnerApplicationStatus } from '@pp/domain';
import { withCodedErrors } from '../errors.ts';

/** What the applicant is told: the decision on the application. */
export type PartnerApplicationOutcome = 'approved' | 'rejected';

/**
 * Activities of the partner-application workflow. Each is one call of an idempotent SQL function in `app_private`
 * (owner connection), so Temporal may retry or repeat any of them safely. The approval's effects (the company, its
 * administrator, its partner manager) are written by the approve command itself, in the decision's transaction.
 */
export const createPartnerApplicationActivities = (pool: pg.Pool) => ({
  /** Puts one message about the decision in the applicant's notifications (deduplicated in SQL). */
  async partnerApplicationNotify(applicationId: string, outcome: PartnerApplicationOutcome): Promise<void> {
    await withCodedErrors(() =>
      pool.query('select app_private.partner_application_notify($1::uuid, $2::text)', [applicationId, outcome]),
    );
  },

  /** One reminder to each vendor admin while undecided (deduplicated per reminder); the recipient count. */
  async partnerApplicationRemindAdmins(applicationId: string, reminderNo: number): Promise<number> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ recipients: number | null }>(
        'select app_private.partner_application_remind_admins($1::uuid, $2::int) as recipients',
        [applicationId, reminderNo],
      ),
    );
    return rows[0]?.recipients ?? 0;
  },

  /** APPLYING | APPROVED | REJECTED, or null when the application does not exist. */
  async partnerApplicationStatus(applicationId: string): Promise<PartnerApplicationStatus | null> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ status: PartnerApplicationStatus | null }>(
        'select app_private.partner_application_status($1::uuid) as status',
        [applicationId],
      ),
    );
    return rows[0]?.status ?? null;
  },
});

export type PartnerApplicationActivities = ReturnType<typeof createPartnerApplicationActivities>;
