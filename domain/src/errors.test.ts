import { describe, expect, it } from 'vitest';
import { badgeText } from './constants.ts';
import { CodedError, describeError, errorCatalog, errorText, extractErrorCode } from './errors.ts';
import { hasPermissionKeys, permissionKeys } from './permissions.ts';
import { joinApplicationMachine, nextState } from './state-machine.ts';

describe('error registry', () => {
  it('has English and Chinese text for every code', () => {
    for (const [code, text] of Object.entries(errorCatalog)) {
      expect(text.en.length, code).toBeGreaterThan(0);
      expect(text.zh.length, code).toBeGreaterThan(0);
    }
  });
  it('shows the translation, else the caller’s fallback, else the raw error (spec 1 §8)', () => {
    expect(describeError({ graphQLErrors: [{ message: 'JOIN_ALREADY_APPLIED', extensions: { code: 'JOIN_ALREADY_APPLIED' } }] }, 'en', 'Application failed')).toBe(
      errorText('JOIN_ALREADY_APPLIED', 'en'),
    );
    expect(describeError(new Error('socket hang up'), 'en', 'Application failed')).toBe('Application failed');
    expect(describeError(new Error('socket hang up'), 'en')).toBe('{"name":"Error","message":"socket hang up"}');
    expect(describeError(new CodedError('FILE_SIZE_IS_TOO_LARGE', { max: 20 }), 'zh')).toBe('文件过大（最大 20M）。');
  });
  it('finds the code in GraphQL errors, network results and plain coded errors', () => {
    expect(extractErrorCode({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] })).toBe('UNAUTHENTICATED');
    expect(extractErrorCode(new CodedError('NO_PERMISSION'))).toBe('NO_PERMISSION');
    expect(extractErrorCode({ message: 'NOT_A_CODE' })).toBeUndefined();
  });
});

describe('permission keys and badges', () => {
  it('lists the 30 keys of spec 1 §6', () => {
    expect(permissionKeys).toHaveLength(30);
    expect(permissionKeys).toContain('ManageAdminSite');
  });
  it('passes with any needed key, or all when all are required', () => {
    expect(hasPermissionKeys(['ViewCompanyInfo'], ['ViewCompanyInfo', 'UpdateCompanyInfo'])).toBe(true);
    expect(hasPermissionKeys(['ViewCompanyInfo'], ['ViewCompanyInfo', 'UpdateCompanyInfo'], 'all')).toBe(false);
    expect(hasPermissionKeys(undefined, ['ManageAdminSite'])).toBe(false);
    expect(hasPermissionKeys([], [])).toBe(true);
  });
  it('shows 99+ above 99', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(0)).toBe('0');
  });
});

describe('join application state machine', () => {
  it('goes from APPLYING to APPROVED or REJECTED and nowhere after', () => {
    expect(nextState(joinApplicationMachine, 'APPLYING', 'approve')).toBe('APPROVED');
    expect(nextState(joinApplicationMachine, 'APPLYING', 'reject')).toBe('REJECTED');
    expect(nextState(joinApplicationMachine, 'APPROVED', 'reject')).toBeUndefined();
    expect(nextState(joinApplicationMachine, 'REJECTED', 'approve')).toBeUndefined();
  });
});
