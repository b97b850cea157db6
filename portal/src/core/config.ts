import type { Site } from '@pp/domain';
import { isSite, type SiteSettings } from './site.ts';

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
  /** Address of the global (English) site, when one is deployed. */
  globalSiteUrl?: string;
  /** host name → site, beside the hosts of the two addresses (e.g. `{"partners.example.cn": "MAINLAND"}`). */
  siteHosts?: Record<string, Site>;
  /** The site of hosts nobody names (GLOBAL unless set). */
  defaultSite?: Site;
  /** Allow `?site=` to choose the site (development only). */
  allowSiteOverride?: boolean;
}

declare global {
  interface Window {
    __PORTAL_CONFIG__?: Partial<PortalConfig>;
  }
}

const env = import.meta.env;
const injected: Partial<PortalConfig> = (typeof window !== 'undefined' && window.__PORTAL_CONFIG__) || {};

const nonEmpty = (...values: (string | undefined)[]): string | undefined => values.find((v) => typeof v === 'string' && v !== '');

/** `host=SITE,host=SITE` (the env form of the host map); entries naming no site are ignored. */
export const parseSiteHosts = (text: string | undefined): Record<string, Site> =>
  Object.fromEntries(
    (text ?? '')
      .split(',')
      .map((entry) => entry.split('=').map((part) => part.trim()))
      .filter((pair): pair is [string, Site] => pair.length === 2 && pair[0] !== '' && isSite(pair[1]))
      .map(([host, site]) => [host.toLowerCase(), site]),
  );

const envDefaultSite = nonEmpty(env.VITE_DEFAULT_SITE);

export const config: PortalConfig = {
  keycloakUrl: (nonEmpty(injected.keycloakUrl, env.VITE_KEYCLOAK_URL) ?? 'http://localhost:8180').replace(/\/$/, ''),
  keycloakRealm: nonEmpty(injected.keycloakRealm, env.VITE_KEYCLOAK_REALM) ?? 'partner-portal',
  keycloakClientId: nonEmpty(injected.keycloakClientId, env.VITE_KEYCLOAK_CLIENT_ID) ?? 'partner-portal',
  mainlandSiteUrl: nonEmpty(injected.mainlandSiteUrl, env.VITE_MAINLAND_SITE_URL),
  globalSiteUrl: nonEmpty(injected.globalSiteUrl, env.VITE_GLOBAL_SITE_URL),
  siteHosts: { ...parseSiteHosts(env.VITE_SITE_HOSTS), ...(injected.siteHosts ?? {}) },
  defaultSite: isSite(injected.defaultSite) ? injected.defaultSite : isSite(envDefaultSite) ? envDefaultSite : 'GLOBAL',
  allowSiteOverride: injected.allowSiteOverride ?? (Boolean(env.DEV) || env.VITE_SITE_OVERRIDE === 'true'),
};

/** The site settings of this deployment. */
export const siteSettings: SiteSettings = {
  hosts: config.siteHosts ?? {},
  urls: { MAINLAND: config.mainlandSiteUrl, GLOBAL: config.globalSiteUrl },
  defaultSite: config.defaultSite ?? 'GLOBAL',
  allowOverride: config.allowSiteOverride ?? false,
};

/** The account centre (Keycloak account console), opened in a new tab from the user menu. */
export const accountCentreUrl = (): string => `${config.keycloakUrl}/realms/${config.keycloakRealm}/account`;
