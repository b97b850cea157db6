import { SQL_ERRCODE } from './errors.ts';
import { CodedError, errorText, isErrorCode, type ErrorCode, type Locale } from '../errors.ts';

/**
 * Decoding errors into registry codes, written once. Clients (portal, back office) meet Apollo errors, raw GraphQL
 * error lists, HTTP error bodies and react-admin's HttpError wrapping them; servers (API, worker) meet Postgres
 * errors raised by `app_hidden.raise_error` and `CodedError`s thrown in TypeScript.
 */
export interface DecodedError {
  code: ErrorCode;
  params: Record<string, unknown>;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;
const paramsFrom = (v: unknown): Record<string, unknown> => (isObj(v) && !Array.isArray(v) ? v : {});

/** Every code an error carries, in the order a person should hear about them (first GraphQL error first). */
const collect = (error: unknown, out: DecodedError[], depth: number): void => {
  if (depth > 5 || error === null || error === undefined) return;
  if (isErrorCode(error)) {
    out.push({ code: error, params: {} });
    return;
  }
  if (!isObj(error)) return;
  if (error instanceof CodedError) {
    out.push({ code: error.code, params: error.params });
    return;
  }
  // lists of GraphQL errors (Apollo's graphQLErrors, a response body's errors), then what wraps a response:
  // Apollo's networkError and its parsed result, react-admin's HttpError body, an error's cause
  for (const key of ['graphQLErrors', 'errors']) {
    const list = error[key];
    if (Array.isArray(list)) list.forEach((item) => collect(item, out, depth + 1));
  }
  for (const key of ['networkError', 'result', 'body', 'cause']) collect(error[key], out, depth + 1);
  // a single GraphQL error or coded object: extensions.code, then code, then message
  const extensions = isObj(error.extensions) ? error.extensions : undefined;
  const params = paramsFrom(extensions?.params ?? error.params);
  for (const candidate of [extensions?.code, error.code, error.message]) {
    if (isErrorCode(candidate)) out.push({ code: candidate, params });
  }
  // an HTTP 401 without a readable body still means the session is over
  if (error.statusCode === 401 || error.status === 401) out.push({ code: 'UNAUTHENTICATED', params: {} });
};

/** All codes carried by a client-side error. */
export const errorCodesOf = (error: unknown): ErrorCode[] => {
  const out: DecodedError[] = [];
  collect(error, out, 0);
  return out.map((d) => d.code);
};

/** The first code a client-side error carries, with its params. */
export const decodeClientError = (error: unknown): DecodedError | undefined => {
  const out: DecodedError[] = [];
  collect(error, out, 0);
  return out[0];
};

/** A session-invalid error from any call (HTTP 401 or a GraphQL error coded UNAUTHENTICATED). */
export const isUnauthenticated = (error: unknown): boolean => errorCodesOf(error).includes('UNAUTHENTICATED');

/** @deprecated name kept for callers: the first code of an error. */
export const extractErrorCode = (error: unknown): ErrorCode | undefined => decodeClientError(error)?.code;

/**
 * What a person reads for an error: the translation of its code, else the caller's fallback, else the raw error
 * as JSON.
 */
export const describeError = (error: unknown, locale: Locale, fallback?: string): string => {
  const decoded = decodeClientError(error);
  if (decoded) return errorText(decoded.code, locale, decoded.params);
  if (fallback) return fallback;
  try {
    return JSON.stringify(error instanceof Error ? { name: error.name, message: error.message } : error);
  } catch {
    return String(error);
  }
};

/** Database errors that are the caller's fault, by SQLSTATE, and the code reported for them. */
const sqlStateCodes: Readonly<Record<string, ErrorCode>> = {
  '22P02': 'VALIDATION_FAILED', // invalid text representation (a malformed uuid, ...)
  '22001': 'VALIDATION_FAILED', // string too long
  '22003': 'VALIDATION_FAILED', // numeric out of range
  '22007': 'VALIDATION_FAILED', // invalid datetime format
  '23502': 'VALIDATION_FAILED', // not null violation
  '23503': 'VALIDATION_FAILED', // foreign key violation
  '23505': 'VALIDATION_FAILED', // unique violation
  '23514': 'VALIDATION_FAILED', // check violation
  '42501': 'NO_PERMISSION', // insufficient privilege / row-level security
};

const parseDetail = (detail: unknown): Record<string, unknown> => {
  if (typeof detail !== 'string' || detail === '') return {};
  try {
    return paramsFrom(JSON.parse(detail));
  } catch {
    return {};
  }
};

/**
 * The coded form of a server-side error, or undefined when it must stay masked: a `CodedError`, an exception raised
 * in SQL with SQLSTATE PPERR (message = code, DETAIL = params as JSON), or a Postgres error that is the caller's
 * fault (bad input, a violated constraint, a refused privilege). Every one of these is an outcome a retry cannot
 * change.
 */
export const decodeServerError = (error: unknown): DecodedError | undefined => {
  if (error instanceof CodedError) return { code: error.code, params: error.params };
  if (!isObj(error) || typeof error.code !== 'string' || !/^[0-9A-Z]{5}$/.test(error.code)) return undefined;
  if (error.code === SQL_ERRCODE && isErrorCode(error.message)) return { code: error.message, params: parseDetail(error.detail) };
  const mapped = sqlStateCodes[error.code];
  return mapped ? { code: mapped, params: {} } : undefined;
};
