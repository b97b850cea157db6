import { useEffect } from 'react';
import { useMutation } from '@apollo/client';
import { useLocation, useMatches } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { RECORD_AFTER_MS, visitRecord } from './recording.ts';
import { RECORD_RECENT_PAGE } from './recentPages.graphql.ts';

const titleKeyOf = (handle: unknown): string | undefined =>
  handle && typeof handle === 'object' && 'titleKey' in handle && typeof handle.titleKey === 'string' ? handle.titleKey : undefined;

/**
 * Records each workbench page the person stays on (its address and its title as shown), so the overview can list
 * them. A page left at once (a guard's redirect) is not recorded; failing to record never disturbs the page.
 */
export const RecentPageRecorder = () => {
  const t = useTranslate();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const [record] = useMutation(RECORD_RECENT_PAGE);
  // The deepest declared route below the section (the section's own title does not name a page).
  const pageMatch = matches.at(-1);
  const titleKey = pageMatch && pageMatch.pathname.replace(/\/+$/, '') !== '/workbench' ? titleKeyOf(pageMatch.handle) : undefined;
  const title = titleKey ? t(titleKey) : undefined;
  useEffect(() => {
    const visit = visitRecord(pathname, search, title, titleKey);
    if (!visit) return undefined;
    const timer = window.setTimeout(() => {
      record({ variables: visit }).catch(() => undefined);
    }, RECORD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search, title, titleKey, record]);
  return null;
};
