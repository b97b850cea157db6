import type { ComponentType } from 'react';
import type { PermissionKey, Site } from '@pp/domain';
import type { StoredDraft } from './storage.ts';

/**
 * What a portal feature declares about itself, in one file (`features/<name>/feature.ts`, exported through the
 * feature's public entry `features/<name>/index.ts`). The router, the menus, the page titles, the guards and the
 * i18n provider read these declarations; no registry lists a feature's routes or texts by hand.
 */

/**
 * A flag of the current company's dynamic permission (decided by the server from the company and the caller). The
 * feature that asks the server declares its flags and tells which of them the company is privileged for; any route or
 * menu entry may require some, and the app puts the two together.
 */
export type DynamicFlag = string;

/** Who may open a route: anyone, a signed-in person, a member of the current company, a vendor admin. */
export type RouteAccess = 'public' | 'login' | 'company' | 'admin';

/**
 * Where a route hangs: outside the frame (`bare`, no top bar: the sign-in landing), the top level inside the frame,
 * or inside the profile or workbench section (with its left navigation).
 */
export type RouteSection = 'bare' | 'root' | 'profile' | 'workbench';

export interface FeatureRoute {
  /** Path relative to its section, e.g. `user/*` in the workbench is /workbench/user/*; `''` is the section index. */
  path: string;
  section: RouteSection;
  access: RouteAccess;
  /** Any of these permission keys opens the route (checked with the current company's keys); none: no key needed. */
  keys?: readonly PermissionKey[];
  /** Every one of these flags of the current company's dynamic permission must be privileged (besides `keys`). */
  dynamic?: readonly DynamicFlag[];
  /** Sites that have this route; on another site it bounces to its parent. Absent: every site. */
  sites?: readonly Site[];
  /** i18n key of the page title (the title is `<title> | <app name>`). */
  titleKey: string;
  /** The page, loaded on demand (each route is its own chunk). */
  page: () => Promise<{ default: ComponentType }>;
}

export interface FeatureMenuEntry {
  /** The left navigation this entry belongs to. */
  section: 'profile' | 'workbench';
  /** The group it stands in (the `groupKey` a feature declares in `menuGroups`); absent: a top-level entry. */
  groupKey?: string;
  labelKey: string;
  /** Absolute path the entry opens. */
  to: string;
  icon?: string;
  /** Any of these keys shows the entry. */
  keys?: readonly PermissionKey[];
  /** Every one of these dynamic flags of the current company must be privileged too. */
  dynamic?: readonly DynamicFlag[];
  sites?: readonly Site[];
  /** Position in its section (and group): smaller first. */
  order: number;
}

/** A group of a section's left navigation, declared by the feature that heads it; entries join it by its key. */
export interface FeatureMenuGroup {
  /** i18n key of the group heading (e.g. `workbench.company`), also the group's name. */
  groupKey: string;
  icon?: string;
}

/** One language's texts of a feature, keys prefixed with the feature's name (`<name>.approve.title`). */
export type Messages = Readonly<Record<string, string>>;

export interface PortalFeature {
  name: string;
  routes?: readonly FeatureRoute[];
  menu?: readonly FeatureMenuEntry[];
  /** Groups of the left navigation this feature declares (any feature's entries may stand in them). */
  menuGroups?: readonly FeatureMenuGroup[];
  /**
   * Unsent drafts the feature keeps in the browser (`storedDraft` of core/storage.ts). Listed here, they are declared
   * when the features list loads at start, so a sign-out removes them even before the feature's pages were opened.
   */
  drafts?: readonly StoredDraft[];
  /** The same keys in both languages (a test checks it). */
  messages: { 'en-US': Messages; 'zh-CN': Messages };
}
