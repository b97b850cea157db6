import { ApplicationFailure } from '@temporalio/common';
import { CodedError, SQL_ERRCODE } from '@pp/domain';
import { describe, expect, it } from 'vitest';
import { toCodedFailure, withCodedErrors } from './errors.ts';

describe('coded errors in activities', () => {
  it('turns a CodedError into a non-retryable ApplicationFailure typed with the code', () => {
    const failure = toCodedFailure(new CodedError('JOIN_APPLICATION_NOT_FOUND', { id: 'x' }));
    expect(failure).toBeInstanceOf(ApplicationFailure);
    expect(failure).toMatchObject({ type: 'JOIN_APPLICATION_NOT_FOUND', nonRetryable: true, details: [{ id: 'x' }] });
  });

  it('turns a PPERR database error into one, with the params from DETAIL', () => {
    const pgError = Object.assign(new Error('JOIN_APPLICANT_OVER_LIMIT'), { code: SQL_ERRCODE, detail: '{"limit": 5}' });
    expect(toCodedFailure(pgError)).toMatchObject({
      type: 'JOIN_APPLICANT_OVER_LIMIT',
      nonRetryable: true,
      details: [{ limit: 5 }],
    });
  });

  it('leaves other errors alone (retried by the retry policy)', async () => {
    const other = Object.assign(new Error('connection terminated'), { code: '57P01' });
    expect(toCodedFailure(other)).toBeUndefined();
    expect(toCodedFailure(Object.assign(new Error('NOT_A_CODE'), { code: SQL_ERRCODE }))).toBeUndefined();
    await expect(withCodedErrors(() => Promise.reject(other))).rejects.toBe(other);
    await expect(withCodedErrors(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
