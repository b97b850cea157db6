import type { Site } from '@pp/domain';
import { siteSettings } from './config.ts';
import { storage } from './storage.ts';
import { otherSiteHref, resolveSite, siteLocale, siteTiers, type Locale, type Tier } from './site.ts';

/** The site of this page, fixed for the page's life (changing site is a navigation to the other site's address). */
const resolveCurrentSite = (): Site => {
  if (typeof window === 'undefined') return siteSettings.defaultSite;
  const { site, remember } = resolveSite(window.location, siteSettings, storage.getSite());
  if (remember) storage.setSite(remember);
  else if (remember === null) storage.clearSite();
  return site;
};

export const currentSite: Site = resolveCurrentSite();
export const currentLocale: Locale = siteLocale[currentSite];
export const currentTiers: readonly Tier[] = siteTiers[currentSite];

/** The same page on the other site, or undefined when the other site is not reachable from here. */
export const otherSiteLink = (): string | undefined =>
  typeof window === 'undefined' ? undefined : otherSiteHref(currentSite, siteSettings, window.location);
