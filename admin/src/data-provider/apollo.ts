// The Apollo client of the back office: POST /graphql with a fresh Keycloak token on every call.
import { ApolloClient, HttpLink, InMemoryCache, from } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { freshToken } from '../auth/keycloak.ts';

export const graphqlUrl = import.meta.env.VITE_GRAPHQL_URL ?? '/graphql';

export const createApolloClient = (): ApolloClient<unknown> => {
  const auth = setContext(async (_operation, previous: { headers?: Record<string, string> }) => ({
    headers: { ...previous.headers, authorization: `Bearer ${await freshToken()}` },
  }));
  return new ApolloClient({
    link: from([auth, new HttpLink({ uri: graphqlUrl })]),
    cache: new InMemoryCache(),
    defaultOptions: {
      query: { fetchPolicy: 'network-only', errorPolicy: 'none' },
      watchQuery: { fetchPolicy: 'network-only' },
    },
  }) as ApolloClient<unknown>;
};
