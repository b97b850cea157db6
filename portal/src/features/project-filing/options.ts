import { currentLocale } from '../../core/currentSite.ts';
import type { Locale } from '../../core/site.ts';
import type { ProjectFilingOptions } from './projectFiling.graphql.ts';

import { localName } from '../../lib/format.ts';

export { localName };

type Item = { id: number; name: string; nameZh: string; enabled: boolean };

/** The enabled items of a list as options (a new choice cannot name a disabled item). */
export const enabledOptions = <I extends Item>(nodes: readonly (I | null)[] | undefined, locale: Locale = currentLocale) =>
  (nodes ?? []).filter((n): n is I => n !== null && n.enabled).map((n) => ({ value: n.id, label: localName(n, locale) }));

/**
 * The phases a filing may be in: a new filing starts in one of the preset phases (the first and the last of the sales
 * process); an existing one may be in any enabled phase.
 */
export const phaseOptions = (options: ProjectFilingOptions | undefined, isNew: boolean, locale: Locale = currentLocale) =>
  enabledOptions(
    (options?.projectPhases?.nodes ?? []).filter((p) => p !== null && (!isNew || p.preset)),
    locale,
  );

/** The people who may own a filing: joined members holding ManageProjectReport (the server checks again). */
export const ownerOptions = (options: ProjectFilingOptions | undefined) =>
  (options?.users?.nodes ?? [])
    .filter((u) => u !== null && (u.permissionKeys ?? []).includes('ManageProjectReport'))
    .flatMap((u) => (u ? [{ value: u.id, label: u.name }] : []));

export type ProductOption = NonNullable<NonNullable<ProjectFilingOptions['products']>['nodes'][number]>;

/** The enabled products. */
export const productList = (options: ProjectFilingOptions | undefined): ProductOption[] =>
  (options?.products?.nodes ?? []).filter((p): p is ProductOption => p !== null && p.enabled);
