import { useTranslate, useNotification } from '@refinedev/core';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { materialPaths, type MaterialFileType } from '@pp/domain';
import { useAccess } from '../auth/index.ts';
import { useRecordContentEvent } from '../content-analytics/index.ts';
import { FileButton } from '../uploads/index.ts';

interface Props {
  material: {
    id: string;
    fileType: MaterialFileType;
    fileId?: string | null;
    link?: string | null;
    isPublic: boolean;
    canView?: boolean | null;
    canDownload?: boolean | null;
  };
  /** On a card of the list: a link to the detail first; on the detail the viewer shows the file itself. */
  compact?: boolean;
}

/**
 * What the reader may do with a material, as the server says (`canView`, `canDownload`) and the current company's
 * keys (`CopyPublicFileLink` for a public material's address): open its detail or its link, download its file, copy
 * its address. The server checks again at each click.
 */
export const MaterialActions = ({ material: m, compact }: Props) => {
  const t = useTranslate();
  const { open } = useNotification();
  const { can } = useAccess();
  const record = useRecordContentEvent();
  const copy = async () => {
    const url = new URL(materialPaths.detail(m.id), window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      open?.({ type: 'success', message: t('app.notify.success'), description: t('material.linkCopied') });
    } catch {
      open?.({ type: 'error', message: t('app.notify.error'), description: url });
    }
  };
  return (
    <div className="pp-material-actions">
      {compact && (
        <Link to={materialPaths.detail(m.id)} className="p-button p-button-sm p-button-outlined" data-testid="material-open">
          {t('material.open')}
        </Link>
      )}
      {m.fileType === 'URL' && m.link && (
        <a href={m.link} target="_blank" rel="noopener noreferrer" className="p-button p-button-sm p-button-text" data-testid="material-link">
          <i className="pi pi-external-link" aria-hidden /> {t('material.openLink')}
        </a>
      )}
      {m.fileId && m.canDownload && <FileButton fileId={m.fileId} name={t('material.download')} download onOpened={() => record('MATERIAL', m.id, 'DOWNLOAD')} testId="material-download" />}
      {m.isPublic && can(['CopyPublicFileLink']) && (
        <Button type="button" link size="small" icon="pi pi-copy" label={t('material.copyLink')} onClick={() => void copy()} data-testid="material-copy-link" />
      )}
    </div>
  );
};
