// The certificate file of the certificate form: the current file (opened in a new window) and an upload of another
// (an image or a PDF, use CERTIFICATE), whose id the form saves. The file is checked in the browser before it is sent,
// and the server checks it again once stored.
import { useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { acceptAttribute, checkFileForUpload } from '@pp/domain';
import { Labeled, useInput, useNotify, useTranslate } from 'react-admin';
import { uploadFile } from '../common/upload.ts';
import { zhErrorText } from '../data-provider/errors.ts';
import { CertificateFileLink } from './CertificateFileLink.tsx';

const p = (key: string) => `resources.company-certification.${key}`;

type Phase = { kind: 'idle' } | { kind: 'uploading'; name: string; percent: number } | { kind: 'uploaded'; name: string };

export const CertificateFileInput = ({ current }: { current: { id: string; name: string } | null }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const { field } = useInput({ source: 'certificateFileId' });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const upload = async (file: File) => {
    const refused = checkFileForUpload('CERTIFICATE', file);
    if (refused) {
      notify(translate(refused.code, refused.params), { type: 'error' });
      return;
    }
    setPhase({ kind: 'uploading', name: file.name, percent: 0 });
    try {
      const id = await uploadFile(client, 'CERTIFICATE', file, (percent) => setPhase({ kind: 'uploading', name: file.name, percent }));
      field.onChange(id);
      setPhase({ kind: 'uploaded', name: file.name });
    } catch (error) {
      setPhase({ kind: 'idle' });
      notify(zhErrorText(error), { type: 'error' });
    }
  };

  return (
    <Labeled label={p('fields.certificateFile')} fullWidth>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {phase.kind === 'idle' &&
          (current && field.value === current.id ? (
            <CertificateFileLink fileId={current.id} name={current.name} />
          ) : (
            <Typography variant="body2">{translate(p('detail.no_file'))}</Typography>
          ))}
        {phase.kind === 'uploading' && (
          <Typography variant="body2">{translate(p('certificate.uploading'), { name: phase.name, percent: phase.percent })}</Typography>
        )}
        {phase.kind === 'uploaded' && (
          <Typography variant="body2" color="success.main" data-testid="certificate-file-uploaded">
            {translate(p('certificate.uploaded'), { name: phase.name })}
          </Typography>
        )}
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={phase.kind === 'uploading'}
          onClick={() => input.current?.click()}
        >
          {translate(p('certificate.upload'))}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {translate(p('certificate.file_hint'))}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptAttribute('CERTIFICATE')}
          data-testid="certificate-file-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </Stack>
    </Labeled>
  );
};
