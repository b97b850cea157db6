import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { companyPointHoldMachine, companyPointLimits, transitionRows } from '@pp/domain';
import { buildWorld, testDatabaseUrl, withWorld, type Tx } from './world.ts';
import { businessToday } from './lib/project-filing-fixtures.ts';

type PointType = 'MARKET_POINT' | 'PRODUCT_POINT';

interface EntryRow {
  id: string;
  company_id: string;
  type: PointType;
  action: 'ADD' | 'SUBTRACT' | 'EXPIRED';
  point: number;
  remaining_point: number;
  effective_date: string;
  expired_date: string | null;
  lot_id: string | null;
  hold_id: string | null;
  is_effective: boolean;
}

interface CreateArgs {
  companyId?: string | null;
  type?: PointType | null;
  point?: number | null;
  effectiveDate?: string | null;
  expiredDate?: string | null;
  scenario?: string | null;
  source?: string | null;
  remark?: string | null;
}

const createSql = `select (p).id, (p).company_id, (p).type, (p).action, (p).point, (p).remaining_point,
    (p).effective_date::text, (p).expired_date::text, (p).lot_id, (p).hold_id, (p).is_effective
  from (select app_public.create_company_point(company_id => $1::uuid, type => $2::app_public.company_point_type,
    point => $3::int, effective_date => $4::date, expired_date => $5::date,
    action_scenario => $6::app_public.company_point_scenario, source => $7, remark => $8) as p) x`;

/** The create-point dialog's arguments for company A: a valid market lot of 100 by default. */
const createArgs = async (tx: Tx, a: CreateArgs = {}): Promise<unknown[]> => [
  a.companyId === undefined ? tx.world.companyA : a.companyId,
  a.type === undefined ? 'MARKET_POINT' : a.type,
  a.point === undefined ? 100 : a.point,
  a.effectiveDate === undefined ? await businessToday(tx) : a.effectiveDate,
  a.expiredDate === undefined ? await businessToday(tx, 90) : a.expiredDate,
  a.scenario === undefined ? 'ACTIVITY_REWARD' : a.scenario,
  a.source === undefined ? 'Partner summit 2026' : a.source,
  a.remark === undefined ? null : a.remark,
];

const create = async (tx: Tx, a: CreateArgs = {}): Promise<EntryRow> =>
  (await tx.query<EntryRow>(createSql, await createArgs(tx, a))).rows[0]!;

const createError = async (tx: Tx, a: CreateArgs = {}): Promise<string> => tx.errorOf(createSql, await createArgs(tx, a));

/** Adds a lot as the ledger would have on `asOf` (an earlier business day), with its own dates. */
const addAsOf = async (tx: Tx, companyId: string, type: PointType, point: number, asOf: string, effective: string, expiry: string) =>
  (
    await tx.query<EntryRow>(
      `select (p).id, (p).remaining_point, (p).is_effective from (select app_private.company_point_add(null, $1, $2, $3, $4::date, $5::date,
         'PROJECT_REWARD', 'Seed', null, $6::date) as p) x`,
      [companyId, type, point, effective, expiry, asOf],
    )
  ).rows[0]!;

/** The stored balance (0 when the company never had points of the type). */
const storedTotal = async (tx: Tx, companyId: string, type: PointType): Promise<number> =>
  (
    await tx.query<{ t: number }>(
      `select coalesce((select total from app_public.company_point_balances where company_id = $1 and type = $2), 0) as t`,
      [companyId, type],
    )
  ).rows[0]!.t;

/** The settled available points (what the totals and the check read). */
const available = async (tx: Tx, companyId: string, type: PointType): Promise<number> =>
  (await tx.query<{ n: number }>('select app_private.company_point_available($1, $2) as n', [companyId, type])).rows[0]!.n;

const lot = async (tx: Tx, id: string): Promise<EntryRow> =>
  (await tx.query<EntryRow>('select *, expired_date::text, effective_date::text from app_public.company_points where id = $1', [id])).rows[0]!;

/**
 * Every invariant of the ledger for a company and type, recomputed from the entries, consumptions and holds:
 * - the stored total is the sum of the remainders of the lots counted in it (effective ones);
 * - the settled total is the sum of the remainders of the lots available today;
 * - each lot's remainder is its points less what was consumed from it and what expired of it;
 * - a HELD or SPENT hold's consumptions add up to its points (a released one keeps none), a SPENT one's entry subtracts them;
 * - all entries add up to the lots' remainders plus what is held.
 */
const checkInvariants = async (query: Tx['query'], companyId: string, type: PointType): Promise<void> => {
  const q = <R extends pg.QueryResultRow>(text: string) => query<R>(text, [companyId, type]);
  const { rows: totals } = await q<{ stored: number; counted: number; settled: number; available: number }>(`
    select coalesce((select total from app_public.company_point_balances where company_id = $1 and type = $2), 0) as stored,
      (select coalesce(sum(remaining_point), 0)::int from app_public.company_points
        where company_id = $1 and type = $2 and action = 'ADD' and is_effective) as counted,
      app_private.company_point_available($1, $2) as settled,
      (select coalesce(sum(remaining_point), 0)::int from app_public.company_points, (select app_private.company_point_today() as d) t
        where company_id = $1 and type = $2 and action = 'ADD' and effective_date <= t.d and expired_date >= t.d) as available`);
  expect(totals[0]!.stored, 'stored total = remainders of effective lots').toBe(totals[0]!.counted);
  expect(totals[0]!.settled, 'settled total = remainders of available lots').toBe(totals[0]!.available);
  const { rows: lots } = await q<{ id: string; remaining_point: number; recomputed: number }>(`
    select p.id, p.remaining_point,
      p.point - coalesce((select sum(c.point) from app_public.company_point_consumptions c where c.lot_id = p.id), 0)
              + coalesce((select sum(e.point) from app_public.company_points e where e.lot_id = p.id), 0) as recomputed
    from app_public.company_points p where p.company_id = $1 and p.type = $2 and p.action = 'ADD'`);
  for (const l of lots) expect(l.remaining_point, `remaining of lot ${l.id}`).toBe(Number(l.recomputed));
  const { rows: holds } = await q<{ id: string; status: string; point: number; consumed: number; entry_point: number | null }>(`
    select h.id, h.status, h.point,
      coalesce((select sum(c.point) from app_public.company_point_consumptions c where c.hold_id = h.id), 0)::int as consumed,
      (select e.point from app_public.company_points e where e.id = h.entry_id) as entry_point
    from app_public.company_point_holds h where h.company_id = $1 and h.type = $2`);
  for (const h of holds) {
    expect(h.consumed, `consumed by hold ${h.id} (${h.status})`).toBe(h.status === 'RELEASED' ? 0 : h.point);
    if (h.status === 'SPENT') expect(h.entry_point).toBe(-h.point);
  }
  const { rows: sums } = await q<{ entries: number; remaining: number; held: number }>(`
    select (select coalesce(sum(point), 0)::int from app_public.company_points where company_id = $1 and type = $2) as entries,
      (select coalesce(sum(remaining_point), 0)::int from app_public.company_points where company_id = $1 and type = $2) as remaining,
      (select coalesce(sum(c.point), 0)::int from app_public.company_point_consumptions c
         join app_public.company_point_holds h on h.id = c.hold_id
        where h.company_id = $1 and h.type = $2 and h.status = 'HELD') as held`);
  expect(sums[0]!.entries, 'entries = remainders + held').toBe(sums[0]!.remaining + sums[0]!.held);
};

describe('company points: the hold machine', () => {
  it('SQL holds the domain transitions of a hold', () =>
    withWorld(async (tx) => {
      const { rows } = await tx.query<{ machine: string; from: string; event: string; to: string }>(
        `select machine, from_state as "from", event, to_state as "to" from app_private.state_transitions where machine = $1 order by 2, 3`,
        [companyPointHoldMachine.name],
      );
      const expected = transitionRows(companyPointHoldMachine).sort((a, b) => `${a.from}${a.event}`.localeCompare(`${b.from}${b.event}`));
      expect(rows).toEqual(expected);
    }));
});

describe('company points: the create-point rules at their boundaries', () => {
  it('refuses zero, accepts ±1 within the balance, and bounds the number', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      expect(await createError(tx, { point: 0 })).toBe('COMPANY_POINT_ZERO');
      expect(await createError(tx, { point: null })).toBe('COMPANY_POINT_ZERO');
      expect(await createError(tx, { point: -1 })).toBe('COMPANY_POINT_INSUFFICIENT');
      const one = await create(tx, { point: 1 });
      expect(one).toMatchObject({ action: 'ADD', point: 1, remaining_point: 1, is_effective: true });
      const minus = await create(tx, { point: -1, effectiveDate: null, expiredDate: null });
      expect(minus).toMatchObject({ action: 'SUBTRACT', point: -1, remaining_point: 0, expired_date: null });
      expect(minus.effective_date).toBe(await businessToday(tx));
      expect(await createError(tx, { point: -1 })).toBe('COMPANY_POINT_INSUFFICIENT');
      expect(await createError(tx, { point: companyPointLimits.companyPointMax + 1 })).toBe('COMPANY_POINT_OUT_OF_RANGE');
      expect(await createError(tx, { point: -companyPointLimits.companyPointMax - 1 })).toBe('COMPANY_POINT_OUT_OF_RANGE');
      expect(await createError(tx, { point: companyPointLimits.companyPointMax })).toBe('NO_ERROR');
      expect(await storedTotal(tx, tx.world.companyA, 'MARKET_POINT')).toBe(companyPointLimits.companyPointMax);
    }));

  it('needs a source for market points (every entry), up to its limit, and not for product points', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      expect(await createError(tx, { source: null })).toBe('COMPANY_POINT_SOURCE_REQUIRED');
      expect(await createError(tx, { source: '   ' })).toBe('COMPANY_POINT_SOURCE_REQUIRED');
      expect(await createError(tx, { source: 'x'.repeat(companyPointLimits.companyPointSourceMax + 1) })).toBe('COMPANY_POINT_SOURCE_TOO_LONG');
      expect(await createError(tx, { source: 'x'.repeat(companyPointLimits.companyPointSourceMax) })).toBe('NO_ERROR');
      expect(await createError(tx, { point: -1, source: null })).toBe('COMPANY_POINT_SOURCE_REQUIRED');
      expect(await createError(tx, { type: 'PRODUCT_POINT', source: null })).toBe('NO_ERROR');
      expect(await createError(tx, { type: null })).toBe('COMPANY_POINT_TYPE_REQUIRED');
      expect(await createError(tx, { scenario: null })).toBe('COMPANY_POINT_SCENARIO_REQUIRED');
    }));

  it('needs an expiry for added points and an effective date from today up to the expiry', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      const today = await businessToday(tx);
      expect(await createError(tx, { expiredDate: null })).toBe('COMPANY_POINT_EXPIRY_REQUIRED');
      expect(await createError(tx, { effectiveDate: await businessToday(tx, -1) })).toBe('COMPANY_POINT_DATES_INVALID');
      expect(await createError(tx, { effectiveDate: await businessToday(tx, 11), expiredDate: await businessToday(tx, 10) })).toBe(
        'COMPANY_POINT_DATES_INVALID',
      );
      expect(await createError(tx, { expiredDate: await businessToday(tx, -1) })).toBe('COMPANY_POINT_DATES_INVALID');
      const sameDay = await create(tx, { effectiveDate: today, expiredDate: today });
      expect(sameDay).toMatchObject({ effective_date: today, expired_date: today, is_effective: true });
      const noEffective = await create(tx, { effectiveDate: null });
      expect(noEffective.effective_date).toBe(today);
      const later = await create(tx, { effectiveDate: await businessToday(tx, 10), expiredDate: await businessToday(tx, 10) });
      expect(later.is_effective).toBe(false);
      // the later lot does not count until its effective date
      await tx.as(null);
      expect(await available(tx, tx.world.companyA, 'MARKET_POINT')).toBe(200);
      expect(await storedTotal(tx, tx.world.companyA, 'MARKET_POINT')).toBe(200);
    }));

  it('keeps remarks within 200 characters', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      expect(await createError(tx, { remark: 'r'.repeat(200) })).toBe('NO_ERROR');
      expect(await createError(tx, { remark: 'r'.repeat(201) })).toBe('COMPANY_POINT_REMARK_TOO_LONG');
      expect(await createError(tx, { point: -1, remark: 'r'.repeat(201) })).toBe('COMPANY_POINT_REMARK_TOO_LONG');
    }));

  it('lets only vendor admins create or delete points; an unknown company is refused', () =>
    withWorld(async (tx) => {
      for (const persona of ['adminA', 'memberA', 'noCompany'] as const) {
        await tx.as(persona);
        expect(await createError(tx), persona).toBe('NO_PERMISSION');
      }
      await tx.as('anonymous');
      expect(await createError(tx)).not.toBe('NO_ERROR');
      await tx.as('vendorAdmin');
      expect(await createError(tx, { companyId: randomUUID() })).toBe('COMPANY_NOT_FOUND');
      const entry = await create(tx);
      await tx.as('adminA');
      expect(await tx.errorOf('select app_public.delete_company_point($1)', [entry.id])).toBe('NO_PERMISSION');
      expect(await storedTotal(tx, tx.world.companyA, 'MARKET_POINT')).toBe(100);
    }));
});

describe('company points: spending consumes the lots that expire first', () => {
  it('takes from the earliest expiry, then the earliest effective date, then the earliest created', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      const late = await create(tx, { point: 10, expiredDate: await businessToday(tx, 60) });
      const early = await create(tx, { point: 10, expiredDate: await businessToday(tx, 20) });
      const earlyToo = await create(tx, { point: 10, expiredDate: await businessToday(tx, 20) });
      const spend = await create(tx, { point: -15 });
      expect((await lot(tx, early.id)).remaining_point).toBe(0);
      expect((await lot(tx, earlyToo.id)).remaining_point).toBe(5);
      expect((await lot(tx, late.id)).remaining_point).toBe(10);
      const { rows } = await tx.query<{ lot_id: string; point: number }>(
        'select lot_id, point from app_public.company_point_consumptions where entry_id = $1 order by point desc',
        [spend.id],
      );
      expect(rows).toEqual([
        { lot_id: early.id, point: 10 },
        { lot_id: earlyToo.id, point: 5 },
      ]);
      expect(await storedTotal(tx, tx.world.companyA, 'MARKET_POINT')).toBe(15);
      // the other type is untouched and apart
      expect(await createError(tx, { type: 'PRODUCT_POINT', point: -1 })).toBe('COMPANY_POINT_INSUFFICIENT');
      await tx.as(null);
      await checkInvariants(tx.query, tx.world.companyA, 'MARKET_POINT');
    }));

  it('holds, spends and releases; a settled hold cannot be settled again', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      const a = await create(tx, { point: 10, expiredDate: await businessToday(tx, 20) });
      await tx.as(null);
      const hold = async (n: number) =>
        (
          await tx.query<{ id: string }>(
            `select app_private.company_point_hold($1, 'MARKET_POINT', $2, 'PERSONAL_CERTIFICATE', 'exam-1') as id`,
            [tx.world.companyA, n],
          )
        ).rows[0]!.id;
      const h1 = await hold(4);
      expect(await storedTotal(tx, tx.world.companyA, 'MARKET_POINT')).toBe(6);
      expect(await tx.errorOf(`select app_private.company_point_hold($1, 'MARKET_POINT', 7, 'PERSONAL_CERTIFICATE')`, [tx.world.companyA])).toBe(
        'COMPANY_POINT_INSUFFICIENT',
      );
      // a held part makes the lot not deletable
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select app_public.delete_company_point($1)', [a.id])).toBe('COMPANY_POINT_NOT_DELETABLE');
      await tx.as(null);
      await tx.query('select app_private.company_point_release($1)', [h1]);
      expect(await storedTotal(tx, tx.world.companyA, 'MARKET_POINT')).toBe(10);
      expect((await lot(tx, a.id)).remaining_point).toBe(10);
      expect(await tx.errorOf('select app_private.company_point_release($1)', [h1])).toBe('COMPANY_POINT_HOLD_NOT_FOUND');
      expect(await tx.errorOf('select app_private.company_point_spend($1)', [h1])).toBe('COMPANY_POINT_HOLD_NOT_FOUND');
      const h2 = await hold(3);
      const { rows } = await tx.query<{ action: string; point: number; reference: string; action_scenario: string }>(
        'select (e).action, (e).point, (e).reference, (e).action_scenario from (select app_private.company_point_spend($1) as e) x',
        [h2],
      );
      expect(rows[0]).toEqual({ action: 'SUBTRACT', point: -3, reference: 'exam-1', action_scenario: 'PERSONAL_CERTIFICATE' });
      expect(await tx.errorOf('select app_private.company_point_release($1)', [h2])).toBe('COMPANY_POINT_HOLD_NOT_FOUND');
      expect(await tx.errorOf('select app_private.company_point_spend($1)', [randomUUID()])).toBe('COMPANY_POINT_HOLD_NOT_FOUND');
      expect(await storedTotal(tx, tx.world.companyA, 'MARKET_POINT')).toBe(7);
      await checkInvariants(tx.query, tx.world.companyA, 'MARKET_POINT');
    }));

  it('a released part whose lot expired meanwhile expires at once', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      const soon = await create(tx, { point: 10, expiredDate: await businessToday(tx, 5) });
      const later = await create(tx, { point: 10, expiredDate: await businessToday(tx, 50) });
      await tx.as(null);
      const { rows } = await tx.query<{ id: string }>(
        `select app_private.company_point_hold($1, 'MARKET_POINT', 12, 'PERSONAL_CERTIFICATE_RE_EXAM') as id`,
        [tx.world.companyA],
      );
      // time passes: the first lot's last day is now yesterday
      await tx.query(`update app_public.company_points set effective_date = effective_date - 10, expired_date = $2::date where id = $1`, [
        soon.id,
        await businessToday(tx, -1),
      ]);
      await tx.query('select app_private.company_point_release($1)', [rows[0]!.id]);
      expect((await lot(tx, soon.id)).remaining_point).toBe(0);
      expect((await lot(tx, later.id)).remaining_point).toBe(10);
      const { rows: expired } = await tx.query<{ point: number }>(
        `select point from app_public.company_points where lot_id = $1 and action = 'EXPIRED'`,
        [soon.id],
      );
      expect(expired.map((e) => e.point)).toEqual([-10]);
      expect(await storedTotal(tx, tx.world.companyA, 'MARKET_POINT')).toBe(10);
      await checkInvariants(tx.query, tx.world.companyA, 'MARKET_POINT');
    }));
});

describe('company points: expiry', () => {
  it('a lot is available through its expiry date and expires the day after; reads never wait for the sweep', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      const today = await businessToday(tx);
      const yesterday = await businessToday(tx, -1);
      const past = await businessToday(tx, -40);
      // added 40 days ago: one lot ended yesterday, one ends today
      const ended = await addAsOf(tx, companyA, 'PRODUCT_POINT', 7, past, past, yesterday);
      const lastDay = await addAsOf(tx, companyA, 'PRODUCT_POINT', 5, past, past, today);
      expect(await storedTotal(tx, companyA, 'PRODUCT_POINT')).toBe(12);
      // the totals and the check already leave out the lot that ended
      expect(await available(tx, companyA, 'PRODUCT_POINT')).toBe(5);
      await tx.as('vendorAdmin');
      const totals = await tx.query<{ m: number; p: number }>(
        'select app_public.companies_total_market_points(c) as m, app_public.companies_total_product_points(c) as p from app_public.companies c where id = $1',
        [companyA],
      );
      expect(totals.rows[0]).toEqual({ m: 0, p: 5 });
      const enough = async (n: number) =>
        (await tx.query<{ ok: boolean }>(`select app_public.check_company_point_is_enough($1, 'PRODUCT_POINT', $2) as ok`, [companyA, n])).rows[0]!.ok;
      expect(await enough(5)).toBe(true);
      expect(await enough(6)).toBe(false);
      expect(await tx.errorOf(`select app_public.check_company_point_is_enough($1, 'PRODUCT_POINT', 0)`, [companyA])).toBe('COMPANY_POINT_ZERO');
      // the lot that ended cannot be deleted; the one on its last day is deletable
      expect(await tx.errorOf('select app_public.delete_company_point($1)', [ended.id])).toBe('COMPANY_POINT_NOT_DELETABLE');
      await tx.as(null);
      // the sweep writes the expiry: one EXPIRED entry of what was left, dated the day after the last day
      expect((await tx.query<{ n: number }>('select app_private.company_point_expire_due($1::date) as n', [today])).rows[0]!.n).toBeGreaterThanOrEqual(1);
      const { rows } = await tx.query<{ point: number; effective_date: string }>(
        `select point, effective_date::text from app_public.company_points where lot_id = $1`,
        [ended.id],
      );
      expect(rows).toEqual([{ point: -7, effective_date: today }]);
      expect((await lot(tx, ended.id)).remaining_point).toBe(0);
      expect((await lot(tx, lastDay.id)).remaining_point).toBe(5);
      expect(await storedTotal(tx, companyA, 'PRODUCT_POINT')).toBe(5);
      // running it again changes nothing for this company
      await tx.query('select app_private.company_point_expire_due($1::date)', [today]);
      expect((await tx.query(`select 1 from app_public.company_points where lot_id = $1`, [ended.id])).rowCount).toBe(1);
      await checkInvariants(tx.query, companyA, 'PRODUCT_POINT');
    }));

  it('a spend expires the due lots first (it never consumes an ended lot)', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      const past = await businessToday(tx, -10);
      await addAsOf(tx, companyA, 'MARKET_POINT', 8, past, past, await businessToday(tx, -1));
      await tx.as('vendorAdmin');
      await create(tx, { point: 3 });
      expect(await createError(tx, { point: -4 })).toBe('COMPANY_POINT_INSUFFICIENT');
      expect(await createError(tx, { point: -3 })).toBe('NO_ERROR');
      await tx.as(null);
      await checkInvariants(tx.query, companyA, 'MARKET_POINT');
      const { rows } = await tx.query<{ action: string; n: number }>(
        `select action::text, count(*)::int as n from app_public.company_points where company_id = $1 group by action order by action`,
        [companyA],
      );
      expect(rows).toEqual([
        { action: 'ADD', n: 2 },
        { action: 'EXPIRED', n: 1 },
        { action: 'SUBTRACT', n: 1 },
      ]);
    }));

  it('lists what expires within 30 days and warns the partner administrators once per lot', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      await tx.as('vendorAdmin');
      const in30 = await create(tx, { point: 4, expiredDate: await businessToday(tx, 30) });
      await create(tx, { point: 6, expiredDate: await businessToday(tx, 31) });
      await create(tx, { type: 'PRODUCT_POINT', point: 2, expiredDate: await businessToday(tx, 1) });
      const { rows } = await tx.query<{ id: string }>('select id from app_public.expiring_company_points($1)', [companyA]);
      expect(rows).toHaveLength(2);
      expect(rows[1]!.id).toBe(in30.id);
      const expiring = await tx.query<{ m: number; p: number }>(
        'select app_public.companies_expiring_market_points(c) as m, app_public.companies_expiring_product_points(c) as p from app_public.companies c where id = $1',
        [companyA],
      );
      expect(expiring.rows[0]).toEqual({ m: 4, p: 2 });
      await tx.as(null);
      const today = await businessToday(tx);
      expect((await tx.query<{ n: number }>('select app_private.company_point_warn_expiring($1::date) as n', [today])).rows[0]!.n).toBe(2);
      expect((await tx.query<{ n: number }>('select app_private.company_point_warn_expiring($1::date) as n', [today])).rows[0]!.n).toBe(0);
      const { rows: messages } = await tx.query<{ root_user_id: string; link: string }>(
        `select root_user_id, link from app_public.user_messages where company_id = $1 and dedup_key like 'company_point_expiring:%' order by link`,
        [companyA],
      );
      expect(messages).toEqual([
        { root_user_id: tx.world.people.adminA, link: '/workbench/company-point?tab=market' },
        { root_user_id: tx.world.people.adminA, link: '/workbench/company-point?tab=product' },
      ]);
      // the next day the lot at 31 days enters the window
      expect((await tx.query<{ n: number }>('select app_private.company_point_warn_expiring($1::date + 1) as n', [today])).rows[0]!.n).toBe(1);
    }));
});

describe('company points: delete', () => {
  it('deletes only an untouched positive lot', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      const untouched = await create(tx, { point: 5 });
      const pending = await create(tx, { point: 5, effectiveDate: await businessToday(tx, 3) });
      const used = await create(tx, { point: 5, expiredDate: await businessToday(tx, 10) });
      const minus = await create(tx, { point: -1 });
      expect((await lot(tx, used.id)).remaining_point).toBe(4);
      expect(await tx.errorOf('select app_public.delete_company_point($1)', [used.id])).toBe('COMPANY_POINT_NOT_DELETABLE');
      expect(await tx.errorOf('select app_public.delete_company_point($1)', [minus.id])).toBe('COMPANY_POINT_NOT_DELETABLE');
      expect(await tx.errorOf('select app_public.delete_company_point($1)', [randomUUID()])).toBe('COMPANY_POINT_NOT_FOUND');
      expect(await storedTotal(tx, tx.world.companyA, 'MARKET_POINT')).toBe(9);
      expect(await tx.errorOf('select app_public.delete_company_point($1)', [untouched.id])).toBe('NO_ERROR');
      expect(await storedTotal(tx, tx.world.companyA, 'MARKET_POINT')).toBe(4);
      expect(await tx.errorOf('select app_public.delete_company_point($1)', [pending.id])).toBe('NO_ERROR');
      expect(await storedTotal(tx, tx.world.companyA, 'MARKET_POINT')).toBe(4);
      await tx.as(null);
      await checkInvariants(tx.query, tx.world.companyA, 'MARKET_POINT');
    }));
});

describe('company points: row-level security by persona', () => {
  it('vendor admins see every company; a company member sees its points only with ViewCreditRecord', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      await create(tx, { point: 9 });
      await create(tx, { point: -2 });
      await create(tx, { companyId: tx.world.companyB, type: 'PRODUCT_POINT', point: 3 });
      const seen = async () => {
        const count = async (table: string) =>
          (await tx.query<{ n: number }>(`select count(*)::int as n from app_public.${table} where company_id = $1`, [tx.world.companyA])).rows[0]!.n;
        return {
          entries: await count('company_points'),
          balances: await count('company_point_balances'),
          holds: await count('company_point_holds'),
          consumptions: await count('company_point_consumptions'),
        };
      };
      const totals = async () =>
        (await tx.query<{ m: number | null }>('select app_public.companies_total_market_points(c) as m from app_public.companies c where id = $1', [tx.world.companyA]))
          .rows[0]?.m ?? null;
      const all = { entries: 2, balances: 1, holds: 1, consumptions: 1 };
      const none = { entries: 0, balances: 0, holds: 0, consumptions: 0 };
      expect(await seen()).toEqual(all);
      expect(await totals()).toBe(7);
      await tx.as('adminA');
      expect(await seen()).toEqual(all);
      expect(await totals()).toBe(7);
      expect((await tx.query('select * from app_public.company_points where company_id = $1', [tx.world.companyB])).rowCount).toBe(0);
      await tx.as('memberA');
      expect(await seen()).toEqual(none);
      expect(await totals()).toBe(null);
      // a member may still ask whether the company has enough (the answer, not the balance)
      expect((await tx.query<{ ok: boolean }>(`select app_public.check_company_point_is_enough($1, 'MARKET_POINT', 7) as ok`, [tx.world.companyA])).rows[0]!.ok).toBe(true);
      await tx.as('noCompany');
      expect(await seen()).toEqual(none);
      await tx.as('memberB');
      expect(await seen()).toEqual(none);
      expect(await tx.errorOf(`select app_public.check_company_point_is_enough($1, 'MARKET_POINT', 1)`, [tx.world.companyA])).toBe('NO_PERMISSION');
      await tx.as('anonymous');
      expect(await tx.errorOf('select count(*) from app_public.company_points')).not.toBe('NO_ERROR');
      expect(await tx.errorOf(`select app_public.check_company_point_is_enough($1, 'MARKET_POINT', 1)`, [tx.world.companyA])).not.toBe('NO_ERROR');
    }));
});

/** A small seeded generator, so a failing sequence can be replayed. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

describe('company points: invariants after random operations', () => {
  it('keeps balances and remainders equal to the sums of entries and consumptions over 2,000 operations, and the company totals with them', () =>
    withWorld(async (tx) => {
      const random = prng(20261122);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
      const companies = [tx.world.companyA, tx.world.companyB];
      const types: PointType[] = ['MARKET_POINT', 'PRODUCT_POINT'];
      const holds: string[] = [];
      const today = await businessToday(tx);
      const counts: Record<string, number> = {};
      const attempt = async (name: string, text: string, values: unknown[]) => {
        const code = await tx.errorOf(text, values);
        counts[`${name}:${code}`] = (counts[`${name}:${code}`] ?? 0) + 1;
        if (!['NO_ERROR', 'COMPANY_POINT_INSUFFICIENT', 'COMPANY_POINT_NOT_DELETABLE', 'COMPANY_POINT_HOLD_NOT_FOUND'].includes(code)) {
          throw new Error(`${name} failed with ${code}`);
        }
        return code;
      };
      for (let step = 1; step <= 2000; step++) {
        const company = pick(companies);
        const type = pick(types);
        const r = random();
        if (r < 0.3) {
          // a lot: from up to 60 days ago (some already ended) or from today/later
          const asOfOffset = random() < 0.3 ? -Math.floor(random() * 60) : 0;
          const effectiveOffset = asOfOffset + Math.floor(random() * 5);
          const expiryOffset = effectiveOffset + Math.floor(random() * 60);
          await attempt(
            'add',
            `select app_private.company_point_add(null, $1, $2, $3, $4::date + $5::int, $4::date + $6::int, 'ACTIVITY_REWARD', 'Random', null, $4::date + $7::int)`,
            [company, type, 1 + Math.floor(random() * 50), today, effectiveOffset, expiryOffset, asOfOffset],
          );
        } else if (r < 0.55) {
          const { rows } = await tx.query<{ id: string }>('select gen_random_uuid() as id');
          const code = await attempt(
            'hold',
            `select app_private.company_point_hold($1, $2, $3, 'PERSONAL_CERTIFICATE', $4)`,
            [company, type, 1 + Math.floor(random() * 60), rows[0]!.id],
          );
          if (code === 'NO_ERROR') {
            const { rows: h } = await tx.query<{ id: string }>(`select id from app_public.company_point_holds where reference = $1`, [rows[0]!.id]);
            holds.push(h[0]!.id);
          }
        } else if (r < 0.7 && holds.length > 0) {
          await attempt('spend', 'select app_private.company_point_spend($1)', [holds.splice(Math.floor(random() * holds.length), 1)[0]]);
        } else if (r < 0.8 && holds.length > 0) {
          await attempt('release', 'select app_private.company_point_release($1)', [holds.splice(Math.floor(random() * holds.length), 1)[0]]);
        } else if (r < 0.88) {
          const { rows } = await tx.query<{ id: string }>(
            `select id from app_public.company_points where company_id = $1 and type = $2 order by random() limit 1`,
            [company, type],
          );
          if (rows[0]) {
            await tx.as('vendorAdmin');
            await attempt('delete', 'select app_public.delete_company_point($1)', [rows[0].id]);
            await tx.as(null);
          }
        } else if (r < 0.95) {
          // time passes for one lot: its last day moves into the past
          await tx.query(
            `update app_public.company_points set effective_date = least(effective_date, $3::date - 2), expired_date = $3::date - 1
             where id = (select id from app_public.company_points where company_id = $1 and type = $2 and action = 'ADD'
                         and remaining_point > 0 order by random() limit 1)`,
            [company, type, today],
          );
        } else {
          await attempt('expire', 'select app_private.company_point_expire_due($1::date)', [today]);
        }
        if (step % 100 === 0) {
          for (const c of companies) for (const t of types) await checkInvariants(tx.query, c, t);
          // the company's totals, as a vendor admin reads them, are the remainders of its available lots
          await tx.as('vendorAdmin');
          for (const c of companies) {
            const { rows } = await tx.query<{ market: number; product: number; market_lots: number; product_lots: number }>(
              `select app_public.companies_total_market_points(c) as market, app_public.companies_total_product_points(c) as product,
                 (select coalesce(sum(remaining_point), 0)::int from app_public.company_points p
                   where p.company_id = c.id and p.type = 'MARKET_POINT' and p.action = 'ADD'
                     and p.effective_date <= $2::date and p.expired_date >= $2::date) as market_lots,
                 (select coalesce(sum(remaining_point), 0)::int from app_public.company_points p
                   where p.company_id = c.id and p.type = 'PRODUCT_POINT' and p.action = 'ADD'
                     and p.effective_date <= $2::date and p.expired_date >= $2::date) as product_lots
               from app_public.companies c where c.id = $1`,
              [c, today],
            );
            expect(rows[0]!.market, 'totalMarketPoints = the lots').toBe(rows[0]!.market_lots);
            expect(rows[0]!.product, 'totalProductPoints = the lots').toBe(rows[0]!.product_lots);
          }
          await tx.as(null);
        }
      }
      // every kind of operation happened, successful and refused
      for (const key of ['add:NO_ERROR', 'hold:NO_ERROR', 'hold:COMPANY_POINT_INSUFFICIENT', 'spend:NO_ERROR', 'release:NO_ERROR', 'delete:NO_ERROR', 'delete:COMPANY_POINT_NOT_DELETABLE', 'expire:NO_ERROR']) {
        expect(counts[key] ?? 0, key).toBeGreaterThan(0);
      }
    }), 300_000);
});

describe('company points: concurrency (two real connections)', () => {
  /** Runs `sql` as the vendor admin in its own transaction, kept open `holdMs` before committing; its code. */
  const runAs = async (root: string | null, sql: string, values: unknown[], holdMs: number): Promise<string> => {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      await client.query('begin');
      if (root) {
        await client.query("select set_config('jwt.claims.sub', $1, true)", [root]);
        await client.query('set local role pp_user');
      }
      try {
        await client.query(sql, values);
      } catch (error) {
        await client.query('rollback');
        const e = error as { code?: string; message?: string };
        return e.code === 'PPERR' ? e.message! : String(e.code);
      }
      await new Promise((r) => setTimeout(r, holdMs));
      await client.query('commit');
      return 'NO_ERROR';
    } finally {
      await client.end();
    }
  };

  const withCommittedWorld = async (fn: (owner: pg.Client, world: Awaited<ReturnType<typeof buildWorld>>) => Promise<void>) => {
    const owner = new pg.Client({ connectionString: testDatabaseUrl() });
    await owner.connect();
    const world = await buildWorld(owner); // committed: the parallel connections must see it
    try {
      await fn(owner, world);
    } finally {
      await owner.query('delete from app_public.user_messages where company_id = any ($1::uuid[])', [[world.companyA, world.companyB]]);
      await owner.query('delete from app_public.companies where id = any ($1::uuid[])', [[world.companyA, world.companyB]]);
      await owner.query('delete from app_public.root_users where id = any ($1::uuid[])', [Object.values(world.people)]);
      await owner.end();
    }
  };

  const ownerQuery =
    (owner: pg.Client): Tx['query'] =>
    (text, values) =>
      owner.query(text, values);

  const spendSql = `select app_public.create_company_point($1, 'PRODUCT_POINT', $2, null, null, 'PROJECT_REWARD', null, null)`;

  it('two spends that together exceed the balance: exactly one succeeds, the other is refused', () =>
    withCommittedWorld(async (owner, world) => {
      const expiry = (await owner.query<{ d: string }>(`select (app_private.company_point_today() + 30)::text as d`)).rows[0]!.d;
      await owner.query(`select app_private.company_point_add(null, $1, 'PRODUCT_POINT', 10, null, $2::date, 'PROJECT_REWARD', null, null)`, [
        world.companyA,
        expiry,
      ]);
      const results = await Promise.all([
        runAs(world.people.vendorAdmin, spendSql, [world.companyA, -7], 300),
        runAs(world.people.vendorAdmin, spendSql, [world.companyA, -7], 300),
      ]);
      expect(results.sort()).toEqual(['COMPANY_POINT_INSUFFICIENT', 'NO_ERROR']);
      expect((await owner.query(`select total from app_public.company_point_balances where company_id = $1`, [world.companyA])).rows[0]!.total).toBe(3);
      // six at once, 3 each, of what is left plus 9 more (12): exactly four succeed
      await owner.query(`select app_private.company_point_add(null, $1, 'PRODUCT_POINT', 9, null, $2::date, 'PROJECT_REWARD', null, null)`, [
        world.companyA,
        expiry,
      ]);
      const six = await Promise.all(Array.from({ length: 6 }, () => runAs(world.people.vendorAdmin, spendSql, [world.companyA, -3], 100)));
      expect(six.filter((r) => r === 'NO_ERROR')).toHaveLength(4);
      expect(six.filter((r) => r === 'COMPANY_POINT_INSUFFICIENT')).toHaveLength(2);
      await checkInvariants(ownerQuery(owner), world.companyA, 'PRODUCT_POINT');
      expect((await owner.query(`select total from app_public.company_point_balances where company_id = $1`, [world.companyA])).rows[0]!.total).toBe(0);
    }));

  it('a spend racing the expiry sweep never uses an ended lot, and the lot expires once', () =>
    withCommittedWorld(async (owner, world) => {
      const { rows } = await owner.query<{ today: string; past: string; yesterday: string; later: string }>(
        `select t::text as today, (t - 20)::text as past, (t - 1)::text as yesterday, (t + 30)::text as later
         from (select app_private.company_point_today() as t) x`,
      );
      const d = rows[0]!;
      const addEnded = async () =>
        (
          await owner.query<{ id: string }>(
            `select (app_private.company_point_add(null, $1, 'PRODUCT_POINT', 5, $2::date, $3::date, 'PROJECT_REWARD', null, null, $2::date)).id`,
            [world.companyA, d.past, d.yesterday],
          )
        ).rows[0]!.id;
      const expiredOf = async (lotId: string) =>
        (await owner.query<{ point: number }>(`select point from app_public.company_points where lot_id = $1`, [lotId])).rows;
      await owner.query(`select app_private.company_point_add(null, $1, 'PRODUCT_POINT', 5, null, $2::date, 'PROJECT_REWARD', null, null)`, [
        world.companyA,
        d.later,
      ]);
      const sweepSql = 'select app_private.company_point_expire_due($1::date)';
      const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

      // the sweep holds the balance first: the spend then sees 5, not 10
      const first = await addEnded();
      const [swept, spent] = await Promise.all([
        runAs(null, sweepSql, [d.today], 300),
        after(50).then(() => runAs(world.people.vendorAdmin, spendSql, [world.companyA, -6], 0)),
      ]);
      expect([swept, spent]).toEqual(['NO_ERROR', 'COMPANY_POINT_INSUFFICIENT']);
      expect(await expiredOf(first)).toEqual([{ point: -5 }]);

      // the spend holds the balance first (it expires the ended lot itself): the sweep, waiting, finds nothing left
      const second = await addEnded();
      const [spent2, swept2] = await Promise.all([
        runAs(world.people.vendorAdmin, spendSql, [world.companyA, -5], 300),
        after(50).then(() => runAs(null, sweepSql, [d.today], 0)),
      ]);
      expect([spent2, swept2]).toEqual(['NO_ERROR', 'NO_ERROR']);
      expect(await expiredOf(second)).toEqual([{ point: -5 }]);
      expect((await owner.query(`select total from app_public.company_point_balances where company_id = $1`, [world.companyA])).rows[0]!.total).toBe(0);
      await checkInvariants(ownerQuery(owner), world.companyA, 'PRODUCT_POINT');
    }));
});
