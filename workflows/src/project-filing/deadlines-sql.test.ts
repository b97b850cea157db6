import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessDate,
  createFilingPeople,
  day,
  endOfBusinessDate,
  type FilingPeople,
  insertFiling,
  kindCounts,
  messagesOf,
  momentOf,
  openTestPool,
  refreshMoment,
} from './test-fixtures.ts';

/**
 * The SQL of the deadline sweep, one filing at a time, at its boundaries: the schedule (expiry moment = the earlier of
 * the end of validUntilDate and 90 days without progress; reminders 30 and 3 days before it, every 15 days without
 * progress, the warning at 45), the filing's next moment, reminders sent once and only while relevant, and the expiry
 * re-checked at the moment it is asked. (The sweep over every filing due is tested with its workflow, in a database of
 * its own.)
 */
let close: () => Promise<void>;
let pool: pg.Pool;
let people: FilingPeople;

interface Reminder {
  kind: string;
  dueAt: number;
}

/** A filing's status, expiry moment and reminders (times in epoch milliseconds). */
const deadlines = async (filingId: string): Promise<{ status: string; expiresAt: number | null; reminders: Reminder[] } | null> => {
  const { rows } = await pool.query<{ status: string; expires_at: Date | null; reminders: { kind: string; due_at: string }[] }>(
    `select f.status, app_private.project_filing_expires_at(f) as expires_at,
       coalesce((select jsonb_agg(jsonb_build_object('kind', s.kind, 'due_at', s.due_at) order by s.due_at, s.kind)
                 from app_private.project_filing_schedule(f) s), '[]') as reminders
     from app_public.project_filings f where f.id = $1`,
    [filingId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    status: row.status,
    expiresAt: row.expires_at?.getTime() ?? null,
    reminders: row.reminders.map((r) => ({ kind: r.kind, dueAt: Date.parse(r.due_at) })),
  };
};

/** Sends one reminder if still due and relevant; the number of people told. */
const remind = async (filingId: string, kind: string, dueAt: number, at: number): Promise<number> => {
  const { rows } = await pool.query<{ n: number | null }>(
    'select app_private.project_filing_remind($1::uuid, $2::text, $3::timestamptz, $4::timestamptz) as n',
    [filingId, kind, new Date(dueAt).toISOString(), new Date(at).toISOString()],
  );
  return rows[0]?.n ?? 0;
};

/** Expires the filing if its expiry moment has passed at `at`; whether this call expired it. */
const expire = async (filingId: string, at: number): Promise<boolean> => {
  const { rows } = await pool.query<{ expired: boolean | null }>('select app_private.project_filing_expire($1::uuid, $2::timestamptz) as expired', [
    filingId,
    new Date(at).toISOString(),
  ]);
  return rows[0]?.expired === true;
};

/** What the sweep does with one filing whose moment has come by `at`. */
const handleDue = async (filingId: string, at: number): Promise<void> => {
  await pool.query('select app_private.project_filing_moment_due($1::uuid, $2::timestamptz)', [filingId, new Date(at).toISOString()]);
};

beforeAll(async () => {
  ({ pool, close } = await openTestPool());
  people = await createFilingPeople(pool);
}, 240_000);

afterAll(async () => {
  await close?.();
}, 60_000);

/** A moment with whole milliseconds, like every moment the workflow carries. */
const msNow = () => Date.now();

describe('project-filing deadline SQL', { timeout: 30_000 }, () => {
  it('answers null / 0 / false for a filing that does not exist, and can be repeated', async () => {
    const id = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      expect(await deadlines(id)).toBeNull();
      expect(await remind(id, 'expiry_30', msNow(), msNow())).toBe(0);
      expect(await expire(id, msNow() + 1000 * day)).toBe(false);
    }
  });

  it('has no deadlines while the filing is under review or closed', async () => {
    for (const status of ['APPROVING', 'HAVE_SIGNED', 'CANCELED', 'REJECTED', 'EXPIRED'] as const) {
      const f = await insertFiling(pool, people, { status, validUntilDate: status === 'APPROVING' ? null : undefined });
      expect(await deadlines(f.id)).toEqual({ status, expiresAt: null, reminders: [] });
      expect(await expire(f.id, msNow() + 1000 * day)).toBe(false);
    }
  });

  it('without progress: expires 90 days after the last activity, with the reminders in order', async () => {
    const activeAt = msNow();
    const f = await insertFiling(pool, people, { lastActivityAt: activeAt, validUntilDate: businessDate(activeAt, 180) });
    const expiresAt = activeAt + 90 * day;
    expect(await deadlines(f.id)).toEqual({
      status: 'VALIDATING',
      expiresAt,
      reminders: [
        { kind: 'progress_1', dueAt: activeAt + 15 * day },
        { kind: 'progress_2', dueAt: activeAt + 30 * day },
        // the warning replaces the third progress reminder
        { kind: 'progress_warning', dueAt: activeAt + 45 * day },
        // the 30-day expiry reminder replaces the fourth progress reminder (same moment)
        { kind: 'expiry_30', dueAt: expiresAt - 30 * day },
        { kind: 'progress_5', dueAt: activeAt + 75 * day },
        { kind: 'expiry_3', dueAt: expiresAt - 3 * day },
      ],
    });
  });

  it('with recent progress: expires at the end of validUntilDate (business time zone)', async () => {
    const activeAt = msNow();
    const validUntilDate = businessDate(activeAt, 40);
    const f = await insertFiling(pool, people, { lastActivityAt: activeAt, validUntilDate });
    const expiresAt = endOfBusinessDate(validUntilDate);
    const read = await deadlines(f.id);
    expect(read?.expiresAt).toBe(expiresAt);
    expect(new Date(expiresAt).toISOString()).toBe(`${validUntilDate}T16:00:00.000Z`);
    expect(read?.reminders).toEqual([
      { kind: 'expiry_30', dueAt: expiresAt - 30 * day },
      { kind: 'progress_1', dueAt: activeAt + 15 * day },
      { kind: 'progress_2', dueAt: activeAt + 30 * day },
      { kind: 'expiry_3', dueAt: expiresAt - 3 * day },
    ]);

    // one millisecond before the end of the last protected day it is still in effect; at the end it expires
    expect(await expire(f.id, expiresAt - 1)).toBe(false);
    expect(await expire(f.id, expiresAt)).toBe(true);
    const { rows } = await pool.query<{ status: string; closed: boolean }>(
      'select status, closed_at is not null as closed from app_public.project_filings where id = $1',
      [f.id],
    );
    expect(rows[0]).toEqual({ status: 'EXPIRED', closed: true });
    const history = await pool.query('select event, from_status, to_status, actor_id, source from app_public.project_filing_history where filing_id = $1', [f.id]);
    expect(history.rows).toEqual([{ event: 'expire', from_status: 'VALIDATING', to_status: 'EXPIRED', actor_id: null, source: null }]);
    const messages = await messagesOf(pool, f.id);
    expect(messages.map((m) => [m.kind, m.rootUserId]).sort()).toEqual(
      [['expired', people.principalRoot], ['expired', people.submitterRoot]].sort(),
    );
    expect(messages[0]!.title).toBe(`Deal registration ${f.semanticId} has expired`);
    expect(messages[0]!.content).toContain(`reached the end of its protection on ${validUntilDate}`);
    expect(messages[0]!.link).toBe(`/workbench/project-filing/detail?semanticId=${f.semanticId}`);
    expect(messages[0]).toMatchObject({ key: 'project-filing.message.expiredEnded', params: { id: f.semanticId, date: validUntilDate } });

    // a repeat (a retried batch) changes nothing and tells nobody again
    expect(await expire(f.id, expiresAt + day)).toBe(false);
    expect(await messagesOf(pool, f.id)).toHaveLength(2);
  });

  it('shows the expiry moment to the screens (ProjectFiling.expiresAt), for the API role too', async () => {
    const activeAt = msNow();
    const f = await insertFiling(pool, people, { lastActivityAt: activeAt });
    const { rows } = await pool.query<{ row: string }>('select f::text as row from app_public.project_filings f where id = $1', [f.id]);
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('set local role pp_user');
      const shown = await client.query<{ expires_at: Date }>(
        'select app_public.project_filings_expires_at($1::app_public.project_filings) as expires_at',
        [rows[0]!.row],
      );
      expect(shown.rows[0]!.expires_at.getTime()).toBe(activeAt + 90 * day);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('the 90-day inactivity boundary: not a millisecond early; told why', async () => {
    const activeAt = msNow();
    const f = await insertFiling(pool, people, { lastActivityAt: activeAt });
    expect(await expire(f.id, activeAt + 90 * day - 1)).toBe(false);
    expect(await expire(f.id, activeAt + 90 * day)).toBe(true);
    const [told] = await messagesOf(pool, f.id);
    expect(told!.content).toContain('had no progress for 90 days');
    expect(told).toMatchObject({ key: 'project-filing.message.expiredInactive', params: { id: f.semanticId, days: 90 } });
  });

  it('sends a reminder once, to the principal and the submitter, only while it is due and relevant', async () => {
    const activeAt = msNow();
    const f = await insertFiling(pool, people, { lastActivityAt: activeAt });
    const due = activeAt + 15 * day;
    expect(await remind(f.id, 'progress_1', due, due - 1)).toBe(0); // not yet due
    expect(await remind(f.id, 'progress_1', due + 1, due + 1)).toBe(0); // not in the schedule
    expect(await remind(f.id, 'progress_2', due, due)).toBe(0); // another kind's moment
    expect(await remind(f.id, 'progress_1', due, due)).toBe(2);
    expect(await remind(f.id, 'progress_1', due, due + 60_000)).toBe(2); // repeated: deduplicated
    const messages = await messagesOf(pool, f.id);
    expect(messages.map((m) => m.rootUserId).sort()).toEqual([people.principalRoot, people.submitterRoot].sort());
    expect(messages[0]!.title).toBe(`Deal registration ${f.semanticId}: no progress for 15 days`);

    // the warning and the expiry reminders carry their own texts
    expect(await remind(f.id, 'progress_warning', activeAt + 45 * day, activeAt + 45 * day)).toBe(2);
    expect(await remind(f.id, 'expiry_3', activeAt + 87 * day, activeAt + 87 * day)).toBe(2);
    const byKind = Object.fromEntries((await messagesOf(pool, f.id)).map((m) => [m.kind, m]));
    expect(byKind.progress_warning!.title).toBe(`Warning: deal registration ${f.semanticId} has had no progress for 45 days`);
    expect(byKind.expiry_3!.title).toBe(`Deal registration ${f.semanticId} expires in 3 days`);
    expect(byKind.expiry_3!.content).toContain('add a progress entry');
    expect(messages[0]).toMatchObject({ key: 'project-filing.message.noProgress', params: { id: f.semanticId, days: 15, inactivityDays: 90 } });
    expect(byKind.progress_warning).toMatchObject({ key: 'project-filing.message.progressWarning', params: { days: 45, inactivityDays: 90 } });
    expect(byKind.expiry_3).toMatchObject({ key: 'project-filing.message.expiresSoonInactive', params: { days: 3 } });
    expect(await kindCounts(pool, f.id)).toEqual({ progress_1: 2, progress_warning: 2, expiry_3: 2 });

    // past the expiry moment no reminder is sent any more
    expect(await remind(f.id, 'progress_5', activeAt + 75 * day, activeAt + 90 * day)).toBe(0);
  });

  it('progress moves the schedule: a reminder read before the move is not sent', async () => {
    const activeAt = msNow();
    const f = await insertFiling(pool, people, { lastActivityAt: activeAt });
    const later = activeAt + 10 * day;
    await pool.query('update app_public.project_filings set last_activity_at = $2 where id = $1', [f.id, new Date(later).toISOString()]);
    expect(await remind(f.id, 'progress_1', activeAt + 15 * day, activeAt + 15 * day)).toBe(0);
    expect(await expire(f.id, activeAt + 90 * day)).toBe(false);
    expect(await remind(f.id, 'progress_1', later + 15 * day, later + 15 * day)).toBe(2);
  });

  it('one message when the principal is the submitter', async () => {
    const activeAt = msNow();
    const f = await insertFiling(pool, people, { lastActivityAt: activeAt, samePerson: true });
    expect(await remind(f.id, 'progress_1', activeAt + 15 * day, activeAt + 15 * day)).toBe(1);
  });

  it('a renewal waiting for the vendor holds the expiry; one still at the partner step is closed by the expiry', async () => {
    const activeAt = msNow();
    const validUntilDate = businessDate(activeAt, 20);
    const f = await insertFiling(pool, people, { lastActivityAt: activeAt, validUntilDate });
    const { rows } = await pool.query<{ id: string }>(
      `insert into app_public.project_filing_renewals (filing_id, reason, phase_id, valid_until_date, previous_valid_until_date, submitter_id)
       values ($1, 'More time', 2, $2::date + 60, $2, $3) returning id`,
      [f.id, validUntilDate, people.submitterId],
    );
    const renewalId = rows[0]!.id;
    await pool.query(
      `insert into app_public.project_filing_approvals (filing_id, renewal_id, company_id, source, status)
       values ($1, $2, $3, 'PARTNER_COMPANY', 'APPROVING')`,
      [f.id, renewalId, people.companyId],
    );
    const expiresAt = endOfBusinessDate(validUntilDate);
    // at the partner's step the renewal holds nothing
    expect((await deadlines(f.id))?.expiresAt).toBe(expiresAt);

    // approved by the partner, waiting for the vendor: no expiry, no reminders
    await pool.query(`update app_public.project_filing_approvals set status = 'APPROVED', decided_at = now() where renewal_id = $1`, [renewalId]);
    await pool.query(
      `insert into app_public.project_filing_approvals (filing_id, renewal_id, company_id, source, status)
       values ($1, $2, $3, 'VENDOR', 'APPROVING')`,
      [f.id, renewalId, people.companyId],
    );
    expect(await deadlines(f.id)).toEqual({ status: 'VALIDATING', expiresAt: null, reminders: [] });
    expect(await expire(f.id, expiresAt + day)).toBe(false);

    // back at the partner's step (a second renewal, say): the expiry closes it as rejected
    await pool.query(`delete from app_public.project_filing_approvals where renewal_id = $1 and source = 'VENDOR'`, [renewalId]);
    await pool.query(`update app_public.project_filing_approvals set status = 'APPROVING', decided_at = null where renewal_id = $1`, [renewalId]);
    expect(await expire(f.id, expiresAt + day)).toBe(true);
    const renewal = await pool.query('select status, decided_at is not null as decided from app_public.project_filing_renewals where id = $1', [renewalId]);
    expect(renewal.rows[0]).toEqual({ status: 'REJECTED', decided: true });
    const approval = await pool.query('select status, audit_comment from app_public.project_filing_approvals where renewal_id = $1', [renewalId]);
    expect(approval.rows[0]).toEqual({ status: 'REJECTED', audit_comment: 'The deal registration expired before the renewal was decided.' });
  });

  it('keeps the next moment: the first reminder, else the expiry; none under review; no row once closed', async () => {
    const activeAt = msNow();
    const f = await insertFiling(pool, people, { lastActivityAt: activeAt });
    await refreshMoment(pool, f.id);
    expect(await momentOf(pool, f.id)).toBe(activeAt + 15 * day);

    // a renewal held at the vendor's step, or a filing under review: nothing is due until it changes
    const review = await insertFiling(pool, people, { status: 'APPROVING', validUntilDate: null, lastActivityAt: null });
    await refreshMoment(pool, review.id);
    expect(await momentOf(pool, review.id)).toBeNull();

    for (const status of ['HAVE_SIGNED', 'CANCELED', 'REJECTED', 'EXPIRED'] as const) {
      const closed = await insertFiling(pool, people, { status });
      await refreshMoment(pool, closed.id);
      expect(await momentOf(pool, closed.id)).toBeUndefined();
    }
  });

  it('handles a due filing once: the reminders since the last look, oldest first, then the next moment', async () => {
    const activeAt = msNow() - 31 * day;
    const f = await insertFiling(pool, people, { lastActivityAt: activeAt });
    await pool.query(
      `insert into app_private.project_filing_moments (filing_id, next_at, reminded_until) values ($1, $2, $3)`,
      [f.id, new Date(activeAt + 15 * day).toISOString(), new Date(activeAt).toISOString()],
    );
    // not yet due at a moment before it: nothing
    await handleDue(f.id, activeAt + 15 * day - 1);
    expect(await kindCounts(pool, f.id)).toEqual({});
    // after an outage of two reminders' length: both are sent, and the moment moves to the warning at 45 days
    const at = activeAt + 31 * day;
    await handleDue(f.id, at);
    expect(await kindCounts(pool, f.id)).toEqual({ progress_1: 2, progress_2: 2 });
    expect(await momentOf(pool, f.id)).toBe(activeAt + 45 * day);
    // a repeat (the batch retried) sends nothing again
    await pool.query('update app_private.project_filing_moments set next_at = $2, reminded_until = $3 where filing_id = $1', [
      f.id,
      new Date(activeAt + 15 * day).toISOString(),
      new Date(activeAt).toISOString(),
    ]);
    await handleDue(f.id, at);
    expect(await kindCounts(pool, f.id)).toEqual({ progress_1: 2, progress_2: 2 });

    // at its expiry moment it expires, and its moment is gone
    await handleDue(f.id, activeAt + 90 * day);
    expect(await deadlines(f.id)).toMatchObject({ status: 'EXPIRED' });
    expect(await momentOf(pool, f.id)).toBeUndefined();
  });
});
