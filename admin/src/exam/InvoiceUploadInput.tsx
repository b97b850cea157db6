// The retake's electronic invoice in its form: the current one (opened in a new window) and an upload of another
// (INVOICE: an image or PDF), whose id the form saves. The file is checked in the browser before it is sent, and the
// server checks it again once stored.
import { useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { acceptAttribute, checkFileForUpload } from '@pp/domain';
import { Labeled, useInput, useNotify, useTranslate } from 'react-admin';
import { uploadFile } from '../common/upload.ts';
import { zhErrorText } from '../data-provider/errors.ts';
import { FileLink } from './FileLink.tsx';

const p = (key: string) => `resources.exam.${key}`;
const use = 'INVOICE';
const source = 'invoiceFileId';

type Phase = { kind: 'idle' } | { kind: 'uploading'; name: string; percent: number } | { kind: 'uploaded'; name: string };

export const InvoiceUploadInput = ({ current }: { current?: { id: string; name: string } | null }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useInput({ source });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const upload = async (file: File) => {
    const refused = checkFileForUpload(use, file);
    if (refused) {
      notify(translate(refused.code, refused.params), { type: 'error' });
      return;
    }
    setPhase({ kind: 'uploading', name: file.name, percent: 0 });
    try {
      const id = await uploadFile(client, use, file, (percent) => setPhase({ kind: 'uploading', name: file.name, percent }));
      field.onChange(id);
      setPhase({ kind: 'uploaded', name: file.name });
    } catch (error) {
      setPhase({ kind: 'idle' });
      notify(zhErrorText(error), { type: 'error' });
    }
  };

  return (
    <Labeled label={p(`fields.${source}`)} fullWidth>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {phase.kind === 'idle' &&
          (current && field.value === current.id ? (
            <FileLink fileId={current.id} name={current.name} />
          ) : (
            <Typography variant="body2">{translate(p('upload.none'))}</Typography>
          ))}
        {phase.kind === 'uploading' && (
          <Typography variant="body2">{translate(p('upload.uploading'), { name: phase.name, percent: phase.percent })}</Typography>
        )}
        {phase.kind === 'uploaded' && (
          <Typography variant="body2" color="success.main" data-testid={`${source}-uploaded`}>
            {translate(p('upload.uploaded'), { name: phase.name })}
          </Typography>
        )}
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={phase.kind === 'uploading'}
          onClick={() => input.current?.click()}
        >
          {translate(p('upload.choose'))}
        </Button>
        <Typography variant="caption" color={fieldState.error ? 'error' : 'text.secondary'} data-testid={`${source}-hint`}>
          {fieldState.error?.message ? translate(fieldState.error.message) : translate(p('upload.images_pdf'))}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptAttribute(use)}
          data-testid={`${source}-input`}
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
