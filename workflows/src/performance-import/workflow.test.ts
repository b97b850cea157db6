import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { performanceImportColumns, performanceImportSignals, performanceImportWorkflowType } from '@pp/domain';
import { dataDir } from '../../../scripts/lib/paths.ts';
import { startStorage, type RunningStorage } from '../../../scripts/lib/storage.ts';
import { createTimeSkippingTestEnv } from '../../test-server/env.ts';
import { createFilingPeople, insertFiling, openTestPool, type FilingPeople, type TestFiling } from '../project-filing/test-fixtures.ts';
import { createPerformanceImportActivities, type PerformanceImportActivities } from './activities.ts';
import { performanceImportStorage, type PerformanceImportStorage } from './storage.ts';

/**
 * The performance-import workflow on Temporal's test server with the real SQL activities and a real S3-compatible
 * store (S3Proxy): a file with good and bad rows, files that cannot be imported, and a worker that dies after a batch
 * was committed but before it reported back — the next worker resumes and no record is written twice.
 */
let env: TestWorkflowEnvironment;
let bundle: WorkflowBundleWithSourceMap;
let worker: Worker | undefined;
let running: Promise<void> | undefined;
let pool: pg.Pool;
let close: () => Promise<void>;
let storage: RunningStorage;
let store: PerformanceImportStorage;
let activities: PerformanceImportActivities;
let people: FilingPeople;
let filing: TestFiling;
let companyName: string;
const taskQueue = `performance-import-test-${randomUUID()}`;
const settle = { timeout: 60_000, interval: 100 };

/** Every batch the workflow asked for: the import, the batch and whether SQL skipped it as already written. */
const batchCalls: { importId: string; batchNo: number; skipped: boolean }[] = [];
/** The batch after whose commit the activity fails once, as a worker dying at that moment would. */
let failAfterCommitOf: number | undefined;

const startWorker = async () => {
  worker = await Worker.create({ connection: env.nativeConnection, taskQueue, workflowBundle: bundle, activities, maxCachedWorkflows: 0 });
  running = worker.run();
};
const stopWorker = async () => {
  worker?.shutdown();
  await running;
  worker = undefined;
  running = undefined;
};

beforeAll(async () => {
  ({ pool, close } = await openTestPool());
  storage = await startStorage({ port: 19920, dataDir: join(dataDir, 'test-import-s3'), corsOrigins: ['http://localhost'], fresh: true, echo: false });
  store = performanceImportStorage(storage);
  people = await createFilingPeople(pool);
  filing = await insertFiling(pool, people);
  companyName = (await pool.query<{ name: string }>('select name from app_public.companies where id = $1', [people.companyId])).rows[0]!.name;
  const real = createPerformanceImportActivities(pool, store);
  activities = {
    ...real,
    async performanceImportWriteBatch(importId, batchNo) {
      const result = await real.performanceImportWriteBatch(importId, batchNo);
      batchCalls.push({ importId, batchNo, skipped: result.skipped });
      if (failAfterCommitOf === batchNo) {
        failAfterCommitOf = undefined;
        throw new Error('the worker was lost after the batch committed');
      }
      return result;
    },
  };
  env = await createTimeSkippingTestEnv();
  bundle = await bundleWorkflowCode({
    workflowsPath: fileURLToPath(new URL('../workflows.ts', import.meta.url)),
    logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} },
  });
  await startWorker();
}, 240_000);

afterAll(async () => {
  await stopWorker();
  await env?.teardown();
  store?.close();
  await storage?.stop();
  await close?.();
}, 60_000);

type Cell = string | number | Date | null;
const headers = performanceImportColumns.map((c) => c.header);

const workbook = async (rows: Cell[][], head: string[] = headers): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('业绩');
  sheet.addRow(head);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

const goodRow = (number: string, amount: number | string = 1000): Cell[] => [
  companyName,
  filing.semanticId,
  number,
  'Example Customer Ltd',
  amount,
  'CNY',
  new Date(Date.UTC(2026, 0, 15)),
  '新购',
  null,
];

/** Stores the file and creates the import as `start_performance_import` would; then starts it as the relay does. */
const startImport = async (bytes: Buffer) => {
  const fileId = randomUUID();
  const key = `performance_import/${fileId}.xlsx`;
  await store.put(key, bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  await pool.query(
    `insert into app_public.uploaded_files (id, root_user_id, use, name, size, mime_type, storage_key, status)
     values ($1, $2, 'PERFORMANCE_IMPORT', '业绩.xlsx', $3, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', $4, 'SUCCESS')`,
    [fileId, people.principalRoot, bytes.length, key],
  );
  const { rows } = await pool.query<{ id: string }>('insert into app_public.performance_imports (import_file_id, created_by) values ($1, $2) returning id', [
    fileId,
    people.principalRoot,
  ]);
  const importId = rows[0]!.id;
  const handle = await env.client.workflow.signalWithStart(performanceImportWorkflowType, {
    workflowId: importId,
    taskQueue,
    args: [importId],
    signal: performanceImportSignals.started,
    signalArgs: [{ importId }],
  });
  return { importId, handle };
};

const importRow = async (importId: string) =>
  (
    await pool.query<{ status: string; total: number; processed_count: number; success_count: number; failed_count: number; error_message: string | null; error_file_id: string | null }>(
      'select status, total, processed_count, success_count, failed_count, error_message, error_file_id from app_public.performance_imports where id = $1',
      [importId],
    )
  ).rows[0]!;
const records = async (prefix: string) =>
  Number((await pool.query<{ n: string }>('select count(*) as n from app_public.company_performances where semantic_id like $1', [`${prefix}%`])).rows[0]!.n);

describe('performanceImportWorkflow (real SQL, real storage)', { timeout: 240_000 }, () => {
  it('writes the good rows, and stores the bad ones with their error in the error file', async () => {
    const n = `WF-${randomUUID().slice(0, 8)}`;
    const bytes = await workbook([
      goodRow(`${n}-1`),
      ['No Such Company', filing.semanticId, `${n}-2`, 'Example Customer Ltd', 10, 'CNY', '2026-01-16', '新购', 'bad'],
      goodRow(`${n}-3`, '2,500.50'),
      [],
      goodRow(`${n}-4`, 0),
      goodRow(`${n}-5`),
    ]);
    const { importId, handle } = await startImport(bytes);
    expect(await handle.result()).toBe('COMPLETED');
    const row = await importRow(importId);
    expect(row).toMatchObject({ status: 'COMPLETED', total: 5, processed_count: 5, success_count: 3, failed_count: 2 });
    expect(await records(n)).toBe(3);
    const { rows: files } = await pool.query<{ storage_key: string; name: string; status: string; root_user_id: string }>(
      'select storage_key, name, status, root_user_id from app_public.uploaded_files where id = $1',
      [row.error_file_id],
    );
    expect(files[0]).toMatchObject({ name: '业绩-错误.xlsx', status: 'SUCCESS', root_user_id: people.principalRoot });
    const errorBook = new ExcelJS.Workbook();
    await errorBook.xlsx.load((await store.get(files[0]!.storage_key)) as unknown as ArrayBuffer);
    const sheet = errorBook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...headers, '错误信息']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe('No Such Company');
    expect(String(sheet.getRow(2).getCell(10).value)).toContain('PERFORMANCE_IMPORT_COMPANY_NOT_FOUND');
    expect(sheet.getRow(3).getCell(3).value).toBe(`${n}-4`);
    expect(String(sheet.getRow(3).getCell(10).value)).toContain('PERFORMANCE_AMOUNT_INVALID');
  });

  it('ends a file that is not the template, or not a workbook, as ERROR without writing anything', async () => {
    const wrong = await startImport(await workbook([goodRow('WRONG-1')], ['公司', '编号']));
    expect(await wrong.handle.result()).toBe('ERROR');
    expect(await importRow(wrong.importId)).toMatchObject({ status: 'ERROR', error_message: 'PERFORMANCE_IMPORT_HEADERS_INVALID', processed_count: 0 });
    const broken = await startImport(Buffer.from('PK\u0003\u0004 this is not a workbook'));
    expect(await broken.handle.result()).toBe('ERROR');
    expect(await importRow(broken.importId)).toMatchObject({ status: 'ERROR', error_message: 'PERFORMANCE_IMPORT_FILE_UNREADABLE' });
    const empty = await startImport(await workbook([]));
    expect(await empty.handle.result()).toBe('ERROR');
    expect(await importRow(empty.importId)).toMatchObject({ status: 'ERROR', error_message: 'PERFORMANCE_IMPORT_EMPTY' });
    expect(await records('WRONG-')).toBe(0);
  });

  it('resumes after the worker is lost mid-import: the batch already written is skipped, no record twice', async () => {
    const n = `RS-${randomUUID().slice(0, 8)}`;
    const rows = Array.from({ length: 1_100 }, (_, i) => goodRow(`${n}-${i + 1}`));
    failAfterCommitOf = 1;
    const { importId, handle } = await startImport(await workbook(rows));
    // batches 0 and 1 run side by side; batch 2 waits for both
    await vi.waitFor(() => expect(batchCalls.filter((c) => c.importId === importId).map((c) => c.batchNo).sort()).toEqual([0, 1]), settle);
    await stopWorker();
    // two batches of 500 are in; the workflow still waits for batch 1 to be reported
    expect(await importRow(importId)).toMatchObject({ status: 'IN_IMPORT', total: 1_100, processed_count: 1_000, success_count: 1_000 });
    expect(await records(n)).toBe(1_000);

    await startWorker();
    expect(await handle.result()).toBe('COMPLETED');
    expect(await importRow(importId)).toMatchObject({ status: 'COMPLETED', processed_count: 1_100, success_count: 1_100, failed_count: 0, error_file_id: null });
    expect(await records(n)).toBe(1_100);
    const mine = batchCalls.filter((c) => c.importId === importId).sort((a, b) => a.batchNo - b.batchNo || Number(a.skipped) - Number(b.skipped));
    expect(mine.map((c) => [c.batchNo, c.skipped])).toEqual([
      [0, false],
      [1, false],
      [1, true],
      [2, false],
    ]);
  });
});
