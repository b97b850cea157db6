// One push strategy, two evaluations that must agree: who reads a non-public item (row-level security asks
// app_hidden.push_strategy_reaches of the reader's facts, one row at a time) and who is reached by it (the push range
// and the notification's batches read app_private.push_audience, set-based over every member). Each strategy below is
// evaluated both ways for the world's people; both must name the same people.
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
