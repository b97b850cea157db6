import { useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { Card } from 'primereact/card';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { RECENT_PAGES, type RecentPage } from './recentPages.graphql.ts';
import './recent-pages.css';

/** The workbench overview's block: the last ten workbench pages the person visited, most recent first, as links. */
export const RecentPagesCard = () => {
  const t = useTranslate();
  const { data, error } = useQuery(RECENT_PAGES, { fetchPolicy: 'cache-and-network' });
  const pages = (data?.recentPages?.nodes ?? []).filter((p): p is RecentPage => Boolean(p));
  return (
    <Card title={t('recent-pages.title')} className="pp-card pp-recent-pages" data-testid="recent-pages">
      {error ? (
        <p className="p-error">{errorMessage(error, fallbacks.load)}</p>
      ) : pages.length === 0 ? (
        <p className="pp-muted">{data ? t('recent-pages.none') : '…'}</p>
      ) : (
        <ul className="pp-recent-pages-list">
          {pages.map((p) => (
            <li key={p.id}>
              <Link to={p.url} data-testid="recent-page-link">
                {p.titleKey ? t(p.titleKey, {}, p.title) : p.title}
              </Link>{' '}
              <small className="pp-muted pp-recent-page-url">{p.url}</small>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
