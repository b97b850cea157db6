import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, from } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { isUnauthenticated } from './errors.ts';
import { freshToken, sessionExpired } from './keycloak.ts';

/** Every call: POST /graphql with the bearer token of the signed-in user (refreshed before the call). */
const authLink = setContext(async (_operation, { headers }) => {
  const token = await freshToken();
  return { headers: { ...(headers as Record<string, string> | undefined), ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
});

/** UNAUTHENTICATED in either form (HTTP 401 or a coded GraphQL error) logs out (spec 1 §4). */
const errorLink = onError((error) => {
  if (isUnauthenticated(error)) sessionExpired();
});

export const apolloClient = new ApolloClient({
  link: from([errorLink, authLink as ApolloLink, new HttpLink({ uri: '/graphql' })]),
  cache: new InMemoryCache({
    typePolicies: {
      // the identity objects have no `id`; keep them inside their parent
      CurrentUserInfo: { keyFields: ['rootUserId'] },
      CurrentUserIdentity: { keyFields: false },
      OwnCompanyUser: { keyFields: false },
      CompanyForJoin: { keyFields: false },
      UserMessageCount: { keyFields: false },
      // one list is read by several queries (base fields + computed extras): merge, don't replace
      CompanyJoinApplicationConnection: { merge: true },
      UserConnection: { merge: true },
    },
  }),
  defaultOptions: {
    // cached data stays fresh until a mutation refetches it (the spec's 3-hour freshness is react-query's setting)
    watchQuery: { fetchPolicy: 'cache-first', errorPolicy: 'none' },
    query: { fetchPolicy: 'cache-first', errorPolicy: 'none' },
  },
});
