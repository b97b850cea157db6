import { decodeClientError, describeError, type ErrorCode } from '@pp/domain';
import { currentLocale } from '../app/current-site.ts';
import { translate } from './i18n.ts';

/**
 * A session-invalid error from any call means logout. The API says so either as HTTP 401 (bad or expired token) or
 * as a GraphQL error coded UNAUTHENTICATED (an anonymous call to a user command). Decoding lives in domain.
 */
export { isUnauthenticated } from '@pp/domain';

/** The code of the first error, from GraphQL errors or an HTTP error body. */
export const errorCodeOf = (error: unknown): ErrorCode | undefined => decodeClientError(error)?.code;

/**
 * What a person reads for an error, in the site's language: the translation of its code, else the caller's fallback
 * (an i18n key), else the raw error as JSON.
 */
export const errorMessage = (error: unknown, fallbackKey?: string): string =>
  describeError(error, currentLocale === 'zh-CN' ? 'zh' : 'en', fallbackKey ? translate(fallbackKey) : undefined);

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
