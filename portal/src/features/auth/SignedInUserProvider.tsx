import { useEffect, useMemo, type ReactNode } from 'react';
import { ApolloProvider, useQuery } from '@apollo/client';
import { apolloClient } from '../../lib/apollo.ts';
import { currentRootUserId } from '../../lib/keycloak.ts';
import { storage } from '../../core/storage.ts';
import { CurrentUserContext, type CurrentUserState } from './CurrentUserContext.tsx';
import { CURRENT_USER_INFO } from './auth.graphql.ts';
import { permissionKeysOf, resolveCurrentCompany } from './guards.ts';

/**
 * currentUserInfo for the remembered company (the first call with a new token creates the user); the remembered
 * company is kept while it is still the user's, else the server's default is taken and remembered.
 */
const CurrentUserQuery = ({ children }: { children: ReactNode }) => {
  const rootUserId = currentRootUserId();
  const storedCompanyId = rootUserId ? storage.getCurrentCompany(rootUserId) : null;
  const { data, loading, error, refetch } = useQuery(CURRENT_USER_INFO, { variables: { companyId: storedCompanyId } });
  const info = data?.currentUserInfo ?? null;
  const resolution = useMemo(() => (info ? resolveCurrentCompany(info, storedCompanyId) : undefined), [info, storedCompanyId]);

  useEffect(() => {
    if (!info) return;
    if (resolution?.kind === 'current' && resolution.store) storage.setCurrentCompany(info.rootUserId, resolution.companyId);
  }, [info, resolution]);

  const keys = useMemo(() => permissionKeysOf(info), [info]);
  const value = useMemo<CurrentUserState>(
    () => ({
      signedIn: true,
      loading: loading && !info,
      info,
      keys,
      companyLost: resolution?.kind === 'lost',
      error,
      refetch: () => refetch(),
    }),
    [loading, info, keys, resolution, error, refetch],
  );
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
};

/** Signed in: the GraphQL client for everything below, and the current user from it. */
export const SignedInUserProvider = ({ children }: { children: ReactNode }) => (
  <ApolloProvider client={apolloClient}>
    <CurrentUserQuery>{children}</CurrentUserQuery>
  </ApolloProvider>
);
