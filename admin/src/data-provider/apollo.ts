// The Apollo client of the back office: POST /graphql with a fresh Keycloak token on every call; a call refused as
// UNAUTHENTICATED is sent once more with a forcibly refreshed token before anyone is signed out (PL-67).
import { ApolloClient, HttpLink, InMemoryCache, from } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { freshToken, login, renewToken } from '../auth/keycloak.ts';
import { unauthenticatedRetryLink, writePositionLink } from '@pp/domain/client';

export const graphqlUrl = import.meta.env.VITE_GRAPHQL_URL ?? '/graphql';

export const createApolloClient = (): ApolloClient<unknown> => {
  const auth = setContext(async (_operation, previous: { headers?: Record<string, string> }) => ({
    headers: { ...previous.headers, authorization: `Bearer ${await freshToken()}` },
  }));
  return new ApolloClient({
    // a session Keycloak ended goes to sign-in; a second refusal reaches the authProvider's checkError (sign-out)
    // each call carries the latest write position the API answered, so a read sees this person's writes (PL-64)
    link: from([
      unauthenticatedRetryLink({ renew: renewToken, sessionEnded: () => void login() }),
      writePositionLink(),
      auth,
      new HttpLink({ uri: graphqlUrl }),
    ]),
    cache: new InMemoryCache(),
    defaultOptions: {
      query: { fetchPolicy: 'network-only', errorPolicy: 'none' },
      watchQuery: { fetchPolicy: 'network-only' },
    },
  }) as ApolloClient<unknown>;
};
