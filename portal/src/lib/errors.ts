import { decodeClientError, describeError, type ErrorCode } from '@pp/domain';

/**
 * A session-invalid error from any call means logout. The API says so either as HTTP 401 (bad or expired token) or
 * as a GraphQL error coded UNAUTHENTICATED (an anonymous call to a user command). Decoding lives in domain.
 */
export { isUnauthenticated } from '@pp/domain';

/** The code of the first error, from GraphQL errors or an HTTP error body. */
export const errorCodeOf = (error: unknown): ErrorCode | undefined => decodeClientError(error)?.code;

/** The translation of the code, else the caller's fallback, else the raw error as JSON. */
export const errorMessage = (error: unknown, fallback?: string): string => describeError(error, 'en', fallback);

/** Fallback texts named by the spec (§8). */
export const fallbacks = {
  application: 'Application failed',
  save: 'Failed to save',
  markRead: 'Sorry, there was an error in the system.',
  markAllRead: 'Oops, something went wrong',
  notificationList: 'Failed to retrieve the notification list',
  switchSite: 'System error',
  approve: 'Approval failed',
  reject: 'Rejection failed',
  load: 'Failed to load data',
} as const;
