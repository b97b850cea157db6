import { describe, expect, it } from 'vitest';
import { firstIssueCode } from '../common/validation.ts';
import { businessToday } from '../project-filing/index.ts';
import {
  createProjectFilingQuotaRuleSchema,
  updateCertificationLevelQuotaSchema,
  updateProjectFilingQuotaRuleSchema,
} from './index.ts';

const companyId = '00000000-0000-4000-8000-000000000001';
const dayFromToday = (days: number): string => {
  const [y, m, d] = businessToday().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};
const codeOf = (result: { success: boolean; error?: Parameters<typeof firstIssueCode>[0] }) =>
  result.success ? 'OK' : firstIssueCode(result.error!);

describe('quota schemas', () => {
  it.each([
    [-1, 'QUOTA_COUNT_OUT_OF_RANGE'],
    [0, 'OK'],
    [1000, 'OK'],
    [1001, 'QUOTA_COUNT_OUT_OF_RANGE'],
    [1.5, 'QUOTA_COUNT_OUT_OF_RANGE'],
    [null, 'QUOTA_COUNT_OUT_OF_RANGE'],
  ])('count %s -> %s', (count, code) => {
    expect(codeOf(updateCertificationLevelQuotaSchema.safeParse({ levelId: 1, maxProjectFilingCount: count, winRate: 10 }))).toBe(code);
  });

  it.each([
    [-1, 'QUOTA_WIN_RATE_OUT_OF_RANGE'],
    [0, 'OK'],
    [100, 'OK'],
    [101, 'QUOTA_WIN_RATE_OUT_OF_RANGE'],
    [undefined, 'QUOTA_WIN_RATE_OUT_OF_RANGE'],
  ])('win rate %s -> %s', (winRate, code) => {
    const input = { companyId, maxProjectFilingCount: 5, winRate, validUntilDate: dayFromToday(1) };
    expect(codeOf(createProjectFilingQuotaRuleSchema.safeParse(input))).toBe(code);
  });

  it('a custom rule needs a company and a date from today on; an edit may keep a past date', () => {
    const base = { companyId, maxProjectFilingCount: 5, winRate: 5, validUntilDate: dayFromToday(0) };
    expect(codeOf(createProjectFilingQuotaRuleSchema.safeParse(base))).toBe('OK');
    expect(codeOf(createProjectFilingQuotaRuleSchema.safeParse({ ...base, companyId: null }))).toBe('QUOTA_COMPANY_REQUIRED');
    expect(codeOf(createProjectFilingQuotaRuleSchema.safeParse({ ...base, validUntilDate: null }))).toBe('QUOTA_VALID_UNTIL_REQUIRED');
    expect(codeOf(createProjectFilingQuotaRuleSchema.safeParse({ ...base, validUntilDate: dayFromToday(-1) }))).toBe('QUOTA_VALID_UNTIL_PAST');
    const edit = { ruleId: companyId, maxProjectFilingCount: 5, winRate: 5, validUntilDate: dayFromToday(-1) };
    expect(codeOf(updateProjectFilingQuotaRuleSchema.safeParse(edit))).toBe('OK');
  });
});
