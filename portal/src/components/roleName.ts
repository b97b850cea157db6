import { builtinRoleKeys } from '@pp/domain';
import { translate } from '../lib/i18n.ts';
import type { Locale } from '../core/site.ts';

type BuiltinRoleKey = (typeof builtinRoleKeys)[keyof typeof builtinRoleKeys];

/**
 * The English names the foundation migration gave the built-in roles, by key: the computed `roleNames` lists
 * (a member's, an application's, an invitation's roles) carry names, not keys, so a built-in role is recognised in
 * them by this name until they carry keys.
 */
const builtinRoleNames: Readonly<Record<string, BuiltinRoleKey>> = {
  'Partner administrator': builtinRoleKeys.partnerAdministrator,
  'Regular member': builtinRoleKeys.regularMember,
  'Vendor administrator': builtinRoleKeys.vendorAdministrator,
};

/** A role's name in the site's language: a built-in role (its `key`) from the texts, a company's own role as named. */
export const roleName = (role: { key?: string | null; name: string }, locale?: Locale): string =>
  role.key ? translate(`components.role.${role.key}`, undefined, role.name, locale) : role.name;

/** A name of a `roleNames` list in the site's language (see `builtinRoleNames`). */
export const roleNameOf = (name: string, locale?: Locale): string => roleName({ key: builtinRoleNames[name] ?? null, name }, locale);

/** A `roleNames` list as one line in the site's language. */
export const roleNamesLine = (names: readonly (string | null)[] | null | undefined, locale?: Locale): string =>
  (names ?? []).flatMap((n) => (n ? [roleNameOf(n, locale)] : [])).join(translate('components.listSeparator', undefined, ', ', locale));
