import { CodedError } from '@pp/domain';
import { GraphQLError } from 'postgraphile/graphql';
import { describe, expect, it, vi } from 'vitest';
import { maskError } from './errors.ts';

/** An error raised while executing a field (execution errors always carry a path). */
const wrap = (originalError?: Error, message = 'x') => new GraphQLError(message, { originalError, path: ['field'] });
const pgError = (code: string, message: string, detail?: string) => Object.assign(new Error(message), { code, detail });

describe('maskError', () => {
  it('passes coded errors with their code as message and extension', () => {
    const out = maskError(wrap(new CodedError('JOIN_ALREADY_APPLIED')));
    expect(out.message).toBe('JOIN_ALREADY_APPLIED');
    expect(out.extensions).toEqual({ code: 'JOIN_ALREADY_APPLIED', params: {} });
  });

  it('reads codes raised in SQL, with params from DETAIL', () => {
    const out = maskError(wrap(pgError('PPERR', 'JOIN_COMPANY_LIMIT_REACHED', '{"max":5}')));
    expect(out.extensions).toEqual({ code: 'JOIN_COMPANY_LIMIT_REACHED', params: { max: 5 } });
  });

  it('maps the caller’s own database errors to coded ones', () => {
    expect(maskError(wrap(pgError('23514', 'new row violates check constraint'))).message).toBe('VALIDATION_FAILED');
    expect(maskError(wrap(pgError('42501', 'permission denied for table companies'))).message).toBe('NO_PERMISSION');
  });

  it('masks everything else as INTERNAL_ERROR without leaking its text', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const out = maskError(wrap(new Error('connection string postgres://secret')));
    expect(out.message).toBe('INTERNAL_ERROR');
    expect(JSON.stringify(out)).not.toContain('secret');
    expect(maskError(wrap(pgError('PPERR', 'NOT_A_REGISTERED_CODE'))).message).toBe('INTERNAL_ERROR');
    spy.mockRestore();
  });

  it('reports a variable that failed its scalar’s parsing as VALIDATION_FAILED', () => {
    const coercion = new GraphQLError('Variable "$id" got invalid value "x"', { originalError: new TypeError('Invalid UUID') });
    expect(maskError(coercion).extensions).toEqual({ code: 'VALIDATION_FAILED', params: {} });
  });

  it('leaves GraphQL’s own request errors as they are', () => {
    const syntax = new GraphQLError('Syntax Error: Expected Name, found <EOF>.');
    expect(maskError(syntax)).toBe(syntax);
  });
});
