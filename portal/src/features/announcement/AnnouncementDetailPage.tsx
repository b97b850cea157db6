import { useMemo } from 'react';
import { useQuery } from '@apollo/client';
import { Link, useParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { BreadCrumb } from 'primereact/breadcrumb';
import { Message } from 'primereact/message';
import { sanitizeRichText } from '@pp/domain/rich-text';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { formatDateTime, formatFileSize } from '../../lib/format.ts';
import { PageSpinner } from '../auth/index.ts';
import { useContentView, useRecordContentEvent } from '../content-analytics/index.ts';
import { FileButton } from '../uploads/index.ts';
import { ANNOUNCEMENT_DETAIL, type AnnouncementDetail } from './announcement.graphql.ts';
import { TypeTag } from './TypeTag.tsx';
import './announcement.css';

/** The announcement as readers see it: its type, title, publish time, content and attachments. */
const AnnouncementView = ({ announcement: a, onDownload }: { announcement: AnnouncementDetail; onDownload?: () => void }) => {
  const t = useTranslate();
  // Stored sanitised by the API; sanitised again here with the same allowlist, so nothing else ever reaches the page.
  const html = useMemo(() => sanitizeRichText(a.content), [a.content]);
  const attachments = a.announcementAttachments.nodes.filter((x) => x !== null);
  return (
    <article className="pp-announcement-article" data-testid="announcement-detail">
      <header>
        <TypeTag type={a.type} />
        <h1 className="pp-page-title">{a.title}</h1>
        <p className="pp-muted">{t('announcement.publishedAt', { time: formatDateTime(a.publishTime) })}</p>
      </header>
      <div className="pp-rich-text" data-testid="announcement-content" dangerouslySetInnerHTML={{ __html: html }} />
      {attachments.length > 0 && (
        <section aria-labelledby="pp-announcement-attachments" className="pp-announcement-attachments">
          <h2 id="pp-announcement-attachments">{t('announcement.attachments')}</h2>
          <ul data-testid="announcement-attachments">
            {attachments.map((f) => (
              <li key={f.fileId}>
                <i className="pi pi-paperclip" aria-hidden />
                <span className="pp-announcement-attachment-name">{f.name}</span>
                <span className="pp-muted">{formatFileSize(f.size)}</span>
                <FileButton fileId={f.fileId} name={t('uploads.file.open')} testId="announcement-attachment-open" />
                <FileButton fileId={f.fileId} name={t('uploads.file.download')} download onOpened={onDownload} testId="announcement-attachment-download" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
};

/** Loads one announcement by the route's id and shows it, or says it is not (or no longer) there for the reader. */
const useAnnouncement = () => {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(ANNOUNCEMENT_DETAIL, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network' });
  return { announcement: data?.announcement ?? null, loading: loading && !data, error };
};

const Body = ({
  state,
  children,
  onDownload,
}: {
  state: ReturnType<typeof useAnnouncement>;
  children?: (a: AnnouncementDetail) => React.ReactNode;
  onDownload?: () => void;
}) => {
  const t = useTranslate();
  if (state.loading) return <PageSpinner />;
  if (state.error) return <p className="p-error">{errorMessage(state.error, fallbacks.load)}</p>;
  if (!state.announcement) return <Message severity="warn" text={t('announcement.notFound')} data-testid="announcement-not-found" />;
  return (
    <>
      {children?.(state.announcement)}
      <AnnouncementView announcement={state.announcement} onDownload={onDownload} />
    </>
  );
};

/** /announcement/detail/:id — one announcement for its reader (row-level security decides who that is). */
export const AnnouncementDetailPage = () => {
  const t = useTranslate();
  const state = useAnnouncement();
  // The reader's view and attachment downloads count in the announcement's analytics (the preview's do not).
  const id = state.announcement?.id;
  useContentView('ANNOUNCEMENT', id);
  const record = useRecordContentEvent();
  const onDownload = id ? () => record('ANNOUNCEMENT', id, 'DOWNLOAD') : undefined;
  return (
    <main className="pp-page pp-announcement">
      <BreadCrumb
        className="pp-announcement-breadcrumb"
        model={[{ template: () => <Link to="/announcement">{t('announcement.title')}</Link> }, { label: state.announcement?.title ?? t('announcement.detail') }]}
        data-testid="announcement-breadcrumb"
      />
      <Body state={state} onDownload={onDownload} />
    </main>
  );
};

/**
 * /announcement/preview/:id — a vendor admin sees an announcement as its readers will, whatever its status (a draft
 * from the back office's "save and preview").
 */
export const AnnouncementPreviewPage = () => {
  const t = useTranslate();
  const state = useAnnouncement();
  return (
    <main className="pp-page pp-announcement">
      <Body state={state}>
        {(a) => (
          <Message
            className="pp-announcement-preview-note"
            severity="info"
            text={t('announcement.previewNote', { status: t(`announcement.status.${a.status}`) })}
            data-testid="announcement-preview-note"
          />
        )}
      </Body>
    </main>
  );
};
