// The bulk import at the size the issue sets: a 10,000-row template of valid performance records for the bench's
// companies and signed deal registrations, uploaded through the API (presigned PUT, confirm) by a vendor admin, started
// through the API (`startPerformanceImport`), and run by the real worker (outbox relay, Temporal dev server, the import
// workflow and its activities on the bench database and storage). Its figure is the time from the start command to
// COMPLETED (target < 30 s). Called by scripts/bench.ts at full size with what it already runs (database, API,
// storage); the imported records are deleted afterwards, so the world keeps its size for the next run.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { performanceImportColumns, performanceProjectTypeNames } from '@pp/domain';
import type { TestApi } from '../../api/src/test-server.ts';
import { runWorker } from '../../workflows/src/main.ts';
import { dataDir } from '../lib/paths.ts';
import { storageEnv, type StorageSettings } from '../lib/storage.ts';
import { startTemporal } from '../lib/temporal.ts';
import { importNumberPrefix } from './business.ts';

export interface PerformanceImportBenchContext {
  /** Owner connection of the seeded bench database (companies and deal registrations). */
  ownerUrl: string;
  /** The bench's API server (uploads need its storage). */
  api: Pick<TestApi, 'graphql' | 'sign'>;
  /** The object storage the API presigns for; the worker reads the file from it and stores the error file. */
  storage: StorageSettings;
  /** Root user id of a vendor admin (holds ManageAdminSite). */
  vendorRootUserId: string;
  /** Data rows in the file; default 10,000. */
  rows?: number;
  /**
   * Temporal dev server ports (a fresh server is started unless TEMPORAL_ADDRESS is set); default 19633 / 19634, outside
   * the test stack's 14000–19000.
   */
  temporalPort?: number;
  temporalUiPort?: number;
}

export interface PerformanceImportBenchResult {
  rows: number;
  /** From the start command to COMPLETED. */
  seconds: number;
  /** Building the file, uploading and confirming it. */
  uploadSeconds: number;
  /** From the start command to the first batch written (relay, reading and staging the file), then the batches. */
  stagedSeconds?: number;
  batchSeconds?: number;
  success: number;
  failed: number;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One row per signed filing (no outbox work from signing), spread over as many companies as there are, effective on
 * days of 2025 so that each company's months hold few records; amounts and project types vary.
 */
const benchRows = async (db: pg.Client, rows: number, runTag: string): Promise<(string | number | Date)[][]> => {
  const { rows: filings } = await db.query<{ company: string; semantic_id: string; customer: string; currency: string }>(
    `select c.name as company, f.semantic_id, f.customer_full_name as customer, f.currency_iso_code::text as currency
     from (select distinct on (company_id) id, company_id from app_public.project_filings
           where status = 'HAVE_SIGNED' order by company_id, id limit $1) pick
     join app_public.project_filings f on f.id = pick.id
     join app_public.companies c on c.id = f.company_id`,
    [rows],
  );
  if (filings.length === 0) throw new Error('bench: no signed deal registrations to import against');
  const types = [performanceProjectTypeNames.NEW_PURCHASE.zh, performanceProjectTypeNames.REPEAT_PURCHASE.zh];
  return Array.from({ length: rows }, (_, i) => {
    const f = filings[i % filings.length]!;
    return [
      f.company,
      f.semantic_id,
      `${runTag}-${String(i + 1).padStart(5, '0')}`,
      f.customer,
      1000 + (i % 997) * 10.5,
      f.currency,
      new Date(Date.UTC(2025, i % 12, 1 + (i % 28))),
      types[i % 2]!,
      i % 10 === 0 ? 'bench import' : '',
    ];
  });
};

const workbookBytes = async (rows: (string | number | Date)[][]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('业绩导入');
  sheet.addRow(performanceImportColumns.map((c) => c.header));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const uploadMutation = `mutation BenchUpload($input: UploadOneFileInput!) {
  uploadOneFile(input: $input) { uploadedFileId credentials { url method headers { name value } } }
}`;
const confirmMutation = 'mutation BenchConfirm($id: UUID!) { confirmUploadedFile(id: $id) { id status } }';
const startMutation = 'mutation BenchStartImport($fileId: UUID!) { startPerformanceImport(input: { fileId: $fileId }) { result { id status } } }';

interface Uploaded {
  uploadOneFile: { uploadedFileId: string; credentials: { url: string; method: string; headers: { name: string; value: string }[] } };
}

/** Builds, uploads and imports the file; returns the time from the start command to COMPLETED. */
export async function benchPerformanceImport(ctx: PerformanceImportBenchContext): Promise<PerformanceImportBenchResult> {
  const rowCount = ctx.rows ?? 10_000;
  const db = new pg.Client({ connectionString: ctx.ownerUrl });
  await db.connect();
  // A fresh Temporal state each run (no workflow of an earlier run is resumed).
  const temporalDb = join(dataDir, 'bench-temporal.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${temporalDb}${suffix}`, { force: true });
  const temporal = await startTemporal({
    port: ctx.temporalPort ?? 19633,
    uiPort: ctx.temporalUiPort ?? 19634,
    dbFile: temporalDb,
    echo: false,
  });
  // The worker reads the storage and database settings from the environment, as in production.
  Object.assign(process.env, storageEnv(ctx.storage), { DATABASE_URL: ctx.ownerUrl, TEMPORAL_ADDRESS: temporal.address });
  let ready!: () => void;
  const polling = new Promise<void>((resolve) => (ready = resolve));
  const worker = await runWorker({ databaseUrl: ctx.ownerUrl, temporalAddress: temporal.address, temporalNamespace: 'default' }, () => ready());
  try {
    await polling;
    const token = await ctx.api.sign({ sub: ctx.vendorRootUserId, expiresIn: '1h' });
    const runTag = `${importNumberPrefix}${Date.now().toString(36).toUpperCase()}`;

    const t0 = performance.now();
    const bytes = await workbookBytes(await benchRows(db, rowCount, runTag));
    const started = await ctx.api.graphql<Uploaded>(
      uploadMutation,
      { input: { use: 'PERFORMANCE_IMPORT', name: `${runTag}.xlsx`, size: bytes.length, mimeType: xlsxType } },
      token,
    );
    const upload = started.body.data?.uploadOneFile;
    if (!upload) throw new Error(`bench: upload refused: ${JSON.stringify(started.body.errors)}`);
    const put = await fetch(upload.credentials.url, {
      method: upload.credentials.method,
      headers: Object.fromEntries(upload.credentials.headers.map((h) => [h.name, h.value])),
      body: new Uint8Array(bytes),
    });
    if (!put.ok) throw new Error(`bench: storage refused the file (HTTP ${put.status})`);
    const confirmed = await ctx.api.graphql(confirmMutation, { id: upload.uploadedFileId }, token);
    if (confirmed.body.errors) throw new Error(`bench: confirm refused: ${JSON.stringify(confirmed.body.errors)}`);
    const uploadSeconds = (performance.now() - t0) / 1000;

    const t1 = performance.now();
    const start = await ctx.api.graphql<{ startPerformanceImport: { result: { id: string } } }>(startMutation, { fileId: upload.uploadedFileId }, token);
    const importId = start.body.data?.startPerformanceImport.result.id;
    if (!importId) throw new Error(`bench: start refused: ${JSON.stringify(start.body.errors)}`);
    type ImportRow = { status: string; success_count: number; failed_count: number; error_message: string | null };
    let row: ImportRow | undefined;
    for (;;) {
      ({ rows: [row] } = await db.query<ImportRow>('select status, success_count, failed_count, error_message from app_public.performance_imports where id = $1', [importId]));
      if (row && row.status !== 'IN_IMPORT') break;
      if (performance.now() - t1 > 600_000) throw new Error('bench: the import did not finish within 10 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - t1) / 1000;
    if (row.status !== 'COMPLETED') throw new Error(`bench: the import ended ${row.status} (${row.error_message})`);
    // Where the time went: until the first batch began (relay, reading and staging the file), then the batches.
    const { rows: phases } = await db.query<{ staged: number; batches: number }>(
      `select extract(epoch from min(b.done_at) - i.created_at)::float8 as staged, extract(epoch from i.finished_at - min(b.done_at))::float8 as batches
       from app_public.performance_imports i join app_private.performance_import_batches b on b.import_id = i.id
       where i.id = $1 group by i.id`,
      [importId],
    );
    // The world keeps its size: the imported records go (the filings they were written against were signed already).
    await db.query('delete from app_public.company_performances where semantic_id like $1', [`${runTag}-%`]);
    return {
      rows: rowCount,
      seconds,
      uploadSeconds,
      stagedSeconds: phases[0]?.staged,
      batchSeconds: phases[0]?.batches,
      success: row.success_count,
      failed: row.failed_count,
    };
  } finally {
    await worker.shutdown();
    await worker.done.catch(() => undefined);
    await temporal.stop();
    await db.end();
  }
}
