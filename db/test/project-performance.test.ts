import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl, withWorld, type Tx } from './world.ts';
import { createFiling, filingInEffect, filingMoment, filingRow, ownerQuery } from './lib/project-filing-fixtures.ts';

/** Every argument of create_company_performance (SQL names). */
interface PerformanceFields {
  company_id: string | null;
  project_filing_id: string | null;
  semantic_id: string | null;
  customer_full_name: string | null;
  performance: string | number | null;
  currency_iso_code: string | null;
  effective_date: string | null;
  project_type: string | null;
  remark: string | null;
}

interface PerformanceRow {
  id: string;
  semantic_id: string;
  company_id: string;
  project_filing_id: string;
  customer_full_name: string;
  performance: string;
  currency_iso_code: string;
  effective_date: string;
  project_type: string;
  remark: string | null;
  created_by: string | null;
}

let counter = 0;
const nextNumber = (): string => `PERF-${Date.now().toString(36)}-${++counter}`;

const fieldsFor = (tx: Tx, filingId: string, overrides: Partial<PerformanceFields> = {}): PerformanceFields => ({
  company_id: tx.world.companyA,
  project_filing_id: filingId,
  semantic_id: nextNumber(),
  customer_full_name: 'Shanghai Example Bank (Pudong) Co.',
  performance: '1000.00',
  currency_iso_code: 'CNY',
  effective_date: '2026-03-15',
  project_type: 'NEW_PURCHASE',
  remark: null,
  ...overrides,
});

const argList = `company_id => $1::uuid, project_filing_id => $2::uuid, semantic_id => $3, customer_full_name => $4,
  performance => $5::numeric, currency_iso_code => $6, effective_date => $7::date, project_type => $8, remark => $9`;
const argValues = (f: PerformanceFields): unknown[] => [
  f.company_id,
  f.project_filing_id,
  f.semantic_id,
  f.customer_full_name,
  f.performance,
  f.currency_iso_code,
  f.effective_date,
  f.project_type,
  f.remark,
];

const selectRow = `select id, semantic_id, company_id, project_filing_id, customer_full_name, performance::text,
  currency_iso_code, effective_date::text, project_type, remark, created_by`;

/** The error code of recording performance with these fields, as the current persona. */
const createError = (tx: Tx, f: PerformanceFields): Promise<string> =>
  tx.errorOf(`select app_public.create_company_performance(${argList})`, argValues(f));

/** Records performance as the vendor admin and gives the row back. */
const record = async (tx: Tx, filingId: string, overrides: Partial<PerformanceFields> = {}): Promise<PerformanceRow> => {
  await tx.as('vendorAdmin');
  const { rows } = await tx.query<PerformanceRow>(
    `${selectRow} from app_public.create_company_performance(${argList})`,
    argValues(fieldsFor(tx, filingId, overrides)),
  );
  return rows[0]!;
};

const updateError = (tx: Tx, id: string, f: PerformanceFields): Promise<string> =>
  tx.errorOf(`select app_public.update_company_performance(id => $10::uuid, ${argList})`, [...argValues(f), id]);

const deleteError = (tx: Tx, id: string, after: string | null): Promise<string> =>
  tx.errorOf('select app_public.delete_company_performance($1, $2)', [id, after]);

const remarkError = (tx: Tx, id: string, remark: string | null): Promise<string> =>
  tx.errorOf('select app_public.update_company_performance_remark($1, $2)', [id, remark]);

const performanceRow = async (tx: Tx, id: string): Promise<PerformanceRow | undefined> =>
  (await ownerQuery<PerformanceRow>(tx, `${selectRow} from app_public.company_performances where id = $1`, [id])).rows[0];

const history = async (tx: Tx, filingId: string): Promise<{ event: string; from_status: string; to_status: string; actor_id: string | null }[]> =>
  (
    await ownerQuery<{ event: string; from_status: string; to_status: string; actor_id: string | null }>(
      tx,
      `select event, from_status, to_status, actor_id from app_public.project_filing_history where filing_id = $1 order by created_at, event`,
      [filingId],
    )
  ).rows;

describe('recording performance: the rules of the form, in SQL', () => {
  it('a record against a filing in effect signs it on the effective date, with the history entry and the closed signal', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      const row = await record(tx, filing.id, { semantic_id: '  PO-2026_001  ', remark: '  first order  ', performance: '1234.50' });
      expect(row).toMatchObject({
        semantic_id: 'PO-2026_001',
        company_id: tx.world.companyA,
        performance: '1234.50',
        effective_date: '2026-03-15',
        project_type: 'NEW_PURCHASE',
        remark: 'first order',
        created_by: tx.world.people.vendorAdmin,
      });
      const after = await filingRow(tx, filing.id);
      expect(after.status).toBe('HAVE_SIGNED');
      expect(after.sign_date).toBe('2026-03-15');
      expect(after.closed_at).not.toBeNull();
      const events = await history(tx, filing.id);
      expect(events.find((h) => h.event === 'sign')).toEqual({ event: 'sign', from_status: 'VALIDATING', to_status: 'HAVE_SIGNED', actor_id: tx.world.people.vendorAdmin });
      expect(await filingMoment(tx, filing.id)).toBeUndefined(); // signed: its deadlines are gone

      // A second record against the signed filing: allowed, the filing is not signed again.
      await record(tx, filing.id, { effective_date: '2026-04-01', project_type: 'REPEAT_PURCHASE', currency_iso_code: 'USD' });
      expect((await filingRow(tx, filing.id)).sign_date).toBe('2026-03-15');
      expect(await filingMoment(tx, filing.id)).toBeUndefined();
      expect((await history(tx, filing.id)).filter((h) => h.event === 'sign')).toHaveLength(1);
    }));

  it('requires every field', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      await tx.as('vendorAdmin');
      for (const field of ['company_id', 'project_filing_id', 'semantic_id', 'customer_full_name', 'performance', 'currency_iso_code',
        'effective_date', 'project_type'] as const) {
        expect(await createError(tx, fieldsFor(tx, filing.id, { [field]: null })), field).toBe('PERFORMANCE_FIELD_REQUIRED');
      }
      expect(await createError(tx, fieldsFor(tx, filing.id, { semantic_id: '   ' }))).toBe('PERFORMANCE_FIELD_REQUIRED');
      expect(await createError(tx, fieldsFor(tx, filing.id, { customer_full_name: ' ' }))).toBe('PERFORMANCE_FIELD_REQUIRED');
      expect((await filingRow(tx, filing.id)).status).toBe('VALIDATING');
    }));

  it('the performance number: 1..50 letters, digits, - and _, unique', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      await tx.as('vendorAdmin');
      expect(await createError(tx, fieldsFor(tx, filing.id, { semantic_id: 'N'.repeat(51) }))).toBe('PERFORMANCE_ID_INVALID');
      expect(await createError(tx, fieldsFor(tx, filing.id, { semantic_id: 'PO 1' }))).toBe('PERFORMANCE_ID_INVALID');
      expect(await createError(tx, fieldsFor(tx, filing.id, { semantic_id: 'PO/1' }))).toBe('PERFORMANCE_ID_INVALID');
      expect(await createError(tx, fieldsFor(tx, filing.id, { semantic_id: '业绩1' }))).toBe('PERFORMANCE_ID_INVALID');
      const fifty = `A-_${'9'.repeat(47)}`;
      expect(await createError(tx, fieldsFor(tx, filing.id, { semantic_id: fifty }))).toBe('NO_ERROR');
      expect(await createError(tx, fieldsFor(tx, filing.id, { semantic_id: ` ${fifty} ` }))).toBe('PERFORMANCE_DUPLICATE_ID');
      expect(await createError(tx, fieldsFor(tx, filing.id, { semantic_id: 'a' }))).toBe('NO_ERROR');
    }));

  it('the amount: not 0, at most 99,999,999.99 either way, cents only', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      await tx.as('vendorAdmin');
      const amount = (performance: string, overrides: Partial<PerformanceFields> = {}) =>
        createError(tx, fieldsFor(tx, filing.id, { performance, ...overrides }));
      expect(await amount('0')).toBe('PERFORMANCE_AMOUNT_INVALID');
      expect(await amount('0.00')).toBe('PERFORMANCE_AMOUNT_INVALID');
      expect(await amount('100000000.00')).toBe('PERFORMANCE_AMOUNT_INVALID');
      expect(await amount('-100000000.00')).toBe('PERFORMANCE_AMOUNT_INVALID');
      expect(await amount('1.005')).toBe('PERFORMANCE_AMOUNT_INVALID');
      expect(await amount('99999999.99')).toBe('NO_ERROR');
      expect(await amount('0.01')).toBe('NO_ERROR');
      // a return of the whole month's amount is allowed (the month sums to zero exactly)
      expect(await amount('-99999999.99')).toBe('NO_ERROR');
    }));

  it('currency, project type, effective date from 2021, customer name, remark up to 200', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      await tx.as('vendorAdmin');
      const err = (overrides: Partial<PerformanceFields>) => createError(tx, fieldsFor(tx, filing.id, overrides));
      expect(await err({ currency_iso_code: 'EUR' })).toBe('PERFORMANCE_CURRENCY_INVALID');
      expect(await err({ project_type: 'TOTAL' })).toBe('PERFORMANCE_PROJECT_TYPE_INVALID');
      expect(await err({ project_type: 'OTHER' })).toBe('PERFORMANCE_PROJECT_TYPE_INVALID');
      expect(await err({ effective_date: '2020-12-31' })).toBe('PERFORMANCE_EFFECTIVE_DATE_INVALID');
      expect(await err({ effective_date: '2021-01-01' })).toBe('NO_ERROR');
      expect(await err({ customer_full_name: 'Bank; drop' })).toBe('PERFORMANCE_CUSTOMER_NAME_INVALID');
      expect(await err({ customer_full_name: 'c'.repeat(101) })).toBe('PERFORMANCE_CUSTOMER_NAME_INVALID');
      expect(await err({ customer_full_name: `上海（浦东）${'c'.repeat(94)}` })).toBe('NO_ERROR');
      expect(await err({ remark: 'r'.repeat(201) })).toBe('PERFORMANCE_REMARK_TOO_LONG');
      expect(await err({ remark: 'r'.repeat(200) })).toBe('NO_ERROR');
      expect(await err({ company_id: '00000000-0000-4000-8000-0000000000ff' })).toBe('COMPANY_NOT_FOUND');
    }));

  it('the filing must be the company’s, in effect or signed', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      await tx.as('vendorAdmin');
      expect(await createError(tx, fieldsFor(tx, filing.id, { company_id: tx.world.companyB }))).toBe('PERFORMANCE_FILING_NOT_OF_COMPANY');
      expect(await createError(tx, fieldsFor(tx, '00000000-0000-4000-8000-0000000000ff'))).toBe('PROJECT_FILING_NOT_FOUND');
      await tx.as('memberA');
      const underReview = await createFiling(tx, tx.world.companyA);
      await tx.as('vendorAdmin');
      expect(await createError(tx, fieldsFor(tx, underReview.id))).toBe('PERFORMANCE_FILING_STATUS');
      for (const status of ['CANCELED', 'EXPIRED', 'REJECTED']) {
        await ownerQuery(tx, `update app_public.project_filings set status = $2::app_public.project_filing_status where id = $1`, [
          underReview.id,
          status,
        ]);
        await tx.as('vendorAdmin');
        expect(await createError(tx, fieldsFor(tx, underReview.id)), status).toBe('PERFORMANCE_FILING_STATUS');
      }
      // nothing was written by the refusals
      const { rows } = await ownerQuery<{ n: number }>(tx, 'select count(*)::int as n from app_public.company_performances where company_id = $1', [
        tx.world.companyA,
      ]);
      expect(rows[0]!.n).toBe(0);
    }));

  it('only vendor admins write', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      const row = await record(tx, filing.id);
      for (const persona of ['adminA', 'memberA', 'memberB', 'noCompany'] as const) {
        await tx.as(persona);
        expect(await createError(tx, fieldsFor(tx, filing.id)), persona).toBe('NO_PERMISSION');
        expect(await updateError(tx, row.id, fieldsFor(tx, filing.id)), persona).toBe('NO_PERMISSION');
        expect(await remarkError(tx, row.id, 'x'), persona).toBe('NO_PERMISSION');
        expect(await deleteError(tx, row.id, 'HAVE_SIGNED'), persona).toBe('NO_PERMISSION');
      }
      await tx.as('anonymous');
      expect(await createError(tx, fieldsFor(tx, filing.id))).toBe('42501');
      expect(await performanceRow(tx, row.id)).toBeDefined();
    }));
});

describe('a month never sums below zero (per company, project type and currency)', () => {
  it('on create: a return may bring the month to zero, not below', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      await record(tx, filing.id, { performance: '100.00', effective_date: '2026-05-31' });
      await tx.as('vendorAdmin');
      const err = (overrides: Partial<PerformanceFields>) => createError(tx, fieldsFor(tx, filing.id, overrides));
      expect(await err({ performance: '-100.01', effective_date: '2026-05-01' })).toBe('PERFORMANCE_MONTHLY_NEGATIVE');
      // other months, types, currencies and companies are their own sums
      expect(await err({ performance: '-1.00', effective_date: '2026-06-01' })).toBe('PERFORMANCE_MONTHLY_NEGATIVE');
      expect(await err({ performance: '-1.00', effective_date: '2026-05-10', project_type: 'REPEAT_PURCHASE' })).toBe(
        'PERFORMANCE_MONTHLY_NEGATIVE',
      );
      expect(await err({ performance: '-1.00', effective_date: '2026-05-10', currency_iso_code: 'USD' })).toBe('PERFORMANCE_MONTHLY_NEGATIVE');
      expect(await err({ performance: '-100.00', effective_date: '2026-05-01' })).toBe('NO_ERROR');
      expect(await err({ performance: '-0.01', effective_date: '2026-05-20' })).toBe('PERFORMANCE_MONTHLY_NEGATIVE');
    }));

  it('on update: both the month a record leaves and the month it enters', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      const plus = await record(tx, filing.id, { performance: '100.00', effective_date: '2026-05-10' });
      const minus = await record(tx, filing.id, { performance: '-60.00', effective_date: '2026-05-11' });
      await tx.as('vendorAdmin');
      const move = (row: PerformanceRow, overrides: Partial<PerformanceFields>) =>
        updateError(tx, row.id, fieldsFor(tx, filing.id, { semantic_id: row.semantic_id, performance: row.performance,
          effective_date: row.effective_date, ...overrides }));
      // moving the positive record away leaves May at -60
      expect(await move(plus, { effective_date: '2026-06-10' })).toBe('PERFORMANCE_MONTHLY_NEGATIVE');
      // moving the return into June (empty) makes June -60
      expect(await move(minus, { effective_date: '2026-06-10' })).toBe('PERFORMANCE_MONTHLY_NEGATIVE');
      expect(await move(plus, { performance: '59.99' })).toBe('PERFORMANCE_MONTHLY_NEGATIVE');
      expect(await move(plus, { performance: '60.00' })).toBe('NO_ERROR');
      expect(await move(plus, { project_type: 'REPEAT_PURCHASE' })).toBe('PERFORMANCE_MONTHLY_NEGATIVE');
      expect((await performanceRow(tx, plus.id))!.performance).toBe('60.00');
    }));

  it('on delete: removing a sale under a return is refused', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      const plus = await record(tx, filing.id, { performance: '100.00', effective_date: '2026-05-10' });
      const minus = await record(tx, filing.id, { performance: '-100.00', effective_date: '2026-05-11' });
      await tx.as('vendorAdmin');
      expect(await deleteError(tx, plus.id, 'HAVE_SIGNED')).toBe('PERFORMANCE_MONTHLY_NEGATIVE');
      expect(await performanceRow(tx, plus.id)).toBeDefined();
      expect(await deleteError(tx, minus.id, 'HAVE_SIGNED')).toBe('NO_ERROR');
      expect(await deleteError(tx, plus.id, 'HAVE_SIGNED')).toBe('NO_ERROR');
    }));
});

describe('editing a record', () => {
  it('changes every field; a duplicate number is refused; a new filing in effect is signed', () =>
    withWorld(async (tx) => {
      const first = await filingInEffect(tx);
      const second = await filingInEffect(tx);
      const a = await record(tx, first.id);
      const b = await record(tx, first.id);
      await tx.as('vendorAdmin');
      expect(await updateError(tx, a.id, fieldsFor(tx, first.id, { semantic_id: b.semantic_id }))).toBe('PERFORMANCE_DUPLICATE_ID');
      expect(await updateError(tx, a.id, fieldsFor(tx, first.id, { effective_date: '2020-06-30' }))).toBe('PERFORMANCE_EFFECTIVE_DATE_INVALID');
      expect(await updateError(tx, '00000000-0000-4000-8000-0000000000ff', fieldsFor(tx, first.id))).toBe('PERFORMANCE_NOT_FOUND');
      expect(
        await updateError(tx, a.id, fieldsFor(tx, second.id, { semantic_id: a.semantic_id, performance: '2500.00', effective_date: '2026-07-01',
          customer_full_name: 'Another Customer', project_type: 'REPEAT_PURCHASE', currency_iso_code: 'USD', remark: 'moved' })),
      ).toBe('NO_ERROR');
      expect(await performanceRow(tx, a.id)).toMatchObject({
        project_filing_id: second.id,
        performance: '2500.00',
        effective_date: '2026-07-01',
        customer_full_name: 'Another Customer',
        project_type: 'REPEAT_PURCHASE',
        currency_iso_code: 'USD',
        remark: 'moved',
      });
      expect(await filingRow(tx, second.id)).toMatchObject({ status: 'HAVE_SIGNED', sign_date: '2026-07-01' });
      // the filing the record left stays signed
      expect((await filingRow(tx, first.id)).status).toBe('HAVE_SIGNED');
    }));

  it('the remark dialog: trimmed, at most 200, empty clears it', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      const row = await record(tx, filing.id);
      await tx.as('vendorAdmin');
      expect(await remarkError(tx, row.id, 'r'.repeat(201))).toBe('PERFORMANCE_REMARK_TOO_LONG');
      expect(await remarkError(tx, row.id, ` ${'r'.repeat(200)} `)).toBe('NO_ERROR');
      expect((await performanceRow(tx, row.id))!.remark).toBe('r'.repeat(200));
      expect(await remarkError(tx, row.id, '  ')).toBe('NO_ERROR');
      expect((await performanceRow(tx, row.id))!.remark).toBeNull();
      expect(await remarkError(tx, '00000000-0000-4000-8000-0000000000ff', 'x')).toBe('PERFORMANCE_NOT_FOUND');
    }));
});

describe('deleting a record asks for the filing’s status after', () => {
  it('with other records the filing stays signed; only HAVE_SIGNED is accepted', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      const a = await record(tx, filing.id);
      const b = await record(tx, filing.id);
      await tx.as('vendorAdmin');
      expect(await deleteError(tx, a.id, 'VALIDATING')).toBe('PERFORMANCE_DELETE_FILING_STATUS');
      expect(await deleteError(tx, a.id, 'CANCELED')).toBe('PERFORMANCE_DELETE_FILING_STATUS');
      expect(await deleteError(tx, a.id, null)).toBe('PERFORMANCE_DELETE_FILING_STATUS');
      expect(await deleteError(tx, '00000000-0000-4000-8000-0000000000ff', 'HAVE_SIGNED')).toBe('PERFORMANCE_NOT_FOUND');
      const { rows } = await tx.query<{ other: number; reopen: boolean }>(
        `select app_public.company_performances_other_records_of_filing(p) as other, app_public.company_performances_can_reopen_filing(p) as reopen
         from app_public.company_performances p where id = $1`,
        [a.id],
      );
      expect(rows[0]).toEqual({ other: 1, reopen: false });
      expect(await deleteError(tx, a.id, 'HAVE_SIGNED')).toBe('NO_ERROR');
      expect(await performanceRow(tx, a.id)).toBeUndefined();
      expect((await filingRow(tx, filing.id)).status).toBe('HAVE_SIGNED');
      expect(await performanceRow(tx, b.id)).toBeDefined();
    }));

  it('the last record may put the filing back into effect (reopen): no signing date, history, the workflow starts again', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      const row = await record(tx, filing.id);
      await tx.as('vendorAdmin');
      const { rows } = await tx.query<{ reopen: boolean }>(
        'select app_public.company_performances_can_reopen_filing(p) as reopen from app_public.company_performances p where id = $1',
        [row.id],
      );
      expect(rows[0]!.reopen).toBe(true);
      expect(await deleteError(tx, row.id, 'VALIDATING')).toBe('NO_ERROR');
      const after = await filingRow(tx, filing.id);
      expect(after).toMatchObject({ status: 'VALIDATING', sign_date: null, closed_at: null });
      expect(after.last_activity_at).not.toBeNull();
      // one transaction: every entry has the same time, so the entry is looked up by its event
      expect((await history(tx, filing.id)).find((h) => h.event === 'reopen')).toEqual({
        event: 'reopen',
        from_status: 'HAVE_SIGNED',
        to_status: 'VALIDATING',
        actor_id: tx.world.people.vendorAdmin,
      });
      expect(await filingMoment(tx, filing.id)).toBe('first scheduled'); // in effect again: its timers run
      const { rows: inEffect } = await ownerQuery<{ v: boolean }>(
        tx,
        'select app_hidden.project_filing_in_effect_now(f) as v from app_public.project_filings f where id = $1',
        [filing.id],
      );
      expect(inEffect[0]!.v).toBe(true);
    }));

  it('reopening is refused once the filing’s protection has ended; keeping it signed still works', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      const row = await record(tx, filing.id);
      await ownerQuery(
        tx,
        `update app_public.project_filings set valid_until_date = (now() at time zone app_hidden.project_filing_time_zone())::date - 1 where id = $1`,
        [filing.id],
      );
      await tx.as('vendorAdmin');
      expect(await deleteError(tx, row.id, 'VALIDATING')).toBe('PERFORMANCE_DELETE_FILING_STATUS');
      expect((await filingRow(tx, filing.id)).status).toBe('HAVE_SIGNED');
      expect(await deleteError(tx, row.id, 'HAVE_SIGNED')).toBe('NO_ERROR');
      expect((await filingRow(tx, filing.id)).status).toBe('HAVE_SIGNED');
    }));
});

describe('who sees performance records (row-level security)', () => {
  it('vendor admins see every record; members holding ViewPerformanceRecord their company’s; others nothing', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      const row = await record(tx, filing.id, { performance: '100.00' });
      await record(tx, filing.id, { performance: '50.50', currency_iso_code: 'USD', project_type: 'REPEAT_PURCHASE' });
      await record(tx, filing.id, { performance: '20.00' });
      const visible = async () =>
        (await tx.query<{ id: string }>('select id from app_public.company_performances where company_id = $1', [tx.world.companyA])).rows.length;
      const totals = async () =>
        (
          await tx.query<{ currency_iso_code: string; project_type: string; performance: string; record_count: number }>(
            'select currency_iso_code, project_type, performance::text, record_count from app_public.company_performance_totals($1)',
            [tx.world.companyA],
          )
        ).rows;
      await tx.as('vendorAdmin');
      expect(await visible()).toBe(3);
      await tx.as('adminA');
      expect(await visible()).toBe(3);
      expect(await totals()).toEqual([
        { currency_iso_code: 'CNY', project_type: 'NEW_PURCHASE', performance: '120.00', record_count: 2 },
        { currency_iso_code: 'USD', project_type: 'REPEAT_PURCHASE', performance: '50.50', record_count: 1 },
      ]);
      // the names the row shows come along even when the filing itself is not visible to the reader
      const { rows } = await tx.query<{ s: string; n: string; c: string }>(
        `select app_public.company_performances_project_filing_semantic_id(p) as s, app_public.company_performances_project_filing_name(p) as n,
                app_public.company_performances_company_name(p) as c from app_public.company_performances p where id = $1`,
        [row.id],
      );
      expect(rows[0]).toEqual({ s: filing.semantic_id, n: 'Data centre refresh', c: expect.stringMatching(/^Alpha Test/) });
      for (const persona of ['memberA', 'memberB', 'noCompany'] as const) {
        await tx.as(persona);
        expect(await visible(), persona).toBe(0);
        expect(await totals(), persona).toEqual([]);
      }
      await tx.as('anonymous');
      expect(await tx.errorOf('select id from app_public.company_performances')).toBe('42501');
    }));

  it('the key decides, not the role: a member given ViewPerformanceRecord sees the records, an administrator without it does not', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      await record(tx, filing.id);
      await ownerQuery(
        tx,
        `insert into app_public.roles (id, name, type, company_id) values ('00000000-0000-4000-8000-00000000bb01', 'Sales viewer', 'ORGANIZATIONAL', $1)`,
        [tx.world.companyA],
      );
      await ownerQuery(tx, `insert into app_public.role_permissions (role_id, permission_key) values ('00000000-0000-4000-8000-00000000bb01', 'ViewPerformanceRecord')`);
      await ownerQuery(tx, `insert into app_public.user_roles (user_id, role_id) values ($1, '00000000-0000-4000-8000-00000000bb01')`, [
        tx.world.identities['memberA:A'],
      ]);
      await ownerQuery(tx, `delete from app_public.user_roles where user_id = $1`, [tx.world.identities['adminA:A']]);
      await tx.as('memberA');
      expect((await tx.query('select id from app_public.company_performances')).rows).toHaveLength(1);
      await tx.as('adminA');
      expect((await tx.query('select id from app_public.company_performances')).rows).toHaveLength(0);
    }));
});

describe('the core writer used by the bulk import', () => {
  it('app_private.company_performance_add applies the same rules with the given actor, and is not callable by API roles', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      await tx.as(null);
      const call = (f: PerformanceFields) =>
        tx.errorOf(
          `select app_private.company_performance_add($10::uuid, $1::uuid, $2::uuid, $3, $4, $5::numeric, $6, $7::date, $8, $9)`,
          [...argValues(f), tx.world.people.vendorAdmin],
        );
      expect(await call(fieldsFor(tx, filing.id, { effective_date: '2020-01-01' }))).toBe('PERFORMANCE_EFFECTIVE_DATE_INVALID');
      expect(await call(fieldsFor(tx, filing.id, { semantic_id: 'IMPORT-1' }))).toBe('NO_ERROR');
      expect(await call(fieldsFor(tx, filing.id, { semantic_id: 'IMPORT-1' }))).toBe('PERFORMANCE_DUPLICATE_ID');
      expect((await filingRow(tx, filing.id)).status).toBe('HAVE_SIGNED');
      await tx.as('vendorAdmin');
      expect(await call(fieldsFor(tx, filing.id))).toBe('42501');
    }));
});

describe('concurrent writers of one month', () => {
  it('two returns that together would take the month below zero: the second waits for the first and is refused', async () => {
    // Committed data (the two writers are separate connections), removed at the end.
    const url = testDatabaseUrl();
    const owner = new pg.Client({ connectionString: url });
    const one = new pg.Client({ connectionString: url });
    const two = new pg.Client({ connectionString: url });
    await Promise.all([owner.connect(), one.connect(), two.connect()]);
    const company = randomUUID();
    const root = randomUUID();
    try {
      await owner.query(`insert into app_public.companies (id, name, site) values ($1, $2, 'MAINLAND')`, [company, `Concurrent ${company.slice(0, 8)}`]);
      await owner.query('select app_private.ensure_root_user($1, $2, $3, $4)', [root, `c-${root.slice(0, 8)}`, `c.${root.slice(0, 8)}@example.com`, 'C']);
      const { rows: users } = await owner.query<{ id: string }>(
        `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, 'C', 'JOINED', now()) returning id`,
        [root, company],
      );
      const { rows: filings } = await owner.query<{ id: string }>(
        `insert into app_public.project_filings (company_id, name, customer_full_name, customer_address, industry_id, contact_name,
           contact_email, contact_phone_prefix, contact_phone, contact_position, estimated_order_budget, currency_iso_code,
           estimated_order_date, phase_id, opportunity_source_id, competitor_ids, application_scenario_ids, requirement,
           principal_id, submitter_id, status, sign_date)
         values ($1, 'Concurrent', 'Customer', 'Address', 2, 'Li', 'li@example.com', '+86', '13812345678', 'CIO', 1000, 'CNY',
           current_date, 1, 2, '{1}', '{1}', 'r', $2, $2, 'HAVE_SIGNED', current_date) returning id`,
        [company, users[0]!.id],
      );
      const add = (client: pg.Client, number: string, amount: string) =>
        client.query(
          `select app_private.company_performance_add(null, $1, $2, $3, 'Customer', $4::numeric, 'CNY', '2026-05-10', 'NEW_PURCHASE', null)`,
          [company, filings[0]!.id, `${number}-${company.slice(0, 8)}`, amount],
        );
      await add(owner, 'SALE', '100.00');

      await one.query('begin');
      await two.query('begin');
      await add(one, 'RETURN-1', '-60.00');
      // The second writer waits on the month's lock while the first is open.
      let settled = false;
      const second = add(two, 'RETURN-2', '-60.00').then(
        () => ((settled = true), 'NO_ERROR'),
        (error: { message?: string }) => ((settled = true), error.message ?? 'ERROR'),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      await one.query('commit');
      expect(await second).toBe('PERFORMANCE_MONTHLY_NEGATIVE');
      await two.query('rollback');
      const { rows } = await owner.query<{ total: string }>(
        'select sum(performance)::text as total from app_public.company_performances where company_id = $1',
        [company],
      );
      expect(rows[0]!.total).toBe('40.00');
    } finally {
      await owner.query('delete from app_public.companies where id = $1', [company]);
      await owner.query('delete from app_public.root_users where id = $1', [root]);
      await Promise.all([owner.end(), one.end(), two.end()]);
    }
  });
});
