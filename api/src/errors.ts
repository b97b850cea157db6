import { CodedError, isErrorCode, SQL_ERRCODE, type ErrorCode } from '@pp/domain';
import { GraphQLError } from 'postgraphile/graphql';

interface PgLikeError {
  code?: string;
  message: string;
  detail?: string;
}

const isPgLikeError = (e: unknown): e is PgLikeError => {
  const code = e instanceof Error ? (e as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

const parseParams = (detail: string | undefined): Record<string, unknown> => {
  if (!detail) return {};
  try {
    const parsed: unknown = JSON.parse(detail);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Database errors that are the caller's fault, by SQLSTATE, and the code reported for them. */
const sqlStateCodes: Record<string, ErrorCode> = {
  '22P02': 'VALIDATION_FAILED', // invalid text representation (a malformed uuid, ...)
  '22001': 'VALIDATION_FAILED', // string too long
  '22003': 'VALIDATION_FAILED', // numeric out of range
  '22007': 'VALIDATION_FAILED', // invalid datetime format
  '23502': 'VALIDATION_FAILED', // not null violation
  '23503': 'VALIDATION_FAILED', // foreign key violation
  '23505': 'VALIDATION_FAILED', // unique violation
  '23514': 'VALIDATION_FAILED', // check violation
  '42501': 'NO_PERMISSION', // insufficient privilege / RLS
};

/** The coded form of an error, or undefined when it must stay masked. */
export const codeOf = (error: unknown): { code: ErrorCode; params: Record<string, unknown> } | undefined => {
  if (error instanceof CodedError) return { code: error.code, params: error.params };
  if (isPgLikeError(error)) {
    if (error.code === SQL_ERRCODE && isErrorCode(error.message)) {
      return { code: error.message, params: parseParams(error.detail) };
    }
    const mapped = error.code ? sqlStateCodes[error.code] : undefined;
    if (mapped) return { code: mapped, params: {} };
  }
  return undefined;
};

/**
 * Grafserv's maskError: coded errors pass through with their code as message and `extensions.code`; GraphQL's own
 * request errors (syntax, validation) pass unchanged; everything else is logged and reported as INTERNAL_ERROR.
 */
export const maskError = (error: GraphQLError): GraphQLError => {
  const original = error.originalError;
  // Errors thrown while building the request context reach here rebuilt from their message alone.
  const bareCode = !original && isErrorCode(error.message) ? error.message : undefined;
  const extensionCode = isErrorCode(error.extensions?.code) ? error.extensions.code : bareCode;
  const coded = codeOf(original) ?? (extensionCode ? { code: extensionCode, params: {} } : undefined);
  if (coded) {
    return new GraphQLError(coded.code, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: { code: coded.code, params: coded.params },
    });
  }
  if (!original) return error;
  // Raised before execution (no path): a variable that failed its scalar's parsing, e.g. a malformed UUID.
  if (!error.path) {
    return new GraphQLError('VALIDATION_FAILED', {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      extensions: { code: 'VALIDATION_FAILED', params: {} },
    });
  }
  const errorId = Math.random().toString(36).slice(2, 10);
  console.error(`[api] masked error ${errorId}:`, original);
  return new GraphQLError('INTERNAL_ERROR', {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { code: 'INTERNAL_ERROR', errorId },
  });
};
