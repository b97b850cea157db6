import { ApplicationFailure } from '@temporalio/activity';
import { CodedError, isErrorCode, SQL_ERRCODE } from '@pp/domain';

/**
 * Runs an activity body, turning coded errors into `ApplicationFailure`s whose `type` is the error code
 * (DESIGN principle 3). Both a `CodedError` thrown in TypeScript and an exception raised in SQL with
 * `errcode = 'PPERR'` (message = code) count as coded. Coded errors are business outcomes that a retry
 * cannot change, so they are non-retryable; anything else (connection lost, deadlock) is rethrown as is
 * and retried by the activity's retry policy.
 */
export const withCodedErrors = async <T>(body: () => Promise<T>): Promise<T> => {
  try {
    return await body();
  } catch (error) {
    throw toCodedFailure(error) ?? error;
  }
};

export const toCodedFailure = (error: unknown): ApplicationFailure | undefined => {
  if (error instanceof CodedError) {
    return ApplicationFailure.create({
      type: error.code,
      message: error.code,
      nonRetryable: true,
      details: [error.params],
      cause: error,
    });
  }
  const pgError = error as { code?: unknown; message?: unknown; detail?: unknown } | null;
  if (pgError && typeof pgError === 'object' && pgError.code === SQL_ERRCODE && isErrorCode(pgError.message)) {
    return ApplicationFailure.create({
      type: pgError.message,
      message: pgError.message,
      nonRetryable: true,
      details: [parseParams(pgError.detail)],
      cause: error instanceof Error ? error : undefined,
    });
  }
  return undefined;
};

/** The SQL raise helper (`raise_error(code, params)`, db/migrations 001-core) puts the params (jsonb) in DETAIL. */
const parseParams = (detail: unknown): Record<string, unknown> => {
  if (typeof detail !== 'string') return {};
  try {
    const value: unknown = JSON.parse(detail);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
