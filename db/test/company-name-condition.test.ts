// The back office's company-name search: the ids of the companies whose name contains a term, ignoring case, read
// from the copy of company names, of the companies the caller may read; the list it narrows keeps its own row-level
// security.
import { describe, expect, it } from 'vitest';
import { createFiling, filingInEffect, ownerQuery } from './lib/project-filing-fixtures.ts';
import { withWorld, type Tx } from './world.ts';

const idsNamedLike = async (tx: Tx, term: string | null): Promise<string[]> =>
  (
    await tx.query<{ id: string }>(
      'select n.id from app_hidden.company_names_for_search n where n.name ilike app_hidden.contains_pattern($1) order by n.id',
      [term],
    )
  ).rows.map((r) => r.id);

const suffixOf = async (tx: Tx) =>
  (await tx.query<{ name: string }>('select name from app_public.companies where id = $1', [tx.world.companyA])).rows[0]!.name.split(' ')[2]!;

describe('companies named like a term', () => {
  it('finds names containing the term, ignoring case and the blanks around it; wildcards match themselves', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      const suffix = await suffixOf(tx);
      await tx.as('vendorAdmin');
      expect(await idsNamedLike(tx, `  alpha test ${suffix.toUpperCase()} `)).toEqual([companyA]);
      expect(await idsNamedLike(tx, `Test ${suffix}`)).toEqual([companyA, companyB].sort());
      expect(await idsNamedLike(tx, `%${suffix}`)).toEqual([]);
      expect(await idsNamedLike(tx, `Alpha_Test ${suffix}`)).toEqual([]);
      expect(await idsNamedLike(tx, null)).toEqual([]);
    }));

  it('as an array (the performance list\'s form): the same companies, none for a blank term, the caller\'s only', () =>
    withWorld(async (tx) => {
      const suffix = await suffixOf(tx);
      const arrayOf = async (term: string | null): Promise<string[]> =>
        ((await tx.query<{ ids: string[] }>('select app_hidden.company_ids_with_name($1) as ids', [term])).rows[0]!.ids ?? []).sort();
      await tx.as('vendorAdmin');
      for (const term of [`Test ${suffix}`, `  alpha test ${suffix.toUpperCase()} `, `%${suffix}`]) {
        expect(await arrayOf(term)).toEqual(await idsNamedLike(tx, term));
      }
      expect(await arrayOf('   ')).toEqual([]);
      expect(await arrayOf(null)).toEqual([]);
      await tx.as('memberB');
      expect(await arrayOf(`Test ${suffix}`)).toEqual([tx.world.companyB]);
    }));

  it('narrows a list without widening it: others still see none of the filings of the matching companies', () =>
    withWorld(async (tx) => {
      const suffix = await suffixOf(tx);
      await tx.as('memberA');
      const filing = await createFiling(tx, tx.world.companyA);
      const narrowed = async () =>
        (
          await tx.query<{ id: string }>(
            `select f.id from app_public.project_filings f where f.company_id in (
               select n.id from app_hidden.company_names_for_search n where n.name ilike app_hidden.contains_pattern($1))`,
            [`Test ${suffix}`],
          )
        ).rows.map((r) => r.id);
      await tx.as('vendorAdmin');
      expect(await narrowed()).toEqual([filing.id]);
      await tx.as('memberB');
      // a member reads only the names of the companies it may read (its own, with ViewCompanyInfo)
      expect(await idsNamedLike(tx, `Test ${suffix}`)).toEqual([tx.world.companyB]);
      expect(await narrowed()).toEqual([]);
      await tx.as('anonymous');
      expect(await tx.errorOf('select id from app_hidden.company_names_for_search limit 1')).toBe('42501');
    }));

  it('finds performance records by number and customer for the back office, and others still see none of them', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      const number = `PO-${tx.world.companyA.slice(0, 8)}`;
      const { rows } = await ownerQuery<{ id: string }>(
        tx,
        `select id from app_private.company_performance_add($1, $2, $3, $4, 'Ningbo Harbour Bank', 1000, 'CNY', current_date, 'NEW_PURCHASE', null)`,
        [tx.world.people.vendorAdmin, tx.world.companyA, filing.id, number],
      );
      const narrowed = async (column: 'semantic_id' | 'customer_full_name', term: string) =>
        (
          await tx.query<{ id: string }>(
            `select p.id from app_public.company_performances p where p.id in (
               select v.id from app_hidden.company_performances_for_search v where v.${column} ilike app_hidden.contains_pattern($1))`,
            [term],
          )
        ).rows.map((r) => r.id);
      await tx.as('vendorAdmin');
      expect(await narrowed('semantic_id', number.slice(3).toLowerCase())).toEqual([rows[0]!.id]);
      expect(await narrowed('customer_full_name', 'harbour bank')).toContain(rows[0]!.id);
      await tx.as('memberB');
      expect(await narrowed('semantic_id', number)).toEqual([]);
      await tx.as('anonymous');
      expect(await tx.errorOf('select id from app_hidden.company_performances_for_search limit 1')).toBe('42501');
    }));
});
