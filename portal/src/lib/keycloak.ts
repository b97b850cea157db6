import Keycloak from 'keycloak-js';
import { config } from './config.ts';
import { decodeJwt, isJwtExpired } from './jwt.ts';
import { storage } from './storage.ts';

/**
 * Sign-in through Keycloak (keycloak-js, PKCE S256). The portal's session is Keycloak's; the access token is
 * mirrored to local storage under the partner token key (spec 1 §9). A token handed over on /verify-auth in the
 * spec's query form is honoured until it expires.
 */
export const keycloak = new Keycloak({ url: config.keycloakUrl, realm: config.keycloakRealm, clientId: config.keycloakClientId });

/** The error code of a failed sign-in callback, shown by /verify-auth. */
let signInError: string | undefined;
export const getSignInError = (): string | undefined => signInError;

const remember = () => {
  if (keycloak.token) storage.setToken(keycloak.token);
  if (keycloak.subject) storage.setRootUserId(keycloak.subject);
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
      locale: 'en',
    });
  } catch (error) {
    const e = error as { error?: string } | undefined;
    signInError = e?.error ?? (error instanceof Error ? error.message : 'unknown_error');
  }
  if (keycloak.authenticated) remember();
  else if (!handedOverTokenValid()) storage.clearSession();
};

const handedOverTokenValid = (): boolean => !isJwtExpired(decodeJwt(storage.getToken()), Date.now(), 5);

/** Signed in through Keycloak or with a still-valid handed-over token. */
export const isSignedIn = (): boolean => Boolean(keycloak.authenticated) || handedOverTokenValid();

/** The root user id (Keycloak `sub`). */
export const currentRootUserId = (): string | null =>
  (keycloak.authenticated ? keycloak.subject : undefined) ?? decodeJwt(storage.getToken())?.sub ?? storage.getRootUserId();

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
  return handedOverTokenValid() ? (storage.getToken() ?? undefined) : undefined;
};

export const signInUrl = async (continueUrl?: string): Promise<string> => {
  const origin = window.location.origin;
  const redirectUri = `${origin}/verify-auth${continueUrl ? `?continue=${encodeURIComponent(continueUrl)}` : ''}`;
  const url = new URL(await keycloak.createLoginUrl({ redirectUri, locale: 'en' }));
  // spec 1 §2: the account service gets lang=en and a from parameter (where the user comes from)
  url.searchParams.set('lang', 'en');
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
 * Spec 1 §4: a session-invalid error from any call (or an ended session) logs out: the stored token, root user id
 * and filing draft are removed and the user goes to the sign-in page with a return URL (home on the root page).
 */
export const sessionExpired = (): void => {
  if (expiring) return;
  expiring = true;
  storage.clearSession();
  keycloak.clearToken();
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  void signIn(window.location.pathname === '/' ? '/' : here);
};

/**
 * The login check of spec 1 §4 (every 30 s and before route loading): refreshes the token when it expires within
 * 70 s; a refresh refused by Keycloak (the session ended) or an expired handed-over token logs out.
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
  if (storage.getToken() && !handedOverTokenValid()) {
    sessionExpired();
    return false;
  }
  return true;
};
