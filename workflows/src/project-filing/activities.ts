import { heartbeat } from '@temporalio/activity';
import type pg from 'pg';
import { withCodedErrors } from '../errors.ts';

/** Filings handled per SQL call: each call is one transaction holding their rows' locks (about 1–2 ms a filing). */
export const projectFilingSweepBatch = 200;

/** What one sweep did, and when the next filing falls due (epoch milliseconds; null: none until a command changes one). */
export interface ProjectFilingSweepOutcome {
  handled: number;
  wakeAt: number | null;
}

/**
 * The activity of the deadline sweep. Every effect is in SQL (`app_private.project_filing_sweep_due`, owner
 * connection) and idempotent: a batch's transaction expires the filings due and sends their reminders (each
 * (filing, kind, due moment) once), and moves each filing's next moment in the same commit, so a retry or a second
 * sweeper finds nothing left to do.
 */
export const createProjectFilingActivities = (pool: pg.Pool, batch = projectFilingSweepBatch) => ({
  /**
   * Handles every filing due by `at` (the workflow's clock; SQL takes the later of it and its own), batch after batch
   * with a heartbeat between, then plans the next wake-up: the earliest moment left.
   */
  async projectFilingSweepDue(at: number): Promise<ProjectFilingSweepOutcome> {
    const moment = new Date(at).toISOString();
    let handled = 0;
    for (;;) {
      const { rows } = await withCodedErrors(() =>
        pool.query<{ n: number }>('select app_private.project_filing_sweep_due($1::timestamptz, $2) as n', [moment, batch]),
      );
      const n = rows[0]?.n ?? 0;
      handled += n;
      heartbeat(handled);
      if (n === 0) break;
    }
    const { rows } = await withCodedErrors(() =>
      pool.query<{ wake_at: Date | null }>('select app_private.project_filing_sweep_plan() as wake_at'),
    );
    return { handled, wakeAt: rows[0]?.wake_at?.getTime() ?? null };
  },
});

export type ProjectFilingActivities = ReturnType<typeof createProjectFilingActivities>;
