import { recentPagesLimits } from '@pp/domain';

/** How long an address must stay before it counts as visited: a guard's redirect replaces it sooner. */
export const RECORD_AFTER_MS = 800;

/**
 * What to record for a visit of a workbench address, or undefined when it is not recorded: the overview itself (it
 * shows the list), addresses outside the workbench, and pages without a title. The title's key (the route's
 * `titleKey`) is kept with it, so the list shows the title in the site's language.
 */
export const visitRecord = (
  pathname: string,
  search: string,
  title: string | undefined,
  titleKey?: string,
): { url: string; title: string; titleKey: string | null } | undefined => {
  const path = pathname.replace(/\/+$/, '');
  if (!path.startsWith('/workbench/')) return undefined;
  const trimmed = title?.trim();
  if (!trimmed) return undefined;
  const url = `${path}${search}`;
  if (url.length > recentPagesLimits.recentPageUrlMax) return undefined;
  return { url, title: trimmed.slice(0, recentPagesLimits.recentPageTitleMax), titleKey: titleKey ?? null };
};
