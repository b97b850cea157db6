// The back office's counted lists: the kept total of each list equals a recount after every kind of write, folding
// keeps it, and only vendor admins read it.
import { describe, expect, it } from 'vitest';
import { withWorld, type Tx } from './world.ts';

const lists = {
  COMPANIES: 'select count(*) from app_public.companies',
  COMPANY_USERS: 'select count(*) from app_public.users where company_id is not null',
} as const;
type List = keyof typeof lists;

/** The kept total and a recount, read in one statement (one snapshot: other transactions' writes and their changes
 * land together). */
const keptAndCounted = async (tx: Tx, list: List) => {
  const { rows } = await tx.query<{ kept: string; counted: string }>(
    `select (select coalesce(sum(delta), 0) from app_private.list_total_changes where list = $1) as kept, (${lists[list]}) as counted`,
    [list],
  );
  return { kept: Number(rows[0]!.kept), counted: Number(rows[0]!.counted) };
};

const expectExact = async (tx: Tx, list: List) => {
  const { kept, counted } = await keptAndCounted(tx, list);
  expect(kept).toBe(counted);
  return kept;
};

const changeRows = async (tx: Tx, list: List) =>
  Number((await tx.query<{ n: string }>('select count(*) as n from app_private.list_total_changes where list = $1', [list])).rows[0]!.n);

describe('counted lists', () => {
  it('companies: the total follows inserts and deletes, not edits', () =>
    withWorld(async (tx) => {
      const before = await expectExact(tx, 'COMPANIES');
      await tx.query(`insert into app_public.companies (name, site) values ('Counted One', 'GLOBAL'), ('Counted Two', 'MAINLAND')`);
      expect(await expectExact(tx, 'COMPANIES')).toBe(before + 2);
      const changes = await changeRows(tx, 'COMPANIES');
      await tx.query(`update app_public.companies set phone = '123' where name like 'Counted %'`);
      expect(await expectExact(tx, 'COMPANIES')).toBe(before + 2);
      // an edit records nothing
      expect(await changeRows(tx, 'COMPANIES')).toBe(changes);
      await tx.query(`delete from app_public.companies where name = 'Counted One'`);
      expect(await expectExact(tx, 'COMPANIES')).toBe(before + 1);
    }));

  it('company users: only identities with a company count, and moving in or out of a company counts', () =>
    withWorld(async (tx) => {
      const { companyA, people, identities } = tx.world;
      // the world's members of companies are in the total; its default identities (no company) are not
      const before = await expectExact(tx, 'COMPANY_USERS');
      const loose = identities['noCompany:default'];
      await tx.query(`update app_public.users set company_id = $2, status = 'JOINED' where id = $1`, [loose, companyA]);
      expect(await expectExact(tx, 'COMPANY_USERS')).toBe(before + 1);
      await tx.query(`update app_public.users set status = 'EXITED' where id = $1`, [loose]);
      expect(await expectExact(tx, 'COMPANY_USERS')).toBe(before + 1);
      await tx.query(`update app_public.users set company_id = null, status = 'ACTIVE' where id = $1`, [loose]);
      expect(await expectExact(tx, 'COMPANY_USERS')).toBe(before);
      await tx.query(
        `insert into app_public.users (root_user_id, company_id, name, status) select id, $1, 'Many', 'JOINED'
         from app_public.root_users where id = any($2::uuid[])`,
        [tx.world.companyB, [people.noCompany, people.adminA]],
      );
      expect(await expectExact(tx, 'COMPANY_USERS')).toBe(before + 2);
      await tx.query(`delete from app_public.users where name = 'Many'`);
      expect(await expectExact(tx, 'COMPANY_USERS')).toBe(before);
    }));

  it('folding the changes into one row keeps the total', () =>
    withWorld(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.query(`insert into app_public.companies (name, site) values ($1, 'GLOBAL')`, [`Fold ${i}`]);
      const before = await expectExact(tx, 'COMPANIES');
      await tx.query(`select app_private.fold_list_total('COMPANIES')`);
      expect(await expectExact(tx, 'COMPANIES')).toBe(before);
      // what other transactions are folding at this moment is skipped; everything else is now one row
      expect(await changeRows(tx, 'COMPANIES')).toBeLessThanOrEqual(2);
    }));

  it('a writer folds the changes now and then, without changing the total', () =>
    withWorld(async (tx) => {
      for (let i = 0; i < 110; i++) await tx.query(`insert into app_public.companies (name, site) values ($1, 'GLOBAL')`, [`Many ${i}`]);
      await expectExact(tx, 'COMPANIES');
      // 110 single-row inserts recorded 110 changes; a fold on the way (every hundredth change) took most of them
      expect(await changeRows(tx, 'COMPANIES')).toBeLessThan(105);
    }));

  it('counts a table anew when its list is set up, and a truncated table is empty', () =>
    withWorld(async (tx) => {
      // a table of its own stands in for a list's table; the list's changes are rolled back with the test
      await tx.query('create temporary table counted_rows (id int, kept boolean) on commit drop');
      await tx.query('insert into counted_rows select i, i % 2 = 0 from generate_series(1, 10) i');
      await tx.query(`select app_private.count_list_rows('counted_rows', 'COMPANIES', 'kept')`);
      const total = async () =>
        Number((await tx.query<{ n: string }>(`select sum(delta) as n from app_private.list_total_changes where list = 'COMPANIES'`)).rows[0]!.n);
      expect(await total()).toBe(5);
      await tx.query('insert into counted_rows values (11, true), (12, false)');
      expect(await total()).toBe(6);
      await tx.query('update counted_rows set kept = not kept where id in (1, 2)');
      expect(await total()).toBe(6);
      await tx.query('update counted_rows set kept = true where id = 3');
      expect(await total()).toBe(7);
      await tx.query('truncate counted_rows');
      expect(await total()).toBe(0);
    }));

  it('list_total answers vendor admins only', () =>
    withWorld(async (tx) => {
      const kept = await expectExact(tx, 'COMPANIES');
      await tx.as('vendorAdmin');
      const { rows } = await tx.query<{ n: string }>(`select app_public.list_total('COMPANIES') as n`);
      expect(Number(rows[0]!.n)).toBe(kept);
      for (const persona of ['adminA', 'memberA', 'noCompany'] as const) {
        await tx.as(persona);
        expect(await tx.errorOf(`select app_public.list_total('COMPANY_USERS')`)).toBe('NO_PERMISSION');
      }
      await tx.as('anonymous');
      // not granted to visitors who are not signed in
      expect(await tx.errorOf(`select app_public.list_total('COMPANIES')`)).toBe('42501');
    }));
});
