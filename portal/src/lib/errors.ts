import { describeError, isErrorCode, type ErrorCode } from '@pp/domain';

/** The shapes of errors the portal meets: Apollo errors, raw GraphQL error lists, HTTP 401 results. */
interface CodedLike {
  message?: unknown;
  extensions?: { code?: unknown } | null;
}
interface NetworkLike {
  statusCode?: unknown;
  status?: unknown;
  result?: unknown;
}
interface ApolloLike {
  graphQLErrors?: readonly CodedLike[];
  errors?: readonly CodedLike[];
  networkError?: NetworkLike | null;
  statusCode?: unknown;
  result?: unknown;
}

const codesOf = (list: readonly CodedLike[] | undefined): unknown[] =>
  (list ?? []).flatMap((e) => [e?.extensions?.code, e?.message]);

const resultErrors = (n: NetworkLike | null | undefined): readonly CodedLike[] | undefined => {
  const r = n?.result;
  if (r && typeof r === 'object' && 'errors' in r) {
    const errors = (r as { errors?: unknown }).errors;
    return Array.isArray(errors) ? (errors as CodedLike[]) : undefined;
  }
  return undefined;
};

/**
 * Spec 1 §4: a session-invalid error from any call means logout. The API says so either as HTTP 401 (bad or
 * expired token; body errors[0].extensions.code = UNAUTHENTICATED) or as a GraphQL error coded UNAUTHENTICATED
 * (an anonymous call to a user command).
 */
export const isUnauthenticated = (error: unknown): boolean => {
  if (!error || typeof error !== 'object') return false;
  const e = error as ApolloLike;
  const network = e.networkError ?? (e.statusCode !== undefined || e.result !== undefined ? (e as NetworkLike) : null);
  if (network && (network.statusCode === 401 || network.status === 401)) return true;
  const codes = [...codesOf(e.graphQLErrors), ...codesOf(e.errors), ...codesOf(resultErrors(network))];
  return codes.includes('UNAUTHENTICATED');
};

/** The code of the first error, from GraphQL errors or an HTTP error body. */
export const errorCodeOf = (error: unknown): ErrorCode | undefined => {
  if (!error || typeof error !== 'object') return isErrorCode(error) ? error : undefined;
  const e = error as ApolloLike;
  const candidates = [...codesOf(e.graphQLErrors), ...codesOf(e.errors), ...codesOf(resultErrors(e.networkError)), (e as CodedLike).extensions?.code, (e as CodedLike).message];
  return candidates.find(isErrorCode);
};

/**
 * Spec 1 §8: the translation of the code, else the caller's fallback, else the raw error as JSON.
 * A network-level code (HTTP error body) is looked up too.
 */
export const errorMessage = (error: unknown, fallback?: string): string => {
  const code = errorCodeOf(error);
  return code ? describeError(code, 'en') : describeError(error, 'en', fallback);
};

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
