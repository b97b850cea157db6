// The bulk import of performance records: a button that opens the import dialog (template download, the file upload,
// the running import's progress polled from the server, its outcome) with the latest imports below.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { useApolloClient, useQuery } from '@apollo/client';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { acceptAttribute, checkFileForUpload } from '@pp/domain';
import { zhErrorText } from '../data-provider/errors.ts';
import {
  ADMIN_PERFORMANCE_IMPORT,
  ADMIN_RECENT_PERFORMANCE_IMPORTS,
  ADMIN_START_PERFORMANCE_IMPORT,
} from './performanceImport.graphql.ts';
import { downloadImportTemplate } from './template.ts';
import { uploadFile } from '../common/upload.ts';
import { ErrorFileButton, ImportProgress, ImportStatusChip } from './ImportStatus.tsx';

const p = (key: string) => `resources.performance-import.${key}`;
/** How often a running import's progress is read. */
const pollMs = 1000;
const recentCount = 10;

type Phase = { kind: 'idle' } | { kind: 'uploading'; name: string; percent: number } | { kind: 'starting' } | { kind: 'running'; importId: string };

const RecentImports = ({ refreshKey }: { refreshKey: string }) => {
  const translate = useTranslate();
  const { data } = useQuery(ADMIN_RECENT_PERFORMANCE_IMPORTS, { variables: { first: recentCount }, fetchPolicy: 'network-only', context: { refreshKey } });
  const nodes = (data?.performanceImports?.nodes ?? []).flatMap((n) => (n ? [n] : []));
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle2">{translate(p('dialog.recent'))}</Typography>
      {nodes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(p('dialog.none'))}
        </Typography>
      ) : (
        <Table size="small" data-testid="recent-imports">
          <TableHead>
            <TableRow>
              <TableCell>{translate(p('fields.createdAt'))}</TableCell>
              <TableCell>{translate(p('fields.importFile'))}</TableCell>
              <TableCell>{translate(p('fields.status'))}</TableCell>
              <TableCell>{translate(p('fields.successCount'))}</TableCell>
              <TableCell>{translate(p('fields.failedCount'))}</TableCell>
              <TableCell>{translate(p('fields.errorFile'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {nodes.map((n) => (
              <TableRow key={n.id}>
                <TableCell>{new Date(n.createdAt).toLocaleString('zh-CN')}</TableCell>
                <TableCell>{n.importFile?.name}</TableCell>
                <TableCell>
                  <ImportStatusChip status={n.status} />
                </TableCell>
                <TableCell>{n.successCount}</TableCell>
                <TableCell>{n.failedCount}</TableCell>
                <TableCell>{n.errorFileId ? <ErrorFileButton fileId={n.errorFileId} /> : null}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};

/** The running import, read every second until it is no longer IN_IMPORT. */
const RunningImport = ({ importId, onFinished }: { importId: string; onFinished: () => void }) => {
  const { data, stopPolling } = useQuery(ADMIN_PERFORMANCE_IMPORT, {
    variables: { id: importId },
    fetchPolicy: 'network-only',
    pollInterval: pollMs,
  });
  const view = data?.performanceImport;
  const finished = view !== undefined && view !== null && view.status !== 'IN_IMPORT';
  const reported = useRef(false);
  useEffect(() => {
    if (!finished || reported.current) return;
    reported.current = true;
    stopPolling();
    onFinished();
    // once per import, when it leaves IN_IMPORT
  }, [finished, stopPolling, onFinished]);
  if (!view) return <LinearProgress sx={{ my: 1 }} />;
  return <ImportProgress view={view} />;
};

export const PerformanceImportButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [recentKey, setRecentKey] = useState('0');
  const [finished, setFinished] = useState(false);

  const busy = phase.kind === 'uploading' || phase.kind === 'starting' || (phase.kind === 'running' && !finished);

  const start = async (file: File) => {
    const refused = checkFileForUpload('PERFORMANCE_IMPORT', file);
    if (refused) {
      notify(translate(refused.code, refused.params), { type: 'error' });
      return;
    }
    setFinished(false);
    setPhase({ kind: 'uploading', name: file.name, percent: 0 });
    try {
      const fileId = await uploadFile(client, 'PERFORMANCE_IMPORT', file, (percent) => setPhase({ kind: 'uploading', name: file.name, percent }));
      setPhase({ kind: 'starting' });
      const { data } = await client.mutate({ mutation: ADMIN_START_PERFORMANCE_IMPORT, variables: { fileId } });
      const importId = data?.startPerformanceImport?.result?.id;
      if (!importId) throw new Error('no import');
      setPhase({ kind: 'running', importId });
      setRecentKey(importId);
    } catch (error) {
      setPhase({ kind: 'idle' });
      notify(zhErrorText(error), { type: 'error' });
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && !busy) void start(file);
  };

  const downloadTemplate = async () => {
    try {
      await downloadImportTemplate(translate(p('dialog.template_sheet')));
    } catch (error) {
      notify(zhErrorText(error), { type: 'error' });
    }
  };

  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)} data-testid="performance-import-button">
        {translate(p('button'))}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth data-testid="performance-import-dialog">
        <DialogTitle>{translate(p('dialog.title'))}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(p('dialog.steps'))}
          </Typography>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadTemplate()} data-testid="import-template">
            {translate(p('dialog.template'))}
          </Button>
          <Box
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            sx={{
              mt: 2,
              p: 3,
              border: '1px dashed',
              borderColor: dragging ? 'primary.main' : 'divider',
              borderRadius: 1,
              textAlign: 'center',
            }}
          >
            <input
              ref={input}
              type="file"
              hidden
              accept={acceptAttribute('PERFORMANCE_IMPORT')}
              data-testid="import-file-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void start(file);
              }}
            />
            <Button variant="contained" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
              {translate(p('dialog.choose'))}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate(p('dialog.drop'))}
            </Typography>
          </Box>
          <Box sx={{ mt: 2, minHeight: 48 }}>
            {phase.kind === 'uploading' && (
              <>
                <LinearProgress variant="determinate" value={phase.percent} sx={{ my: 1 }} />
                <Typography variant="body2">{translate(p('dialog.uploading'), { name: phase.name, percent: phase.percent })}</Typography>
              </>
            )}
            {phase.kind === 'starting' && <Typography variant="body2">{translate(p('dialog.starting'))}</Typography>}
            {phase.kind === 'running' && (
              <RunningImport
                key={phase.importId}
                importId={phase.importId}
                onFinished={() => {
                  setFinished(true);
                  setRecentKey(`${phase.importId}:done`);
                  refresh();
                }}
              />
            )}
          </Box>
          <RecentImports key={recentKey} refreshKey={recentKey} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate(p('dialog.close'))}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
