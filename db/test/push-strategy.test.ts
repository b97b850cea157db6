// One push strategy, two evaluations that must agree: who reads a non-public item (row-level security asks
// app_hidden.push_strategy_reaches of the reader's facts, one row at a time) and who is reached by it (the push range
// and the notification's batches read app_private.push_audience, set-based over every member). Each strategy below is
// evaluated both ways for the world's people; both must name the same people. The push range counts from kept
// numbers per company and set of roles (app_private.push_member_groups); it must equal the count of the members the
// reader's rule reaches, whatever the members did.
import { describe, expect, it } from 'vitest';
import { builtinRoleIds } from '@pp/domain';
import { withWorld, type Tx } from './world.ts';

type Rule = { field: string; operator: string; values: string[] };
type Strategy = { combinator: string; rules: Rule[] };

const people = ['memberA', 'adminA', 'memberB', 'noCompany'] as const;

/** The people `strategy` reaches, as a reader's row-level check sees them. */
const readers = async (tx: Tx, strategy: Strategy): Promise<string[]> => {
  const out: string[] = [];
  for (const persona of people) {
    await tx.as(persona);
    const { rows: [r] } = await tx.query<{ reaches: boolean }>(
      'select app_hidden.push_strategy_reaches($1, app_hidden.current_push_facts()) as reaches', [JSON.stringify(strategy)],
    );
    if (r!.reaches) out.push(persona);
  }
  await tx.as(null);
  return out;
};

/** The people `strategy` reaches, as the push range and the notification see them (limited to the world's people). */
const audience = async (tx: Tx, strategy: Strategy): Promise<string[]> => {
  await tx.as(null);
  const { rows } = await tx.query<{ root_user_id: string }>(
    'select root_user_id from app_private.push_audience(false, $1, null, null) where root_user_id = any ($2::uuid[])',
    [JSON.stringify(strategy), people.map((p) => tx.world.people[p])],
  );
  const reached = new Set(rows.map((r) => r.root_user_id));
  return people.filter((p) => reached.has(tx.world.people[p]));
};

describe('a push strategy', () => {
  it('reaches the same people whether a reader reads or the vendor counts and notifies', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      await tx.as(null);
      // Company A holds the mainland plan's second level; company B none (it counts as its site's lowest level).
      const { rows: [level] } = await tx.query<{ id: number; plan_id: number; lowest: number }>(
        `select l.id, l.plan_id, (select l2.id from app_public.certification_levels l2 where l2.plan_id = l.plan_id order by l2.rank limit 1) as lowest
         from app_public.certification_levels l join app_public.certification_plans p on p.id = l.plan_id
         where p.site = (select site from app_public.companies where id = $1) order by l.rank offset 1 limit 1`,
        [companyB],
      );
      await tx.query('update app_public.companies set certification_level_id = $1 where id = $2', [level!.id, companyA]);
      const levelA = String(level!.id);
      const lowest = String(level!.lowest);
      const plan = String(level!.plan_id);
      const rule = (field: string, operator: string, ...values: string[]): Rule => ({ field, operator, values });
      const cases: [Strategy, string[]][] = [
        [{ combinator: 'OR', rules: [rule('COMPANY', 'CONTAINS_ONE', companyA)] }, ['memberA', 'adminA']],
        [{ combinator: 'AND', rules: [rule('COMPANY', 'NOT_CONTAIN_EVERY_ONE', companyA)] }, ['memberB']],
        [{ combinator: 'AND', rules: [rule('COMPANY_CERTIFICATION_LEVEL', 'CONTAINS_ONE', levelA), rule('ROLE', 'CONTAINS_ONE', builtinRoleIds.partnerAdministrator)] }, ['adminA']],
        [{ combinator: 'OR', rules: [rule('ROLE', 'CONTAINS_ONE', builtinRoleIds.regularMember), rule('COMPANY', 'CONTAINS_ONE', companyB)] }, ['memberA', 'memberB']],
        [{ combinator: 'OR', rules: [rule('COMPANY_CERTIFICATION_LEVEL', 'NOT_CONTAIN_EVERY_ONE', levelA)] }, ['memberB']],
        [{ combinator: 'AND', rules: [rule('COMPANY_CERTIFICATION_LEVEL', 'CONTAINS_ONE', lowest)] }, ['memberB']],
        [{ combinator: 'AND', rules: [rule('COMPANY_CERTIFICATION_PLAN', 'CONTAINS_ONE', plan), rule('ROLE', 'NOT_CONTAIN_EVERY_ONE', builtinRoleIds.partnerAdministrator)] }, ['memberA', 'memberB']],
        [{ combinator: 'AND', rules: [] }, ['memberA', 'adminA', 'memberB']],
        [{ combinator: 'OR', rules: [] }, []],
        [{ combinator: 'XOR', rules: [rule('COMPANY', 'CONTAINS_ONE', companyA)] }, []],
        [{ combinator: 'AND', rules: [rule('COMPANY', 'SOMETIMES', companyA)] }, []],
      ];
      for (const [strategy, expected] of cases) {
        expect({ strategy, readers: await readers(tx, strategy) }).toEqual({ strategy, readers: expected });
        expect({ strategy, audience: await audience(tx, strategy) }).toEqual({ strategy, audience: expected });
      }
    }));
});

/** The kept numbers as they would be computed again from the members now: empty when they agree. */
const drift = async (tx: Tx): Promise<unknown[]> => {
  await tx.as(null);
  const { rows } = await tx.query(
    `with keys as (
       select u.id as user_id, u.root_user_id, u.company_id,
              array(select ur.role_id from app_public.user_roles ur where ur.user_id = u.id order by ur.role_id) as role_ids
       from app_public.users u where u.status = 'JOINED' and u.company_id is not null
     ), expected as (
       select 'key' as kind, k.user_id::text || ' ' || k.root_user_id || ' ' || k.company_id || ' ' || k.role_ids::text as v from keys k
       union all
       select 'group', k.company_id || ' ' || k.role_ids::text || ' ' || count(*) || ' ' || c.site || ' ' || coalesce(c.certification_level_id, 0)
       from keys k join app_public.companies c on c.id = k.company_id group by k.company_id, k.role_ids, c.site, c.certification_level_id
       union all
       select 'shared', k.root_user_id || ' ' || count(*) from keys k group by k.root_user_id having count(*) > 1
     ), kept as (
       select 'key' as kind, k.user_id::text || ' ' || k.root_user_id || ' ' || k.company_id || ' ' || k.role_ids::text as v
       from app_private.push_member_keys k
       union all
       select 'group', g.company_id || ' ' || g.role_ids::text || ' ' || g.members || ' ' || g.site || ' ' || coalesce(g.certification_level_id, 0)
       from app_private.push_member_groups g
       union all
       select 'shared', s.root_user_id || ' ' || s.memberships from app_private.push_shared_people s
     )
     (select 'missing' as side, * from (select * from expected except all select * from kept) m)
     union all
     (select 'extra', * from (select * from kept except all select * from expected) x)`,
  );
  return rows;
};

/** The push range, and the same two numbers counted member by member with the reader's rule. */
const ranges = async (tx: Tx, strategy: Strategy | null) => {
  await tx.as(null);
  const { rows: [r] } = await tx.query<{ kept: string; counted: string }>(
    `with reached as (
       select u.root_user_id, u.company_id from app_public.users u
       where u.status = 'JOINED' and u.company_id is not null
         and ($1::jsonb is null or app_hidden.push_strategy_reaches($1, jsonb_build_array(app_private.push_facts(u.company_id, u.id))))
     )
     select (select app_private.push_range_of($1::jsonb is null, $1))::text as kept,
            (select row(count(distinct root_user_id), count(distinct company_id)) from reached)::text as counted`,
    [strategy === null ? null : JSON.stringify(strategy)],
  );
  return r!;
};

describe('the push range', () => {
  it('follows members who join, hold several companies, change roles, leave and are removed', () =>
    withWorld(async (tx) => {
      const { companyA, companyB, people } = tx.world;
      const { partnerAdministrator: pa, regularMember: rm } = builtinRoleIds;
      const rule = (field: string, operator: string, ...values: string[]): Rule => ({ field, operator, values });
      const strategies: (Strategy | null)[] = [
        null,
        { combinator: 'OR', rules: [rule('COMPANY', 'CONTAINS_ONE', companyA, companyB)] },
        { combinator: 'AND', rules: [rule('COMPANY', 'CONTAINS_ONE', companyA, companyB), rule('ROLE', 'CONTAINS_ONE', rm)] },
        { combinator: 'AND', rules: [rule('COMPANY', 'NOT_CONTAIN_EVERY_ONE', companyA), rule('ROLE', 'NOT_CONTAIN_EVERY_ONE', pa)] },
        { combinator: 'OR', rules: [rule('ROLE', 'CONTAINS_ONE', pa, 'not-a-role'), rule('COMPANY', 'CONTAINS_ONE', companyB.toUpperCase())] },
        { combinator: 'OR', rules: [rule('COMPANY_CERTIFICATION_LEVEL', 'CONTAINS_ONE', '1', '2', '3'), rule('ROLE', 'NOT_CONTAIN_EVERY_ONE', rm)] },
        { combinator: 'AND', rules: [] },
        { combinator: 'OR', rules: [rule('COMPANY', 'SOMETIMES', companyA)] },
      ];
      const check = async (step: string) => {
        expect({ step, drift: await drift(tx) }).toEqual({ step, drift: [] });
        for (const strategy of strategies) {
          const { kept, counted } = await ranges(tx, strategy);
          expect({ step, strategy, kept }).toEqual({ step, strategy, kept: counted });
        }
      };
      await check('the world');
      await tx.as(null);
      // memberB joins company A as well, with two roles written by one statement
      const { rows: [second] } = await tx.query<{ id: string }>(
        `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at)
         values ($1, $2, 'memberB', 'JOINED', now()) returning id`,
        [people.memberB, companyA],
      );
      await tx.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2), ($1, $3)', [second!.id, pa, rm]);
      await check('one person in two companies, two roles at once');
      const { rows: [shared] } = await tx.query<{ memberships: number }>(
        'select memberships from app_private.push_shared_people where root_user_id = $1', [people.memberB]);
      expect(shared?.memberships).toBe(2);
      await tx.query('delete from app_public.user_roles where user_id = $1 and role_id = $2', [second!.id, pa]);
      await check('a role taken away');
      await tx.query(`update app_public.users set status = 'EXITED' where root_user_id = $1 and company_id = $2`, [people.memberA, companyA]);
      await check('a member left');
      await tx.query('delete from app_public.users where id = $1', [second!.id]);
      await check('a membership removed');
      // company B is certified at the highest level of its site's plan, and then moves to the other site
      const { rows: [level] } = await tx.query<{ id: number }>(
        `select l.id from app_public.certification_levels l join app_public.certification_plans p on p.id = l.plan_id
         where p.site = (select site from app_public.companies where id = $1) order by l.rank desc limit 1`,
        [companyB],
      );
      strategies.push({ combinator: 'AND', rules: [rule('COMPANY_CERTIFICATION_LEVEL', 'CONTAINS_ONE', String(level!.id))] });
      const before = await ranges(tx, strategies.at(-1)!);
      await tx.query('update app_public.companies set certification_level_id = $1 where id = $2', [level!.id, companyB]);
      await check('a company certified at another level');
      expect((await ranges(tx, strategies.at(-1)!)).kept).not.toBe(before.kept);
      await tx.query(`update app_public.companies set site = case site when 'GLOBAL' then 'MAINLAND'::app_public.site else 'GLOBAL' end,
                      certification_level_id = null where id = $1`, [companyB]);
      await check('a company moved to the other site');
    }));
});
