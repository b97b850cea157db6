// The kept filing counts behind the back office's tab totals: per company, status and pending approval step, they
// follow every insert, status or step change and removal, and projectFilingTotal answers what counting the list's
// rows would (for vendor admins only).
import { describe, expect, it } from 'vitest';
import { createFiling, filingInEffect, ownerQuery, pendingApproval } from './lib/project-filing-fixtures.ts';
import { withWorld, type Tx } from './world.ts';

type Status = 'APPROVING' | 'VALIDATING' | 'HAVE_SIGNED' | 'REJECTED' | 'CANCELED' | 'EXPIRED' | null;
type Step = 'PARTNER_COMPANY' | 'VENDOR' | null;

/** The two world companies' names share "Test <suffix>" and no other company's name holds it. */
const worldTerm = async (tx: Tx) =>
  `Test ${(await ownerQuery<{ name: string }>(tx, 'select name from app_public.companies where id = $1', [tx.world.companyA])).rows[0]!.name.split(' ')[2]}`;

const total = async (tx: Tx, status: Status, step: Step, term: string | null): Promise<number | null> => {
  const { rows } = await tx.query<{ n: string | null }>('select app_public.project_filing_total($1, $2, $3) as n', [status, step, term]);
  return rows[0]!.n === null ? null : Number(rows[0]!.n);
};

/** The same number counted from the filings themselves, under the caller's row-level security. */
const counted = async (tx: Tx, status: Status, step: Step, companies: string[]): Promise<number> =>
  Number(
    (
      await tx.query<{ n: string }>(
        `select count(*) as n from app_public.project_filings
         where company_id = any($3::uuid[]) and ($1::app_public.project_filing_status is null or status = $1)
           and ($2::app_public.approval_source is null or approval_step = $2)`,
        [status, step, companies],
      )
    ).rows[0]!.n,
  );

/** The kept rows of the world's companies equal a fresh count of their filings. */
const keptEqualsCounted = async (tx: Tx) => {
  const companies = [tx.world.companyA, tx.world.companyB];
  const kept = await ownerQuery<{ key: string; n: string }>(
    tx,
    `select concat_ws('/', company_id, status, approval_step) as key, n::text from app_private.project_filing_counts
     where company_id = any($1::uuid[]) and n <> 0 order by 1`,
    [companies],
  );
  const fresh = await ownerQuery<{ key: string; n: string }>(
    tx,
    `select concat_ws('/', company_id, status, approval_step) as key, count(*)::text as n from app_public.project_filings
     where company_id = any($1::uuid[]) group by company_id, status, approval_step order by 1`,
    [companies],
  );
  expect(kept.rows).toEqual(fresh.rows);
};

/** The totals in all (the log's sums) equal a count of every filing, read in one statement (one snapshot). */
const totalsEqualCounted = async (tx: Tx) => {
  const { rows } = await ownerQuery<{ kept: unknown; fresh: unknown }>(
    tx,
    `select (select jsonb_object_agg(k, n) from (
               select concat_ws('/', status, approval_step) as k, sum(delta) as n from app_private.project_filing_total_changes
               group by status, approval_step having sum(delta) <> 0) kept) as kept,
            (select jsonb_object_agg(k, n) from (
               select concat_ws('/', status, approval_step) as k, count(*) as n from app_public.project_filings
               group by status, approval_step) fresh) as fresh`,
  );
  expect(rows[0]!.kept).toEqual(rows[0]!.fresh);
};

describe('kept filing counts', () => {
  it('follow filings through approval, rejection, cancellation and removal, and answer the tab totals', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      const term = await worldTerm(tx);
      await tx.as('vendorAdmin');
      expect(await total(tx, null, null, term)).toBe(0);

      const inEffect = await filingInEffect(tx);
      await tx.as('memberA');
      const waitingPartner = await createFiling(tx, companyA);
      const waitingVendor = await createFiling(tx, companyA);
      const rejected = await createFiling(tx, companyA);
      await tx.as('adminA');
      await tx.query('select app_public.approve_project_filing_approval($1, null)', [await pendingApproval(tx, waitingVendor.id)]);
      await tx.query('select app_public.reject_project_filing_approval($1, $2)', [await pendingApproval(tx, rejected.id), 'Not ours']);
      await keptEqualsCounted(tx);

      await tx.as('vendorAdmin');
      const companies = [companyA, companyB];
      const cases: [Status, Step][] = [
        [null, null],
        ['APPROVING', null],
        ['VALIDATING', null],
        ['REJECTED', null],
        [null, 'PARTNER_COMPANY'],
        [null, 'VENDOR'],
        ['APPROVING', 'VENDOR'],
        ['HAVE_SIGNED', null],
      ];
      for (const [status, step] of cases) {
        expect(await total(tx, status, step, term), `${status}/${step}`).toBe(await counted(tx, status, step, companies));
      }
      expect(await total(tx, 'APPROVING', 'PARTNER_COMPANY', term)).toBe(1);
      expect(await total(tx, 'APPROVING', 'VENDOR', `  ${term.toUpperCase()} `)).toBe(1);
      expect(await total(tx, 'VALIDATING', null, term)).toBe(1);

      // a removal and a status change made by hand count too
      await ownerQuery(tx, `update app_public.project_filings set status = 'CANCELED', approval_step = null where id = $1`, [inEffect.id]);
      await ownerQuery(tx, 'delete from app_public.project_filings where id = any($1::uuid[])', [[waitingPartner.id]]);
      await keptEqualsCounted(tx);
      await totalsEqualCounted(tx);
      // folding the log into a row per status and step keeps every total
      await ownerQuery(tx, 'select app_private.project_filing_totals_fold()');
      await totalsEqualCounted(tx);
      const rows = await ownerQuery<{ n: string }>(tx, 'select count(*) as n from app_private.project_filing_total_changes');
      expect(Number(rows.rows[0]!.n)).toBeLessThanOrEqual(30);
      expect(await total(tx, 'CANCELED', null, term)).toBe(1);
      expect(await total(tx, null, null, term)).toBe(await counted(tx, null, null, companies));
      expect(await total(tx, null, null, term)).toBe(3);
    }));

  it("leave nothing behind when a company is deleted with its filings", () =>
    withWorld(async (tx) => {
      await filingInEffect(tx);
      await tx.as('memberA');
      await createFiling(tx, tx.world.companyA);
      await ownerQuery(tx, 'delete from app_public.companies where id = $1', [tx.world.companyA]);
      const { rows } = await ownerQuery<{ n: string }>(
        tx,
        'select count(*) as n from app_private.project_filing_counts where company_id = $1',
        [tx.world.companyA],
      );
      expect(Number(rows[0]!.n)).toBe(0);
      await totalsEqualCounted(tx);
    }));

  it('a blank company term does not narrow; wildcards match themselves', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      await createFiling(tx, tx.world.companyA);
      await tx.as('vendorAdmin');
      const everywhere = await total(tx, 'APPROVING', null, '   ');
      expect(everywhere).toBe(await total(tx, 'APPROVING', null, null));
      expect(everywhere).toBeGreaterThanOrEqual(1);
      expect(await total(tx, 'APPROVING', null, '%')).toBe(0);
    }));

  it('are for vendor admins: anyone else gets no number', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      await createFiling(tx, tx.world.companyA);
      for (const persona of ['memberA', 'adminA', 'memberB'] as const) {
        await tx.as(persona);
        expect(await total(tx, null, null, null), persona).toBeNull();
      }
      await tx.as('anonymous');
      expect(await tx.errorOf('select app_public.project_filing_total()')).toBe('42501');
      expect(await tx.errorOf('select n from app_private.project_filing_counts limit 1')).toBe('42501');
    }));
});
