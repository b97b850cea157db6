import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';

const titleKeyOf = (handle: unknown): string | undefined =>
  handle && typeof handle === 'object' && 'titleKey' in handle && typeof handle.titleKey === 'string' ? handle.titleKey : undefined;

/** The page title follows the route: `<page title> | <app name>`, from the deepest route that declares one. */
export const DocumentTitle = () => {
  const t = useTranslate();
  const matches = useMatches();
  const titleKey = matches.map((m) => titleKeyOf(m.handle)).filter((k): k is string => Boolean(k)).at(-1);
  const title = titleKey ? `${t(titleKey)} | ${t('app.name')}` : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
};
