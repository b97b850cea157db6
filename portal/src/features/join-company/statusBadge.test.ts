import { describe, expect, it } from 'vitest';
import { realNameSchema, companySearchSchema } from '@pp/domain';
import { translateError } from '../../lib/errors.ts';
import { showsApplyButton, statusSeverity } from './statusBadge.ts';

describe('status badges', () => {
  it('colours application statuses', () => {
    expect(statusSeverity('APPLYING')).toBe('warning');
    expect(statusSeverity('APPROVED')).toBe('success');
    expect(statusSeverity('REJECTED')).toBe('danger');
    expect(statusSeverity('JOINED')).toBe('success');
    expect(statusSeverity('SOMETHING')).toBe('secondary');
    expect(statusSeverity(null)).toBe('secondary');
  });
  it('shows the apply button only for CAN_APPLY', () => {
    expect(showsApplyButton('CAN_APPLY')).toBe(true);
    expect(showsApplyButton('APPLYING')).toBe(false);
    expect(showsApplyButton('JOINED')).toBe(false);
  });
});

describe('join form rules with their texts', () => {
  const message = (value: string) => {
    const r = realNameSchema.safeParse(value);
    return r.success ? undefined : translateError(r.error.issues[0]!.message);
  };
  it('gives the spec messages for the real name', () => {
    expect(message('   ')).toBe('The real name cannot be empty.');
    expect(message('x'.repeat(51))).toBe('The length of your real name should not exceed 50 characters.');
    expect(message(`  ${'x'.repeat(50)}  `)).toBeUndefined();
  });
  it('needs non-empty search text', () => {
    expect(companySearchSchema.safeParse({ companyName: '  ' }).success).toBe(false);
    expect(companySearchSchema.safeParse({ companyName: 'Cloudway' }).success).toBe(true);
  });
});
