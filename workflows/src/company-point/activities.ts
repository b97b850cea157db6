import { heartbeat } from '@temporalio/activity';
import type pg from 'pg';
import { withCodedErrors } from '../errors.ts';

/**
 * Companies and types settled per SQL call: each call is one transaction holding their balance locks, so a spend of
 * one of them waits at most for one batch (about 4 ms per company and type).
 */
const expiryBatch = 100;
/** Lots warned of per SQL call. */
const warningBatch = 500;

/**
 * Activities of the company point expiry sweep. Both are idempotent: the expiry only touches lots whose last day has
 * passed and still have a remainder (a repeated call finds nothing), and each warning is sent once per lot and person
 * (the lot is marked and every message carries a dedup key), so a retry or a restarted sweep repeats harmlessly.
 */
export const createCompanyPointActivities = (pool: pg.Pool) => ({
  /** Expires (and activates) what is due as of the business date `today` (YYYY-MM-DD); how many lots changed. */
  async companyPointExpireDue(today: string): Promise<number> {
    let total = 0;
    for (;;) {
      const { rows } = await withCodedErrors(() =>
        pool.query<{ n: number }>('select app_private.company_point_expire_due($1::date, $2) as n', [today, expiryBatch]),
      );
      const changed = rows[0]?.n ?? 0;
      total += changed;
      heartbeat(total);
      if (changed === 0) return total;
    }
  },

  /** Warns the partner administrators of lots entering the expiring window as of `today`; how many lots. */
  async companyPointWarnExpiring(today: string): Promise<number> {
    let total = 0;
    for (;;) {
      const { rows } = await withCodedErrors(() =>
        pool.query<{ n: number }>('select app_private.company_point_warn_expiring($1::date, $2) as n', [today, warningBatch]),
      );
      const warned = rows[0]?.n ?? 0;
      total += warned;
      heartbeat(total);
      if (warned < warningBatch) return total;
    }
  },
});

export type CompanyPointActivities = ReturnType<typeof createCompanyPointActivities>;
