import { decodeClientError, describeError, errorText, isErrorCode, type ErrorCode } from '@pp/domain';
import { currentLocale } from '../core/currentSite.ts';
import type { Locale } from '../core/site.ts';
import { translate } from './i18n.ts';

/**
 * A session-invalid error from any call means logout. The API says so either as HTTP 401 (bad or expired token) or
 * as a GraphQL error coded UNAUTHENTICATED (an anonymous call to a user command). Decoding lives in domain.
 */
export { isUnauthenticated } from '@pp/domain';

const errorLocale = (locale: Locale = currentLocale) => (locale === 'zh-CN' ? 'zh' : 'en');

/**
 * The text of an error code of the domain's registry (a form rule's message, a code an upload or a call failed with)
 * in the site's language, with `{name}` placeholders filled from params; anything else is an i18n key, translated
 * as `translate` does (the caller's default, else the key itself, when unknown).
 */
export const translateError = (codeOrKey: string, params?: Record<string, unknown>, defaultMessage?: string, locale: Locale = currentLocale): string =>
  isErrorCode(codeOrKey) ? errorText(codeOrKey, errorLocale(locale), params) : translate(codeOrKey, params, defaultMessage, locale);

/** The code of the first error, from GraphQL errors or an HTTP error body. */
export const errorCodeOf = (error: unknown): ErrorCode | undefined => decodeClientError(error)?.code;

/**
 * What a person reads for an error, in the site's language: the translation of its code, else the caller's fallback
 * (an i18n key), else the raw error as JSON.
 */
export const errorMessage = (error: unknown, fallbackKey?: string): string =>
  describeError(error, errorLocale(), fallbackKey ? translate(fallbackKey) : undefined);

/** The i18n keys of the fallback texts each kind of call shows when an error carries no code. */
export const fallbacks = {
  application: 'app.fallback.application',
  save: 'app.fallback.save',
  markRead: 'app.fallback.markRead',
  markAllRead: 'app.fallback.markAllRead',
  notificationList: 'app.fallback.notificationList',
  switchSite: 'app.fallback.switchSite',
  approve: 'app.fallback.approve',
  reject: 'app.fallback.reject',
  load: 'app.fallback.load',
} as const;
