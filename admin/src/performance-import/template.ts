// The import template, written in the browser with exceljs: the columns with their headers, an example row, and
// drop-down lists (data validation) for the currency and the project type; amounts with two decimals, dates as dates.
import {
  businessToday,
  currencies,
  performanceImportColumns,
  performanceImportExample,
  performanceImportLimits,
  performanceImportProjectTypeLabels,
  performanceImportTemplateName,
  projectPerformanceLimits,
} from '@pp/domain';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The column letter of a template field (A, B, …). */
const letterOf = (key: string): string => String.fromCharCode(65 + performanceImportColumns.findIndex((c) => c.key === key));

/** exceljs keeps range validations (one entry per column range) on the sheet, which its typings do not declare. */
interface RangeValidations {
  dataValidations: { add(address: string, validation: import('exceljs').DataValidation): void };
}
const hasRangeValidations = (sheet: object): sheet is RangeValidations => 'dataValidations' in sheet;

/** The template workbook's bytes. */
export const buildImportTemplate = async (sheetName: string): Promise<ArrayBuffer> => {
  // exceljs is large: it is loaded only when someone asks for the template.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = performanceImportColumns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const [year, month, day] = String(performanceImportExample.effectiveDate).split('-').map(Number);
  sheet.addRow({ ...performanceImportExample, effectiveDate: new Date(Date.UTC(year ?? 2026, (month ?? 1) - 1, day ?? 1)) });
  const last = performanceImportLimits.performanceImportMaxRows + 1;
  const range = (key: string) => `${letterOf(key)}2:${letterOf(key)}${last}`;
  const list = (values: readonly string[]) => ({
    type: 'list' as const,
    allowBlank: true,
    formulae: [`"${values.join(',')}"`],
    showErrorMessage: true,
  });
  if (!hasRangeValidations(sheet)) throw new Error('exceljs without range validations');
  sheet.dataValidations.add(range('currencyIsoCode'), list(currencies));
  sheet.dataValidations.add(range('projectType'), list(performanceImportProjectTypeLabels));
  sheet.dataValidations.add(range('effectiveDate'), {
    type: 'date',
    operator: 'greaterThanOrEqual',
    allowBlank: true,
    formulae: [new Date(Date.UTC(projectPerformanceLimits.businessEarliestYear, 0, 1))],
    showErrorMessage: true,
  });
  sheet.getColumn(letterOf('performance')).numFmt = '#,##0.00';
  sheet.getColumn(letterOf('effectiveDate')).numFmt = 'yyyy-mm-dd';
  return workbook.xlsx.writeBuffer();
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

/** Downloads the template, named with today's date (business time zone). */
export const downloadImportTemplate = async (sheetName: string): Promise<void> => {
  const bytes = await buildImportTemplate(sheetName);
  saveBlob(new Blob([bytes], { type: xlsxType }), performanceImportTemplateName(businessToday()));
};
