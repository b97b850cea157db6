// Export of the filtered filing list: every row the list's filters select is read through the API (the same
// connection filter and condition, 100 rows a page by cursor, under the vendor admin's own row-level security), then written as a
// CSV file (UTF-8 with a byte-order mark, so spreadsheet programs read the Chinese text) or as an XLSX workbook.
import type { ApolloClient } from '@apollo/client';
import { apiLimits } from '@pp/domain';
import { downloadCSV } from 'react-admin';
import jsonExport from 'jsonexport/dist/index.js';
import { projectFilingCondition, projectFilingFilter } from './filters.ts';
import { csvRecords, exportMaxRows, filingExportTable, type ExportTable, type Translate } from './exportRows.ts';
import type { AdminProjectFilingExportPageQuery } from '../generated/graphql.ts';
import { ADMIN_PROJECT_FILING_EXPORT_PAGE, type ExportedFiling } from './projectFiling.graphql.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** Why an export did not produce a file: nothing matched, or more rows than one export may hold. */
export class ExportRefused extends Error {
  constructor(
    readonly reason: 'empty' | 'too_many',
    readonly total: number,
  ) {
    super(reason);
  }
}

/** Every filing the list's filter values select, newest first; `onProgress` hears (read, total) after each page. */
export const fetchFilingsForExport = async (
  client: ApolloClient<unknown>,
  filterValues: Record<string, unknown>,
  onProgress: (done: number, total: number) => void,
): Promise<ExportedFiling[]> => {
  // the API refuses an empty filter object: a form holding only conditions (a keyword, say) sends none
  const filterClause = projectFilingFilter(filterValues);
  const filter = Object.keys(filterClause).length > 0 ? filterClause : undefined;
  const condition = projectFilingCondition(filterValues);
  const filings: ExportedFiling[] = [];
  let after: string | null = null;
  let total = 0;
  for (;;) {
    const result: { data: AdminProjectFilingExportPageQuery } = await client.query({
      query: ADMIN_PROJECT_FILING_EXPORT_PAGE,
      variables: { filter, condition, first: apiLimits.maxPageSize, after, withTotal: after === null },
      fetchPolicy: 'network-only',
    });
    const page: AdminProjectFilingExportPageQuery['projectFilings'] = result.data.projectFilings;
    if (!page) break;
    if (after === null) {
      total = page.totalCount ?? 0;
      if (total === 0) throw new ExportRefused('empty', 0);
      if (total > exportMaxRows) throw new ExportRefused('too_many', total);
    }
    for (const node of page.nodes) if (node) filings.push(node);
    onProgress(filings.length, total);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
    after = page.pageInfo.endCursor;
  }
  return filings;
};

const saveBlob = (blob: Blob, fileName: string) => {
  const link = document.createElement('a');
  link.style.display = 'none';
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
};

const writeCsv = async (table: ExportTable, baseName: string) => {
  const csv = await jsonExport(csvRecords(table), { headers: table.headers });
  downloadCSV(`\ufeff${csv}`, baseName);
};

const writeXlsx = async (table: ExportTable, baseName: string, sheetName: string) => {
  // exceljs is large: it is loaded only when someone exports.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.getColumn(table.amountColumn + 1).numFmt = '#,##0.00';
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const buffer = await workbook.xlsx.writeBuffer();
  saveBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), `${baseName}.xlsx`);
};

/** A file name with the moment of the export: `<prefix>-20261122-0930`. */
export const exportBaseName = (prefix: string, now: Date = new Date()): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
};

/** Reads every selected filing and downloads them in the chosen format; resolves to the number exported. */
export const exportFilings = async (
  client: ApolloClient<unknown>,
  filterValues: Record<string, unknown>,
  format: ExportFormat,
  translate: Translate,
  onProgress: (done: number, total: number) => void,
): Promise<number> => {
  const filings = await fetchFilingsForExport(client, filterValues, onProgress);
  const table = filingExportTable(filings, translate);
  const baseName = exportBaseName(translate('resources.project-filing.export.file_name'));
  if (format === 'csv') await writeCsv(table, baseName);
  else await writeXlsx(table, baseName, translate('resources.project-filing.export.sheet'));
  return filings.length;
};
