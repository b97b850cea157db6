import { describe, expect, it } from 'vitest';
import {
  CodedError,
  decodeClientError,
  decodeServerError,
  describeError,
  errorCatalog,
  errorCodesOf,
  errorText,
  extractErrorCode,
  hasPermissionKeys,
  isUnauthenticated,
  joinApplicationMachine,
  nextState,
  permissionKeys,
} from './index.ts';

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

describe('permission keys', () => {
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
});

describe('join application state machine', () => {
  it('goes from APPLYING to APPROVED or REJECTED and nowhere after', () => {
    expect(nextState(joinApplicationMachine, 'APPLYING', 'approve')).toBe('APPROVED');
    expect(nextState(joinApplicationMachine, 'APPLYING', 'reject')).toBe('REJECTED');
    expect(nextState(joinApplicationMachine, 'APPROVED', 'reject')).toBeUndefined();
    expect(nextState(joinApplicationMachine, 'REJECTED', 'approve')).toBeUndefined();
  });
});

describe('decoding client-side errors', () => {
  const gqlError = (code: string, params?: object) => ({ message: code, extensions: { code, ...(params ? { params } : {}) } });
  it('reads Apollo GraphQL errors, the first one first, with its params', () => {
    expect(decodeClientError({ graphQLErrors: [gqlError('FILE_SIZE_IS_TOO_LARGE', { max: 20 }), gqlError('NO_PERMISSION')] })).toEqual({
      code: 'FILE_SIZE_IS_TOO_LARGE',
      params: { max: 20 },
    });
  });
  it('reads an HTTP error body (Apollo networkError.result) and react-admin HttpError bodies', () => {
    expect(decodeClientError({ networkError: { statusCode: 401, result: { errors: [{ message: 'UNAUTHENTICATED' }] } } })?.code).toBe('UNAUTHENTICATED');
    expect(decodeClientError({ status: 200, body: { graphQLErrors: [gqlError('NO_PERMISSION')] } })?.code).toBe('NO_PERMISSION');
  });
  it('treats a bare HTTP 401 as UNAUTHENTICATED and finds it behind other codes', () => {
    expect(decodeClientError({ status: 401, message: 'Response not successful' })?.code).toBe('UNAUTHENTICATED');
    expect(isUnauthenticated({ graphQLErrors: [gqlError('NO_PERMISSION'), gqlError('UNAUTHENTICATED')] })).toBe(true);
    expect(isUnauthenticated({ graphQLErrors: [gqlError('NO_PERMISSION')] })).toBe(false);
    expect(isUnauthenticated({ networkError: { statusCode: 500 } })).toBe(false);
    expect(isUnauthenticated(null)).toBe(false);
  });
  it('knows only registered codes', () => {
    expect(errorCodesOf({ graphQLErrors: [{ message: 'SOMETHING_ELSE' }] })).toEqual([]);
    expect(decodeClientError('JOIN_ALREADY_APPLIED')?.code).toBe('JOIN_ALREADY_APPLIED');
  });
});

describe('decoding server-side errors', () => {
  const pgError = (code: string, message: string, detail?: string) => Object.assign(new Error(message), { code, detail });
  it('reads codes raised in SQL with their params, and CodedErrors', () => {
    expect(decodeServerError(pgError('PPERR', 'JOIN_COMPANY_LIMIT_REACHED', '{"max": 5}'))).toEqual({ code: 'JOIN_COMPANY_LIMIT_REACHED', params: { max: 5 } });
    expect(decodeServerError(pgError('PPERR', 'NO_PERMISSION', 'not json'))).toEqual({ code: 'NO_PERMISSION', params: {} });
    expect(decodeServerError(new CodedError('NOT_FOUND', { id: 1 }))).toEqual({ code: 'NOT_FOUND', params: { id: 1 } });
  });
  it('maps the caller’s own database errors, and nothing else', () => {
    expect(decodeServerError(pgError('23505', 'duplicate key'))?.code).toBe('VALIDATION_FAILED');
    expect(decodeServerError(pgError('42501', 'permission denied'))?.code).toBe('NO_PERMISSION');
    expect(decodeServerError(pgError('57P01', 'terminating connection'))).toBeUndefined();
    expect(decodeServerError(pgError('PPERR', 'NOT_A_CODE'))).toBeUndefined();
    expect(decodeServerError(new Error('boom'))).toBeUndefined();
  });
});
