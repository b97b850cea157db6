import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client';
import { useNotification, useTranslate } from '@refinedev/core';
import { Message } from 'primereact/message';
import type { MaterialFileType } from '@pp/domain';
import { PdfViewer } from '../../components/PdfViewer.tsx';
import { Watermark } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { PageSpinner, useCurrentUser } from '../auth/index.ts';
import { useRecordContentEvent } from '../content-analytics/index.ts';
import { FILE_URL } from '../uploads/index.ts';
import { materialView, watermarkText } from './rules.ts';
import './material.css';

/** What the view needs of a material (its detail's, or a courseware's). */
export interface ViewedMaterial {
  id: string;
  fileType: MaterialFileType;
  fileId?: string | null;
  canView?: boolean | null;
  canDownload?: boolean | null;
}

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

/**
 * A material's file itself: a PDF in the viewer, a video played, both under the viewer's watermark; nothing for other
 * files (they are opened or downloaded by their buttons) and for a link.
 */
export const MaterialFileView = ({ material: m }: { material: ViewedMaterial }) => {
  const t = useTranslate();
  const client = useApolloClient();
  const { open } = useNotification();
  const mark = useWatermark();
  const view = materialView(m.fileType);
  const inline = view === 'pdf' || view === 'video';
  const { url, error, loading } = useViewUrl(m.fileId, inline && Boolean(m.canView));
  const [downloading, setDownloading] = useState(false);
  const record = useRecordContentEvent();
  const download = async () => {
    if (!m.fileId) return;
    setDownloading(true);
    try {
      const { data } = await client.query({ query: FILE_URL, variables: { fileId: m.fileId, isDownload: true }, fetchPolicy: 'network-only' });
      if (data.generateOneFileUrl?.url) {
        window.open(data.generateOneFileUrl.url, '_blank', 'noopener');
        record('MATERIAL', m.id, 'DOWNLOAD');
      }
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

