import { describe, expect, it } from 'vitest';
import {
  completionPercent,
  createCompanyPerformanceTargetSchema,
  updateCompanyPerformanceTargetSchema,
} from './index.ts';
import { errorCatalog } from '../errors.ts';

const valid = {
  companyId: '00000000-0000-4000-8000-000000000001',
  year: 2021,
  projectType: 'TOTAL',
  performance: '1000.50',
  currencyIsoCode: 'CNY',
};
const codeOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? 'OK' : r.error!.issues[0]!.message;

describe('annual target form rules', () => {
  it('takes a year from 2021 and refuses 2020 with the year code', () => {
    expect(codeOf(createCompanyPerformanceTargetSchema.safeParse(valid))).toBe('OK');
    expect(codeOf(createCompanyPerformanceTargetSchema.safeParse({ ...valid, year: 2020 }))).toBe('PERFORMANCE_TARGET_YEAR_INVALID');
    expect(codeOf(createCompanyPerformanceTargetSchema.safeParse({ ...valid, year: 2021.5 }))).toBe('PERFORMANCE_TARGET_YEAR_INVALID');
    expect(codeOf(createCompanyPerformanceTargetSchema.safeParse({ ...valid, year: undefined }))).toBe('PERFORMANCE_TARGET_YEAR_INVALID');
    expect(errorCatalog.PERFORMANCE_TARGET_YEAR_INVALID.en).toContain('2021');
  });

  it('takes an amount above 0 up to 99,999,999.99 with two decimals', () => {
    for (const ok of [0.01, '99999999.99', 12.5]) {
      expect(codeOf(createCompanyPerformanceTargetSchema.safeParse({ ...valid, performance: ok })), String(ok)).toBe('OK');
    }
    for (const bad of [0, -1, '100000000', 1.005, '', 'abc', null]) {
      expect(codeOf(createCompanyPerformanceTargetSchema.safeParse({ ...valid, performance: bad })), String(bad)).toBe(
        'PERFORMANCE_TARGET_AMOUNT_INVALID',
      );
    }
  });

  it('needs a company, a project type and a currency', () => {
    expect(codeOf(createCompanyPerformanceTargetSchema.safeParse({ ...valid, companyId: null }))).toBe('PERFORMANCE_TARGET_COMPANY_REQUIRED');
    expect(codeOf(createCompanyPerformanceTargetSchema.safeParse({ ...valid, projectType: 'OTHER' }))).toBe(
      'PERFORMANCE_TARGET_PROJECT_TYPE_INVALID',
    );
    expect(codeOf(createCompanyPerformanceTargetSchema.safeParse({ ...valid, currencyIsoCode: 'EUR' }))).toBe(
      'PERFORMANCE_TARGET_CURRENCY_INVALID',
    );
    expect(codeOf(updateCompanyPerformanceTargetSchema.safeParse({ id: valid.companyId, performance: '5', currencyIsoCode: 'USD' }))).toBe('OK');
  });

  it('computes the completion in percent with two decimals', () => {
    expect(completionPercent(330, 1000)).toBe(33);
    expect(completionPercent(1, 3)).toBe(33.33);
    expect(completionPercent(50, 0)).toBe(0);
  });
});
