import { useMemo } from 'react';
import { useQuery } from '@apollo/client';
import { NavLink, useParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { Message } from 'primereact/message';
import { userGuidePaths } from '@pp/domain';
import { sanitizeRichText } from '@pp/domain/rich-text';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { PageSpinner } from '../auth/index.ts';
import { USER_GUIDE_PAGE, USER_GUIDE_PAGES } from './userGuide.graphql.ts';
import './user-guide.css';

/** One page's content (sanitised again with the one allowlist before it reaches the page). */
const GuidePage = ({ id }: { id: number }) => {
  const t = useTranslate();
  const { data, loading, error } = useQuery(USER_GUIDE_PAGE, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const page = data?.userGuidePage;
  const html = useMemo(() => sanitizeRichText(page?.content ?? ''), [page?.content]);
  if (loading && !data) return <PageSpinner />;
  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  if (!page) return <Message severity="warn" text={t('user-guide.notFound')} data-testid="user-guide-not-found" />;
  return (
    <article data-testid="user-guide-page">
      <h1 className="pp-page-title">{page.title}</h1>
      <p className="pp-muted pp-small">{t('user-guide.updatedAt', { time: formatDateTime(page.updatedAt) })}</p>
      <div className="pp-rich-text" data-testid="user-guide-content" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
};

/**
 * /user-guide and /user-guide/:id (the mainland site): the guide's pages in their order beside the page being read
 * (the first one at /user-guide). Vendor admins write the pages in the back office.
 */
export const UserGuidePage = () => {
  const t = useTranslate();
  const { id } = useParams();
  const { data, loading, error } = useQuery(USER_GUIDE_PAGES, { fetchPolicy: 'cache-and-network' });
  const pages = (data?.userGuidePages?.nodes ?? []).filter((p) => p !== null);
  const current = id ? Number(id) : pages[0]?.id;
  return (
    <main className="pp-page pp-user-guide">
      <nav className="pp-user-guide-nav" aria-label={t('user-guide.title')} data-testid="user-guide-nav">
        <strong>{t('user-guide.title')}</strong>
        <ul>
          {pages.map((p) => (
            <li key={p.id}>
              <NavLink to={userGuidePaths.page(p.id)} className={() => (p.id === current ? 'active' : '')}>
                {p.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pp-user-guide-body">
        {error && <p className="p-error">{errorMessage(error, fallbacks.load)}</p>}
        {loading && !data ? <PageSpinner /> : current && Number.isInteger(current) ? <GuidePage id={current} /> : !error && <p className="pp-muted">{t('user-guide.empty')}</p>}
      </div>
    </main>
  );
};
