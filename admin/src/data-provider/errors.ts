// Errors shown to back-office users: the zh text of the API's error code (domain registry), else a fallback.
import { HttpError } from 'react-admin';
import { describeError, errorText, extractErrorCode, type ErrorCode } from '@pp/domain';

const FALLBACK = '操作失败，请稍后重试。';

type Failure = { status?: unknown; body?: unknown; message?: unknown; networkError?: { statusCode?: unknown; result?: unknown } };

/** The error code carried by whatever the data layer threw (ApolloError, HttpError wrapping one, network 401). */
export const errorCodeOf = (error: unknown): ErrorCode | undefined => {
  const e = (error ?? {}) as Failure;
  const fromNetwork = e.networkError?.result as { errors?: unknown[] } | undefined;
  const code =
    extractErrorCode(e.body) ??
    (fromNetwork?.errors ? extractErrorCode({ errors: fromNetwork.errors }) : undefined) ??
    extractErrorCode(error);
  if (code) return code;
  if (e.status === 401 || e.networkError?.statusCode === 401) return 'UNAUTHENTICATED';
  return undefined;
};

/** The Chinese text to show for an error (spec 1 §8 order: code translation, then fallback). */
export const zhErrorText = (error: unknown, fallback: string = FALLBACK): string => {
  const code = errorCodeOf(error);
  if (code) return errorText(code, 'zh', paramsOf(error));
  return describeError(error, 'zh', fallback);
};

const paramsOf = (error: unknown): Record<string, unknown> => {
  const body = (error as Failure | undefined)?.body as { graphQLErrors?: { extensions?: { params?: unknown } }[] } | undefined;
  const params = body?.graphQLErrors?.[0]?.extensions?.params;
  return params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
};

/** Re-throws as an HttpError whose message is the zh text; UNAUTHENTICATED gets status 401 (authProvider logs out). */
export const toAdminError = (error: unknown): HttpError => {
  const code = errorCodeOf(error);
  const e = (error ?? {}) as Failure;
  const status = code === 'UNAUTHENTICATED' ? 401 : typeof e.status === 'number' ? e.status : 500;
  return new HttpError(zhErrorText(error), status, { code, cause: e.body ?? error });
};
