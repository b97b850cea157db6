import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildWorld, testDatabaseUrl, withWorld, type Tx } from './world.ts';
import { createFiling, createFilingSql, filingFields, ownerQuery, pendingApproval, validFilingFields } from './lib/project-filing-fixtures.ts';

/** The code and params of filing a deal for company A as the current persona ('NO_ERROR' when it passes). */
const tryFiling = async (tx: Tx): Promise<{ code: string; params: unknown }> => {
  const { text, values } = createFilingSql(tx.world.companyA, await filingFields(tx));
  await tx.query('savepoint gate');
  try {
    await tx.query(text, values);
    await tx.query('release savepoint gate');
    return { code: 'NO_ERROR', params: null };
  } catch (error) {
    await tx.query('rollback to savepoint gate');
    const e = error as { code?: string; message?: string; detail?: string };
    return { code: e.code === 'PPERR' ? e.message! : String(e.code), params: e.detail ? JSON.parse(e.detail) : null };
  }
};

/** A filing of company A that ended (signed or expired) at a given time, written directly as the owner. */
const endedFiling = (tx: Tx, status: 'HAVE_SIGNED' | 'EXPIRED', closedAt: string) =>
  ownerQuery(
    tx,
    `insert into app_public.project_filings (company_id, name, customer_full_name, customer_address, industry_id,
       contact_name, contact_email, contact_phone_prefix, contact_phone, contact_position, estimated_order_budget,
       currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids, application_scenario_ids,
       requirement, principal_id, submitter_id, status, closed_at)
     values ($1, 'Old deal', 'Old customer', 'Somewhere', 1, 'C', 'c@example.com', '+86', '13812345678', 'CIO', 1000, 'CNY',
       current_date, 1, 1, '{1}', '{1}', 'r', $2, $2, $3::app_public.project_filing_status, $4::timestamptz)`,
    [tx.world.companyA, tx.world.identities['memberA:A'], status, closedAt],
  );

const customRule = (tx: Tx, max: number, winRate: number, validUntil: string, active = true) =>
  ownerQuery(
    tx,
    `insert into app_public.project_filing_quota_rules (company_id, max_project_filing_count, win_rate, valid_until_date, is_active)
     values ($1, $2, $3, $4::date, $5)`,
    [tx.world.companyA, max, winRate, validUntil, active],
  );

const businessDate = async (tx: Tx, offsetDays: number): Promise<string> =>
  (
    await ownerQuery<{ d: string }>(tx, `select ((now() at time zone app_hidden.project_filing_time_zone())::date + $1::int)::text as d`, [
      offsetDays,
    ])
  ).rows[0]!.d;

describe('the quota of filings under review or in effect', () => {
  it('the level’s default (Register: 5): the fifth passes, the sixth is refused with {max}; closed filings free a place', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const filings = [];
      for (let i = 0; i < 4; i++) filings.push(await createFiling(tx, tx.world.companyA));
      expect((await tryFiling(tx)).code).toBe('NO_ERROR'); // max - 1 open: allowed
      expect(await tryFiling(tx)).toEqual({ code: 'PROJECT_FILING_QUOTA_REACHED', params: { max: 5 } });
      // a rejected filing no longer counts
      await tx.as('adminA');
      await tx.query('select app_public.reject_project_filing_approval($1, $2)', [await pendingApproval(tx, filings[0]!.id), 'No']);
      await tx.as('memberA');
      expect((await tryFiling(tx)).code).toBe('NO_ERROR');
      expect((await tryFiling(tx)).code).toBe('PROJECT_FILING_QUOTA_REACHED');
    }));

  it('a custom rule applies until its last day, then the level’s default; a deleted rule does not apply', () =>
    withWorld(async (tx) => {
      await customRule(tx, 1, 0, await businessDate(tx, 0));
      await tx.as('memberA');
      expect((await tryFiling(tx)).code).toBe('NO_ERROR');
      expect(await tryFiling(tx)).toEqual({ code: 'PROJECT_FILING_QUOTA_REACHED', params: { max: 1 } });
      // the rule ended yesterday: the level's 5 applies
      await ownerQuery(tx, 'update app_public.project_filing_quota_rules set valid_until_date = $2::date where company_id = $1', [
        tx.world.companyA,
        await businessDate(tx, -1),
      ]);
      expect((await tryFiling(tx)).code).toBe('NO_ERROR');
      // a deleted (inactive) rule neither
      await ownerQuery(tx, 'update app_public.project_filing_quota_rules set is_active = false where company_id = $1', [tx.world.companyA]);
      await customRule(tx, 1, 0, await businessDate(tx, 30), false);
      expect((await tryFiling(tx)).code).toBe('NO_ERROR');
      // a higher level's default
      await ownerQuery(tx, 'update app_public.companies set certification_level_id = 3 where id = $1', [tx.world.companyA]);
      for (let i = 0; i < 17; i++) expect((await tryFiling(tx)).code).toBe('NO_ERROR');
      expect(await tryFiling(tx)).toEqual({ code: 'PROJECT_FILING_QUOTA_REACHED', params: { max: 20 } });
    }));
});

describe('the win-rate gate: signed ÷ (signed + expired) over the last 12 months', () => {
  it('a rate equal to the threshold passes; below is refused with the rate and the threshold', () =>
    withWorld(async (tx) => {
      await customRule(tx, 10, 50, await businessDate(tx, 30));
      await endedFiling(tx, 'HAVE_SIGNED', 'now()');
      await endedFiling(tx, 'EXPIRED', 'now()');
      await tx.as('memberA');
      expect((await tryFiling(tx)).code).toBe('NO_ERROR'); // 50 % == 50 %
      await endedFiling(tx, 'EXPIRED', 'now()');
      expect(await tryFiling(tx)).toEqual({ code: 'PROJECT_FILING_WIN_RATE_TOO_LOW', params: { winRate: 33.33, threshold: 50 } });
    }));

  it('no ended filing means no rate and no gate; filings that ended more than 12 months ago do not count', () =>
    withWorld(async (tx) => {
      await customRule(tx, 10, 100, await businessDate(tx, 30));
      await tx.as('memberA');
      expect((await tryFiling(tx)).code).toBe('NO_ERROR');
      await endedFiling(tx, 'EXPIRED', `${new Date(Date.now() - 400 * 86_400_000).toISOString()}`);
      await endedFiling(tx, 'HAVE_SIGNED', 'now()');
      expect((await tryFiling(tx)).code).toBe('NO_ERROR'); // 1 signed of 1 within the window: 100 %
      await endedFiling(tx, 'EXPIRED', `${new Date(Date.now() - 300 * 86_400_000).toISOString()}`);
      expect((await tryFiling(tx)).code).toBe('PROJECT_FILING_WIN_RATE_TOO_LOW');
    }));
});

describe('concurrency', () => {
  it('members filing at the same moment for a company with room for one more: exactly one succeeds', async () => {
    const owner = new pg.Client({ connectionString: testDatabaseUrl() });
    await owner.connect();
    const world = await buildWorld(owner); // committed: the parallel connections must see it
    const extraPeople: string[] = [];
    const parallel = 6;
    try {
      for (let i = 0; i < parallel; i++) {
        const root = randomUUID();
        await owner.query('select app_private.ensure_root_user($1, $2, $3, $4)', [root, `racer-${root.slice(0, 8)}`, null, `Racer ${i}`]);
        const { rows } = await owner.query<{ id: string }>(
          `insert into app_public.users (root_user_id, company_id, name, status) values ($1, $2, $3, 'JOINED') returning id`,
          [root, world.companyA, `Racer ${i}`],
        );
        await owner.query(`insert into app_public.user_roles (user_id, role_id) select $1, role_id from app_public.user_roles where user_id = $2`, [
          rows[0]!.id,
          world.identities['memberA:A'],
        ]);
        extraPeople.push(root);
      }
      await owner.query(
        `insert into app_public.project_filing_quota_rules (company_id, max_project_filing_count, win_rate, valid_until_date)
         values ($1, 3, 0, current_date + 30)`,
        [world.companyA],
      );
      const orderDate = (await owner.query<{ d: string }>(
        `select ((now() at time zone app_hidden.project_filing_time_zone())::date + 30)::text as d`,
      )).rows[0]!.d;
      const fields = validFilingFields(orderDate, world.identities['memberA:A']!);
      const file = async (root: string, holdMs: number): Promise<string> => {
        const client = new pg.Client({ connectionString: testDatabaseUrl() });
        await client.connect();
        try {
          await client.query('begin');
          await client.query("select set_config('jwt.claims.sub', $1, true)", [root]);
          await client.query('set local role pp_user');
          const { text, values } = createFilingSql(world.companyA, fields);
          try {
            await client.query(text, values);
          } catch (error) {
            await client.query('rollback');
            const e = error as { code?: string; message?: string };
            return e.code === 'PPERR' ? e.message! : String(e.code);
          }
          // keep the transaction open a moment so the others run while it is uncommitted
          await new Promise((r) => setTimeout(r, holdMs));
          await client.query('commit');
          return 'NO_ERROR';
        } finally {
          await client.end();
        }
      };
      // two filings already: room for one more
      expect(await file(world.people.memberA, 0)).toBe('NO_ERROR');
      expect(await file(world.people.adminA, 0)).toBe('NO_ERROR');
      const results = await Promise.all(extraPeople.map((root) => file(root, 300)));
      expect(results.filter((r) => r === 'NO_ERROR')).toHaveLength(1);
      expect(results.filter((r) => r === 'PROJECT_FILING_QUOTA_REACHED')).toHaveLength(parallel - 1);
      const { rows } = await owner.query<{ n: number }>(
        `select count(*)::int as n from app_public.project_filings where company_id = $1 and status in ('APPROVING', 'VALIDATING')`,
        [world.companyA],
      );
      expect(rows[0]!.n).toBe(3);
    } finally {
      await owner.query('delete from app_public.companies where id = any ($1::uuid[])', [[world.companyA, world.companyB]]);
      await owner.query('delete from app_public.root_users where id = any ($1::uuid[])', [[...Object.values(world.people), ...extraPeople]]);
      await owner.end();
    }
  });
});
