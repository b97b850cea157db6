import { ApolloLink, Observable, execute, gql, type FetchResult } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { unauthenticatedRetryLink, type Renewal } from './unauthenticated-retry.ts';

const CREATE = gql`
  mutation Create {
    create {
      id
    }
  }
`;

/** What the API answers, attempt by attempt: a result, or an error thrown by the HTTP link. */
type Answer = { result: FetchResult } | { error: unknown };
const refusedResult: Answer = { result: { errors: [{ message: 'UNAUTHENTICATED', extensions: { code: 'UNAUTHENTICATED' } }] } };
const http401: Answer = { error: Object.assign(new Error('Response not successful: Received status code 401'), { statusCode: 401 }) };
const accepted: Answer = { result: { data: { create: { id: 'f-1' } } } };
const forbidden: Answer = { result: { errors: [{ message: 'NO_PERMISSION', extensions: { code: 'NO_PERMISSION' } }] } };
const offline: Answer = { error: new TypeError('Failed to fetch') };

/** Runs the operation through the retry link over a fake API; returns the outcome and what was sent. */
const run = (answers: Answer[], renewal: Renewal) => {
  const sent: string[] = [];
  let token = 'old';
  const renew = vi.fn(async () => {
    if (renewal === 'renewed') token = 'new';
    return renewal;
  });
  const sessionEnded = vi.fn();
  const api = new ApolloLink(
    () =>
      new Observable<FetchResult>((observer) => {
        sent.push(token);
        const answer = answers[sent.length - 1];
        // asynchronous, as fetch is
        setTimeout(() => {
          if (!answer) observer.error(new Error('no more answers'));
          else if ('error' in answer) observer.error(answer.error);
          else {
            observer.next(answer.result);
            observer.complete();
          }
        }, 0);
      }),
  );
  const outcome = new Promise<{ results: FetchResult[]; error?: unknown }>((resolve) => {
    const results: FetchResult[] = [];
    execute(ApolloLink.from([unauthenticatedRetryLink({ renew, sessionEnded }), api]), { query: CREATE }).subscribe({
      next: (r) => results.push(r),
      error: (error: unknown) => resolve({ results, error }),
      complete: () => resolve({ results }),
    });
  });
  return { outcome, sent, renew, sessionEnded };
};

describe('the UNAUTHENTICATED retry link', () => {
  it.each([
    ['a coded GraphQL error', refusedResult],
    ['an HTTP 401', http401],
  ])('on %s renews the token and sends the mutation once more with it; the person stays', async (_name, refusal) => {
    const { outcome, sent, renew, sessionEnded } = run([refusal, accepted], 'renewed');
    const { results, error } = await outcome;
    expect(error).toBeUndefined();
    expect(results).toEqual([accepted.result]);
    expect(sent).toEqual(['old', 'new']);
    expect(renew).toHaveBeenCalledOnce();
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('sends the person to sign-in when the retried call is refused again, and retries only once', async () => {
    const { outcome, sent, sessionEnded } = run([http401, http401, accepted], 'renewed');
    const { error } = await outcome;
    expect((error as { statusCode?: number }).statusCode).toBe(401);
    expect(sent).toEqual(['old', 'new']);
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('sends the person to sign-in without a retry when Keycloak refuses the refresh (the session ended)', async () => {
    const { outcome, sent, sessionEnded } = run([refusedResult, accepted], 'ended');
    const { results, error } = await outcome;
    expect(error).toBeUndefined();
    expect(results).toEqual([refusedResult.result]);
    expect(sent).toEqual(['old']);
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('keeps the session and passes the refusal on when Keycloak cannot be reached', async () => {
    const { outcome, sent, sessionEnded } = run([http401, accepted], 'unreachable');
    const { error } = await outcome;
    expect(error).toBe((http401 as { error: unknown }).error);
    expect(sent).toEqual(['old']);
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it.each([
    ['an answer with data', accepted],
    ['another error code', forbidden],
    ['a network failure', offline],
  ])('passes %s on as it is, without a refresh or a second send', async (_name, answer) => {
    const { outcome, sent, renew, sessionEnded } = run([answer, accepted], 'renewed');
    const { results, error } = await outcome;
    if ('error' in answer) expect(error).toBe(answer.error);
    else expect(results).toEqual([answer.result]);
    expect(sent).toEqual(['old']);
    expect(renew).not.toHaveBeenCalled();
    expect(sessionEnded).not.toHaveBeenCalled();
  });
});
