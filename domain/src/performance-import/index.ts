import { z } from 'zod';
import { defineMachine } from '../common/machine.ts';
import { sqlConstant } from '../common/sql-constant.ts';
import { code } from '../common/validation.ts';
import { companyPerformanceFields, performanceProjectTypeNames, performanceRecordProjectTypes } from '../project-performance/index.ts';
import { performanceImportBatchSize, performanceImportSignals, performanceImportWorkflowType } from './workflow-names.ts';
import { performanceImportErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { performanceImportErrors } from './errors.ts';
export * from './workflow-names.ts';

/**
 * Bulk import of performance records: a vendor admin uploads a filled template; the import runs as a workflow that
 * checks every row with the rules of the performance form, writes the good rows in batches and returns the bad ones
 * in an error file. IN_IMPORT until every row was looked at (COMPLETED), or ERROR when the file itself cannot be
 * read or is not the template.
 */
export const performanceImportStatuses = ['IN_IMPORT', 'COMPLETED', 'ERROR'] as const;
export type PerformanceImportStatus = (typeof performanceImportStatuses)[number];
export type PerformanceImportEvent = 'complete' | 'fail';

export const performanceImportMachine = defineMachine<PerformanceImportStatus, PerformanceImportEvent>({
  name: 'performance_import',
  initial: 'IN_IMPORT',
  states: performanceImportStatuses,
  transitions: {
    IN_IMPORT: { complete: 'COMPLETED', fail: 'ERROR' },
    COMPLETED: {},
    ERROR: {},
  },
});

/** How many data rows one file may hold (the header row not counted). */
export const performanceImportLimits = {
  performanceImportMaxRows: 20_000,
  performanceImportBatchSize,
} as const;

export const performanceImportSqlConstants = [
  sqlConstant({ name: 'performance_import_max_rows', type: 'integer', value: performanceImportLimits.performanceImportMaxRows }),
] as const;

/** The template's columns, in order: the field each fills and its header (the back office is in Chinese). */
export const performanceImportColumns = [
  { key: 'companyName', header: '公司名称', required: true, width: 30 },
  { key: 'filingSemanticId', header: '报备编号', required: true, width: 22 },
  { key: 'semanticId', header: '业绩编号', required: true, width: 22 },
  { key: 'customerFullName', header: '客户名称', required: true, width: 30 },
  { key: 'performance', header: '业绩金额', required: true, width: 14 },
  { key: 'currencyIsoCode', header: '币种', required: true, width: 8 },
  { key: 'effectiveDate', header: '生效日期', required: true, width: 14 },
  { key: 'projectType', header: '项目类型', required: true, width: 10 },
  { key: 'remark', header: '备注', required: false, width: 30 },
] as const;
export type PerformanceImportColumnKey = (typeof performanceImportColumns)[number]['key'];

/** The header of the column the error file adds after the template's columns. */
export const performanceImportErrorHeader = '错误信息';

/** The template's file name: 业绩导入模板-YYYY-MM-DD.xlsx (the date the vendor downloads it). */
export const performanceImportTemplateName = (date: string): string => `业绩导入模板-${date}.xlsx`;

/** The error file's name, from the imported file's. */
export const performanceImportErrorFileName = (importedName: string): string =>
  `${importedName.replace(/\.xlsx$/i, '')}-错误.xlsx`;

/** The project types a row may name, by their Chinese name (the sheet's drop-down) or their code. */
export const performanceImportProjectTypeLabels: readonly string[] = performanceRecordProjectTypes.map((t) => performanceProjectTypeNames[t].zh);

/** The example row of the template. */
export const performanceImportExample: Readonly<Record<PerformanceImportColumnKey, string | number>> = {
  companyName: '示例科技有限公司',
  filingSemanticId: 'PF-2026-0000001',
  semanticId: 'PERF-2026-0001',
  customerFullName: '示例客户有限公司',
  performance: 100000,
  currencyIsoCode: 'CNY',
  effectiveDate: '2026-01-15',
  projectType: '新购',
  remark: '示例行，导入前请删除',
};

/** A cell as the parser hands it over: text, a number, a date, or nothing. */
export type PerformanceImportCell = string | number | Date | null;

const cellText = (v: PerformanceImportCell): string =>
  v === null ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).trim();

const invalid = (ctx: z.RefinementCtx) => {
  ctx.addIssue({ code: 'custom', message: 'PERFORMANCE_IMPORT_CELL_INVALID' });
  return z.NEVER;
};

/** A cell that must not be empty, as trimmed text. */
const required = () =>
  z.custom<PerformanceImportCell>().transform((v, ctx) => {
    const text = cellText(v);
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'PERFORMANCE_IMPORT_CELL_REQUIRED' });
      return z.NEVER;
    }
    return text;
  });

/** A date cell (a spreadsheet date, or text as YYYY-MM-DD or YYYY/MM/DD) as YYYY-MM-DD. */
const dateCell = required().transform((text, ctx) => {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  if (!m) return invalid(ctx);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return invalid(ctx);
  return date.toISOString().slice(0, 10);
});

/** An amount cell: a number, or text of one (thousands separators allowed). */
const amountCell = required().transform((text, ctx) => {
  const plain = text.replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? plain : invalid(ctx);
});

/** A project type cell: its Chinese name or its code. */
const projectTypeCell = required().transform((text, ctx): string => {
  const byName = performanceRecordProjectTypes.find((t) => performanceProjectTypeNames[t].zh === text);
  const byCode = performanceRecordProjectTypes.find((t) => t === text.toUpperCase());
  return byName ?? byCode ?? invalid(ctx);
});

/** Each cell present and of the right kind, as the text the performance form's rules read. */
const rowCellsSchema = z.object({
  companyName: required(),
  filingSemanticId: required(),
  semanticId: required(),
  customerFullName: required(),
  performance: amountCell,
  currencyIsoCode: required(),
  effectiveDate: dateCell,
  projectType: projectTypeCell,
  remark: z.custom<PerformanceImportCell>().transform((v) => cellText(v)),
});

/** The performance form's own rules (number, customer name, amount range, currency, earliest date, type, remark). */
const rowFormRules = z.object(companyPerformanceFields).omit({ companyId: true, projectFilingId: true }).extend({
  companyName: z.string(),
  filingSemanticId: z.string(),
});

/** One checked row, as SQL's writer takes it: the amount as a decimal string with two decimals, as stored. */
export type PerformanceImportRow = Omit<z.output<typeof rowFormRules>, 'performance' | 'remark'> & {
  performance: string;
  remark: string | null;
};

export type PerformanceImportRowCheck =
  | { ok: true; row: PerformanceImportRow }
  | { ok: false; code: string; column: string };

/**
 * Checks one sheet row: each cell present and of the right kind, then the rules of the performance form, with the
 * codes the form shows. The company (by its exact name), the filing (by its number), the filing's company and status,
 * the unique number and the monthly sums are checked by SQL when the row is written. The first broken rule is
 * reported with its column's header.
 */
export const checkPerformanceImportRow = (values: Readonly<Record<PerformanceImportColumnKey, PerformanceImportCell>>): PerformanceImportRowCheck => {
  const cells = rowCellsSchema.safeParse(values);
  const checked = cells.success ? rowFormRules.safeParse(cells.data) : cells;
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return { ok: false, code: issue?.message ?? 'VALIDATION_FAILED', column: performanceImportColumnHeader(issue?.path[0]) };
  }
  const row = checked.data;
  return { ok: true, row: { ...row, performance: row.performance.toFixed(2), remark: row.remark ? row.remark : null } };
};

/** The column header of a row issue's path, for the error's `{column}` param. */
export const performanceImportColumnHeader = (key: PropertyKey | undefined): string =>
  performanceImportColumns.find((c) => c.key === key)?.header ?? '';

/** True when the header row holds exactly the template's headers, in order (later empty cells ignored). */
export const performanceImportHeadersMatch = (headers: readonly string[]): boolean =>
  performanceImportColumns.every((c, i) => (headers[i] ?? '').trim() === c.header) &&
  headers.slice(performanceImportColumns.length).every((h) => h.trim() === '' || h.trim() === performanceImportErrorHeader);

/** The start of an import: the uploaded file's id (the server re-checks it). */
export const startPerformanceImportSchema = z.object({ fileId: z.uuid(code('PERFORMANCE_IMPORT_FILE_INVALID')) });
export type StartPerformanceImportInput = z.infer<typeof startPerformanceImportSchema>;

export const performanceImportCommands = {
  startPerformanceImport: startPerformanceImportSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const performanceImportFeature = defineDomainFeature({
  name: 'performance-import',
  errors: performanceImportErrors,
  limits: performanceImportLimits,
  commands: performanceImportCommands,
  sqlConstants: performanceImportSqlConstants,
  sqlEnums: { 'app_public.performance_import_status': performanceImportStatuses },
  machines: [performanceImportMachine],
  workflows: { [performanceImportWorkflowType]: Object.values(performanceImportSignals) },
});
