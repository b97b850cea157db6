import type { Site } from '@pp/domain';
import type { DynamicFlag, FeatureMenuEntry, FeatureRoute, PortalFeature, RouteAccess, RouteSection } from '../core/feature.ts';
import { hasAnyKey, hasDynamicFlags } from '../core/keys.ts';

/** Where each section's routes hang. */
export const sectionBase: Readonly<Record<RouteSection, string>> = { bare: '/', root: '/', profile: '/profile', workbench: '/workbench' };

/** What a whole section needs before any of its routes: the profile a session, the workbench a current company. */
export const sectionAccess: Readonly<Record<'profile' | 'workbench', RouteAccess>> = { profile: 'login', workbench: 'company' };

/** Where each section's index and unknown paths lead. */
export const sectionIndex: Readonly<Record<'profile' | 'workbench', string>> = { profile: '/profile/own-company', workbench: '/workbench' };

const join = (base: string, path: string): string => (base === '/' ? `/${path}` : path ? `${base}/${path}` : base);

export const fullPath = (route: Pick<FeatureRoute, 'section' | 'path'>): string => join(sectionBase[route.section], route.path);

/**
 * The parent a route falls back to (its section's index; the home page for top-level routes and section indexes),
 * used when the route is not on this site or the user lacks its keys.
 */
export const parentPath = (route: Pick<FeatureRoute, 'section' | 'path'>): string =>
  route.section === 'profile' || route.section === 'workbench' ? (route.path === '' ? '/' : sectionBase[route.section]) : '/';

export const onSite = (declared: { sites?: readonly Site[] }, site: Site): boolean => !declared.sites || declared.sites.includes(site);

export interface PlannedRoute {
  feature: string;
  route: FeatureRoute;
  fullPath: string;
  parent: string;
  /** False: the route belongs to the other site and bounces to its parent here. */
  onSite: boolean;
}

/** Every declared route with its address and, for this site, whether it opens or bounces to its parent. */
export const planRoutes = (features: readonly PortalFeature[], site: Site): PlannedRoute[] =>
  features.flatMap((f) =>
    (f.routes ?? []).map((route) => ({ feature: f.name, route, fullPath: fullPath(route), parent: parentPath(route), onSite: onSite(route, site) })),
  );

export interface MenuItem {
  labelKey: string;
  to: string;
  icon?: string;
}

export interface MenuGroup {
  /** Absent: the entries stand at the top level. */
  groupKey?: string;
  entries: MenuItem[];
  order: number;
}

/**
 * The left navigation of a section for this site, these keys and these privileged dynamic flags of the current
 * company: entries of other sites, needing keys the user lacks or flags the company is not privileged for are left out, groups without entries disappear, order by the declared `order` (a group by its first entry).
 */
export const menuFor = (
  features: readonly PortalFeature[],
  section: FeatureMenuEntry['section'],
  site: Site,
  keys: readonly string[],
  flags: readonly DynamicFlag[] = [],
): MenuGroup[] => {
  const visible = features
    .flatMap((f) => f.menu ?? [])
    .filter((e) => e.section === section && onSite(e, site) && hasAnyKey(keys, e.keys) && hasDynamicFlags(flags, e.dynamic))
    .sort((a, b) => a.order - b.order);
  const groups: MenuGroup[] = [];
  for (const e of visible) {
    const item: MenuItem = { labelKey: e.labelKey, to: e.to, icon: e.icon };
    const existing = e.groupKey ? groups.find((g) => g.groupKey === e.groupKey) : undefined;
    if (existing) existing.entries.push(item);
    else groups.push({ groupKey: e.groupKey, entries: [item], order: e.order });
  }
  return groups;
};
