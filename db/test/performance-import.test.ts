import { describe, expect, it } from 'vitest';
import { withWorld, type Tx } from './world.ts';
import { filingInEffect, filingRow, ownerQuery } from './lib/project-filing-fixtures.ts';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Begins an upload of the import use as the current persona; the error code or NO_ERROR. */
const beginUpload = (tx: Tx, name = 'import.xlsx', mime = xlsx) =>
  tx.errorOf("select app_hidden.begin_upload('PERFORMANCE_IMPORT', $1, 1000, $2, null)", [name, mime]);

/** A completed import file of the vendor admin (the storage round trip is the API's; here the row is settled as owner). */
const importFile = async (tx: Tx, status: 'SUCCESS' | 'UPLOADING' = 'SUCCESS'): Promise<string> => {
  await tx.as('vendorAdmin');
  const { rows } = await tx.query<{ id: string }>("select id from app_hidden.begin_upload('PERFORMANCE_IMPORT', 'import.xlsx', 1000, $1, null)", [xlsx]);
  const id = rows[0]!.id;
  await tx.as(null);
  await tx.query('update app_public.uploaded_files set status = $2 where id = $1', [id, status]);
  return id;
};

const startImport = async (tx: Tx): Promise<string> => {
  const fileId = await importFile(tx);
  await tx.as('vendorAdmin');
  const { rows } = await tx.query<{ id: string }>('select id from app_public.start_performance_import($1)', [fileId]);
  return rows[0]!.id;
};

interface StagedRow {
  rowNo: number;
  cells: (string | number | null)[];
  input: Record<string, unknown> | null;
  errorCode?: string | null;
  errorParams?: Record<string, unknown> | null;
}

const row = (rowNo: number, fields: { company: string; filing: string; number: string; amount?: string; customer?: string }): StagedRow => ({
  rowNo,
  cells: [fields.company, fields.filing, fields.number, 'Acme Customer', fields.amount ?? '1000.00', 'CNY', '2026-01-15', '新购', null],
  input: {
    companyName: fields.company,
    filingSemanticId: fields.filing,
    semanticId: fields.number,
    customerFullName: fields.customer ?? 'Acme Customer',
    performance: fields.amount ?? '1000.00',
    currencyIsoCode: 'CNY',
    effectiveDate: '2026-01-15',
    projectType: 'NEW_PURCHASE',
    remark: null,
  },
});

const stage = async (tx: Tx, importId: string, rows: StagedRow[], batchSize: number): Promise<number> => {
  const { rows: out } = await ownerQuery<{ n: number }>(tx, 'select app_private.performance_import_stage($1, $2::jsonb, $3) as n', [
    importId,
    JSON.stringify(rows),
    batchSize,
  ]);
  return out[0]!.n;
};
const writeBatch = async (tx: Tx, importId: string, batchNo: number) =>
  (await ownerQuery<{ r: { success: number; failed: number; skipped: boolean } }>(tx, 'select app_private.performance_import_write_batch($1, $2) as r', [importId, batchNo]))
    .rows[0]!.r;
const importRow = async (tx: Tx, importId: string) =>
  (
    await ownerQuery<{ status: string; total: number; processed_count: number; success_count: number; failed_count: number; error_message: string | null }>(
      tx,
      'select status, total, processed_count, success_count, failed_count, error_message from app_public.performance_imports where id = $1',
      [importId],
    )
  ).rows[0]!;
const recordCount = async (tx: Tx, like: string) =>
  Number((await ownerQuery<{ n: string }>(tx, 'select count(*) as n from app_public.company_performances where semantic_id like $1', [like])).rows[0]!.n);

describe('the PERFORMANCE_IMPORT upload use', () => {
  it('takes XLSX files from vendor admins only', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      expect(await beginUpload(tx)).toBe('FILE_NO_PERMISSION');
      await tx.as('adminA');
      expect(await beginUpload(tx)).toBe('FILE_NO_PERMISSION');
      await tx.as('vendorAdmin');
      expect(await beginUpload(tx)).toBe('NO_ERROR');
      expect(await beginUpload(tx, 'import.pdf', 'application/pdf')).toBe('FILE_TYPE_NOT_ALLOW');
      expect(await beginUpload(tx, 'import.xls', 'application/vnd.ms-excel')).toBe('FILE_TYPE_NOT_ALLOW');
    }));
});

describe('starting an import', () => {
  it('needs a vendor admin and their own completed import file, used once; it enqueues the workflow', () =>
    withWorld(async (tx) => {
      const uploading = await importFile(tx, 'UPLOADING');
      const done = await importFile(tx);
      await tx.as('adminA');
      expect(await tx.errorOf('select app_public.start_performance_import($1)', [done])).toBe('NO_PERMISSION');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select app_public.start_performance_import($1)', [uploading])).toBe('PERFORMANCE_IMPORT_FILE_INVALID');
      expect(await tx.errorOf('select app_public.start_performance_import($1)', ['00000000-0000-4000-8000-000000000000'])).toBe(
        'PERFORMANCE_IMPORT_FILE_INVALID',
      );
      // another person's upload is not theirs to import
      await tx.as(null);
      await tx.query("insert into app_public.uploaded_files (root_user_id, use, name, size, mime_type, storage_key, status) values ($1, 'AVATAR', 'a.png', 1, 'image/png', $2, 'SUCCESS')", [
        tx.world.people.vendorAdmin,
        `avatar/${done}.png`,
      ]);
      await tx.as('vendorAdmin');
      const { rows } = await tx.query<{ id: string; status: string; total: number }>('select id, status, total from app_public.start_performance_import($1)', [done]);
      expect(rows[0]).toMatchObject({ status: 'IN_IMPORT', total: 0 });
      expect(await tx.errorOf('select app_public.start_performance_import($1)', [done])).toBe('PERFORMANCE_IMPORT_FILE_USED');
      const outbox = await ownerQuery<{ workflow_type: string; signal: string }>(tx, 'select workflow_type, signal from app_private.outbox where workflow_id = $1', [rows[0]!.id]);
      expect(outbox.rows).toEqual([{ workflow_type: 'performanceImportWorkflow', signal: 'performanceImportStarted' }]);
    }));

  it('shows imports to vendor admins only (row-level security)', () =>
    withWorld(async (tx) => {
      const id = await startImport(tx);
      for (const persona of ['noCompany', 'memberA', 'adminA', 'memberB'] as const) {
        await tx.as(persona);
        const { rows } = await tx.query('select id from app_public.performance_imports where id = $1', [id]);
        expect(rows, persona).toHaveLength(0);
      }
      await tx.as('anonymous');
      expect(await tx.errorOf('select id from app_public.performance_imports')).toBe('42501');
      await tx.as('vendorAdmin');
      expect((await tx.query('select id from app_public.performance_imports where id = $1', [id])).rows).toHaveLength(1);
      expect(await tx.errorOf('update app_public.performance_imports set total = 5 where id = $1', [id])).toBe('42501');
    }));
});

describe('writing an import in batches', () => {
  it('writes each batch once, catches each bad row with its code, and counts the progress', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      const companyName = (await ownerQuery<{ name: string }>(tx, 'select name from app_public.companies where id = $1', [tx.world.companyA])).rows[0]!.name;
      const id = await startImport(tx);
      const n = `IMP-${id.slice(0, 8)}`;
      const rows: StagedRow[] = [
        row(2, { company: companyName, filing: filing.semantic_id, number: `${n}-1` }),
        row(3, { company: 'No Such Company Ltd', filing: filing.semantic_id, number: `${n}-2` }),
        row(4, { company: companyName, filing: filing.semantic_id, number: `${n}-1` }),
        { rowNo: 5, cells: [companyName, null, `${n}-4`, null, null, null, null, null, null], input: null, errorCode: 'PERFORMANCE_IMPORT_CELL_REQUIRED', errorParams: { column: '报备编号' } },
        row(6, { company: companyName, filing: 'PF-0000-0000000', number: `${n}-5` }),
        row(7, { company: companyName, filing: filing.semantic_id, number: `${n}-6`, amount: '-5000.00' }),
        row(8, { company: companyName, filing: filing.semantic_id, number: `${n}-7`, amount: '250.50' }),
      ];
      expect(await stage(tx, id, rows, 3)).toBe(3);
      // staging again (a retried activity) changes nothing
      expect(await stage(tx, id, rows.slice(0, 1), 3)).toBe(3);
      expect(await importRow(tx, id)).toMatchObject({ total: 7, processed_count: 0 });

      expect(await writeBatch(tx, id, 0)).toEqual({ success: 1, failed: 2, skipped: false });
      expect(await importRow(tx, id)).toMatchObject({ processed_count: 3, success_count: 1, failed_count: 2 });
      // the filing in effect was signed by its first record, with the record's effective date
      expect(await filingRow(tx, filing.id)).toMatchObject({ status: 'HAVE_SIGNED' });
      // a repeated batch is skipped: no second record, no second count
      expect(await writeBatch(tx, id, 0)).toEqual({ success: 0, failed: 0, skipped: true });
      expect(await recordCount(tx, `${n}-%`)).toBe(1);
      expect(await importRow(tx, id)).toMatchObject({ processed_count: 3, success_count: 1, failed_count: 2 });

      expect(await writeBatch(tx, id, 1)).toEqual({ success: 0, failed: 3, skipped: false });
      expect(await writeBatch(tx, id, 2)).toEqual({ success: 1, failed: 0, skipped: false });
      expect(await importRow(tx, id)).toMatchObject({ total: 7, processed_count: 7, success_count: 2, failed_count: 5 });
      expect(await recordCount(tx, `${n}-%`)).toBe(2);

      const failed = await ownerQuery<{ row_no: number; error_code: string; error_params: Record<string, unknown> }>(
        tx,
        'select row_no, error_code, error_params from app_private.performance_import_failed_rows($1)',
        [id],
      );
      expect(failed.rows.map((r) => [r.row_no, r.error_code])).toEqual([
        [3, 'PERFORMANCE_IMPORT_COMPANY_NOT_FOUND'],
        [4, 'PERFORMANCE_DUPLICATE_ID'],
        [5, 'PERFORMANCE_IMPORT_CELL_REQUIRED'],
        [6, 'PERFORMANCE_IMPORT_FILING_NOT_FOUND'],
        [7, 'PERFORMANCE_MONTHLY_NEGATIVE'],
      ]);
      expect(failed.rows[2]!.error_params).toEqual({ column: '报备编号' });

      const { rows: file } = await ownerQuery<{ id: string }>(tx, 'select app_private.performance_import_attach_error_file($1, $2, $3, 10) as id', [
        id,
        `performance_import/errors-${id}.xlsx`,
        'import-错误.xlsx',
      ]);
      const again = await ownerQuery<{ id: string }>(tx, 'select app_private.performance_import_attach_error_file($1, $2, $3, 10) as id', [
        id,
        `performance_import/errors-${id}.xlsx`,
        'import-错误.xlsx',
      ]);
      expect(again.rows[0]!.id).toBe(file[0]!.id);
      await ownerQuery(tx, 'select app_private.performance_import_finish($1)', [id]);
      expect(await importRow(tx, id)).toMatchObject({ status: 'COMPLETED' });
      // finished: nothing staged is kept, and a late batch writes nothing
      expect((await ownerQuery(tx, 'select 1 from app_private.performance_import_rows where import_id = $1', [id])).rows).toHaveLength(0);
      expect(await writeBatch(tx, id, 1)).toEqual({ success: 0, failed: 0, skipped: true });

      // the vendor admin who started it may download the error file
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select app_hidden.file_for_url($1, true)', [file[0]!.id])).toBe('NO_ERROR');
      await tx.as('adminA');
      expect(await tx.errorOf('select app_hidden.file_for_url($1, true)', [file[0]!.id])).toBe('FILE_NO_PERMISSION');
    }));

  it('refuses an empty file and ends an unreadable one as ERROR with its code, once', () =>
    withWorld(async (tx) => {
      const id = await startImport(tx);
      await tx.as(null);
      expect(await tx.errorOf('select app_private.performance_import_stage($1, $2::jsonb, 500)', [id, '[]'])).toBe('PERFORMANCE_IMPORT_EMPTY');
      await ownerQuery(tx, "select app_private.performance_import_fail($1, 'PERFORMANCE_IMPORT_HEADERS_INVALID', '{\"expected\":\"公司名称\"}')", [id]);
      await ownerQuery(tx, "select app_private.performance_import_fail($1, 'PERFORMANCE_IMPORT_EMPTY', '{}')", [id]);
      expect(await importRow(tx, id)).toMatchObject({ status: 'ERROR', error_message: 'PERFORMANCE_IMPORT_HEADERS_INVALID' });
      await tx.as(null);
      expect(await tx.errorOf('select app_private.performance_import_finish($1)', [id])).toBe('NO_ERROR');
      expect(await importRow(tx, id)).toMatchObject({ status: 'ERROR' });
    }));
});
