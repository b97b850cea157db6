import { translate } from '../lib/i18n.ts';
import type { Locale } from '../core/site.ts';

/** A role as the API lists it: a built-in role's key (null for a company's own role) and its name. */
export interface RoleLabel {
  key?: string | null;
  name?: string | null;
}

/** A role's name in the site's language: a built-in role (its `key`) from the texts, a company's own role as named. */
export const roleName = (role: RoleLabel, locale?: Locale): string =>
  role.key ? translate(`components.role.${role.key}`, undefined, role.name ?? role.key, locale) : (role.name ?? '');

/** A list of roles as one line in the site's language. */
export const roleNamesLine = (roles: readonly (RoleLabel | null)[] | null | undefined, locale?: Locale): string =>
  (roles ?? [])
    .flatMap((r) => (r && (r.key || r.name) ? [roleName(r, locale)] : []))
    .join(translate('components.listSeparator', undefined, ', ', locale));
