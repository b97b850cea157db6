/**
 * Runtime configuration. The production web server may inject `window.__PORTAL_CONFIG__` before the bundle runs;
 * otherwise the build-time env (`VITE_*`) applies, else the dev defaults.
 */
export interface PortalConfig {
  keycloakUrl: string;
  keycloakRealm: string;
  keycloakClientId: string;
  /** Address of the mainland-China (Chinese) site, when one is deployed. */
  mainlandSiteUrl?: string;
  /** Address of the global (English) site; this portal when unset. */
  globalSiteUrl?: string;
}

declare global {
  interface Window {
    __PORTAL_CONFIG__?: Partial<PortalConfig>;
  }
}

const env = import.meta.env;
const injected: Partial<PortalConfig> = (typeof window !== 'undefined' && window.__PORTAL_CONFIG__) || {};

const nonEmpty = (...values: (string | undefined)[]): string | undefined => values.find((v) => typeof v === 'string' && v !== '');

export const config: PortalConfig = {
  keycloakUrl: (nonEmpty(injected.keycloakUrl, env.VITE_KEYCLOAK_URL) ?? 'http://localhost:8180').replace(/\/$/, ''),
  keycloakRealm: nonEmpty(injected.keycloakRealm, env.VITE_KEYCLOAK_REALM) ?? 'partner-portal',
  keycloakClientId: nonEmpty(injected.keycloakClientId, env.VITE_KEYCLOAK_CLIENT_ID) ?? 'partner-portal',
  mainlandSiteUrl: nonEmpty(injected.mainlandSiteUrl, env.VITE_MAINLAND_SITE_URL),
  globalSiteUrl: nonEmpty(injected.globalSiteUrl, env.VITE_GLOBAL_SITE_URL),
};

/** The account centre (Keycloak account console), opened in a new tab from the user menu. */
export const accountCentreUrl = (): string => `${config.keycloakUrl}/realms/${config.keycloakRealm}/account`;
