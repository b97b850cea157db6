import type pg from 'pg';
import {
  CodedError,
  performanceImportBatchSize,
  checkPerformanceImportRow,
  performanceImportColumns,
  performanceImportErrorFileName,
  performanceImportHeadersMatch,
  performanceImportLimits,
  type PerformanceImportCell,
  type PerformanceImportColumnKey,
  type PerformanceImportStatus,
} from '@pp/domain';
import { toCodedFailure, withCodedErrors } from '../errors.ts';
import { buildErrorSheet, readImportSheet, type FailedRow } from './sheet.ts';
import type { PerformanceImportStorage } from './storage.ts';

/** What the workflow learns from reading the file. */
export type PerformanceImportPrepared =
  | { kind: 'staged'; batches: number }
  /** The import is no longer IN_IMPORT (a repeated run): nothing to do. */
  | { kind: 'finished'; status: PerformanceImportStatus }
  /** The file itself cannot be imported: the import ends as ERROR with this code. */
  | { kind: 'invalid'; code: string; params: Record<string, unknown> };

export interface PerformanceImportBatchResult {
  success: number;
  failed: number;
  skipped: boolean;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A staged cell: dates as YYYY-MM-DD text (JSON has no dates), the rest as they were. */
const stagedCell = (c: PerformanceImportCell): string | number | null => (c instanceof Date ? c.toISOString().slice(0, 10) : c);

interface Source {
  status: PerformanceImportStatus;
  storage_key: string;
  file_name: string;
  batches: number | null;
}

/**
 * Activities of the performance import, each idempotent: reading and staging the rows happens once (a staged import
 * is not read again), a written batch is skipped when asked again, the error file is stored under a key made of the
 * import id and linked once, and finishing an import that already finished changes nothing.
 */
export const createPerformanceImportActivities = (pool: pg.Pool, storage: PerformanceImportStorage | undefined) => {
  const source = async (importId: string): Promise<Source> => {
    const { rows } = await withCodedErrors(() =>
      pool.query<Source>('select * from app_private.performance_import_source($1)', [importId]),
    );
    const row = rows[0];
    // a coded failure: a retry cannot make the import exist
    if (!row) throw toCodedFailure(new CodedError('PERFORMANCE_IMPORT_NOT_FOUND'))!;
    return row;
  };
  const needStorage = (): PerformanceImportStorage => {
    if (!storage) throw new Error('performance import: no object storage configured (S3_ENDPOINT)');
    return storage;
  };

  return {
    /**
     * Reads the uploaded file, checks its header row and every row's cells, and stages the rows in batches. A file
     * that is not a workbook, not the template, empty or too long is reported as `invalid` (nothing staged).
     */
    async performanceImportPrepare(importId: string): Promise<PerformanceImportPrepared> {
      const src = await source(importId);
      if (src.status !== 'IN_IMPORT') return { kind: 'finished', status: src.status };
      if (src.batches !== null) return { kind: 'staged', batches: src.batches };
      const bytes = await needStorage().get(src.storage_key);
      let sheet;
      try {
        sheet = await readImportSheet(bytes);
      } catch {
        return { kind: 'invalid', code: 'PERFORMANCE_IMPORT_FILE_UNREADABLE', params: {} };
      }
      if (!performanceImportHeadersMatch(sheet.headers)) {
        return {
          kind: 'invalid',
          code: 'PERFORMANCE_IMPORT_HEADERS_INVALID',
          params: { expected: performanceImportColumns.map((c) => c.header).join('、') },
        };
      }
      if (sheet.rows.length === 0) return { kind: 'invalid', code: 'PERFORMANCE_IMPORT_EMPTY', params: {} };
      const max = performanceImportLimits.performanceImportMaxRows;
      if (sheet.rows.length > max) return { kind: 'invalid', code: 'PERFORMANCE_IMPORT_TOO_MANY_ROWS', params: { max } };
      const staged = sheet.rows.map(({ rowNo, cells }) => {
        const values = Object.fromEntries(performanceImportColumns.map((c, i) => [c.key, cells[i] ?? null])) as Record<
          PerformanceImportColumnKey,
          PerformanceImportCell
        >;
        const checked = checkPerformanceImportRow(values);
        return {
          rowNo,
          cells: cells.map(stagedCell),
          input: checked.ok ? checked.row : null,
          errorCode: checked.ok ? null : checked.code,
          errorParams: checked.ok ? null : { column: checked.column },
        };
      });
      const { rows } = await withCodedErrors(() =>
        pool.query<{ batches: number }>('select app_private.performance_import_stage($1, $2::jsonb, $3) as batches', [
          importId,
          JSON.stringify(staged),
          performanceImportBatchSize,
        ]),
      );
      return { kind: 'staged', batches: rows[0]?.batches ?? 0 };
    },

    /** Writes one batch in one transaction (SQL skips a batch already written). */
    async performanceImportWriteBatch(importId: string, batchNo: number): Promise<PerformanceImportBatchResult> {
      const { rows } = await withCodedErrors(() =>
        pool.query<{ result: PerformanceImportBatchResult }>('select app_private.performance_import_write_batch($1, $2) as result', [
          importId,
          batchNo,
        ]),
      );
      return rows[0]!.result;
    },

    /** Builds the error file of the rows that failed, stores it and links it; the file id, or null when none failed. */
    async performanceImportErrorFile(importId: string): Promise<string | null> {
      const { rows: linked } = await withCodedErrors(() =>
        pool.query<{ error_file_id: string | null }>('select error_file_id from app_public.performance_imports where id = $1', [importId]),
      );
      if (linked[0]?.error_file_id) return linked[0].error_file_id;
      const { rows } = await withCodedErrors(() =>
        pool.query<{ cells: (string | number | null)[]; error_code: string; error_params: Record<string, unknown> }>(
          'select cells, error_code, error_params from app_private.performance_import_failed_rows($1)',
          [importId],
        ),
      );
      if (rows.length === 0) return null;
      const failed: FailedRow[] = rows.map((r) => ({ cells: r.cells, code: r.error_code, params: r.error_params }));
      const body = await buildErrorSheet(failed);
      const key = `performance_import/errors-${importId}.xlsx`;
      await needStorage().put(key, body, xlsxType);
      const src = await source(importId);
      const { rows: attached } = await withCodedErrors(() =>
        pool.query<{ id: string }>('select app_private.performance_import_attach_error_file($1, $2, $3, $4) as id', [
          importId,
          key,
          performanceImportErrorFileName(src.file_name),
          body.length,
        ]),
      );
      return attached[0]!.id;
    },

    /** Every row was looked at: the import is COMPLETED. */
    async performanceImportFinish(importId: string): Promise<PerformanceImportStatus> {
      const { rows } = await withCodedErrors(() =>
        pool.query<{ status: PerformanceImportStatus }>('select status from app_private.performance_import_finish($1)', [importId]),
      );
      return rows[0]!.status;
    },

    /** The file itself could not be imported: the import is ERROR with the code. */
    async performanceImportFail(importId: string, code: string, params: Record<string, unknown>): Promise<PerformanceImportStatus> {
      const { rows } = await withCodedErrors(() =>
        pool.query<{ status: PerformanceImportStatus }>('select status from app_private.performance_import_fail($1, $2, $3::jsonb)', [
          importId,
          code,
          JSON.stringify(params),
        ]),
      );
      return rows[0]!.status;
    },
  };
};

export type PerformanceImportActivities = ReturnType<typeof createPerformanceImportActivities>;
