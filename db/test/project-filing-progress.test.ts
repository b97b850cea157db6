import pg from 'pg';
import { projectFilingLimits } from '@pp/domain';
import { describe, expect, it } from 'vitest';
import { buildWorld, builtinRoleIds, testDatabaseUrl, withWorld, type Tx } from './world.ts';

/**
 * Progress entries, renewal applications and "my approvals" of deal registration. Filings are written directly as
 * the owner in the state each rule needs (in effect with a chosen last protected day), so these tests depend on no
 * other command. Every test runs in one rolled-back transaction, so now() is fixed throughout a test.
 */

const addProgress = 'select * from app_public.create_project_filing_progress($1, $2, $3)';
const editProgress = 'select * from app_public.update_project_filing_progress($1, $2, $3)';
const applyRenewal = 'select * from app_public.create_project_filing_renewal($1, $2, $3::date, $4)';
const myApprovals = 'select * from app_public.my_project_filing_approvals($1, $2, $3)';
/** Today in the business time zone, as SQL. */
const today = `(now() at time zone 'Asia/Shanghai')::date`;

interface FilingOptions {
  company?: 'A' | 'B';
  status?: string;
  /** The last protected day, in days from business today. */
  validForDays?: number;
  /** How long ago the last activity was, as an interval. */
  lastActivityAgo?: string;
  submitter?: string;
  principal?: string;
}

/** A filing written as owner: by default memberA's, owned by adminA, in effect for 20 more days. */
const filing = async (tx: Tx, o: FilingOptions = {}): Promise<{ id: string; semantic_id: string }> => {
  await tx.as(null);
  const inB = o.company === 'B';
  const { rows } = await tx.query<{ id: string; semantic_id: string }>(
    `insert into app_public.project_filings (company_id, name, customer_full_name, customer_address, industry_id,
       contact_name, contact_email, contact_phone_prefix, contact_phone, contact_position, estimated_order_budget,
       currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids, application_scenario_ids,
       requirement, principal_id, submitter_id, status, valid_until_date, last_activity_at, approved_at)
     values ($1, 'Data centre refresh', 'Harbour Bank Ltd', '1 Quay Road', 2, 'Lee', 'lee@example.com', '+86',
       '13800000000', 'CTO', 120000, 'CNY', ${today} + 60, 1, 1, '{1}', '{1}', 'Two clusters', $2, $3,
       $4::app_public.project_filing_status, case when $4 = 'APPROVING' then null else ${today} + $5::int end,
       case when $4 = 'APPROVING' then null else now() - $6::interval end, case when $4 = 'APPROVING' then null else now() end)
     returning id, semantic_id`,
    [
      inB ? tx.world.companyB : tx.world.companyA,
      o.principal ?? (inB ? tx.world.identities['memberB:B'] : tx.world.identities['adminA:A']),
      o.submitter ?? (inB ? tx.world.identities['memberB:B'] : tx.world.identities['memberA:A']),
      o.status ?? 'VALIDATING',
      o.validForDays ?? 20,
      o.lastActivityAgo ?? '1 day',
    ],
  );
  return rows[0]!;
};

/** Makes the `noCompany` person a regular member of company A: a colleague who neither submitted nor owns filings. */
const colleagueOfA = async (tx: Tx): Promise<string> => {
  await tx.as(null);
  const { rows } = await tx.query<{ id: string }>(
    `insert into app_public.users (root_user_id, company_id, name, status) values ($1, $2, 'Colleague', 'JOINED') returning id`,
    [tx.world.people.noCompany, tx.world.companyA],
  );
  await tx.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [rows[0]!.id, builtinRoleIds.regularMember]);
  return rows[0]!.id;
};

const one = async <R extends Record<string, unknown>>(tx: Tx, sql: string, values: unknown[] = []): Promise<R> => {
  const { rows } = await tx.query<R>(sql, values);
  return rows[0]!;
};

/** The filing's next deadline moment, as the sweep will read it (as owner). */
const momentOf = async (tx: Tx, filingId: string): Promise<{ fromActivity: string } | null | undefined> => {
  await tx.as(null);
  const { rows } = await tx.query<{ next_at: Date | null; from_activity: string | null }>(
    `select m.next_at, (m.next_at - date_trunc('milliseconds', f.last_activity_at))::text as from_activity
     from app_private.project_filing_moments m join app_public.project_filings f on f.id = m.filing_id where m.filing_id = $1`,
    [filingId],
  );
  if (!rows[0]) return undefined;
  return rows[0].next_at === null ? null : { fromActivity: rows[0].from_activity! };
};

describe('adding progress', () => {
  it('is open to the submitter, the owner and the administrator; it moves the phase and restarts the inactivity clock', () =>
    withWorld(async (tx) => {
      const f = await filing(tx, { lastActivityAgo: '40 days' });
      await tx.as('memberA');
      const p = await one<{ submitter_id: string; content: string; phase_id: number; created_at: Date }>(tx, addProgress, [f.id, '  Demo done  ', 3]);
      expect(p).toMatchObject({ submitter_id: tx.world.identities['memberA:A'], content: 'Demo done', phase_id: 3 });
      await tx.as(null);
      const after = await one<{ phase_id: number; fresh: boolean }>(
        tx,
        'select phase_id, last_activity_at = now() as fresh from app_public.project_filings where id = $1',
        [f.id],
      );
      expect(after).toEqual({ phase_id: 3, fresh: true });
      // the first progress reminder is now 15 days after this progress
      expect(await momentOf(tx, f.id)).toEqual({ fromActivity: '15 days' });
      // The owner (adminA, also the administrator) may add progress as well.
      await tx.as('adminA');
      expect(await tx.errorOf(addProgress, [f.id, 'Quote sent', 4])).toBe('NO_ERROR');
    }));

  it('refuses people who do not manage the filing', () =>
    withWorld(async (tx) => {
      const f = await filing(tx);
      await colleagueOfA(tx);
      // A colleague who neither submitted nor owns it does not even see it; nor does another company.
      await tx.as('noCompany');
      expect(await tx.errorOf(addProgress, [f.id, 'x', 1])).toBe('PROJECT_FILING_NOT_FOUND');
      await tx.as('memberB');
      expect(await tx.errorOf(addProgress, [f.id, 'x', 1])).toBe('PROJECT_FILING_NOT_FOUND');
      // The vendor sees it but does not manage the company's deals.
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(addProgress, [f.id, 'x', 1])).toBe('NO_PERMISSION');
      // The submitter without ManageProjectReport any more sees it (ViewProjectReport) but cannot add progress.
      await tx.as(null);
      await tx.query(
        `insert into app_public.roles (id, company_id, name, type) values ('00000000-0000-4000-8000-00000000a0a0', $1, 'Viewer', 'ORGANIZATIONAL')`,
        [tx.world.companyA],
      );
      await tx.query(`insert into app_public.role_permissions (role_id, permission_key) values ('00000000-0000-4000-8000-00000000a0a0', 'ViewProjectReport')`);
      await tx.query('delete from app_public.user_roles where user_id = $1', [tx.world.identities['memberA:A']]);
      await tx.query(`insert into app_public.user_roles (user_id, role_id) values ($1, '00000000-0000-4000-8000-00000000a0a0')`, [
        tx.world.identities['memberA:A'],
      ]);
      await tx.as('memberA');
      expect((await tx.query('select 1 from app_public.project_filings where id = $1', [f.id])).rowCount).toBe(1);
      expect(await tx.errorOf(addProgress, [f.id, 'x', 1])).toBe('NO_PERMISSION');
      expect(await tx.errorOf(addProgress, ['00000000-0000-4000-8000-000000000000', 'x', 1])).toBe('PROJECT_FILING_NOT_FOUND');
    }));

  it('is refused unless the filing is in effect (under review, expired, past its last day or 90 days idle)', () =>
    withWorld(async (tx) => {
      for (const status of ['APPROVING', 'EXPIRED', 'HAVE_SIGNED', 'CANCELED', 'REJECTED']) {
        const f = await filing(tx, { status });
        await tx.as('memberA');
        expect(await tx.errorOf(addProgress, [f.id, 'x', 1]), status).toBe('PROJECT_FILING_PROGRESS_NOT_IN_EFFECT');
      }
      // Still VALIDATING (the workflow has not marked it yet) but its time is over.
      const lastDayWasYesterday = await filing(tx, { validForDays: -1 });
      const idle90 = await filing(tx, { lastActivityAgo: '90 days' });
      const lastDayToday = await filing(tx, { validForDays: 0 });
      const idleAlmost90 = await filing(tx, { lastActivityAgo: '89 days 23 hours 59 minutes' });
      await tx.as('memberA');
      expect(await tx.errorOf(addProgress, [lastDayWasYesterday.id, 'x', 1])).toBe('PROJECT_FILING_PROGRESS_NOT_IN_EFFECT');
      expect(await tx.errorOf(addProgress, [idle90.id, 'x', 1])).toBe('PROJECT_FILING_PROGRESS_NOT_IN_EFFECT');
      expect(await tx.errorOf(addProgress, [lastDayToday.id, 'x', 1])).toBe('NO_ERROR');
      expect(await tx.errorOf(addProgress, [idleAlmost90.id, 'x', 1])).toBe('NO_ERROR');
    }));

  it('stays open past the last day while a renewal waits for the vendor (it holds the expiry), not while it waits for the partner', () =>
    withWorld(async (tx) => {
      const atVendor = await filing(tx, { validForDays: -1 });
      const atPartner = await filing(tx, { validForDays: -1 });
      await tx.as(null);
      for (const [f, source] of [[atVendor, 'VENDOR'], [atPartner, 'PARTNER_COMPANY']] as const) {
        const { rows } = await tx.query<{ id: string }>(
          `insert into app_public.project_filing_renewals (filing_id, reason, phase_id, valid_until_date, previous_valid_until_date, submitter_id)
           select id, 'Later', 2, valid_until_date + 30, valid_until_date, submitter_id from app_public.project_filings where id = $1 returning id`,
          [f.id],
        );
        await tx.query(`insert into app_public.project_filing_approvals (filing_id, renewal_id, company_id, source) values ($1, $2, $3, $4)`, [
          f.id,
          rows[0]!.id,
          tx.world.companyA,
          source,
        ]);
      }
      await tx.as('memberA');
      expect(await tx.errorOf(addProgress, [atVendor.id, 'x', 1])).toBe('NO_ERROR');
      expect(await tx.errorOf(addProgress, [atPartner.id, 'x', 1])).toBe('PROJECT_FILING_PROGRESS_NOT_IN_EFFECT');
    }));

  it('needs content of 1..200 characters and an enabled phase', () =>
    withWorld(async (tx) => {
      const f = await filing(tx);
      const max = projectFilingLimits.filingTextMax;
      await tx.as(null);
      await tx.query('update app_public.project_phases set enabled = false where id = 5');
      await tx.as('memberA');
      expect(await tx.errorOf(addProgress, [f.id, '', 1])).toBe('PROJECT_FILING_PROGRESS_REQUIRED');
      expect(await tx.errorOf(addProgress, [f.id, ' \n ', 1])).toBe('PROJECT_FILING_PROGRESS_REQUIRED');
      expect(await tx.errorOf(addProgress, [f.id, null, 1])).toBe('PROJECT_FILING_PROGRESS_REQUIRED');
      expect(await tx.errorOf(addProgress, [f.id, 'x', 1])).toBe('NO_ERROR');
      expect(await tx.errorOf(addProgress, [f.id, 'y'.repeat(max), 1])).toBe('NO_ERROR');
      expect(await tx.errorOf(addProgress, [f.id, 'z'.repeat(max + 1), 1])).toBe('PROJECT_FILING_PROGRESS_TOO_LONG');
      expect(await tx.errorOf(addProgress, [f.id, 'ok', null])).toBe('PROJECT_FILING_FIELD_REQUIRED');
      expect(await tx.errorOf(addProgress, [f.id, 'ok', 5])).toBe('PROJECT_FILING_REFERENCE_INVALID');
      expect(await tx.errorOf(addProgress, [f.id, 'ok', 999])).toBe('PROJECT_FILING_REFERENCE_INVALID');
      const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from app_public.project_filing_progresses where filing_id = $1', [f.id]);
      expect(rows[0]!.n).toBe(2);
    }));
});

describe('editing progress', () => {
  const progressOf = async (tx: Tx, filingId: string, ageSql: string) => {
    await tx.as('memberA');
    const p = await one<{ id: string }>(tx, addProgress, [filingId, 'First call', 2]);
    await tx.as(null);
    await tx.query(`update app_public.project_filing_progresses set created_at = now() - interval '${ageSql}' where id = $1`, [p.id]);
    return p.id;
  };
  const editable = async (tx: Tx, id: string) =>
    (await one<{ e: boolean }>(tx, 'select app_public.project_filing_progresses_editable(p) as e from app_public.project_filing_progresses p where id = $1', [id])).e;

  it('is allowed to its author until 3 days after its creation (3 days − 1 minute yes, + 1 minute no)', () =>
    withWorld(async (tx) => {
      const f = await filing(tx);
      const young = await progressOf(tx, f.id, '3 days - 1 minute');
      const old = await progressOf(tx, f.id, '3 days 1 minute');
      await tx.as('memberA');
      expect(await editable(tx, young)).toBe(true);
      expect(await editable(tx, old)).toBe(false);
      const edited = await one<{ content: string; phase_id: number }>(tx, editProgress, [young, ' Second call ', 4]);
      expect(edited).toEqual(expect.objectContaining({ content: 'Second call', phase_id: 4 }));
      expect(await tx.errorOf(editProgress, [old, 'Too late', 4])).toBe('PROJECT_FILING_PROGRESS_EDIT_EXPIRED');
      // The same content rules as adding.
      expect(await tx.errorOf(editProgress, [young, '   ', 4])).toBe('PROJECT_FILING_PROGRESS_REQUIRED');
      expect(await tx.errorOf(editProgress, [young, 'y'.repeat(projectFilingLimits.filingTextMax + 1), 4])).toBe('PROJECT_FILING_PROGRESS_TOO_LONG');
      expect(await tx.errorOf(editProgress, [young, 'ok', null])).toBe('PROJECT_FILING_FIELD_REQUIRED');
      expect(await tx.errorOf(editProgress, [young, 'ok', 999])).toBe('PROJECT_FILING_REFERENCE_INVALID');
    }));

  it('is for its author only, while the filing is in effect', () =>
    withWorld(async (tx) => {
      const f = await filing(tx);
      const id = await progressOf(tx, f.id, '1 hour');
      // The administrator (owner of the filing) sees the entry but did not write it.
      await tx.as('adminA');
      expect(await editable(tx, id)).toBe(false);
      expect(await tx.errorOf(editProgress, [id, 'Mine now', 2])).toBe('NO_PERMISSION');
      await tx.as('memberB');
      expect(await tx.errorOf(editProgress, [id, 'Mine now', 2])).toBe('PROJECT_FILING_PROGRESS_NOT_FOUND');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(editProgress, [id, 'Mine now', 2])).toBe('NO_PERMISSION');
      await tx.as('memberA');
      expect(await tx.errorOf(editProgress, ['00000000-0000-4000-8000-000000000000', 'x', 2])).toBe('PROJECT_FILING_PROGRESS_NOT_FOUND');
      await tx.as(null);
      await tx.query(`update app_public.project_filings set status = 'HAVE_SIGNED', sign_date = ${today} where id = $1`, [f.id]);
      await tx.as('memberA');
      expect(await editable(tx, id)).toBe(false);
      expect(await tx.errorOf(editProgress, [id, 'After signing', 2])).toBe('PROJECT_FILING_PROGRESS_NOT_IN_EFFECT');
    }));

  it('moves the filing’s phase when the latest entry is edited, not an older one', () =>
    withWorld(async (tx) => {
      const f = await filing(tx);
      const older = await progressOf(tx, f.id, '2 days');
      const latest = await progressOf(tx, f.id, '1 day');
      const phase = async () => {
        await tx.as(null);
        return (await one<{ phase_id: number }>(tx, 'select phase_id from app_public.project_filings where id = $1', [f.id])).phase_id;
      };
      await tx.as('memberA');
      await tx.query(editProgress, [older, 'Older', 5]);
      expect(await phase()).toBe(2);
      await tx.as('memberA');
      await tx.query(editProgress, [latest, 'Latest', 6]);
      expect(await phase()).toBe(6);
    }));
});

describe('applying for a renewal', () => {
  const canRenew = async (tx: Tx, id: string) =>
    (await one<{ ok: boolean }>(tx, 'select app_public.project_filings_can_renew(f) as ok from app_public.project_filings f where id = $1', [id])).ok;
  const dateIn = async (tx: Tx, days: number, months = 0) =>
    (await one<{ d: string }>(tx, `select to_char(${today} + $1::int + make_interval(months => $2), 'YYYY-MM-DD') as d`, [days, months])).d;

  it('is open from 30 days before the last protected day (31 refused), until that day ends', () =>
    withWorld(async (tx) => {
      const early = await filing(tx, { validForDays: 31 });
      const inWindow = await filing(tx, { validForDays: 30 });
      const lastDay = await filing(tx, { validForDays: 0 });
      const over = await filing(tx, { validForDays: -1 });
      const expired = await filing(tx, { status: 'EXPIRED', validForDays: 10 });
      const underReview = await filing(tx, { status: 'APPROVING' });
      await tx.as('memberA');
      for (const [f, ok] of [[early, false], [inWindow, true], [lastDay, true], [over, false], [expired, false], [underReview, false]] as const) {
        expect(await canRenew(tx, f.id), f.id).toBe(ok);
      }
      expect(await tx.errorOf(applyRenewal, [early.id, 2, await dateIn(tx, 60), 'More time'])).toBe('PROJECT_FILING_RENEWAL_NOT_ALLOWED');
      expect(await tx.errorOf(applyRenewal, [over.id, 2, await dateIn(tx, 60), 'More time'])).toBe('PROJECT_FILING_RENEWAL_NOT_ALLOWED');
      expect(await tx.errorOf(applyRenewal, [expired.id, 2, await dateIn(tx, 60), 'More time'])).toBe('PROJECT_FILING_RENEWAL_NOT_ALLOWED');
      expect(await tx.errorOf(applyRenewal, [underReview.id, 2, await dateIn(tx, 60), 'More time'])).toBe('PROJECT_FILING_RENEWAL_NOT_ALLOWED');
      expect(await tx.errorOf(applyRenewal, [inWindow.id, 2, await dateIn(tx, 60), 'More time'])).toBe('NO_ERROR');
      expect(await tx.errorOf(applyRenewal, [lastDay.id, 2, await dateIn(tx, 30), 'More time'])).toBe('NO_ERROR');
    }));

  it('creates the renewal, its partner approval step, the timeline entry, the approvers’ message and the signal', () =>
    withWorld(async (tx) => {
      const f = await filing(tx, { validForDays: 10 });
      const newDate = await dateIn(tx, 40);
      await tx.as('memberA');
      const r = await one<{ id: string; status: string; submitter_id: string; reason: string; phase_id: number; valid_until_date: Date; previous_valid_until_date: Date }>(
        tx,
        applyRenewal,
        [f.id, 5, newDate, '  Customer board moved  '],
      );
      expect(r).toMatchObject({ status: 'APPROVING', submitter_id: tx.world.identities['memberA:A'], reason: 'Customer board moved', phase_id: 5 });
      await tx.as(null);
      const dates = await one<{ v: string; p: string; current: string }>(
        tx,
        `select to_char(r.valid_until_date, 'YYYY-MM-DD') as v, to_char(r.previous_valid_until_date, 'YYYY-MM-DD') as p,
                to_char(f.valid_until_date, 'YYYY-MM-DD') as current
         from app_public.project_filing_renewals r join app_public.project_filings f on f.id = r.filing_id where r.id = $1`,
        [r.id],
      );
      expect(dates).toEqual({ v: newDate, p: await dateIn(tx, 10), current: await dateIn(tx, 10) });
      const { rows: steps } = await tx.query('select company_id, source, status, renewal_id from app_public.project_filing_approvals where filing_id = $1', [f.id]);
      expect(steps).toEqual([{ company_id: tx.world.companyA, source: 'PARTNER_COMPANY', status: 'APPROVING', renewal_id: r.id }]);
      const { rows: history } = await tx.query('select event, actor_id, comment from app_public.project_filing_history where filing_id = $1', [f.id]);
      expect(history).toEqual([{ event: 'renewal_apply', actor_id: tx.world.people.memberA, comment: 'Customer board moved' }]);
      const { rows: messages } = await tx.query<{ root_user_id: string; link: string; title: string; message_key: string; message_params: unknown }>(
        'select root_user_id, link, title, message_key, message_params from app_public.user_messages where company_id = $1 order by created_at',
        [tx.world.companyA],
      );
      expect(messages).toEqual([
        {
          root_user_id: tx.world.people.adminA,
          link: `/workbench/project-filing/detail?semanticId=${f.semantic_id}`,
          title: `A renewal of deal registration ${f.semantic_id} is waiting for your approval`,
          message_key: 'project-filing.message.waitingRenewal',
          message_params: { id: f.semantic_id, name: 'Data centre refresh', customer: 'Harbour Bank Ltd' },
        },
      ]);
      // at the partner's step a renewal holds nothing: the filing's next moment is its 3-day expiry reminder
      const { rows: held } = await tx.query<{ reminder: boolean }>(
        `select m.next_at = app_private.project_filing_expires_at(f) - interval '3 days' as reminder
         from app_private.project_filing_moments m join app_public.project_filings f on f.id = m.filing_id where m.filing_id = $1`,
        [f.id],
      );
      expect(held).toEqual([{ reminder: true }]);
    }));

  it('refuses a second renewal while one is under review', () =>
    withWorld(async (tx) => {
      const f = await filing(tx, { validForDays: 10 });
      const date = await dateIn(tx, 40);
      await tx.as('memberA');
      await tx.query(applyRenewal, [f.id, 2, date, 'First']);
      expect(await canRenew(tx, f.id)).toBe(false);
      await tx.as('adminA');
      expect(await tx.errorOf(applyRenewal, [f.id, 2, date, 'Second'])).toBe('PROJECT_FILING_RENEWAL_DUPLICATE');
      // Once the first is decided (here rejected, as owner), a new one may be applied for.
      await tx.as(null);
      await tx.query(`update app_public.project_filing_renewals set status = 'REJECTED', decided_at = now() where filing_id = $1`, [f.id]);
      await tx.query(`update app_public.project_filing_approvals set status = 'REJECTED', decided_at = now() where filing_id = $1`, [f.id]);
      await tx.as('adminA');
      expect(await canRenew(tx, f.id)).toBe(true);
      expect(await tx.errorOf(applyRenewal, [f.id, 2, date, 'Second'])).toBe('NO_ERROR');
    }));

  it('takes a new date after the current one, at most 3 months after it', () =>
    withWorld(async (tx) => {
      const f = await filing(tx, { validForDays: 10 });
      const [same, earlier, threeMonths] = [await dateIn(tx, 10), await dateIn(tx, 5), await dateIn(tx, 10, 3)];
      const threeMonthsAndADay = (await one<{ d: string }>(tx, `select to_char($1::date + 1, 'YYYY-MM-DD') as d`, [threeMonths])).d;
      await tx.as('memberA');
      expect(await tx.errorOf(applyRenewal, [f.id, 2, null, 'Why'])).toBe('PROJECT_FILING_RENEWAL_DATE_INVALID');
      expect(await tx.errorOf(applyRenewal, [f.id, 2, same, 'Why'])).toBe('PROJECT_FILING_RENEWAL_DATE_INVALID');
      expect(await tx.errorOf(applyRenewal, [f.id, 2, earlier, 'Why'])).toBe('PROJECT_FILING_RENEWAL_DATE_INVALID');
      expect(await tx.errorOf(applyRenewal, [f.id, 2, threeMonthsAndADay, 'Why'])).toBe('PROJECT_FILING_RENEWAL_DATE_INVALID');
      expect(await tx.errorOf(applyRenewal, [f.id, 2, threeMonths, 'Why'])).toBe('NO_ERROR');
    }));

  it('needs an enabled phase and a reason of 1..200 characters', () =>
    withWorld(async (tx) => {
      const f = await filing(tx, { validForDays: 10 });
      const date = await dateIn(tx, 40);
      await tx.as(null);
      await tx.query('update app_public.project_phases set enabled = false where id = 5');
      await tx.as('memberA');
      expect(await tx.errorOf(applyRenewal, [f.id, null, date, 'Why'])).toBe('PROJECT_FILING_RENEWAL_PHASE_INVALID');
      expect(await tx.errorOf(applyRenewal, [f.id, 5, date, 'Why'])).toBe('PROJECT_FILING_RENEWAL_PHASE_INVALID');
      expect(await tx.errorOf(applyRenewal, [f.id, 999, date, 'Why'])).toBe('PROJECT_FILING_RENEWAL_PHASE_INVALID');
      expect(await tx.errorOf(applyRenewal, [f.id, 2, date, null])).toBe('PROJECT_FILING_REASON_REQUIRED');
      expect(await tx.errorOf(applyRenewal, [f.id, 2, date, '  '])).toBe('PROJECT_FILING_REASON_REQUIRED');
      expect(await tx.errorOf(applyRenewal, [f.id, 2, date, 'r'.repeat(projectFilingLimits.filingTextMax + 1)])).toBe('PROJECT_FILING_REASON_TOO_LONG');
      expect(await tx.errorOf(applyRenewal, [f.id, 2, date, 'r'.repeat(projectFilingLimits.filingTextMax)])).toBe('NO_ERROR');
    }));

  it('is for the people who manage the filing, in a company that has an approver', () =>
    withWorld(async (tx) => {
      const f = await filing(tx, { validForDays: 10 });
      const date = await dateIn(tx, 40);
      await colleagueOfA(tx);
      await tx.as('noCompany');
      expect((await tx.query('select 1 from app_public.project_filings where id = $1', [f.id])).rowCount).toBe(0);
      expect(await tx.errorOf(applyRenewal, [f.id, 2, date, 'Why'])).toBe('PROJECT_FILING_NOT_FOUND');
      await tx.as('memberB');
      expect(await tx.errorOf(applyRenewal, [f.id, 2, date, 'Why'])).toBe('PROJECT_FILING_NOT_FOUND');
      await tx.as('vendorAdmin');
      expect(await canRenew(tx, f.id)).toBe(false);
      expect(await tx.errorOf(applyRenewal, [f.id, 2, date, 'Why'])).toBe('NO_PERMISSION');
      // Company B has no member holding ManageApprovalProcess: nobody could decide the company's step.
      const inB = await filing(tx, { company: 'B', validForDays: 10 });
      await tx.as('memberB');
      expect(await tx.errorOf(applyRenewal, [inB.id, 2, date, 'Why'])).toBe('PROJECT_FILING_NO_APPROVER');
    }));
});

describe('applying for renewals at the same moment', () => {
  it('gives the filing one renewal: the other applicant is told a renewal is under review', async () => {
    const owner = new pg.Client({ connectionString: testDatabaseUrl() });
    await owner.connect();
    const world = await buildWorld(owner); // committed: the parallel connections must see it
    try {
      const { rows } = await owner.query<{ id: string; d: string }>(
        `insert into app_public.project_filings (company_id, name, customer_full_name, customer_address, industry_id,
           contact_name, contact_email, contact_phone_prefix, contact_phone, contact_position, estimated_order_budget,
           currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids, application_scenario_ids,
           requirement, principal_id, submitter_id, status, valid_until_date, last_activity_at, approved_at)
         values ($1, 'Race', 'Race Customer', 'Road', 1, 'Lee', 'lee@example.com', '+86', '13800000000', 'CTO', 1000, 'CNY',
           ${today} + 60, 1, 1, '{1}', '{1}', 'Needs', $2, $3, 'VALIDATING', ${today} + 5, now(), now())
         returning id, (${today} + 40)::text as d`,
        [world.companyA, world.identities['adminA:A'], world.identities['memberA:A']],
      );
      const { id, d } = rows[0]!;
      const apply = async (root: string): Promise<string> => {
        const client = new pg.Client({ connectionString: testDatabaseUrl() });
        await client.connect();
        try {
          await client.query('begin');
          await client.query("select set_config('jwt.claims.sub', $1, true)", [root]);
          await client.query('set local role pp_user');
          try {
            await client.query(applyRenewal, [id, 2, d, 'Both at once']);
          } catch (error) {
            await client.query('rollback');
            const e = error as { code?: string; message?: string };
            return e.code === 'PPERR' ? e.message! : String(e.code);
          }
          // Stay uncommitted a moment, so the other application runs meanwhile.
          await new Promise((r) => setTimeout(r, 300));
          await client.query('commit');
          return 'NO_ERROR';
        } finally {
          await client.end();
        }
      };
      const results = await Promise.all([apply(world.people.memberA), apply(world.people.adminA)]);
      expect(results.sort()).toEqual(['NO_ERROR', 'PROJECT_FILING_RENEWAL_DUPLICATE']);
      const count = await owner.query<{ n: number }>('select count(*)::int as n from app_public.project_filing_renewals where filing_id = $1', [id]);
      expect(count.rows[0]!.n).toBe(1);
    } finally {
      await owner.query('delete from app_public.companies where id = any ($1::uuid[])', [[world.companyA, world.companyB]]);
      await owner.query('delete from app_public.root_users where id = any ($1::uuid[])', [Object.values(world.people)]);
      await owner.end();
    }
  });
});

describe('deciding a renewal (the approval commands)', () => {
  // The approval commands belong to the filing commands' split; until it replaces the scaffold's placeholder, these
  // cases cannot run.
  const placeholder = async (tx: Tx) =>
    (
      await one<{ p: boolean }>(
        tx,
        `select prosrc ~ '^ *begin perform app_hidden.raise_error' as p from pg_proc where proname = 'approve_project_filing_approval'`,
      )
    ).p;
  const approve = 'select * from app_public.approve_project_filing_approval($1, $2)';
  const reject = 'select * from app_public.reject_project_filing_approval($1, $2)';

  it('moves the last protected day once the partner administrator and then the vendor approve', async (ctx) => {
    await withWorld(async (tx) => {
      if (await placeholder(tx)) ctx.skip();
      const f = await filing(tx, { validForDays: 10 });
      const newDate = (await one<{ d: string }>(tx, `select to_char(${today} + 50, 'YYYY-MM-DD') as d`)).d;
      await tx.as('memberA');
      const r = await one<{ id: string }>(tx, applyRenewal, [f.id, 4, newDate, 'Tender delayed']);
      const step = async (source: string) => {
        await tx.as(null);
        return one<{ id: string }>(tx, `select id from app_public.project_filing_approvals where renewal_id = $1 and source = $2 and status = 'APPROVING'`, [r.id, source]);
      };
      const partnerStep = await step('PARTNER_COMPANY');
      await tx.as('adminA');
      await tx.query(approve, [partnerStep.id, 'Fine']);
      const vendorStep = await step('VENDOR');
      await tx.as('vendorAdmin');
      await tx.query(approve, [vendorStep.id, null]);
      await tx.as(null);
      const after = await one<{ renewal: string; filing: string; v: string }>(
        tx,
        `select r.status as renewal, f.status as filing, to_char(f.valid_until_date, 'YYYY-MM-DD') as v
         from app_public.project_filing_renewals r join app_public.project_filings f on f.id = r.filing_id where r.id = $1`,
        [r.id],
      );
      expect(after).toEqual({ renewal: 'APPROVED', filing: 'VALIDATING', v: newDate });
    });
  });

  it('keeps the filing in effect and its date when a step rejects the renewal', async (ctx) => {
    await withWorld(async (tx) => {
      if (await placeholder(tx)) ctx.skip();
      const f = await filing(tx, { validForDays: 10 });
      const newDate = (await one<{ d: string }>(tx, `select to_char(${today} + 50, 'YYYY-MM-DD') as d`)).d;
      await tx.as('memberA');
      const r = await one<{ id: string }>(tx, applyRenewal, [f.id, 4, newDate, 'Tender delayed']);
      await tx.as(null);
      const partnerStep = await one<{ id: string }>(tx, 'select id from app_public.project_filing_approvals where renewal_id = $1', [r.id]);
      await tx.as('adminA');
      expect(await tx.errorOf(reject, [partnerStep.id, null])).toBe('PROJECT_FILING_REJECT_COMMENT_REQUIRED');
      await tx.query(reject, [partnerStep.id, 'Not convinced']);
      await tx.as(null);
      const after = await one<{ renewal: string; filing: string; moved: boolean }>(
        tx,
        `select r.status as renewal, f.status as filing, f.valid_until_date <> ${today} + 10 as moved
         from app_public.project_filing_renewals r join app_public.project_filings f on f.id = r.filing_id where r.id = $1`,
        [r.id],
      );
      expect(after).toEqual({ renewal: 'REJECTED', filing: 'VALIDATING', moved: false });
    });
  });
});

describe('my approvals', () => {
  /** Approval records written as owner: a filing's or a renewal's, from a side, in a status, some time ago. */
  const record = async (tx: Tx, filingId: string, o: { renewalId?: string; source?: string; status?: string; ago: string; company?: string }) => {
    await tx.as(null);
    const { rows } = await tx.query<{ id: string }>(
      `insert into app_public.project_filing_approvals (filing_id, renewal_id, company_id, source, status, approver_id, decided_at, created_at)
       values ($1, $2, $3, $4, $5::app_public.approval_status, case when $5::app_public.approval_status = 'APPROVING' then null else $7::uuid end,
               case when $5::app_public.approval_status = 'APPROVING' then null else now() end,
               now() - $6::interval) returning id`,
      [filingId, o.renewalId ?? null, o.company ?? tx.world.companyA, o.source ?? 'PARTNER_COMPANY', o.status ?? 'APPROVING', o.ago, tx.world.people.adminA],
    );
    return rows[0]!.id;
  };
  const renewal = async (tx: Tx, filingId: string, status: string) => {
    await tx.as(null);
    const { rows } = await tx.query<{ id: string }>(
      `insert into app_public.project_filing_renewals (filing_id, reason, phase_id, valid_until_date, previous_valid_until_date, submitter_id, status)
       select id, 'Later', 2, valid_until_date + 30, valid_until_date, submitter_id, $2::app_public.approval_status from app_public.project_filings where id = $1 returning id`,
      [filingId, status],
    );
    return rows[0]!.id;
  };
  const ids = async (tx: Tx, companyId: string, kind: string, pendingOnly: boolean | null) =>
    (await tx.query<{ id: string }>(myApprovals, [companyId, kind, pendingOnly])).rows.map((r) => r.id);

  it('lists the company’s own approval steps of filings or of renewals, newest first, optionally the waiting ones', () =>
    withWorld(async (tx) => {
      const older = await filing(tx, { status: 'VALIDATING', validForDays: 10 });
      const newer = await filing(tx, { status: 'APPROVING' });
      const decidedFiling = await record(tx, older.id, { status: 'APPROVED', ago: '20 days' });
      await record(tx, older.id, { source: 'VENDOR', status: 'APPROVED', ago: '19 days' });
      const waitingFiling = await record(tx, newer.id, { ago: '2 days' });
      const rejectedRenewal = await renewal(tx, older.id, 'REJECTED');
      const decidedRenewalStep = await record(tx, older.id, { renewalId: rejectedRenewal, status: 'REJECTED', ago: '5 days' });
      const pendingRenewal = await renewal(tx, older.id, 'APPROVING');
      const waitingRenewalStep = await record(tx, older.id, { renewalId: pendingRenewal, ago: '1 day' });
      // Another company's records never appear.
      const other = await filing(tx, { company: 'B', status: 'APPROVING' });
      await record(tx, other.id, { company: tx.world.companyB, ago: '1 hour' });

      await tx.as('adminA');
      const { companyA } = tx.world;
      expect(await ids(tx, companyA, 'FILING', false)).toEqual([waitingFiling, decidedFiling]);
      expect(await ids(tx, companyA, 'FILING', null)).toEqual([waitingFiling, decidedFiling]);
      expect(await ids(tx, companyA, 'FILING', true)).toEqual([waitingFiling]);
      expect(await ids(tx, companyA, 'RENEWAL', false)).toEqual([waitingRenewalStep, decidedRenewalStep]);
      expect(await ids(tx, companyA, 'RENEWAL', true)).toEqual([waitingRenewalStep]);

      const shown = await one<Record<string, unknown>>(
        tx,
        `select app_public.project_filing_approvals_filing_name(a) as name, app_public.project_filing_approvals_filing_semantic_id(a) as semantic_id,
                app_public.project_filing_approvals_submitter_name(a) as submitter,
                app_public.project_filing_approvals_renewal_valid_until_date(a) = f.valid_until_date + 30 as new_date
         from app_public.project_filing_approvals a join app_public.project_filings f on f.id = a.filing_id where a.id = $1`,
        [decidedRenewalStep],
      );
      expect(shown).toEqual({ name: 'Data centre refresh', semantic_id: older.semantic_id, submitter: 'memberA', new_date: true });
      const waiting = await one<Record<string, unknown>>(
        tx,
        `select app_public.project_filing_approvals_renewal_valid_until_date(a) as new_date from app_public.project_filing_approvals a where a.id = $1`,
        [waitingFiling],
      );
      expect(waiting).toEqual({ new_date: null });
    }));

  it('is for holders of ViewApprovalProcess in the company, and knows only the two kinds', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      for (const persona of ['memberA', 'memberB', 'noCompany', 'vendorAdmin'] as const) {
        await tx.as(persona);
        expect(await tx.errorOf(myApprovals, [companyA, 'FILING', false]), persona).toBe('NO_PERMISSION');
      }
      await tx.as('adminA');
      expect(await tx.errorOf(myApprovals, [companyB, 'FILING', false])).toBe('NO_PERMISSION');
      expect(await tx.errorOf(myApprovals, [companyA, 'OTHER', false])).toBe('VALIDATION_FAILED');
      expect(await tx.errorOf(myApprovals, [companyA, null, false])).toBe('VALIDATION_FAILED');
      expect(await tx.errorOf(myApprovals, [null, 'FILING', false])).toBe('NO_PERMISSION');
      expect(await ids(tx, companyA, 'RENEWAL', true)).toEqual([]);
    }));

  it('is one inlined query that reads only the company’s records of the kind through an index', () =>
    withWorld(async (tx) => {
      // Many decided records of one company, so that the planner's choice is the one it makes at size.
      const f = await filing(tx);
      await tx.as(null);
      await tx.query(
        `insert into app_public.project_filing_approvals (filing_id, company_id, source, status, decided_at, created_at)
         select $1, $2, 'PARTNER_COMPANY', 'APPROVED', now(), now() - make_interval(mins => i) from generate_series(1, 5000) i`,
        [f.id, tx.world.companyA],
      );
      await tx.query('analyze app_public.project_filing_approvals');
      await tx.as('adminA');
      const cases = [
        ['FILING', false, 'project_filing_approvals_partner_list_idx'],
        ['RENEWAL', false, 'project_filing_approvals_partner_list_idx'],
        ['FILING', true, 'project_filing_approvals_partner_pending_idx'],
        ['RENEWAL', true, 'project_filing_approvals_partner_pending_idx'],
      ] as const;
      for (const [kind, pending, index] of cases) {
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain select * from app_public.my_project_filing_approvals($1, $2, $3) limit 20`, [
          tx.world.companyA,
          kind,
          pending,
        ]);
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(plan, `${kind} ${pending}`).not.toContain('Function Scan');
        expect(plan, `${kind} ${pending}`).toContain(index);
      }
    }));
});

describe('deleting a company', () => {
  it('takes its filings with their progress and renewals; a member with entries cannot be deleted alone', () =>
    withWorld(async (tx) => {
      const f = await filing(tx, { validForDays: 10 });
      await tx.as('memberA');
      await tx.query(addProgress, [f.id, 'Kick-off', 2]);
      await tx.query(applyRenewal, [f.id, 2, (await one<{ d: string }>(tx, `select (${today} + 20)::text as d`)).d, 'Why']);
      await tx.as(null);
      const member = tx.world.identities['memberA:A'];
      // References to an identity are checked at the end of the transaction (some at once): ask for the check now.
      const deleteMember = await tx.errorOf('delete from app_public.users where id = $1', [member]);
      expect(deleteMember === 'NO_ERROR' ? await tx.errorOf('set constraints all immediate') : deleteMember).toBe('23503');
      expect(await tx.errorOf('delete from app_public.companies where id = $1', [tx.world.companyA])).toBe('NO_ERROR');
      expect(await tx.errorOf('set constraints all immediate')).toBe('NO_ERROR');
      const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from app_public.project_filing_progresses where filing_id = $1', [f.id]);
      expect(rows[0]!.n).toBe(0);
    }));
});

describe('row-level security of progress and renewals', () => {
  it('shows them with their filing: its submitter and owner, the company’s administrators and the vendor', () =>
    withWorld(async (tx) => {
      const f = await filing(tx, { validForDays: 10 });
      await colleagueOfA(tx);
      await tx.as('memberA');
      const p = await one<{ id: string }>(tx, addProgress, [f.id, 'Kick-off', 2]);
      const r = await one<{ id: string }>(tx, applyRenewal, [f.id, 2, (await one<{ d: string }>(tx, `select (${today} + 20)::text as d`)).d, 'Why']);
      for (const [persona, seen] of [['memberA', 1], ['adminA', 1], ['vendorAdmin', 1], ['noCompany', 0], ['memberB', 0]] as const) {
        await tx.as(persona);
        expect((await tx.query('select 1 from app_public.project_filing_progresses where id = $1', [p.id])).rowCount, persona).toBe(seen);
        expect((await tx.query('select 1 from app_public.project_filing_renewals where id = $1', [r.id])).rowCount, persona).toBe(seen);
        expect((await tx.query('select 1 from app_public.project_filing_approvals where renewal_id = $1', [r.id])).rowCount, persona).toBe(seen);
      }
      // Names of who wrote an entry or applied are shown to those who see them.
      await tx.as('adminA');
      const names = await one<{ p: string; r: string }>(
        tx,
        `select app_public.project_filing_progresses_submitter_name(p) as p, app_public.project_filing_renewals_submitter_name(r) as r
         from app_public.project_filing_progresses p, app_public.project_filing_renewals r where p.id = $1 and r.id = $2`,
        [p.id, r.id],
      );
      expect(names).toEqual({ p: 'memberA', r: 'memberA' });
      await tx.as('anonymous');
      expect(await tx.errorOf('select * from app_public.project_filing_progresses')).toBe('42501');
      expect(await tx.errorOf('select * from app_public.project_filing_renewals')).toBe('42501');
    }));
});
