import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { announcementLimits, announcementPaths } from '@pp/domain';
import { DataList } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { usePage } from '../../lib/paging.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { ANNOUNCEMENT_TYPES, PUBLISHED_ANNOUNCEMENTS, type AnnouncementRow } from './announcement.graphql.ts';
import { TypeTag } from './TypeTag.tsx';
import './announcement.css';

const rowsOf = (nodes: readonly (AnnouncementRow | null)[] | undefined) => (nodes ?? []).filter((r): r is AnnouncementRow => r !== null);

/** The pinned announcements that reach the reader, last pinned first, as cards. Nothing when none is pinned. */
const Featured = () => {
  const t = useTranslate();
  const { data } = useQuery(PUBLISHED_ANNOUNCEMENTS, {
    variables: { pinned: true, first: announcementLimits.announcementPinnedMax, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const rows = rowsOf(data?.publishedAnnouncements?.nodes);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="pp-announcement-featured">
      <h2 id="pp-announcement-featured">{t('announcement.featured')}</h2>
      <ul className="pp-announcement-featured" data-testid="announcement-featured">
        {rows.map((r) => (
          <li key={r.id}>
            <Link to={announcementPaths.detail(r.id)} className="pp-announcement-card">
              <span className="pp-announcement-card-head">
                <TypeTag type={r.type} />
                <i className="pi pi-star-fill" aria-label={t('announcement.pinned')} />
              </span>
              <strong>{r.title}</strong>
              <span className="pp-muted">{formatDate(r.publishTime)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * /announcement: the featured (pinned) announcements, then all of them newest first, searched by title and narrowed by
 * type. Only those that reach the reader are listed (the server's row-level security decides).
 */
export const AnnouncementsPage = () => {
  const t = useTranslate();
  const [search, setSearch] = useState('');
  const [typeId, setTypeId] = useState<number | null>(null);
  const term = useDebouncedValue(search.trim(), 300);
  const { page, tableProps, reset } = usePage();
  useEffect(() => reset(), [term, typeId, reset]);
  const types = useQuery(ANNOUNCEMENT_TYPES);
  const query = useQuery(PUBLISHED_ANNOUNCEMENTS, {
    variables: { search: term || null, typeId, ...page },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = query;
  // while a new search or page loads, the last answer stays in view (with the table's loading mask)
  const data = query.data ?? query.previousData;
  const rows = rowsOf(data?.publishedAnnouncements?.nodes);
  const link = (r: AnnouncementRow) => <Link to={announcementPaths.detail(r.id)}>{r.title}</Link>;

  return (
    <main className="pp-page pp-announcements">
      <h1 className="pp-page-title">{t('announcement.title')}</h1>
      <Featured />
      <section aria-labelledby="pp-announcement-all">
        <div className="pp-announcement-all-head">
          <h2 id="pp-announcement-all">{t('announcement.all')}</h2>
          <div className="pp-announcement-filters">
            <IconField iconPosition="left">
              <InputIcon className="pi pi-search" />
              <InputText
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('announcement.search')}
                aria-label={t('announcement.search')}
                data-testid="announcement-search"
              />
            </IconField>
            <Dropdown
              value={typeId}
              options={(types.data?.announcementTypes?.nodes ?? []).flatMap((x) => (x ? [{ label: x.name, value: x.id }] : []))}
              onChange={(e) => setTypeId((e.value as number | null | undefined) ?? null)}
              placeholder={t('announcement.allTypes')}
              aria-label={t('announcement.type')}
              showClear
              data-testid="announcement-type-filter"
            />
          </div>
        </div>
        {error && <p className="p-error">{errorMessage(error, fallbacks.load)}</p>}
        <DataList
          value={rows}
          columns={[
            { key: 'type', header: t('announcement.type'), role: 'status', body: (r) => <TypeTag type={r.type} />, style: { width: '10rem' } },
            { key: 'title', header: t('announcement.col.title'), role: 'title', body: link },
            { key: 'publishTime', header: t('announcement.col.publishTime'), body: (r) => formatDate(r.publishTime), style: { whiteSpace: 'nowrap', width: '10rem' } },
          ]}
          {...tableProps(data?.publishedAnnouncements?.totalCount, loading)}
          emptyMessage={t(term || typeId ? 'announcement.noneFound' : 'announcement.none')}
          data-testid="announcement-list"
        />
      </section>
    </main>
  );
};
