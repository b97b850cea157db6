// keycloak-js for the back office: authorization code + PKCE S256, no login iframe, Chinese sign-in page.
import Keycloak from 'keycloak-js';
import { renewSessionToken, type Renewal } from '@pp/domain/renew-token';

export const keycloak = new Keycloak({
  url: import.meta.env.VITE_KEYCLOAK_URL ?? 'http://localhost:8180',
  realm: import.meta.env.VITE_KEYCLOAK_REALM ?? 'partner-portal',
  clientId: import.meta.env.VITE_KEYCLOAK_CLIENT_ID ?? 'partner-portal',
});

/** Where the back office lives (Vite base, `/admin/`), as an absolute URL. */
export const adminHome = (): string => new URL(import.meta.env.BASE_URL, window.location.origin).toString();

export const initKeycloak = (): Promise<boolean> =>
  keycloak.init({ onLoad: 'check-sso', pkceMethod: 'S256', checkLoginIframe: false, responseMode: 'query' });

/** Sends the browser to Keycloak's sign-in page (ui_locales=zh-CN), returning to the current page. */
export const login = async (redirectUri: string = window.location.href): Promise<never> => {
  await keycloak.login({ locale: 'zh-CN', redirectUri });
  return new Promise<never>(() => {}); // the page is navigating away
};

/** Ends the Keycloak session and comes back to the back office, which asks for sign-in again. */
export const logout = async (): Promise<void> => {
  await keycloak.logout({ redirectUri: adminHome() });
};

/** A token valid for at least 30 more seconds; signs in again when the session has ended. */
export const freshToken = async (): Promise<string> => {
  try {
    await keycloak.updateToken(30);
  } catch {
    return login();
  }
  if (!keycloak.token) return login();
  return keycloak.token;
};

/** A new access token whatever the current one's expiry says (see `renewSessionToken`). */
export const renewToken = (): Promise<Renewal> => renewSessionToken(keycloak);
