import { describe, expect, it } from 'vitest';
import {
  companyPointBusinessDateAt,
  companyPointBusinessTimeZone,
  createCompanyPointSchema,
  firstIssueCode,
  msUntilNextBusinessMidnight,
} from '../index.ts';
import { businessToday } from '../project-filing/index.ts';

const companyId = '7d1c4f2e-5a8b-4c3d-9e0f-1a2b3c4d5e6f';
const plusDays = (n: number): string => {
  const d = new Date(`${businessToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const valid = {
  companyId,
  type: 'MARKET_POINT',
  point: 100,
  effectiveDate: businessToday(),
  expiredDate: plusDays(30),
  actionScenario: 'ACTIVITY_REWARD',
  source: 'Summit',
  remark: null,
};
const codeOf = (input: Record<string, unknown>): string => {
  const result = createCompanyPointSchema.safeParse({ ...valid, ...input });
  return result.success ? 'OK' : firstIssueCode(result.error);
};

describe('createCompanyPointSchema', () => {
  it('applies the dialog rules with their codes', () => {
    expect(codeOf({})).toBe('OK');
    expect(codeOf({ point: 0 })).toBe('COMPANY_POINT_ZERO');
    expect(codeOf({ point: 1.5 })).toBe('COMPANY_POINT_OUT_OF_RANGE');
    expect(codeOf({ point: 100_000_000 })).toBe('COMPANY_POINT_OUT_OF_RANGE');
    expect(codeOf({ source: '' })).toBe('COMPANY_POINT_SOURCE_REQUIRED');
    expect(codeOf({ source: 'x'.repeat(51) })).toBe('COMPANY_POINT_SOURCE_TOO_LONG');
    expect(codeOf({ type: 'PRODUCT_POINT', source: null })).toBe('OK');
    expect(codeOf({ expiredDate: null })).toBe('COMPANY_POINT_EXPIRY_REQUIRED');
    expect(codeOf({ effectiveDate: plusDays(-1) })).toBe('COMPANY_POINT_DATES_INVALID');
    expect(codeOf({ effectiveDate: plusDays(31) })).toBe('COMPANY_POINT_DATES_INVALID');
    expect(codeOf({ effectiveDate: '' })).toBe('OK');
    expect(codeOf({ remark: 'r'.repeat(200) })).toBe('OK');
    expect(codeOf({ remark: 'r'.repeat(201) })).toBe('COMPANY_POINT_REMARK_TOO_LONG');
    expect(codeOf({ point: -5, effectiveDate: null, expiredDate: null })).toBe('OK');
    expect(codeOf({ actionScenario: undefined })).toBe('COMPANY_POINT_SCENARIO_REQUIRED');
  });
});

describe('the sweep clock', () => {
  it('counts business dates and midnights in UTC+8, as the time-zone database does', () => {
    const offsetOf = (at: Date) => {
      const local = new Date(at.toLocaleString('en-US', { timeZone: companyPointBusinessTimeZone }));
      const utc = new Date(at.toLocaleString('en-US', { timeZone: 'UTC' }));
      return local.getTime() - utc.getTime();
    };
    for (const at of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z']) expect(offsetOf(new Date(at))).toBe(8 * 3_600_000);
    const justBefore = Date.parse('2026-03-01T15:59:59Z'); // 23:59:59 in Shanghai
    expect(companyPointBusinessDateAt(justBefore)).toBe('2026-03-01');
    expect(msUntilNextBusinessMidnight(justBefore)).toBe(1000);
    expect(companyPointBusinessDateAt(justBefore + 1000)).toBe('2026-03-02');
    expect(msUntilNextBusinessMidnight(justBefore + 1000)).toBe(86_400_000);
  });
});
