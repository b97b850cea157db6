// How one import is shown: a progress bar while it runs, the counts and the error file when it completed, the reason
// when the file could not be imported.
import { Box, Button, Chip, LinearProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useApolloClient } from '@apollo/client';
import { useNotify, useTranslate } from 'react-admin';
import type { PerformanceImportStatus } from '@pp/domain';
import { zhErrorText } from '../data-provider/errors.ts';
import { ADMIN_DOWNLOAD_URL } from './performanceImport.graphql.ts';

const p = (key: string) => `resources.performance-import.${key}`;

export interface ImportView {
  status: PerformanceImportStatus;
  total: number;
  processedCount: number;
  successCount: number;
  failedCount: number;
  errorMessage?: string | null;
  errorParams?: unknown;
  errorFileId?: string | null;
}

const statusColor = { IN_IMPORT: 'info', COMPLETED: 'success', ERROR: 'error' } as const;

export const ImportStatusChip = ({ status }: { status: PerformanceImportStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" color={statusColor[status]} label={translate(p(`status.${status}`))} />;
};

/** Opens a short-lived download URL of a completed file (the error file). */
export const useDownloadFile = () => {
  const client = useApolloClient();
  const notify = useNotify();
  return async (fileId: string) => {
    try {
      const { data } = await client.query({ query: ADMIN_DOWNLOAD_URL, variables: { fileId }, fetchPolicy: 'network-only' });
      const url = data.generateOneFileUrl?.url;
      if (url) window.location.assign(url);
    } catch (error) {
      notify(zhErrorText(error), { type: 'error' });
    }
  };
};

export const ErrorFileButton = ({ fileId }: { fileId: string }) => {
  const translate = useTranslate();
  const download = useDownloadFile();
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download(fileId)} data-testid="import-error-file">
      {translate(p('dialog.error_file'))}
    </Button>
  );
};

const paramsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const ImportProgress = ({ view }: { view: ImportView }) => {
  const translate = useTranslate();
  if (view.status === 'IN_IMPORT') {
    const percent = view.total > 0 ? Math.round((view.processedCount / view.total) * 100) : 0;
    return (
      <Box data-testid="import-progress">
        <LinearProgress variant={view.total > 0 ? 'determinate' : 'indeterminate'} value={percent} sx={{ my: 1 }} />
        <Typography variant="body2" data-testid="import-progress-text">
          {view.total > 0
            ? translate(p('dialog.progress'), { processed: view.processedCount, total: view.total })
            : translate(p('dialog.reading'))}
        </Typography>
      </Box>
    );
  }
  if (view.status === 'ERROR') {
    const reason = view.errorMessage ? translate(view.errorMessage, paramsOf(view.errorParams)) : '';
    return (
      <Typography variant="body2" color="error" data-testid="import-result">
        {translate(p('dialog.failed'), { reason })}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography variant="body2" data-testid="import-result">
        {translate(p('dialog.result'), { success: view.successCount, failed: view.failedCount })}
      </Typography>
      {view.errorFileId && <ErrorFileButton fileId={view.errorFileId} />}
    </Box>
  );
};
