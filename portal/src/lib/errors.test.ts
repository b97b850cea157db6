import { describe, expect, it } from 'vitest';
import { errorCatalog } from '@pp/domain';
import { errorMessage, fallbacks, isUnauthenticated, translateError } from './errors.ts';
import { messagesFor } from '../app/i18n.ts';
import { translate } from './i18n.ts';

describe('isUnauthenticated', () => {
  it('recognises an HTTP 401 network error', () => {
    expect(isUnauthenticated({ networkError: { statusCode: 401, result: { errors: [{ message: 'UNAUTHENTICATED', extensions: { code: 'UNAUTHENTICATED' } }] } } })).toBe(true);
  });
  it('recognises a GraphQL error coded UNAUTHENTICATED', () => {
    expect(isUnauthenticated({ graphQLErrors: [{ message: 'UNAUTHENTICATED', extensions: { code: 'UNAUTHENTICATED' } }] })).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isUnauthenticated({ graphQLErrors: [{ message: 'NO_PERMISSION', extensions: { code: 'NO_PERMISSION' } }] })).toBe(false);
    expect(isUnauthenticated({ networkError: { statusCode: 500 } })).toBe(false);
    expect(isUnauthenticated(null)).toBe(false);
  });
});

describe('errorMessage', () => {
  it('translates a registered code', () => {
    expect(errorMessage({ graphQLErrors: [{ message: 'JOIN_ALREADY_APPLIED', extensions: { code: 'JOIN_ALREADY_APPLIED' } }] }, fallbacks.application)).toBe(
      'Your application has already been received. Please wait for the review.',
    );
  });
  it('uses the fallback for an unknown code', () => {
    expect(errorMessage({ graphQLErrors: [{ message: 'SOMETHING_ELSE' }] }, fallbacks.application)).toBe('Application failed');
  });
  it('shows the raw error as JSON without a fallback', () => {
    expect(errorMessage(new Error('boom'))).toBe('{"name":"Error","message":"boom"}');
  });
  it('reads the code of an HTTP error body', () => {
    expect(errorMessage({ networkError: { statusCode: 401, result: { errors: [{ message: 'UNAUTHENTICATED' }] } } }, 'x')).toBe(
      'Your session has ended. Please sign in again.',
    );
  });
});

describe('translateError', () => {
  it('translates error codes from the domain registry in the language asked, with params', () => {
    expect(translateError('JOIN_ALREADY_APPLIED', undefined, undefined, 'en-US')).toBe(errorCatalog.JOIN_ALREADY_APPLIED.en);
    expect(translateError('JOIN_ALREADY_APPLIED', undefined, undefined, 'zh-CN')).toBe(errorCatalog.JOIN_ALREADY_APPLIED.zh);
    const withParam = (Object.keys(errorCatalog) as (keyof typeof errorCatalog)[]).find((code) => /\{(\w+)\}/.test(errorCatalog[code].en));
    if (withParam) {
      const name = /\{(\w+)\}/.exec(errorCatalog[withParam].en)![1]!;
      expect(translateError(withParam, { [name]: 'VALUE' }, undefined, 'en-US')).toContain('VALUE');
    }
  });
  it('translates any other key as translate does', () => {
    expect(translateError('invitations.intro', { days: 3 }, undefined, 'zh-CN')).toBe(translate('invitations.intro', { days: 3 }, undefined, 'zh-CN'));
    expect(translateError('no.such.key', undefined, 'fallback')).toBe('fallback');
  });
  it('is the only way to an error text: translate of the first load does not know the codes', () => {
    expect(translate('JOIN_ALREADY_APPLIED')).toBe('JOIN_ALREADY_APPLIED');
  });
});

describe('fallback texts', () => {
  it('exist in both languages', async () => {
    const { invitationFallbacks } = await import('../features/invitations/invitationRules.ts');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const all = messagesFor(locale);
      for (const key of [...Object.values(fallbacks), ...Object.values(invitationFallbacks)]) expect(all[key], `${locale} ${key}`).toBeTruthy();
    }
  });
});
