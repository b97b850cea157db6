import Keycloak from 'keycloak-js';
import { currentSite } from '../core/currentSite.ts';
import { config } from '../core/config.ts';
import { storage } from '../core/storage.ts';
import { renewSessionToken, type Renewal } from '@pp/domain/renew-token';

/**
 * Sign-in through Keycloak (keycloak-js, PKCE S256). The portal's session is Keycloak's; the access token is
 * mirrored to local storage under the partner token key, for the record only: a session is never restored from
 * stored or URL-supplied tokens, only from Keycloak (so nobody can be signed in by a planted token).
 */
/** Keycloak's pages speak the site's language: English on the global site, Chinese on the mainland site. */
const keycloakLocale = currentSite === 'MAINLAND' ? 'zh-CN' : 'en';

export const keycloak = new Keycloak({ url: config.keycloakUrl, realm: config.keycloakRealm, clientId: config.keycloakClientId });

/** The error code of a failed sign-in callback, shown by /verify-auth. */
let signInError: string | undefined;
export const getSignInError = (): string | undefined => signInError;

const remember = () => {
  if (keycloak.token) storage.setToken(keycloak.token);
  // drafts kept from an ended session stay only for the person who wrote them (PL-67)
  if (keycloak.subject) storage.beginSession(keycloak.subject);
};

export const initKeycloak = async (): Promise<void> => {
  keycloak.onAuthRefreshSuccess = remember;
  keycloak.onAuthSuccess = remember;
  try {
    await keycloak.init({
      onLoad: 'check-sso',
      pkceMethod: 'S256',
      checkLoginIframe: false,
      silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html`,
      locale: keycloakLocale,
    });
  } catch (error) {
    const e = error as { error?: string } | undefined;
    signInError = e?.error ?? (error instanceof Error ? error.message : 'unknown_error');
  }
  if (keycloak.authenticated) remember();
  // signed out without signing out (the session ended, or a tab reopened later): the drafts wait for their writer
  else storage.endSession();
};

/** Signed in means a Keycloak session that keycloak-js established itself. */
export const isSignedIn = (): boolean => Boolean(keycloak.authenticated);

/** The root user id (Keycloak `sub`) of the Keycloak session. */
export const currentRootUserId = (): string | null => (keycloak.authenticated ? (keycloak.subject ?? null) : null);

/** A fresh access token for a call (refreshed when it expires within 30 s), or undefined when signed out. */
export const freshToken = async (): Promise<string | undefined> => {
  if (keycloak.authenticated) {
    try {
      await keycloak.updateToken(30);
    } catch {
      // a transient failure keeps the old token; an ended session cleared it (the API then says 401)
    }
    return keycloak.token ?? undefined;
  }
  return undefined;
};

/** A new access token whatever the current one's expiry says (see `renewSessionToken`). */
export const renewToken = (): Promise<Renewal> => renewSessionToken(keycloak);

export const signInUrl = async (continueUrl?: string): Promise<string> => {
  const origin = window.location.origin;
  const redirectUri = `${origin}/verify-auth${continueUrl ? `?continue=${encodeURIComponent(continueUrl)}` : ''}`;
  const url = new URL(await keycloak.createLoginUrl({ redirectUri, locale: keycloakLocale }));
  // the account service gets the site's language and a from parameter (where the user comes from)
  url.searchParams.set('lang', keycloakLocale);
  url.searchParams.set('from', continueUrl ? new URL(continueUrl, origin).toString() : `${origin}/`);
  return url.toString();
};

/** Sends the browser to Keycloak's sign-in page; it comes back on /verify-auth. */
export const signIn = async (continueUrl?: string): Promise<void> => {
  window.location.assign(await signInUrl(continueUrl));
};

/** User-initiated logout: local session data is removed and the Keycloak session ends. */
export const signOut = async (): Promise<void> => {
  storage.clearSession();
  if (keycloak.authenticated) {
    await keycloak.logout({ redirectUri: `${window.location.origin}/` });
  } else {
    window.location.assign('/');
  }
};

let expiring = false;
/**
 * Spec 1 §4: an ended session (Keycloak refused the refresh, or a call was refused again with a renewed token) logs
 * out: the stored token and root user id are removed and the user goes to the sign-in page with a return URL (home on
 * the root page). The declared drafts (the filing draft) are kept for the person who wrote them (PL-67, instead of
 * the spec's removal): signing in again as that person finds them; someone else signing in here removes them.
 */
export const sessionExpired = (): void => {
  if (expiring) return;
  expiring = true;
  storage.endSession();
  keycloak.clearToken();
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  void signIn(window.location.pathname === '/' ? '/' : here);
};

/**
 * The login check of spec 1 §4 (every 30 s and before route loading): refreshes the token when it expires within
 * 70 s; a refresh refused by Keycloak (the session ended) logs out.
 */
export const checkSession = async (): Promise<boolean> => {
  if (keycloak.authenticated) {
    try {
      await keycloak.updateToken(70);
      return true;
    } catch {
      if (!keycloak.authenticated) {
        sessionExpired();
        return false;
      }
      return true; // network trouble: keep the session, the next check retries
    }
  }
  return true;
};
