import { useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { useNotification, useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { FILE_URL } from './uploads.graphql.ts';
import './uploads.css';

interface Props {
  fileId: string;
  /** The file's name, shown on the button. */
  name: string | null | undefined;
  /** Download (the storage's attachment answer) rather than open for viewing. */
  download?: boolean;
  testId?: string;
  /** Whether the reader may open it (the server decides again at the click); else only its name shows. */
  openable?: boolean;
  /** Told once the file's address was given and opened (a download counted by content analytics). */
  onOpened?: () => void;
}

/**
 * A completed file (an application's receipt or certificate, an announcement's attachment): a short-lived address
 * asked for at the click (`generateOneFileUrl`, which checks who may open it), opened in a new tab; a refusal is its
 * coded error's toast.
 */
export const FileButton = ({ fileId, name, download, testId, openable = true, onOpened }: Props) => {
  const t = useTranslate();
  const client = useApolloClient();
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);
  const openFile = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({ query: FILE_URL, variables: { fileId, isDownload: Boolean(download) }, fetchPolicy: 'network-only' });
      const url = data.generateOneFileUrl?.url;
      if (url) {
        window.open(url, '_blank', 'noopener');
        onOpened?.();
      }
    } catch (e) {
      open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(e, fallbacks.load) });
    } finally {
      setBusy(false);
    }
  };
  if (!openable) return <span data-testid={testId}>{name ?? '—'}</span>;
  return (
    <Button
      type="button"
      link
      className="pp-file-button"
      icon={download ? 'pi pi-download' : 'pi pi-external-link'}
      label={name ?? t(download ? 'uploads.file.download' : 'uploads.file.open')}
      aria-label={`${t(download ? 'uploads.file.download' : 'uploads.file.open')} ${name ?? ''}`}
      loading={busy}
      onClick={() => void openFile()}
      data-testid={testId}
    />
  );
};
