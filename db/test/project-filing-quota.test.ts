import { describe, expect, it } from 'vitest';
import { businessToday, limits } from '@pp/domain';
import { withWorld, type Tx } from './world.ts';

const createRule = 'select * from app_public.create_project_filing_quota_rule($1, $2, $3, $4)';
const updateRule = 'select * from app_public.update_project_filing_quota_rule($1, $2, $3, $4)';
const deleteRule = 'select * from app_public.delete_project_filing_quota_rule($1)';
const updateLevel = 'select * from app_public.update_certification_level_quota($1, $2, $3)';
/** Certifies a company at a level the way the product does: an application the vendor approves (for a year). */
const certify = async (tx: Tx, companyId: string, levelId: number): Promise<string> => {
  await tx.as(null);
  const { rows } = await tx.query<{ id: string }>(
    `insert into app_public.company_certifications (company_id, plan_id, applied_level_id)
     select $1, l.plan_id, l.id from app_public.certification_levels l where l.id = $2 returning id`,
    [companyId, levelId],
  );
  await tx.as('vendorAdmin');
  await tx.query(
    'select app_public.approve_company_certification($1, $2, app_hidden.business_today(), app_hidden.business_today() + 365)',
    [rows[0]!.id, levelId],
  );
  return rows[0]!.id;
};

interface RuleRow {
  id: string;
  company_id: string;
  max_project_filing_count: number;
  win_rate: number;
  valid_until_date: string;
  is_active: boolean;
  creator_id: string | null;
  modifier_id: string | null;
}

/** A date `days` away from business today (Asia/Shanghai), as YYYY-MM-DD. */
const dayFromToday = (days: number): string => {
  const [y, m, d] = businessToday().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};
const nextMonth = () => dayFromToday(30);

/** The database's own business today, so the tests and SQL agree on the date even around midnight. */
const sqlToday = async (tx: Tx): Promise<string> =>
  (await tx.query<{ d: string }>(`select ((now() at time zone app_hidden.project_filing_time_zone())::date)::text as d`)).rows[0]!.d;

const ruleFor = async (tx: Tx, companyId: string, count = 8, winRate = 30, until = nextMonth()): Promise<RuleRow> =>
  (await tx.query<RuleRow>(createRule, [companyId, count, winRate, until])).rows[0]!;

/** The quota in force for a company (read as owner: the function is private). */
const quotaOf = async (tx: Tx, companyId: string) => {
  await tx.as(null);
  const { rows } = await tx.query<{ max_count: number; win_rate: number; custom_rule_id: string | null; level_id: number }>(
    'select * from app_private.project_filing_quota($1)',
    [companyId],
  );
  return rows[0]!;
};

describe('custom quota rules', () => {
  it('takes counts from 0 to 1000 and win rates from 0 to 100, and refuses anything else with its code', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      await tx.as('vendorAdmin');
      expect(limits.quotaCountMax).toBe(1000);
      expect(limits.quotaWinRateMax).toBe(100);
      const cases: [unknown, unknown, string][] = [
        [-1, 50, 'QUOTA_COUNT_OUT_OF_RANGE'],
        [1001, 50, 'QUOTA_COUNT_OUT_OF_RANGE'],
        [null, 50, 'QUOTA_COUNT_OUT_OF_RANGE'],
        [10, -1, 'QUOTA_WIN_RATE_OUT_OF_RANGE'],
        [10, 101, 'QUOTA_WIN_RATE_OUT_OF_RANGE'],
        [10, null, 'QUOTA_WIN_RATE_OUT_OF_RANGE'],
      ];
      for (const [count, rate, code] of cases) {
        expect(await tx.errorOf(createRule, [companyA, count, rate, nextMonth()]), `${count}/${rate}`).toBe(code);
      }
      expect((await tx.query('select 1 from app_public.project_filing_quota_rules where company_id = $1', [companyA])).rowCount).toBe(0);
      // the bounds themselves are accepted
      expect(await tx.errorOf(createRule, [companyA, 0, 0, nextMonth()])).toBe('NO_ERROR');
      expect(await tx.errorOf(createRule, [companyB, 1000, 100, nextMonth()])).toBe('NO_ERROR');
      const rule = (await tx.query<RuleRow>('select * from app_public.project_filing_quota_rules where company_id = $1', [companyA])).rows[0]!;
      for (const [count, rate, code] of cases) {
        expect(await tx.errorOf(updateRule, [rule.id, count, rate, nextMonth()]), `update ${count}/${rate}`).toBe(code);
      }
      expect(await tx.errorOf(updateRule, [rule.id, 1000, 100, nextMonth()])).toBe('NO_ERROR');
    }));

  it('needs a company and a valid-until date that is not in the past', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      await tx.as('vendorAdmin');
      const d = await sqlToday(tx);
      expect(await tx.errorOf(createRule, [null, 5, 10, nextMonth()])).toBe('QUOTA_COMPANY_REQUIRED');
      expect(await tx.errorOf(createRule, ['00000000-0000-4000-8000-0000000000ff', 5, 10, nextMonth()])).toBe('COMPANY_NOT_FOUND');
      expect(await tx.errorOf(createRule, [companyA, 5, 10, null])).toBe('QUOTA_VALID_UNTIL_REQUIRED');
      const yesterday = (await tx.query<{ d: string }>(`select ($1::date - 1)::text as d`, [d])).rows[0]!.d;
      expect(await tx.errorOf(createRule, [companyA, 5, 10, yesterday])).toBe('QUOTA_VALID_UNTIL_PAST');
      // today is the last day it may name
      const rule = (await tx.query<RuleRow>(createRule, [companyA, 5, 10, d])).rows[0]!;
      expect(rule.valid_until_date).toBeDefined();
      expect(await tx.errorOf(updateRule, [rule.id, 5, 10, yesterday])).toBe('QUOTA_VALID_UNTIL_PAST');
      // A rule whose date has passed may still be edited while it keeps that date.
      await tx.as(null);
      await tx.query('update app_public.project_filing_quota_rules set valid_until_date = $2 where id = $1', [rule.id, yesterday]);
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(updateRule, [rule.id, 6, 10, yesterday])).toBe('NO_ERROR');
    }));

  it('allows one rule per company; a deleted rule is kept, final, and makes room for a new one', () =>
    withWorld(async (tx) => {
      const { companyA, people } = tx.world;
      await tx.as('vendorAdmin');
      const first = await ruleFor(tx, companyA);
      expect(first).toMatchObject({ is_active: true, creator_id: people.vendorAdmin, modifier_id: people.vendorAdmin });
      expect(await tx.errorOf(createRule, [companyA, 9, 9, nextMonth()])).toBe('QUOTA_CUSTOM_RULE_DUPLICATE');
      const deleted = (await tx.query<RuleRow>(deleteRule, [first.id])).rows[0]!;
      expect(deleted.is_active).toBe(false);
      expect(await tx.errorOf(deleteRule, [first.id])).toBe('QUOTA_CUSTOM_RULE_DELETED');
      expect(await tx.errorOf(updateRule, [first.id, 3, 3, nextMonth()])).toBe('QUOTA_CUSTOM_RULE_DELETED');
      const second = await ruleFor(tx, companyA, 3);
      expect(second.id).not.toBe(first.id);
      const all = await tx.query<RuleRow>('select * from app_public.project_filing_quota_rules where company_id = $1 order by created_at, is_active', [companyA]);
      expect(all.rows.map((r) => r.is_active).sort()).toEqual([false, true]);
      expect(await tx.errorOf(updateRule, ['00000000-0000-4000-8000-0000000000ff', 3, 3, nextMonth()])).toBe('QUOTA_CUSTOM_RULE_NOT_FOUND');
      expect(await tx.errorOf(deleteRule, ['00000000-0000-4000-8000-0000000000ff'])).toBe('QUOTA_CUSTOM_RULE_NOT_FOUND');
    }));

  it('refuses an edit that changes nothing, and records who changed a rule', () =>
    withWorld(async (tx) => {
      const { companyA, people } = tx.world;
      await tx.as('vendorAdmin');
      const rule = await ruleFor(tx, companyA, 8, 30, nextMonth());
      expect(await tx.errorOf(updateRule, [rule.id, 8, 30, nextMonth()])).toBe('QUOTA_NO_CHANGE');
      const changed = (await tx.query<RuleRow>(updateRule, [rule.id, 8, 31, nextMonth()])).rows[0]!;
      expect(changed).toMatchObject({ win_rate: 31, modifier_id: people.vendorAdmin });
      const names = await tx.query<{ creator: string; modifier: string; in_force: boolean }>(
        `select app_public.project_filing_quota_rules_creator_name(r) as creator, app_public.project_filing_quota_rules_modifier_name(r) as modifier,
                app_public.project_filing_quota_rules_in_force(r) as in_force
         from app_public.project_filing_quota_rules r where r.id = $1`,
        [rule.id],
      );
      expect(names.rows[0]).toEqual({ creator: 'vendorAdmin', modifier: 'vendorAdmin', in_force: true });
    }));

  it('applies a custom rule through its valid-until date and the level default the day after', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      const d = await sqlToday(tx);
      await tx.as('vendorAdmin');
      const rule = (await tx.query<RuleRow>(createRule, [companyA, 42, 7, d])).rows[0]!;
      // Company A (mainland, no level set) is at Register: 5 filings, 0 %.
      expect(await quotaOf(tx, companyA)).toMatchObject({ max_count: 42, win_rate: 7, custom_rule_id: rule.id, level_id: 1 });
      // The day after its last day: the rule's date is yesterday, seen from today.
      await tx.query(`update app_public.project_filing_quota_rules set valid_until_date = $2::date - 1 where id = $1`, [rule.id, d]);
      expect(await quotaOf(tx, companyA)).toMatchObject({ max_count: 5, win_rate: 0, custom_rule_id: null, level_id: 1 });
      const inForce = await tx.query<{ v: boolean }>(
        'select app_public.project_filing_quota_rules_in_force(r) as v from app_public.project_filing_quota_rules r where id = $1',
        [rule.id],
      );
      expect(inForce.rows[0]!.v).toBe(false);
      // A deleted rule stops applying at once.
      await tx.query(`update app_public.project_filing_quota_rules set valid_until_date = $2 where id = $1`, [rule.id, d]);
      await tx.as('vendorAdmin');
      await tx.query(deleteRule, [rule.id]);
      expect(await quotaOf(tx, companyA)).toMatchObject({ max_count: 5, custom_rule_id: null });
    }));
});

describe('default rules of the certification levels', () => {
  it('edits a level within the same bounds, refuses no change, and records the modifier', () =>
    withWorld(async (tx) => {
      const { companyA, people } = tx.world;
      await tx.as('vendorAdmin');
      const cases: [unknown, unknown, string][] = [
        [-1, 10, 'QUOTA_COUNT_OUT_OF_RANGE'],
        [1001, 10, 'QUOTA_COUNT_OUT_OF_RANGE'],
        [10, -1, 'QUOTA_WIN_RATE_OUT_OF_RANGE'],
        [10, 101, 'QUOTA_WIN_RATE_OUT_OF_RANGE'],
      ];
      for (const [count, rate, code] of cases) expect(await tx.errorOf(updateLevel, [2, count, rate]), `${count}/${rate}`).toBe(code);
      expect(await tx.errorOf(updateLevel, [999, 10, 10])).toBe('CERTIFICATION_LEVEL_NOT_FOUND');
      // Silver is seeded with 10 filings and 10 %.
      expect(await tx.errorOf(updateLevel, [2, 10, 10])).toBe('QUOTA_NO_CHANGE');
      expect(await tx.errorOf(updateLevel, [2, 0, 0])).toBe('NO_ERROR');
      expect(await tx.errorOf(updateLevel, [2, 1000, 100])).toBe('NO_ERROR');
      const level = await tx.query<{ max_project_filing_count: number; win_rate: number; modifier_id: string; modifier: string }>(
        `select l.max_project_filing_count, l.win_rate, l.modifier_id, app_public.certification_levels_modifier_name(l) as modifier
         from app_public.certification_levels l where l.id = 2`,
      );
      expect(level.rows[0]).toEqual({ max_project_filing_count: 1000, win_rate: 100, modifier_id: people.vendorAdmin, modifier: 'vendorAdmin' });
      // A company at Silver gets the level's new default.
      await certify(tx, companyA, 2);
      expect(await quotaOf(tx, companyA)).toMatchObject({ max_count: 1000, win_rate: 100, level_id: 2 });
    }));

  it('a company\'s level is its certification in effect; without one, the lowest level of its site\'s plan', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      const levelOf = async (companyId: string) => {
        await tx.as('vendorAdmin');
        return (
          await tx.query<{ key: string }>(
            'select (app_public.companies_effective_certification_level(c)).key from app_public.companies c where c.id = $1',
            [companyId],
          )
        ).rows[0]!.key;
      };
      expect(await levelOf(companyA)).toBe('REGISTER');
      expect(await levelOf(companyB)).toBe('REGISTERED');
      // Gold is mainland, Advanced is global.
      const gold = await certify(tx, companyA, 3);
      expect(await levelOf(companyA)).toBe('GOLD');
      await certify(tx, companyB, 6);
      expect(await levelOf(companyB)).toBe('ADVANCED');
      expect(await quotaOf(tx, companyB)).toMatchObject({ max_count: 10, win_rate: 10, level_id: 6 });
      // expired: back to the lowest level
      await tx.as(null);
      await tx.query('select app_private.company_certification_expire($1, now() + interval \'400 days\')', [gold]);
      expect(await levelOf(companyA)).toBe('REGISTER');
    }));
});

describe('who may do what (row-level security and the commands)', () => {
  const persons = ['memberA', 'adminA', 'memberB', 'noCompany'] as const;

  it('only vendor admins run the quota and level commands', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      await tx.as('vendorAdmin');
      const rule = await ruleFor(tx, companyA);
      for (const persona of persons) {
        await tx.as(persona);
        expect(await tx.errorOf(createRule, [companyA, 5, 5, nextMonth()]), persona).toBe('NO_PERMISSION');
        expect(await tx.errorOf(updateRule, [rule.id, 5, 5, nextMonth()]), persona).toBe('NO_PERMISSION');
        expect(await tx.errorOf(deleteRule, [rule.id]), persona).toBe('NO_PERMISSION');
        expect(await tx.errorOf(updateLevel, [1, 6, 1]), persona).toBe('NO_PERMISSION');
      }
      await tx.as('anonymous');
      expect(await tx.errorOf(createRule, [companyA, 5, 5, nextMonth()])).not.toBe('NO_ERROR');
      await tx.as(null);
      const after = await tx.query<RuleRow>('select * from app_public.project_filing_quota_rules where company_id = $1', [companyA]);
      expect(after.rows).toHaveLength(1);
      expect(after.rows[0]).toMatchObject({ max_project_filing_count: 8, is_active: true });
    }));

  it('custom rules are seen by vendor admins only; levels and plans by everyone signed in, changed by nobody directly', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      await tx.as('vendorAdmin');
      await ruleFor(tx, companyA);
      expect((await tx.query('select 1 from app_public.project_filing_quota_rules where company_id = $1', [companyA])).rowCount).toBe(1);
      for (const persona of persons) {
        await tx.as(persona);
        expect((await tx.query('select 1 from app_public.project_filing_quota_rules')).rowCount, persona).toBe(0);
        expect((await tx.query('select 1 from app_public.certification_levels')).rowCount, persona).toBe(6);
        expect((await tx.query('select 1 from app_public.certification_plans')).rowCount, persona).toBe(2);
        const level = await tx.query<{ key: string }>(
          'select (app_public.companies_effective_certification_level(c)).key from app_public.companies c where c.id = $1',
          [companyA],
        );
        // the company is visible to its own people only; the level follows it
        if (level.rowCount) expect(level.rows[0]!.key).toBe('REGISTER');
      }
      for (const persona of [...persons, 'vendorAdmin'] as const) {
        await tx.as(persona);
        // No direct writes: the commands are the only way.
        expect(await tx.errorOf('update app_public.certification_levels set win_rate = 1 where id = 1'), persona).toBe('42501');
        expect(
          await tx.errorOf('insert into app_public.project_filing_quota_rules (company_id, max_project_filing_count, win_rate, valid_until_date) values ($1, 1, 1, $2)', [
            companyA,
            nextMonth(),
          ]),
          persona,
        ).toBe('42501');
        expect(await tx.errorOf('update app_public.companies set certification_level_id = 2 where id = $1', [companyA]), persona).toBe('42501');
      }
    }));
});

describe('reference lists', () => {
  const simpleLists = ['industries', 'competitors', 'opportunity_sources', 'application_scenarios', 'project_phases'] as const;
  const allLists = [...simpleLists, 'products', 'distributors'] as const;
  const insertItem = (table: string) =>
    table === 'products'
      ? `insert into app_public.products (name, name_zh, purchase_types, units) values ($1, $2, '{SOFTWARE}', '{NODE}') returning id`
      : table === 'distributors'
        ? `insert into app_public.distributors (name, name_zh, tier) values ($1, $2, 'T2') returning id`
        : `insert into app_public.${table} (name, name_zh) values ($1, $2) returning id`;

  it('every signed-in persona reads every list and cannot write; a vendor admin adds, renames and disables items', () =>
    withWorld(async (tx) => {
      for (const table of allLists) {
        for (const persona of ['memberA', 'adminA', 'memberB', 'noCompany'] as const) {
          await tx.as(persona);
          expect((await tx.query(`select 1 from app_public.${table}`)).rowCount, `${persona} ${table}`).toBeGreaterThan(0);
          expect(await tx.errorOf(insertItem(table), [`Persona ${persona}`, '名称']), `${persona} ${table}`).toBe('42501');
          // an update policy that refuses shows as no row changed
          const updated = await tx.query(`update app_public.${table} set enabled = false where id = 1`);
          expect(updated.rowCount, `${persona} ${table}`).toBe(0);
        }
        await tx.as('anonymous');
        expect(await tx.errorOf(`select 1 from app_public.${table}`)).toBe('42501');
        await tx.as('vendorAdmin');
        const { rows } = await tx.query<{ id: number }>(insertItem(table), ['  Brand new item  ', ' 新项目 ']);
        const id = rows[0]!.id;
        const disabled = await tx.query<{ name: string; name_zh: string; enabled: boolean }>(
          `update app_public.${table} set enabled = false, name = name || ' 2' where id = $1 returning name, name_zh, enabled`,
          [id],
        );
        expect(disabled.rows[0], table).toEqual({ name: 'Brand new item 2', name_zh: '新项目', enabled: false });
        await tx.as(null);
        expect((await tx.query(`select enabled from app_public.${table} where id = 1`)).rows[0], table).toEqual({ enabled: true });
      }
    }));

  it('refuses blank, too long and duplicate names with their codes', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      const max = limits.referenceNameMax;
      for (const table of allLists) {
        expect(await tx.errorOf(insertItem(table), ['  ', '名称']), table).toBe('REFERENCE_NAME_REQUIRED');
        expect(await tx.errorOf(insertItem(table), ['Name', '']), table).toBe('REFERENCE_NAME_REQUIRED');
        expect(await tx.errorOf(insertItem(table), ['a'.repeat(max + 1), '名称']), table).toBe('REFERENCE_NAME_TOO_LONG');
        expect(await tx.errorOf(insertItem(table), ['a'.repeat(max), '名'.repeat(max)]), table).toBe('NO_ERROR');
        expect(await tx.errorOf(insertItem(table), ['A'.repeat(max), '名称']), table).toBe('REFERENCE_NAME_DUPLICATE');
        const first = (await tx.query<{ name: string }>(`select name from app_public.${table} where id = 1`)).rows[0]!.name;
        expect(await tx.errorOf(`update app_public.${table} set name = $1 where id = 2`, [first.toUpperCase()]), table).toBe(
          'REFERENCE_NAME_DUPLICATE',
        );
        // renaming an item to its own name (another case) is no duplicate
        expect(await tx.errorOf(`update app_public.${table} set name = upper(name) where id = 1`), table).toBe('NO_ERROR');
      }
    }));

  it('a product needs a purchase type and a unit; a distributor a tier', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(`insert into app_public.products (name, name_zh, purchase_types, units) values ('P1', 'P1', '{}', '{NODE}')`)).toBe(
        'PRODUCT_PURCHASE_TYPES_REQUIRED',
      );
      expect(await tx.errorOf(`insert into app_public.products (name, name_zh, purchase_types, units) values ('P1', 'P1', '{NONE}', '{}')`)).toBe(
        'PRODUCT_UNITS_REQUIRED',
      );
      expect(await tx.errorOf(`update app_public.products set units = '{}' where id = 1`)).toBe('PRODUCT_UNITS_REQUIRED');
      expect(await tx.errorOf(`insert into app_public.distributors (name, name_zh, tier) values ('D1', 'D1', null)`)).toBe(
        'DISTRIBUTOR_TIER_REQUIRED',
      );
      expect(await tx.errorOf(`update app_public.project_phases set preset = false where id = 1`)).toBe('NO_ERROR');
    }));
});
