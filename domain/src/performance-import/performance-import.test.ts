import { describe, expect, it } from 'vitest';
import { nextState } from '../common/machine.ts';
import {
  checkPerformanceImportRow,
  performanceImportColumns,
  performanceImportHeadersMatch,
  performanceImportMachine,
  performanceImportTemplateName,
  type PerformanceImportCell,
  type PerformanceImportColumnKey,
} from './index.ts';

const good: Record<PerformanceImportColumnKey, PerformanceImportCell> = {
  companyName: ' Alpha Ltd ',
  filingSemanticId: 'PF-2026-0000001',
  semanticId: 'PERF-1',
  customerFullName: 'Acme Customer',
  performance: 1234.5,
  currencyIsoCode: 'CNY',
  effectiveDate: new Date(Date.UTC(2026, 0, 15)),
  projectType: '新购',
  remark: null,
};

describe('performance import rows', () => {
  it('accepts a good row: trimmed text, the amount with two decimals, the date, the type by its Chinese name', () => {
    expect(checkPerformanceImportRow(good)).toEqual({
      ok: true,
      row: {
        companyName: 'Alpha Ltd',
        filingSemanticId: 'PF-2026-0000001',
        semanticId: 'PERF-1',
        customerFullName: 'Acme Customer',
        performance: '1234.50',
        currencyIsoCode: 'CNY',
        effectiveDate: '2026-01-15',
        projectType: 'NEW_PURCHASE',
        remark: null,
      },
    });
    const text = checkPerformanceImportRow({ ...good, performance: '-1,000', effectiveDate: '2026/2/3', projectType: 'repeat_purchase', remark: ' x ' });
    expect(text.ok && text.row).toMatchObject({ performance: '-1000.00', effectiveDate: '2026-02-03', projectType: 'REPEAT_PURCHASE', remark: 'x' });
  });

  it('names the first broken rule and its column', () => {
    expect(checkPerformanceImportRow({ ...good, filingSemanticId: '  ' })).toEqual({ ok: false, code: 'PERFORMANCE_IMPORT_CELL_REQUIRED', column: '报备编号' });
    expect(checkPerformanceImportRow({ ...good, performance: 'abc' })).toEqual({ ok: false, code: 'PERFORMANCE_IMPORT_CELL_INVALID', column: '业绩金额' });
    expect(checkPerformanceImportRow({ ...good, effectiveDate: '2026-02-30' })).toMatchObject({ code: 'PERFORMANCE_IMPORT_CELL_INVALID', column: '生效日期' });
    expect(checkPerformanceImportRow({ ...good, projectType: '总计' })).toMatchObject({ code: 'PERFORMANCE_IMPORT_CELL_INVALID', column: '项目类型' });
    // the performance form's own rules and codes
    expect(checkPerformanceImportRow({ ...good, performance: 0 })).toMatchObject({ code: 'PERFORMANCE_AMOUNT_INVALID', column: '业绩金额' });
    expect(checkPerformanceImportRow({ ...good, performance: 100_000_000 })).toMatchObject({ code: 'PERFORMANCE_AMOUNT_INVALID' });
    expect(checkPerformanceImportRow({ ...good, performance: 1.005 })).toMatchObject({ code: 'PERFORMANCE_AMOUNT_INVALID' });
    expect(checkPerformanceImportRow({ ...good, effectiveDate: '2020-12-31' })).toMatchObject({ code: 'PERFORMANCE_EFFECTIVE_DATE_INVALID' });
    expect(checkPerformanceImportRow({ ...good, currencyIsoCode: 'EUR' })).toMatchObject({ code: 'PERFORMANCE_CURRENCY_INVALID', column: '币种' });
    expect(checkPerformanceImportRow({ ...good, remark: 'x'.repeat(201) })).toMatchObject({ code: 'PERFORMANCE_REMARK_TOO_LONG', column: '备注' });
    expect(checkPerformanceImportRow({ ...good, semanticId: 'PERF 1' })).toMatchObject({ code: 'PERFORMANCE_ID_INVALID', column: '业绩编号' });
  });

  it('knows the template: its headers in order, the error column tolerated, its dated name', () => {
    const headers = performanceImportColumns.map((c) => c.header);
    expect(headers).toEqual(['公司名称', '报备编号', '业绩编号', '客户名称', '业绩金额', '币种', '生效日期', '项目类型', '备注']);
    expect(performanceImportHeadersMatch(headers)).toBe(true);
    expect(performanceImportHeadersMatch([...headers, '错误信息', ''])).toBe(true);
    expect(performanceImportHeadersMatch(headers.slice(1))).toBe(false);
    expect(performanceImportHeadersMatch([...headers, 'extra'])).toBe(false);
    expect(performanceImportTemplateName('2026-11-22')).toBe('业绩导入模板-2026-11-22.xlsx');
  });

  it('moves IN_IMPORT to COMPLETED or ERROR, and nothing leaves those', () => {
    expect(nextState(performanceImportMachine, 'IN_IMPORT', 'complete')).toBe('COMPLETED');
    expect(nextState(performanceImportMachine, 'IN_IMPORT', 'fail')).toBe('ERROR');
    expect(nextState(performanceImportMachine, 'COMPLETED', 'fail')).toBeUndefined();
    expect(nextState(performanceImportMachine, 'ERROR', 'complete')).toBeUndefined();
  });
});
