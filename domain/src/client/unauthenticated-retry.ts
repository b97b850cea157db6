import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import { isUnauthenticated } from '../common/decode.ts';

/** What a forced token refresh came to (`renewToken` of keycloak.ts). */
export type Renewal = 'renewed' | 'ended' | 'unreachable';

export interface UnauthenticatedRetryOptions {
  /** Forces a new token (keycloak-js `updateToken(-1)`). */
  renew: () => Promise<Renewal>;
  /** The session is over: the person goes to sign-in (`sessionExpired`). */
  sessionEnded: () => void;
}

/**
 * Both front ends (the portal and the back office) put this link first in their Apollo client. A call the API refused as UNAUTHENTICATED (HTTP 401, or a GraphQL error with that code) is not yet a logout: the
 * token may be expired by clock skew, or signed by a key Keycloak has rotated out since. This link forces a token
 * refresh and sends the operation once more; the links after it (the auth link) put the new token on it.
 *
 * Sending a mutation again is safe here: the API refuses an UNAUTHENTICATED request while it builds the request's
 * context, before any resolver or SQL runs, so the refused attempt wrote nothing, and the retry is its first write.
 * Any other answer (data, another error code, a network failure) is passed on as it is and never retried.
 *
 * The person goes to sign-in only when Keycloak refuses the refresh (the session ended) or the retried call is refused
 * again; when Keycloak cannot be reached the original error is passed on and the session kept.
 */
export const unauthenticatedRetryLink = ({ renew, sessionEnded }: UnauthenticatedRetryOptions): ApolloLink =>
  new ApolloLink(
    (operation, forward) =>
      new Observable<FetchResult>((observer) => {
        let closed = false;
        let current: { unsubscribe(): void } | undefined;

        /** The first attempt was refused: a new token, then the operation once more, else the refusal goes on. */
        const retry = async (refusal: { result: FetchResult } | { error: unknown }) => {
          const renewal = await renew();
          if (closed) return;
          if (renewal === 'renewed') {
            attempt(true);
            return;
          }
          if (renewal === 'ended') sessionEnded();
          if ('error' in refusal) {
            observer.error(refusal.error);
          } else {
            observer.next(refusal.result);
            observer.complete();
          }
        };

        const attempt = (isRetry: boolean) => {
          let settled = false;
          const subscription = forward(operation).subscribe({
            next: (result) => {
              if (settled) return;
              if (isUnauthenticated({ graphQLErrors: result.errors ?? [] })) {
                if (!isRetry) {
                  settled = true;
                  // a subscription's further events belong to the refused attempt (after subscribe() returned)
                  queueMicrotask(() => subscription.unsubscribe());
                  void retry({ result });
                  return;
                }
                sessionEnded();
              }
              observer.next(result);
            },
            error: (error: unknown) => {
              if (settled) return;
              if (isUnauthenticated(error)) {
                if (!isRetry) {
                  settled = true;
                  void retry({ error });
                  return;
                }
                sessionEnded();
              }
              observer.error(error);
            },
            complete: () => {
              if (!settled) observer.complete();
            },
          });
          current = subscription;
        };

        attempt(false);
        return () => {
          closed = true;
          current?.unsubscribe();
        };
      }),
  );
