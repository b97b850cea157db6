import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client';
import { Link, useParams } from 'react-router-dom';
import { useNotification, useTranslate } from '@refinedev/core';
import { BreadCrumb } from 'primereact/breadcrumb';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { materialPaths } from '@pp/domain';
import { PdfViewer } from '../../components/PdfViewer.tsx';
import { Watermark } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { formatDate, formatDateTime, formatFileSize, localName } from '../../lib/format.ts';
import { PageSpinner, useCurrentUser } from '../auth/index.ts';
import { FILE_URL } from '../uploads/index.ts';
import { MATERIAL_DETAIL, type MaterialDetail } from './material.graphql.ts';
import { MaterialActions } from './MaterialActions.tsx';
import { fileTypeIcon, materialView, watermarkText } from './rules.ts';
import './material.css';

/** The viewer's identity for the watermark. */
const useWatermark = (): string => {
  const { info } = useCurrentUser();
  const identity = info?.currentCompanyUser ?? info?.defaultUser;
  return watermarkText({ userName: identity?.userName, email: identity?.email }, formatDate(new Date().toISOString()));
};

/** The file's short-lived address for viewing (asked once the reader may view it). */
const useViewUrl = (fileId: string | null | undefined, enabled: boolean) => {
  const { data, error, loading } = useQuery(FILE_URL, {
    variables: { fileId: fileId ?? '', isDownload: false },
    skip: !fileId || !enabled,
    fetchPolicy: 'network-only',
  });
  return { url: data?.generateOneFileUrl?.url ?? null, error, loading };
};

/** The file itself: a PDF in the viewer, a video played, both under the watermark; other files by their buttons. */
const FileView = ({ material: m }: { material: MaterialDetail }) => {
  const t = useTranslate();
  const client = useApolloClient();
  const { open } = useNotification();
  const mark = useWatermark();
  const view = materialView(m.fileType);
  const inline = view === 'pdf' || view === 'video';
  const { url, error, loading } = useViewUrl(m.fileId, inline && Boolean(m.canView));
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!m.fileId) return;
    setDownloading(true);
    try {
      const { data } = await client.query({ query: FILE_URL, variables: { fileId: m.fileId, isDownload: true }, fetchPolicy: 'network-only' });
      if (data.generateOneFileUrl?.url) window.open(data.generateOneFileUrl.url, '_blank', 'noopener');
    } catch (e) {
      open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(e, fallbacks.load) });
    } finally {
      setDownloading(false);
    }
  };
  if (!inline) return null;
  if (!m.canView) return <Message severity="info" text={t('material.noView')} data-testid="material-no-view" />;
  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  if (loading || !url) return <PageSpinner />;
  if (view === 'pdf') return <PdfViewer url={url} watermark={mark} onDownload={m.canDownload ? () => void download() : undefined} downloading={downloading} />;
  return (
    <div className="pp-material-video">
      <video src={url} controls controlsList={m.canDownload ? undefined : 'nodownload'} preload="metadata" data-testid="material-video" />
      <Watermark text={mark} count={12} />
    </div>
  );
};

const Facts = ({ material: m }: { material: MaterialDetail }) => {
  const t = useTranslate();
  const types = m.resourceMaterialTypeLinks.nodes.flatMap((l) => (l?.type ? [localName(l.type)] : []));
  const products = m.resourceMaterialProducts.nodes.flatMap((l) => (l?.product ? [localName(l.product)] : []));
  return (
    <dl className="pp-material-facts">
      <div>
        <dt className="pp-muted">{t('material.format')}</dt>
        <dd>
          <i className={fileTypeIcon(m.fileType)} aria-hidden /> {t(`material.fileType.${m.fileType}`)}
          {m.fileName && <span className="pp-muted"> · {m.fileName} · {formatFileSize(m.fileSize)}</span>}
        </dd>
      </div>
      <div>
        <dt className="pp-muted">{t('material.use')}</dt>
        <dd className="pp-material-tags">
          {types.map((n) => (
            <Tag key={n} value={n} severity="info" />
          ))}
        </dd>
      </div>
      <div>
        <dt className="pp-muted">{t('material.product')}</dt>
        <dd>{products.length > 0 ? products.join(t('components.listSeparator')) : '—'}</dd>
      </div>
      <div>
        <dt className="pp-muted">{t('material.publishedAt')}</dt>
        <dd>{formatDateTime(m.publishTime)}</dd>
      </div>
    </dl>
  );
};

/**
 * /material/detail/:id — one material: its facts, what the reader may do with it, and its file (a PDF in the viewer,
 * a video played, both watermarked with the viewer's identity). A material that does not reach the reader is not
 * there for them.
 */
export const MaterialDetailPage = () => {
  const t = useTranslate();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(MATERIAL_DETAIL, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network' });
  const m = data?.resourceMaterial ?? null;
  return (
    <main className="pp-page pp-material">
      <BreadCrumb
        className="pp-material-breadcrumb"
        model={[{ template: () => <Link to={materialPaths.index}>{t('material.title')}</Link> }, { label: m?.name ?? t('material.detail') }]}
        data-testid="material-breadcrumb"
      />
      {loading && !data ? (
        <PageSpinner />
      ) : error ? (
        <p className="p-error">{errorMessage(error, fallbacks.load)}</p>
      ) : !m ? (
        <Message severity="warn" text={t('material.notFound')} data-testid="material-not-found" />
      ) : (
        <article data-testid="material-detail">
          <h1 className="pp-page-title">{m.name}</h1>
          <p className="pp-material-brief">{m.brief}</p>
          <Facts material={m} />
          <MaterialActions material={m} />
          <FileView material={m} />
        </article>
      )}
    </main>
  );
};
