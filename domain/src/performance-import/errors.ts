import type { ErrorTexts } from '../common/errors.ts';

/**
 * Error codes of the bulk import of performance records. The file-level codes end an import as ERROR; the row-level
 * codes are written into the error file next to the row, beside the performance record's own codes.
 */
export const performanceImportErrors = {
  PERFORMANCE_IMPORT_NOT_FOUND: { en: 'The import was not found.', zh: '未找到该导入记录。' },
  PERFORMANCE_IMPORT_FILE_INVALID: {
    en: 'Choose a completed spreadsheet you uploaded for the performance import.',
    zh: '请选择您已上传完成的业绩导入表格。',
  },
  PERFORMANCE_IMPORT_FILE_USED: { en: 'This file has already been imported.', zh: '该文件已导入过。' },
  PERFORMANCE_IMPORT_FILE_UNREADABLE: {
    en: 'The file could not be read as an XLSX spreadsheet.',
    zh: '无法读取该文件，请上传 XLSX 表格。',
  },
  PERFORMANCE_IMPORT_HEADERS_INVALID: {
    en: 'The first row must hold the template’s column headers ({expected}).',
    zh: '第一行必须是模板的列标题（{expected}）。',
  },
  PERFORMANCE_IMPORT_EMPTY: { en: 'The file holds no rows to import.', zh: '文件中没有可导入的数据行。' },
  PERFORMANCE_IMPORT_TOO_MANY_ROWS: {
    en: 'A file may hold at most {max} rows.',
    zh: '单个文件最多 {max} 行数据。',
  },
  PERFORMANCE_IMPORT_CELL_REQUIRED: { en: 'The column “{column}” is required.', zh: '“{column}”为必填项。' },
  PERFORMANCE_IMPORT_CELL_INVALID: { en: 'The value in “{column}” is not valid.', zh: '“{column}”的值无效。' },
  PERFORMANCE_IMPORT_COMPANY_NOT_FOUND: {
    en: 'No company has exactly this name.',
    zh: '找不到名称完全一致的公司。',
  },
  PERFORMANCE_IMPORT_FILING_NOT_FOUND: {
    en: 'No deal registration has this number.',
    zh: '找不到该报备编号。',
  },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'performance-import': typeof performanceImportErrors;
  }
}
