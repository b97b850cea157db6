// Errors shown to back-office users: the zh text of the API's error code (domain registry), else a fallback.
import { HttpError } from 'react-admin';
import { decodeClientError, describeError, type ErrorCode } from '@pp/domain';

const FALLBACK = '操作失败，请稍后重试。';

type Failure = { status?: unknown; body?: unknown };

/** The error code carried by whatever the data layer threw (ApolloError, HttpError wrapping one, network 401). */
export const errorCodeOf = (error: unknown): ErrorCode | undefined => decodeClientError(error)?.code;

/** The Chinese text to show for an error: the code's translation (with its params), else the fallback. */
export const zhErrorText = (error: unknown, fallback: string = FALLBACK): string => describeError(error, 'zh', fallback);

/** Re-throws as an HttpError whose message is the zh text; UNAUTHENTICATED gets status 401 (authProvider logs out). */
export const toAdminError = (error: unknown): HttpError => {
  const code = errorCodeOf(error);
  const e = (error ?? {}) as Failure;
  const status = code === 'UNAUTHENTICATED' ? 401 : typeof e.status === 'number' ? e.status : 500;
  return new HttpError(zhErrorText(error), status, { code, cause: e.body ?? error });
};
