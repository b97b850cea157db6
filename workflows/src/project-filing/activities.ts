import type pg from 'pg';
import type { ProjectFilingStatus } from '@pp/domain';
import { withCodedErrors } from '../errors.ts';
import { planProjectFilingRound, projectFilingExpiryRecheckMs } from './round.ts';

/** One reminder of a filing's schedule: its kind (`expiry_30`, `progress_1`, `progress_warning`, …) and when it is due. */
export interface ProjectFilingReminder {
  kind: string;
  /** Epoch milliseconds. */
  dueAt: number;
}

/** What the workflow waits for, read from Postgres (times in epoch milliseconds). */
export interface ProjectFilingDeadlines {
  status: ProjectFilingStatus;
  /** The expiry moment; null when nothing is due (not in effect, or a renewal held at the vendor's step). */
  expiresAt: number | null;
  /** Every reminder of the current schedule, in time order, all before `expiresAt`. */
  reminders: ProjectFilingReminder[];
}

/** How the workflow ended: the filing's closed status, or `missing` when the filing does not exist. */
export type ProjectFilingResult = Exclude<ProjectFilingStatus, 'APPROVING' | 'VALIDATING'> | 'missing';

/**
 * How a round ended: the workflow's result, or how long to sleep before the next round unless a signal comes first
 * (null: only a signal can change anything).
 */
export type ProjectFilingRoundOutcome = { result: ProjectFilingResult } | { waitMs: number | null };

interface DeadlinesRow {
  status: ProjectFilingStatus;
  expires_at: Date | null;
  reminders: ProjectFilingReminder[];
}

/**
 * Activities of the project-filing workflow: one call each of an idempotent SQL function in `app_private` (owner
 * connection), so Temporal may retry or repeat any of them. `at` is the workflow's clock (epoch milliseconds) when
 * it acted; SQL uses the later of it and its own clock, and re-checks every effect against the filing's current state.
 */
export const createProjectFilingActivities = (pool: pg.Pool) => {
  /** The filing's status, expiry moment and reminders; null when the filing does not exist. */
  const projectFilingDeadlines = async (filingId: string): Promise<ProjectFilingDeadlines | null> => {
    const { rows } = await withCodedErrors(() =>
      pool.query<DeadlinesRow>(
        'select status, expires_at, reminders from app_private.project_filing_deadlines($1::uuid)',
        [filingId],
      ),
    );
    const row = rows[0];
    if (!row) return null;
    return {
      status: row.status,
      expiresAt: row.expires_at ? row.expires_at.getTime() : null,
      reminders: row.reminders.map((r) => ({ kind: r.kind, dueAt: Number(r.dueAt) })),
    };
  };

  /** Sends one reminder to the principal and the submitter if still relevant (each once); the recipient count. */
  const projectFilingRemind = async (filingId: string, kind: string, dueAt: number, at: number): Promise<number> => {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ recipients: number | null }>(
        'select app_private.project_filing_remind($1::uuid, $2::text, $3::timestamptz, $4::timestamptz) as recipients',
        [filingId, kind, new Date(dueAt).toISOString(), new Date(at).toISOString()],
      ),
    );
    return rows[0]?.recipients ?? 0;
  };

  /** Expires the filing if its expiry moment (re-read in SQL) has passed; whether this call expired it. */
  const projectFilingExpire = async (filingId: string, at: number): Promise<boolean> => {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ expired: boolean | null }>(
        'select app_private.project_filing_expire($1::uuid, $2::timestamptz) as expired',
        [filingId, new Date(at).toISOString()],
      ),
    );
    return rows[0]?.expired === true;
  };

  /**
   * One round of the workflow in one activity (one activity task and one workflow task per wake-up, where the three
   * calls above took two and three): reads the deadlines, then expires the filing or sends the reminders due after
   * `remindedUntil` up to `at`, and says what the workflow does next. Safe to repeat: each call above is.
   */
  const projectFilingRound = async (filingId: string, remindedUntil: number, at: number): Promise<ProjectFilingRoundOutcome> => {
    const deadlines = await projectFilingDeadlines(filingId);
    if (deadlines === null) return { result: 'missing' };
    if (deadlines.status !== 'APPROVING' && deadlines.status !== 'VALIDATING') return { result: deadlines.status };
    const plan = planProjectFilingRound(deadlines, remindedUntil, at);
    if (plan.kind === 'idle') return { waitMs: null };
    if (plan.kind === 'expire') {
      return (await projectFilingExpire(filingId, at)) ? { result: 'EXPIRED' } : { waitMs: projectFilingExpiryRecheckMs };
    }
    for (const reminder of plan.reminders) await projectFilingRemind(filingId, reminder.kind, reminder.dueAt, at);
    return { waitMs: plan.waitMs };
  };

  return { projectFilingRound, projectFilingDeadlines, projectFilingRemind, projectFilingExpire };
};

export type ProjectFilingActivities = ReturnType<typeof createProjectFilingActivities>;
