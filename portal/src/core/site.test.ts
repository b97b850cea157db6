import { describe, expect, it } from 'vitest';
import { parseSiteHosts } from './config.ts';
import { otherSiteHref, resolveSite, siteForHost, siteLocale, siteTiers, type SiteSettings } from './site.ts';

const settings: SiteSettings = {
  hosts: { 'partners.example.cn': 'MAINLAND' },
  urls: { GLOBAL: 'https://partners.example.com', MAINLAND: 'https://cn.partners.example.com:8443' },
  defaultSite: 'GLOBAL',
  allowOverride: false,
};

describe('sites', () => {
  it('takes the site from the host name: the map, the site addresses, else the default', () => {
    expect(siteForHost('partners.example.cn', settings)).toBe('MAINLAND');
    expect(siteForHost('CN.partners.example.com', settings)).toBe('MAINLAND');
    expect(siteForHost('partners.example.com', settings)).toBe('GLOBAL');
    expect(siteForHost('elsewhere.example', settings)).toBe('GLOBAL');
    expect(siteForHost('elsewhere.example', { ...settings, defaultSite: 'MAINLAND' })).toBe('MAINLAND');
  });

  it('ignores ?site= unless overrides are allowed, then remembers it', () => {
    const here = { hostname: 'partners.example.com', search: '?site=MAINLAND' };
    expect(resolveSite(here, settings, null)).toEqual({ site: 'GLOBAL' });
    expect(resolveSite(here, settings, 'MAINLAND')).toEqual({ site: 'GLOBAL' });
    const dev = { ...settings, allowOverride: true };
    expect(resolveSite(here, dev, null)).toEqual({ site: 'MAINLAND', remember: 'MAINLAND' });
    expect(resolveSite({ ...here, search: '' }, dev, 'MAINLAND')).toEqual({ site: 'MAINLAND' });
    expect(resolveSite({ ...here, search: '?site=' }, dev, 'MAINLAND')).toEqual({ site: 'GLOBAL', remember: null });
  });

  it("leads to the other site's address with the same path", () => {
    const here = { origin: 'https://partners.example.com', pathname: '/workbench', search: '?tab=1' };
    expect(otherSiteHref('GLOBAL', settings, here)).toBe('https://cn.partners.example.com:8443/workbench?tab=1');
    expect(otherSiteHref('MAINLAND', settings, { ...here, origin: 'https://cn.partners.example.com:8443' })).toBe('https://partners.example.com/workbench?tab=1');
  });

  it('offers no switch without an address, except the development override', () => {
    const noMainland = { ...settings, urls: { GLOBAL: settings.urls.GLOBAL } };
    const here = { origin: 'http://localhost:5173', pathname: '/', search: '' };
    expect(otherSiteHref('GLOBAL', noMainland, here)).toBeUndefined();
    expect(otherSiteHref('GLOBAL', { ...noMainland, allowOverride: true }, here)).toBe('http://localhost:5173/?site=MAINLAND');
  });

  it('speaks Chinese with four tiers on the mainland site, English with two on the global site', () => {
    expect(siteLocale).toEqual({ MAINLAND: 'zh-CN', GLOBAL: 'en-US' });
    expect(siteTiers.MAINLAND).toEqual(['REGISTER', 'SILVER', 'GOLD', 'PLATINUM']);
    expect(siteTiers.GLOBAL).toEqual(['REGISTERED', 'ADVANCED']);
  });

  it('reads the host map from its env form', () => {
    expect(parseSiteHosts('mainland.localhost=MAINLAND, Portal.Example=GLOBAL,bad=XX,')).toEqual({
      'mainland.localhost': 'MAINLAND',
      'portal.example': 'GLOBAL',
    });
  });
});
