import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { limits } from '@pp/domain';
import { withWorld, type Persona, type Tx } from './world.ts';

const createTarget = 'select * from app_public.create_company_performance_target($1, $2, $3, $4, $5)';
const updateTarget = 'select * from app_public.update_company_performance_target($1, $2, $3)';
const deleteTarget = 'select * from app_public.delete_company_performance_target($1)';

interface TargetRow {
  id: string;
  company_id: string;
  year: number;
  project_type: string;
  performance: string;
  currency_iso_code: string;
  created_by: string | null;
  updated_by: string | null;
}

interface MonthRow {
  month: number;
  performance: string;
  cumulative: string;
  completion: string;
}

/** The code and params of a statement ('NO_ERROR' when it passes), inside a savepoint. */
const errorWithParams = async (tx: Tx, text: string, values: unknown[]): Promise<{ code: string; params: unknown }> => {
  await tx.query('savepoint target_case');
  try {
    await tx.query(text, values);
    await tx.query('release savepoint target_case');
    return { code: 'NO_ERROR', params: null };
  } catch (error) {
    await tx.query('rollback to savepoint target_case');
    const e = error as { code?: string; message?: string; detail?: string };
    return { code: e.code === 'PPERR' ? e.message! : String(e.code), params: e.detail ? JSON.parse(e.detail) : null };
  }
};

const target = async (tx: Tx, companyId: string, year: number, type: string, amount: string | number, currency = 'CNY') =>
  (await tx.query<TargetRow>(createTarget, [companyId, year, type, amount, currency])).rows[0]!;

/** Runs `fn` as the owner and comes back to the persona the transaction was in. */
const asOwner = async <T,>(tx: Tx, back: Persona, fn: () => Promise<T>): Promise<T> => {
  await tx.as(null);
  try {
    return await fn();
  } finally {
    await tx.as(back);
  }
};

/** A signed filing of the company, written directly as the owner (the records below point at it). */
const signedFiling = async (tx: Tx, companyId: string, submitterId: string): Promise<string> =>
  (
    await tx.query<{ id: string }>(
      `insert into app_public.project_filings (company_id, name, customer_full_name, customer_address, industry_id,
         contact_name, contact_email, contact_phone_prefix, contact_phone, contact_position, estimated_order_budget,
         currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids, application_scenario_ids,
         requirement, principal_id, submitter_id, status, sign_date, closed_at)
       values ($1, 'Target deal', 'Target customer', 'Somewhere', 1, 'C', 'c@example.com', '+86', '13812345678', 'CIO', 1000,
         'CNY', current_date, 1, 1, '{1}', '{1}', 'r', $2, $2, 'HAVE_SIGNED', current_date, now())
       returning id`,
      [companyId, submitterId],
    )
  ).rows[0]!.id;

/** A performance record, written directly as the owner: the target's arithmetic is what is under test here. */
const record = (tx: Tx, companyId: string, filingId: string, amount: string, currency: string, date: string, type: string) =>
  tx.query(
    `insert into app_public.company_performances (semantic_id, company_id, project_filing_id, customer_full_name, performance,
       currency_iso_code, effective_date, project_type)
     values ($1, $2, $3, 'Target customer', $4::numeric, $5, $6::date, $7)`,
    [`T-${randomUUID().slice(0, 12)}`, companyId, filingId, amount, currency, date, type],
  );

const monthsOf = async (tx: Tx, targetId: string): Promise<MonthRow[]> =>
  (
    await tx.query<MonthRow>(
      `select r.month, r.performance::text, r.cumulative::text, r.completion::text
       from app_public.company_performance_targets t, app_public.company_performance_targets_monthly_results(t) r
       where t.id = $1 order by r.month`,
      [targetId],
    )
  ).rows;

describe('annual targets: the rules', () => {
  it('takes a year from 2021 on and refuses 2020 with its code and bounds', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      await tx.as('vendorAdmin');
      expect(limits.performanceTargetYearMin).toBe(2021);
      const refused = await errorWithParams(tx, createTarget, [companyA, 2020, 'TOTAL', '1000', 'CNY']);
      expect(refused).toEqual({ code: 'PERFORMANCE_TARGET_YEAR_INVALID', params: { min: 2021, max: limits.performanceTargetYearMax } });
      expect(await tx.errorOf(createTarget, [companyA, limits.performanceTargetYearMax + 1, 'TOTAL', '1000', 'CNY'])).toBe(
        'PERFORMANCE_TARGET_YEAR_INVALID',
      );
      expect(await tx.errorOf(createTarget, [companyA, null, 'TOTAL', '1000', 'CNY'])).toBe('PERFORMANCE_TARGET_YEAR_INVALID');
      expect((await tx.query('select 1 from app_public.company_performance_targets where company_id = $1', [companyA])).rowCount).toBe(0);
      const t = await target(tx, companyA, 2021, 'TOTAL', '1000');
      expect(t).toMatchObject({ year: 2021, project_type: 'TOTAL', performance: '1000.00', currency_iso_code: 'CNY' });
    }));

  it('takes an amount above 0 up to 99,999,999.99 with two decimals, and a currency', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      await tx.as('vendorAdmin');
      for (const amount of ['0', '-1', '100000000.00', '99999999.991', '0.001', null]) {
        expect(await errorWithParams(tx, createTarget, [companyA, 2025, 'TOTAL', amount, 'CNY']), String(amount)).toEqual({
          code: 'PERFORMANCE_TARGET_AMOUNT_INVALID',
          params: { max: '99999999.99' },
        });
      }
      expect(await tx.errorOf(createTarget, [companyA, 2025, 'TOTAL', '10', null])).toBe('PERFORMANCE_TARGET_CURRENCY_INVALID');
      expect(await tx.errorOf(createTarget, [companyA, 2025, null, '10', 'CNY'])).toBe('PERFORMANCE_TARGET_PROJECT_TYPE_INVALID');
      expect(await tx.errorOf(createTarget, [null, 2025, 'TOTAL', '10', 'CNY'])).toBe('PERFORMANCE_TARGET_COMPANY_REQUIRED');
      expect(await tx.errorOf(createTarget, [randomUUID(), 2025, 'TOTAL', '10', 'CNY'])).toBe('COMPANY_NOT_FOUND');
      const total = await target(tx, companyA, 2025, 'TOTAL', '99999999.99', 'USD');
      expect(total.performance).toBe('99999999.99');
      const small = await target(tx, companyA, 2025, 'NEW_PURCHASE', '0.01');
      expect(small.performance).toBe('0.01');
      // the edit checks the same bounds
      expect(await tx.errorOf(updateTarget, [total.id, '0', 'USD'])).toBe('PERFORMANCE_TARGET_AMOUNT_INVALID');
      expect(await tx.errorOf(updateTarget, [total.id, '100000000', 'USD'])).toBe('PERFORMANCE_TARGET_AMOUNT_INVALID');
      expect(await tx.errorOf(updateTarget, [total.id, '5', null])).toBe('PERFORMANCE_TARGET_CURRENCY_INVALID');
    }));

  it('allows one target per company, year and type; other years and companies are separate', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      await tx.as('vendorAdmin');
      await target(tx, companyA, 2025, 'TOTAL', '1000');
      expect(await tx.errorOf(createTarget, [companyA, 2025, 'TOTAL', '2000', 'USD'])).toBe('PERFORMANCE_TARGET_DUPLICATE');
      await target(tx, companyA, 2025, 'NEW_PURCHASE', '400');
      expect(await tx.errorOf(createTarget, [companyA, 2025, 'NEW_PURCHASE', '500', 'CNY'])).toBe('PERFORMANCE_TARGET_DUPLICATE');
      expect(await tx.errorOf(createTarget, [companyA, 2026, 'TOTAL', '1000', 'CNY'])).toBe('NO_ERROR');
      expect(await tx.errorOf(createTarget, [companyB, 2025, 'TOTAL', '1000', 'CNY'])).toBe('NO_ERROR');
    }));

  it('needs the year’s TOTAL before a NEW_PURCHASE or REPEAT_PURCHASE target', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(createTarget, [companyA, 2025, 'NEW_PURCHASE', '400', 'CNY'])).toBe('PERFORMANCE_TARGET_TOTAL_MISSING');
      expect(await tx.errorOf(createTarget, [companyA, 2025, 'REPEAT_PURCHASE', '400', 'CNY'])).toBe('PERFORMANCE_TARGET_TOTAL_MISSING');
      // another year's TOTAL does not count
      await target(tx, companyA, 2024, 'TOTAL', '1000');
      expect(await tx.errorOf(createTarget, [companyA, 2025, 'NEW_PURCHASE', '400', 'CNY'])).toBe('PERFORMANCE_TARGET_TOTAL_MISSING');
      await target(tx, companyA, 2025, 'TOTAL', '1000');
      expect(await tx.errorOf(createTarget, [companyA, 2025, 'NEW_PURCHASE', '400', 'CNY'])).toBe('NO_ERROR');
      expect(await tx.errorOf(createTarget, [companyA, 2025, 'REPEAT_PURCHASE', '600', 'CNY'])).toBe('NO_ERROR');
    }));

  it('keeps the TOTAL while the year’s NEW_PURCHASE or REPEAT_PURCHASE target exists; deleting them frees it', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      await tx.as('vendorAdmin');
      const total = await target(tx, companyA, 2025, 'TOTAL', '1000');
      const other = await target(tx, companyA, 2024, 'TOTAL', '1000');
      const newPurchase = await target(tx, companyA, 2025, 'NEW_PURCHASE', '400');
      const repeat = await target(tx, companyA, 2025, 'REPEAT_PURCHASE', '600');
      expect(await tx.errorOf(deleteTarget, [total.id])).toBe('PERFORMANCE_TARGET_TOTAL_DELETE_BLOCKED');
      // another year's TOTAL has nothing below it
      expect(await tx.errorOf(deleteTarget, [other.id])).toBe('NO_ERROR');
      expect(await tx.errorOf(deleteTarget, [newPurchase.id])).toBe('NO_ERROR');
      expect(await tx.errorOf(deleteTarget, [total.id])).toBe('PERFORMANCE_TARGET_TOTAL_DELETE_BLOCKED');
      expect(await tx.errorOf(deleteTarget, [repeat.id])).toBe('NO_ERROR');
      expect(await tx.errorOf(deleteTarget, [total.id])).toBe('NO_ERROR');
      expect(await tx.errorOf(deleteTarget, [total.id])).toBe('PERFORMANCE_TARGET_NOT_FOUND');
      expect(await tx.errorOf(updateTarget, [total.id, '5', 'CNY'])).toBe('PERFORMANCE_TARGET_NOT_FOUND');
    }));

  it('edits the amount and currency and records who created and changed the target', () =>
    withWorld(async (tx) => {
      const { companyA, people } = tx.world;
      await tx.as('vendorAdmin');
      const t = await target(tx, companyA, 2025, 'TOTAL', '1000');
      expect(t).toMatchObject({ created_by: people.vendorAdmin, updated_by: people.vendorAdmin });
      const edited = (await tx.query<TargetRow>(updateTarget, [t.id, '2500.50', 'USD'])).rows[0]!;
      expect(edited).toMatchObject({ id: t.id, year: 2025, project_type: 'TOTAL', performance: '2500.50', currency_iso_code: 'USD' });
    }));

  it('lets only vendor admins write', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      await tx.as('vendorAdmin');
      const t = await target(tx, companyA, 2025, 'TOTAL', '1000');
      for (const persona of ['adminA', 'memberA', 'memberB', 'noCompany'] as const) {
        await tx.as(persona);
        expect(await tx.errorOf(createTarget, [companyA, 2026, 'TOTAL', '1000', 'CNY']), persona).toBe('NO_PERMISSION');
        expect(await tx.errorOf(updateTarget, [t.id, '5', 'CNY']), persona).toBe('NO_PERMISSION');
        expect(await tx.errorOf(deleteTarget, [t.id]), persona).toBe('NO_PERMISSION');
      }
      await tx.as('anonymous');
      expect(await tx.errorOf(createTarget, [companyA, 2026, 'TOTAL', '1000', 'CNY'])).not.toBe('NO_ERROR');
      await tx.as(null);
      expect((await tx.query<TargetRow>('select * from app_public.company_performance_targets where id = $1', [t.id])).rows[0]).toMatchObject({
        performance: '1000.00',
      });
    }));
});

describe('annual targets: the monthly results', () => {
  it('sums the records per month with the cumulative sum and the completion; TOTAL counts both types, other currencies none', () =>
    withWorld(async (tx) => {
      const { companyA, companyB, identities } = tx.world;
      await tx.as('vendorAdmin');
      const total = await target(tx, companyA, 2025, 'TOTAL', '1000');
      const newPurchase = await target(tx, companyA, 2025, 'NEW_PURCHASE', '400');
      const repeat = await target(tx, companyA, 2025, 'REPEAT_PURCHASE', '500', 'USD');
      await asOwner(tx, 'vendorAdmin', async () => {
        const filing = await signedFiling(tx, companyA, identities['memberA:A']!);
        await record(tx, companyA, filing, '100.00', 'CNY', '2025-01-01', 'NEW_PURCHASE');
        await record(tx, companyA, filing, '50.50', 'CNY', '2025-01-31', 'REPEAT_PURCHASE');
        await record(tx, companyA, filing, '200.00', 'CNY', '2025-03-15', 'NEW_PURCHASE');
        // a correction (return) lowers March
        await record(tx, companyA, filing, '-30.00', 'CNY', '2025-03-20', 'NEW_PURCHASE');
        await record(tx, companyA, filing, '70.00', 'USD', '2025-03-20', 'REPEAT_PURCHASE');
        await record(tx, companyA, filing, '9.50', 'CNY', '2025-12-31', 'REPEAT_PURCHASE');
        // another year and another company do not count
        await record(tx, companyA, filing, '999.00', 'CNY', '2024-12-31', 'NEW_PURCHASE');
        await record(tx, companyA, filing, '999.00', 'CNY', '2026-01-01', 'NEW_PURCHASE');
        const filingB = await signedFiling(tx, companyB, identities['memberB:B']!);
        await record(tx, companyB, filingB, '999.00', 'CNY', '2025-02-01', 'NEW_PURCHASE');
      });
      const totalMonths = await monthsOf(tx, total.id);
      expect(totalMonths).toHaveLength(12);
      expect(totalMonths.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(totalMonths[0]).toEqual({ month: 1, performance: '150.50', cumulative: '150.50', completion: '15.05' });
      expect(totalMonths[1]).toEqual({ month: 2, performance: '0.00', cumulative: '150.50', completion: '15.05' });
      // the USD record is left out of a CNY target; the -30 correction counts
      expect(totalMonths[2]).toEqual({ month: 3, performance: '170.00', cumulative: '320.50', completion: '32.05' });
      expect(totalMonths[11]).toEqual({ month: 12, performance: '9.50', cumulative: '330.00', completion: '33.00' });
      const newMonths = await monthsOf(tx, newPurchase.id);
      expect(newMonths.map((m) => m.performance)).toEqual(['100.00', '0.00', '170.00', ...Array(9).fill('0.00')]);
      expect(newMonths[11]).toMatchObject({ cumulative: '270.00', completion: '67.50' });
      // a USD target counts only the USD records of its type
      const repeatMonths = await monthsOf(tx, repeat.id);
      expect(repeatMonths[2]).toMatchObject({ performance: '70.00', cumulative: '70.00', completion: '14.00' });
      expect(repeatMonths[11]).toMatchObject({ cumulative: '70.00' });
      const completion = await tx.query<{ c: string }>(
        'select app_public.company_performance_targets_completion(t)::text as c from app_public.company_performance_targets t where t.id = $1',
        [total.id],
      );
      expect(completion.rows[0]!.c).toBe('33.00');
    }));

  it('is all zeros for a year without records', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      const t = await target(tx, tx.world.companyA, 2030, 'TOTAL', '1000');
      const months = await monthsOf(tx, t.id);
      expect(months.every((m) => m.performance === '0.00' && m.cumulative === '0.00' && m.completion === '0.00')).toBe(true);
    }));
});

describe('annual targets: who sees them', () => {
  it('vendor admins see all; a holder of ViewAnnualOverview sees the company’s, with the results; others none', () =>
    withWorld(async (tx) => {
      const { companyA, companyB, identities } = tx.world;
      await tx.as('vendorAdmin');
      const a = await target(tx, companyA, 2025, 'TOTAL', '1000');
      const b = await target(tx, companyB, 2025, 'TOTAL', '1000');
      await asOwner(tx, 'vendorAdmin', async () => {
        const filing = await signedFiling(tx, companyA, identities['memberA:A']!);
        await record(tx, companyA, filing, '250.00', 'CNY', '2025-05-05', 'NEW_PURCHASE');
      });
      const visible = async () =>
        (await tx.query<{ id: string }>('select id from app_public.company_performance_targets where id = any($1) order by id', [[a.id, b.id]])).rows
          .map((r) => r.id);
      expect(await visible()).toEqual([a.id, b.id].sort());
      expect((await tx.query<{ y: number }>('select * from app_public.company_performance_target_years() as y')).rows.map((r) => r.y)).toContain(2025);
      // the partner administrator of A (holds ViewAnnualOverview there) sees A's target and its months
      await tx.as('adminA');
      expect(await visible()).toEqual([a.id]);
      expect((await monthsOf(tx, a.id))[4]).toMatchObject({ performance: '250.00', cumulative: '250.00', completion: '25.00' });
      expect((await tx.query('select * from app_public.company_performance_target_years()')).rowCount).toBe(0);
      // a regular member of A lacks the key
      for (const persona of ['memberA', 'memberB', 'noCompany'] as const) {
        await tx.as(persona);
        expect(await visible(), persona).toEqual([]);
      }
      // signed-out callers have no grant at all
      await tx.as('anonymous');
      expect(await tx.errorOf('select id from app_public.company_performance_targets')).toBe('42501');
      // the monthly results answer nothing for a target the caller may not see, even when handed the row
      await tx.as('memberA');
      const forged = await tx.query(
        `select r.* from app_public.company_performance_targets_monthly_results(
           row($1, $2, 2025, 'TOTAL', 1000, 'CNY', null, null, now(), now())::app_public.company_performance_targets) r`,
        [a.id, companyA],
      );
      expect(forged.rowCount).toBe(0);
      // the key comes from the role: give the regular member's role ViewAnnualOverview and A's targets appear
      await tx.as(null);
      await tx.query(`insert into app_public.role_permissions (role_id, permission_key) values ('00000000-0000-4000-8000-00000000a002', 'ViewAnnualOverview')`);
      await tx.as('memberA');
      expect(await visible()).toEqual([a.id]);
    }));
});
