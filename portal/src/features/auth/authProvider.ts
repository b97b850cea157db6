import type { AuthProvider } from '@refinedev/core';
import { currentRootUserId, isSignedIn, keycloak, sessionExpired, signIn, signOut } from '../../lib/keycloak.ts';
import { storage } from '../../core/storage.ts';
import { permissionKeysOf } from './guards.ts';

const loadInfo = async () => {
  const rootUserId = currentRootUserId();
  // the GraphQL client loads with the first signed-in call, not with the page
  const [{ apolloClient }, { CURRENT_USER_INFO }] = await Promise.all([import('../../lib/apollo.ts'), import('./auth.graphql.ts')]);
  const { data } = await apolloClient.query({
    query: CURRENT_USER_INFO,
    variables: { companyId: rootUserId ? storage.getCurrentCompany(rootUserId) : null },
  });
  return data.currentUserInfo;
};

/** Refine's auth provider over keycloak-js. */
export const authProvider: AuthProvider = {
  login: async (params?: { continueUrl?: string }) => {
    await signIn(params?.continueUrl);
    return { success: true };
  },
  logout: async () => {
    await signOut();
    return { success: true };
  },
  check: async () => (isSignedIn() ? { authenticated: true } : { authenticated: false, logout: true, redirectTo: '/' }),
  onError: async (error: unknown) => {
    // errors come from calls, which load on demand: so does their decoding
    const { isUnauthenticated } = await import('../../lib/errors.ts');
    // the GraphQL client has already renewed the token and tried once more (PL-67): an UNAUTHENTICATED error with a
    // session still there means Keycloak could not be reached, which ends nothing
    if (isUnauthenticated(error) && !isSignedIn()) {
      sessionExpired();
      return { logout: true };
    }
    return {};
  },
  getPermissions: async () => (isSignedIn() ? permissionKeysOf(await loadInfo()) : []),
  getIdentity: async () => {
    if (!isSignedIn()) return null;
    const info = await loadInfo();
    return {
      id: info?.rootUserId ?? currentRootUserId(),
      name: info?.currentCompanyUser?.userName ?? info?.defaultUser?.userName ?? keycloak.tokenParsed?.name,
      email: info?.defaultUser?.email,
    };
  },
};
