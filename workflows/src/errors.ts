import { ApplicationFailure } from '@temporalio/activity';
import { decodeServerError } from '@pp/domain';

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

/** A coded error (thrown in TypeScript, raised in SQL, or a Postgres error that is the caller's fault), as a failure. */
export const toCodedFailure = (error: unknown): ApplicationFailure | undefined => {
  const coded = decodeServerError(error);
  if (!coded) return undefined;
  return ApplicationFailure.create({
    type: coded.code,
    message: coded.code,
    nonRetryable: true,
    details: [coded.params],
    cause: error instanceof Error ? error : undefined,
  });
};
