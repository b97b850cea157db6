import { describe, expect, it } from 'vitest';
import { firstIssueCode } from '../common/validation.ts';
import { setCompanyCertificationLevelSchema } from './index.ts';

const companyId = '00000000-0000-4000-8000-000000000001';
const codeOf = (result: { success: boolean; error?: Parameters<typeof firstIssueCode>[0] }) =>
  result.success ? 'OK' : firstIssueCode(result.error!);

describe('certification schemas', () => {
  it('a company level is a level id or none', () => {
    expect(codeOf(setCompanyCertificationLevelSchema.safeParse({ companyId, levelId: null }))).toBe('OK');
    expect(codeOf(setCompanyCertificationLevelSchema.safeParse({ companyId, levelId: 3 }))).toBe('OK');
    expect(codeOf(setCompanyCertificationLevelSchema.safeParse({ companyId, levelId: 0 }))).toBe('CERTIFICATION_LEVEL_NOT_FOUND');
  });
});
