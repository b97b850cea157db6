import { sites, type Site } from '@pp/domain';

/**
 * One build serves both sites. The site of a page comes from the host name it is opened under (a configured map
 * host → site, plus the hosts of the configured site addresses); for development a `?site=` override can be
 * allowed, which is remembered in the browser. The site decides the language and the partner programme shown.
 */

export type Locale = 'en-US' | 'zh-CN';

/** The language of each site: the mainland site is Chinese, the global site English. */
export const siteLocale: Readonly<Record<Site, Locale>> = { MAINLAND: 'zh-CN', GLOBAL: 'en-US' };

/** The partner tiers of each site's programme, lowest first. */
export const siteTiers = {
  MAINLAND: ['REGISTER', 'SILVER', 'GOLD', 'PLATINUM'],
  GLOBAL: ['REGISTERED', 'ADVANCED'],
} as const satisfies Record<Site, readonly string[]>;
export type Tier = (typeof siteTiers)[Site][number];

export interface SiteSettings {
  /** host name (without port) → site */
  hosts: Readonly<Record<string, Site>>;
  /** The address of each deployed site (scheme, host, port); its host name belongs to that site too. */
  urls: Readonly<Partial<Record<Site, string>>>;
  /** The site of a host that no entry names. */
  defaultSite: Site;
  /** Whether `?site=MAINLAND|GLOBAL` (development) may choose the site regardless of the host. */
  allowOverride: boolean;
}

export const isSite = (value: unknown): value is Site => typeof value === 'string' && (sites as readonly string[]).includes(value);

const hostOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
};

/** The site named for a host: the explicit map first, then the hosts of the site addresses, else the default. */
export const siteForHost = (hostname: string, settings: SiteSettings): Site => {
  const host = hostname.toLowerCase();
  const mapped = settings.hosts[host];
  if (mapped) return mapped;
  const byUrl = sites.find((s) => hostOf(settings.urls[s]) === host);
  return byUrl ?? settings.defaultSite;
};

export interface SiteResolution {
  site: Site;
  /** A new override to remember (from the query), or null to forget a remembered one. */
  remember?: Site | null;
}

/**
 * The site of this page. With overrides allowed, `?site=X` chooses X and is remembered, `?site=` forgets the
 * remembered choice, and a remembered choice applies; otherwise only the host counts.
 */
export const resolveSite = (location: { hostname: string; search: string }, settings: SiteSettings, remembered: string | null): SiteResolution => {
  const byHost = siteForHost(location.hostname, settings);
  if (!settings.allowOverride) return { site: byHost };
  const q = new URLSearchParams(location.search);
  if (q.has('site')) {
    const wanted = q.get('site')?.toUpperCase();
    return isSite(wanted) ? { site: wanted, remember: wanted } : { site: byHost, remember: null };
  }
  return { site: isSite(remembered) ? remembered : byHost };
};

export const otherSite = (site: Site): Site => (site === 'MAINLAND' ? 'GLOBAL' : 'MAINLAND');

/**
 * Where the other site is: its configured address with the same path and query, or, when only overrides are
 * available (development), this address with `?site=`. Undefined when the other site is not reachable from here.
 */
export const otherSiteHref = (
  site: Site,
  settings: SiteSettings,
  here: { origin: string; pathname: string; search: string },
): string | undefined => {
  const target = otherSite(site);
  const base = settings.urls[target];
  if (base) {
    const url = new URL(base);
    if (url.origin !== here.origin || !settings.allowOverride) {
      const q = new URLSearchParams(here.search);
      q.delete('site');
      const search = q.toString();
      return `${url.origin}${here.pathname}${search ? `?${search}` : ''}`;
    }
  }
  if (!settings.allowOverride) return undefined;
  const q = new URLSearchParams(here.search);
  q.set('site', target);
  return `${here.origin}${here.pathname}?${q.toString()}`;
};
