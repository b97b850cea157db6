import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFilingActivities, type ProjectFilingActivities } from './activities.ts';
import {
  businessDate,
  createFilingPeople,
  day,
  endOfBusinessDate,
  type FilingPeople,
  insertFiling,
  kindCounts,
  messagesOf,
  openTestPool,
} from './test-fixtures.ts';

/**
 * The SQL the project-filing workflow calls, at its boundaries: the schedule (expiry moment = the earlier of the end of
 * validUntilDate and 90 days without progress; reminders 30 and 3 days before it, every 15 days without progress, the
 * warning at 45), reminders sent once and only while relevant, and the expiry re-checked at the moment it is asked.
 */
let close: () => Promise<void>;
let pool: pg.Pool;
let a: ProjectFilingActivities;
let people: FilingPeople;

beforeAll(async () => {
  ({ pool, close } = await openTestPool());
  a = createProjectFilingActivities(pool);
  people = await createFilingPeople(pool);
}, 240_000);

afterAll(async () => {
  await close?.();
}, 60_000);

/** A moment with whole milliseconds, like every moment the workflow carries. */
const msNow = () => Date.now();

describe('project-filing workflow SQL', { timeout: 30_000 }, () => {
  it('answers null / 0 / false for a filing that does not exist, and can be repeated', async () => {
    const id = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      expect(await a.projectFilingDeadlines(id)).toBeNull();
      expect(await a.projectFilingRemind(id, 'expiry_30', msNow(), msNow())).toBe(0);
      expect(await a.projectFilingExpire(id, msNow() + 1000 * day)).toBe(false);
    }
  });

  it('has no deadlines while the filing is under review or closed', async () => {
    for (const status of ['APPROVING', 'HAVE_SIGNED', 'CANCELED', 'REJECTED', 'EXPIRED'] as const) {
      const f = await insertFiling(pool, people, { status, validUntilDate: status === 'APPROVING' ? null : undefined });
      expect(await a.projectFilingDeadlines(f.id)).toEqual({ status, expiresAt: null, reminders: [] });
      expect(await a.projectFilingExpire(f.id, msNow() + 1000 * day)).toBe(false);
    }
  });

  it('without progress: expires 90 days after the last activity, with the reminders in order', async () => {
    const activeAt = msNow();
    const f = await insertFiling(pool, people, { lastActivityAt: activeAt, validUntilDate: businessDate(activeAt, 180) });
    const expiresAt = activeAt + 90 * day;
    expect(await a.projectFilingDeadlines(f.id)).toEqual({
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
    const deadlines = await a.projectFilingDeadlines(f.id);
    expect(deadlines?.expiresAt).toBe(expiresAt);
    expect(new Date(expiresAt).toISOString()).toBe(`${validUntilDate}T16:00:00.000Z`);
    expect(deadlines?.reminders).toEqual([
      { kind: 'expiry_30', dueAt: expiresAt - 30 * day },
      { kind: 'progress_1', dueAt: activeAt + 15 * day },
      { kind: 'progress_2', dueAt: activeAt + 30 * day },
      { kind: 'expiry_3', dueAt: expiresAt - 3 * day },
    ]);

    // one millisecond before the end of the last protected day it is still in effect; at the end it expires
    expect(await a.projectFilingExpire(f.id, expiresAt - 1)).toBe(false);
    expect(await a.projectFilingExpire(f.id, expiresAt)).toBe(true);
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

    // a repeat (a retried activity) changes nothing and tells nobody again
    expect(await a.projectFilingExpire(f.id, expiresAt + day)).toBe(false);
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
    expect(await a.projectFilingExpire(f.id, activeAt + 90 * day - 1)).toBe(false);
    expect(await a.projectFilingExpire(f.id, activeAt + 90 * day)).toBe(true);
    const [told] = await messagesOf(pool, f.id);
    expect(told!.content).toContain('had no progress for 90 days');
    expect(told).toMatchObject({ key: 'project-filing.message.expiredInactive', params: { id: f.semanticId, days: 90 } });
  });

  it('sends a reminder once, to the principal and the submitter, only while it is due and relevant', async () => {
    const activeAt = msNow();
    const f = await insertFiling(pool, people, { lastActivityAt: activeAt });
    const due = activeAt + 15 * day;
    expect(await a.projectFilingRemind(f.id, 'progress_1', due, due - 1)).toBe(0); // not yet due
    expect(await a.projectFilingRemind(f.id, 'progress_1', due + 1, due + 1)).toBe(0); // not in the schedule
    expect(await a.projectFilingRemind(f.id, 'progress_2', due, due)).toBe(0); // another kind's moment
    expect(await a.projectFilingRemind(f.id, 'progress_1', due, due)).toBe(2);
    expect(await a.projectFilingRemind(f.id, 'progress_1', due, due + 60_000)).toBe(2); // repeated: deduplicated
    const messages = await messagesOf(pool, f.id);
    expect(messages.map((m) => m.rootUserId).sort()).toEqual([people.principalRoot, people.submitterRoot].sort());
    expect(messages[0]!.title).toBe(`Deal registration ${f.semanticId}: no progress for 15 days`);

    // the warning and the expiry reminders carry their own texts
    expect(await a.projectFilingRemind(f.id, 'progress_warning', activeAt + 45 * day, activeAt + 45 * day)).toBe(2);
    expect(await a.projectFilingRemind(f.id, 'expiry_3', activeAt + 87 * day, activeAt + 87 * day)).toBe(2);
    const byKind = Object.fromEntries((await messagesOf(pool, f.id)).map((m) => [m.kind, m]));
    expect(byKind.progress_warning!.title).toBe(`Warning: deal registration ${f.semanticId} has had no progress for 45 days`);
    expect(byKind.expiry_3!.title).toBe(`Deal registration ${f.semanticId} expires in 3 days`);
    expect(byKind.expiry_3!.content).toContain('add a progress entry');
    expect(messages[0]).toMatchObject({ key: 'project-filing.message.noProgress', params: { id: f.semanticId, days: 15, inactivityDays: 90 } });
    expect(byKind.progress_warning).toMatchObject({ key: 'project-filing.message.progressWarning', params: { days: 45, inactivityDays: 90 } });
    expect(byKind.expiry_3).toMatchObject({ key: 'project-filing.message.expiresSoonInactive', params: { days: 3 } });
    expect(await kindCounts(pool, f.id)).toEqual({ progress_1: 2, progress_warning: 2, expiry_3: 2 });

    // past the expiry moment no reminder is sent any more
    expect(await a.projectFilingRemind(f.id, 'progress_5', activeAt + 75 * day, activeAt + 90 * day)).toBe(0);
  });

  it('progress moves the schedule: a reminder read before the move is not sent', async () => {
    const activeAt = msNow();
    const f = await insertFiling(pool, people, { lastActivityAt: activeAt });
    const later = activeAt + 10 * day;
    await pool.query('update app_public.project_filings set last_activity_at = $2 where id = $1', [f.id, new Date(later).toISOString()]);
    expect(await a.projectFilingRemind(f.id, 'progress_1', activeAt + 15 * day, activeAt + 15 * day)).toBe(0);
    expect(await a.projectFilingExpire(f.id, activeAt + 90 * day)).toBe(false);
    expect(await a.projectFilingRemind(f.id, 'progress_1', later + 15 * day, later + 15 * day)).toBe(2);
  });

  it('one message when the principal is the submitter', async () => {
    const activeAt = msNow();
    const f = await insertFiling(pool, people, { lastActivityAt: activeAt, samePerson: true });
    expect(await a.projectFilingRemind(f.id, 'progress_1', activeAt + 15 * day, activeAt + 15 * day)).toBe(1);
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
    expect((await a.projectFilingDeadlines(f.id))?.expiresAt).toBe(expiresAt);

    // approved by the partner, waiting for the vendor: no expiry, no reminders
    await pool.query(`update app_public.project_filing_approvals set status = 'APPROVED', decided_at = now() where renewal_id = $1`, [renewalId]);
    await pool.query(
      `insert into app_public.project_filing_approvals (filing_id, renewal_id, company_id, source, status)
       values ($1, $2, $3, 'VENDOR', 'APPROVING')`,
      [f.id, renewalId, people.companyId],
    );
    expect(await a.projectFilingDeadlines(f.id)).toEqual({ status: 'VALIDATING', expiresAt: null, reminders: [] });
    expect(await a.projectFilingExpire(f.id, expiresAt + day)).toBe(false);

    // back at the partner's step (a second renewal, say): the expiry closes it as rejected
    await pool.query(`delete from app_public.project_filing_approvals where renewal_id = $1 and source = 'VENDOR'`, [renewalId]);
    await pool.query(`update app_public.project_filing_approvals set status = 'APPROVING', decided_at = null where renewal_id = $1`, [renewalId]);
    expect(await a.projectFilingExpire(f.id, expiresAt + day)).toBe(true);
    const renewal = await pool.query('select status, decided_at is not null as decided from app_public.project_filing_renewals where id = $1', [renewalId]);
    expect(renewal.rows[0]).toEqual({ status: 'REJECTED', decided: true });
    const approval = await pool.query('select status, audit_comment from app_public.project_filing_approvals where renewal_id = $1', [renewalId]);
    expect(approval.rows[0]).toEqual({ status: 'REJECTED', audit_comment: 'The deal registration expired before the renewal was decided.' });
  });
});
