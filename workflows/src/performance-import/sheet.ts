import ExcelJS from 'exceljs';
import {
  errorText,
  isErrorCode,
  performanceImportColumns,
  performanceImportErrorHeader,
  type PerformanceImportCell,
} from '@pp/domain';

/** One data row of the sheet: its row number (the header is row 1) and its cells in the template's column order. */
export interface SheetRow {
  rowNo: number;
  cells: PerformanceImportCell[];
}

export interface ParsedSheet {
  headers: string[];
  rows: SheetRow[];
}

/** A cell's value as text, number or date (formulas give their result, rich text its plain text). */
const plainCell = (value: ExcelJS.CellValue): PerformanceImportCell => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value && value.result !== undefined ? plainCell(value.result as ExcelJS.CellValue) : null;
  if ('text' in value) return typeof value.text === 'string' ? value.text : null;
  if ('error' in value) return String(value.error);
  return null;
};

const isBlank = (cells: readonly PerformanceImportCell[]) => cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/**
 * Reads the first worksheet of an XLSX file: the header row and every data row that is not blank. Throws when the
 * bytes are not a readable workbook.
 */
export const readImportSheet = async (bytes: Buffer): Promise<ParsedSheet> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const width = performanceImportColumns.length;
  const headerRow = sheet.getRow(1);
  const headers: string[] = [];
  for (let c = 1; c <= Math.max(width, headerRow.cellCount); c += 1) {
    const v = plainCell(headerRow.getCell(c).value);
    headers.push(v === null ? '' : v instanceof Date ? v.toISOString() : String(v));
  }
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNo) => {
    if (rowNo === 1) return;
    const cells: PerformanceImportCell[] = [];
    for (let c = 1; c <= width; c += 1) cells.push(plainCell(row.getCell(c).value));
    if (!isBlank(cells)) rows.push({ rowNo, cells });
  });
  return { headers, rows };
};

/** A failed row for the error file: the cells as staged (dates as YYYY-MM-DD text) and the error. */
export interface FailedRow {
  cells: (string | number | null)[];
  code: string;
  params: Record<string, unknown>;
}

/** The error column's text: the Chinese message with the code, so the vendor can fix the row and ask about the code. */
export const errorCellText = (code: string, params: Record<string, unknown>): string =>
  isErrorCode(code) ? `${errorText(code, 'zh', params)}（${code}）` : code;

/** The error file: the template's header plus the error column, then the rows that failed, as they were uploaded. */
export const buildErrorSheet = async (failed: readonly FailedRow[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('错误行');
  sheet.columns = [
    ...performanceImportColumns.map((c) => ({ header: c.header, width: c.width })),
    { header: performanceImportErrorHeader, width: 50 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of failed) sheet.addRow([...row.cells, errorCellText(row.code, row.params)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
