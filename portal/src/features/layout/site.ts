import type { Site } from '@pp/domain';
import { config } from '../../lib/config.ts';
import { storage } from '../../lib/storage.ts';

/**
 * This portal is the global (English) site. Choosing a site stores the choice; choosing the Chinese site goes to
 * its address when one is configured (VITE_MAINLAND_SITE_URL or window.__PORTAL_CONFIG__.mainlandSiteUrl).
 */
export const currentSite = (): Site => (storage.getSite() === 'MAINLAND' ? 'MAINLAND' : 'GLOBAL');

/** Returns false when the chosen site has no address here. */
export const chooseSite = (site: Site): boolean => {
  storage.setSite(site);
  if (site === 'GLOBAL') {
    if (config.globalSiteUrl && new URL(config.globalSiteUrl).origin !== window.location.origin) window.location.assign(config.globalSiteUrl);
    return true;
  }
  if (!config.mainlandSiteUrl) return false;
  window.location.assign(config.mainlandSiteUrl);
  return true;
};
