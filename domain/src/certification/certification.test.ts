import { describe, expect, it } from 'vitest';
import { firstIssueCode } from '../common/validation.ts';
import { certificationLevelIdSchema } from './index.ts';

const codeOf = (result: { success: boolean; error?: Parameters<typeof firstIssueCode>[0] }) =>
  result.success ? 'OK' : firstIssueCode(result.error!);

describe('certification schemas', () => {
  it('a level is named by a positive whole id', () => {
    expect(codeOf(certificationLevelIdSchema.safeParse(3))).toBe('OK');
    expect(codeOf(certificationLevelIdSchema.safeParse(0))).toBe('CERTIFICATION_LEVEL_NOT_FOUND');
    expect(codeOf(certificationLevelIdSchema.safeParse(1.5))).toBe('CERTIFICATION_LEVEL_NOT_FOUND');
    expect(codeOf(certificationLevelIdSchema.safeParse(null))).toBe('CERTIFICATION_LEVEL_NOT_FOUND');
  });
});
