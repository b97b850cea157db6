import type { Site } from '@pp/domain';
import { features } from '../features.ts';
import type { DynamicFlag } from '../../core/feature.ts';
import { menuFor, type MenuGroup } from '../routes.ts';

/** Icons of the left navigation's groups, as the features declare them (their labels are the group keys). */
export const groupIcons: Readonly<Record<string, string>> = Object.fromEntries(
  features.flatMap((f) => f.menuGroups ?? []).flatMap((g) => (g.icon ? [[g.groupKey, g.icon]] : [])),
);

/** The workbench's left navigation for this site, these keys and the current company's privileged dynamic flags. */
export const workbenchMenu = (site: Site, keys: readonly string[], flags: readonly DynamicFlag[] = []): MenuGroup[] =>
  menuFor(features, 'workbench', site, keys, flags);

/** The profile's left navigation for this site and these keys, from the feature declarations. */
export const profileMenu = (site: Site, keys: readonly string[]): MenuGroup[] => menuFor(features, 'profile', site, keys);

export interface MainLink {
  labelKey: string;
  to: string;
}

/**
 * Top bar links: Workbench for company members only; Certification (one's personal certification), Announcements and
 * Materials for anyone signed in.
 */
export const mainLinks = (signedIn: boolean, isMember: boolean): MainLink[] => [
  ...(signedIn && isMember ? [{ labelKey: 'layout.nav.workbench', to: '/workbench' }] : []),
  ...(signedIn
    ? [
        { labelKey: 'layout.nav.certification', to: '/personal-certification' },
        { labelKey: 'layout.nav.announcements', to: '/announcement' },
        { labelKey: 'layout.nav.materials', to: '/material' },
      ]
    : []),
];
