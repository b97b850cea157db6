import type pg from 'pg';
import type { JoinApplicationStatus } from '@pp/domain';
import { withCodedErrors } from '../errors.ts';

/** What the applicant is told: the decision on the application. */
export type JoinApplicationOutcome = 'approved' | 'rejected';

/**
 * Activities of the join-application workflow. Each is one call of an idempotent SQL function in
 * `app_private` (owner connection), so Temporal may retry or repeat any of them safely.
 *
 * Activity names mirror the SQL functions (`joinApplicationApplyApproval` → `join_application_apply_approval`)
 * and carry the feature prefix because every feature's activities share one worker registry
 * (see `../activities.ts`), and an activity's name is recorded in workflow histories, so it cannot be
 * renamed later without breaking running workflows.
 */
export const createJoinApplicationActivities = (pool: pg.Pool) => ({
  /** Makes the applicant a JOINED company user with the approved name, position and roles. */
  async joinApplicationApplyApproval(applicationId: string): Promise<void> {
    await withCodedErrors(() =>
      pool.query('select app_private.join_application_apply_approval($1::uuid)', [applicationId]),
    );
  },

  /** Puts one message about the decision in the applicant's notifications (deduplicated in SQL). */
  async joinApplicationNotify(applicationId: string, outcome: JoinApplicationOutcome): Promise<void> {
    await withCodedErrors(() =>
      pool.query('select app_private.join_application_notify($1::uuid, $2::text)', [applicationId, outcome]),
    );
  },

  /** One reminder to each partner administrator of the company (deduplicated per reminder); the recipient count. */
  async joinApplicationRemindAdmins(applicationId: string, reminderNo: number): Promise<number> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ recipients: number | null }>(
        'select app_private.join_application_remind_admins($1::uuid, $2::int) as recipients',
        [applicationId, reminderNo],
      ),
    );
    return rows[0]?.recipients ?? 0;
  },

  /** APPLYING | APPROVED | REJECTED, or null when the application does not exist. */
  async joinApplicationStatus(applicationId: string): Promise<JoinApplicationStatus | null> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ status: JoinApplicationStatus | null }>(
        'select app_private.join_application_status($1::uuid) as status',
        [applicationId],
      ),
    );
    return rows[0]?.status ?? null;
  },
});

export type JoinApplicationActivities = ReturnType<typeof createJoinApplicationActivities>;
