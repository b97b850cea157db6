// react-admin's authProvider over keycloak-js. Identity and permission keys come from currentUserInfo.
import type { AuthProvider } from 'react-admin';
import { extractErrorCode } from '@pp/domain';
import { freshToken, keycloak, login, logout } from './keycloak.ts';
import type { CurrentUser } from './currentUser.ts';

const isUnauthenticated = (error: unknown): boolean => {
  if (!error || typeof error !== 'object') return false;
  const e = error as { status?: unknown; body?: unknown };
  return e.status === 401 || extractErrorCode(e.body) === 'UNAUTHENTICATED' || extractErrorCode(error) === 'UNAUTHENTICATED';
};

export const buildAuthProvider = (getUser: () => CurrentUser | null): AuthProvider => ({
  login: async () => {
    await login();
  },
  logout: async () => {
    if (keycloak.authenticated) await logout();
    return false; // no react-admin login page: Keycloak's is the sign-in
  },
  checkAuth: async () => {
    if (!keycloak.authenticated) {
      await login();
      return;
    }
    await freshToken();
  },
  checkError: async (error: unknown) => {
    if (isUnauthenticated(error)) throw new Error('UNAUTHENTICATED');
    // NO_PERMISSION and other codes are shown as notifications; they do not end the session.
  },
  getIdentity: async () => {
    const user = getUser();
    if (!user) throw new Error('UNAUTHENTICATED');
    return { id: user.rootUserId, fullName: user.userName, avatar: user.avatar ?? undefined };
  },
  getPermissions: async () => getUser()?.permissionKeys ?? [],
});
