// A file of a form (a receipt, an electronic invoice, a certificate file): the current one (opened in a new window)
// and an upload of another for its use, whose id the form saves in `source`. The file is checked in the browser before
// it is sent, and the server checks it again once stored. Its label is the resource's `fields.<source>`; its test ids
// start with `testId` (the source by default): `-input`, `-uploaded`, `-hint`, `-link`.
import { useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { acceptAttribute, checkFileForUpload, type UploadUse } from '@pp/domain';
import { Labeled, useInput, useNotify, useTranslate } from 'react-admin';
import { zhErrorText } from '../data-provider/errors.ts';
import { FileLink } from './FileLink.tsx';
import { uploadFile, uploadHint } from './upload.ts';

type Phase = { kind: 'idle' } | { kind: 'uploading'; name: string; percent: number } | { kind: 'uploaded'; name: string };

export const FileUploadInput = ({
  resource,
  source,
  use,
  current,
  testId = source,
}: {
  resource: string;
  source: string;
  use: UploadUse;
  current?: { id: string; name: string } | null;
  testId?: string;
}) => {
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
    <Labeled label={`resources.${resource}.fields.${source}`} fullWidth>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {phase.kind === 'idle' &&
          (current && field.value === current.id ? (
            <FileLink fileId={current.id} name={current.name} testId={`${testId}-link`} />
          ) : (
            <Typography variant="body2">{translate('pp.file.none')}</Typography>
          ))}
        {phase.kind === 'uploading' && (
          <Typography variant="body2">{translate('pp.file.uploading', { name: phase.name, percent: phase.percent })}</Typography>
        )}
        {phase.kind === 'uploaded' && (
          <Typography variant="body2" color="success.main" data-testid={`${testId}-uploaded`}>
            {translate('pp.file.uploaded', { name: phase.name })}
          </Typography>
        )}
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={phase.kind === 'uploading'}
          onClick={() => input.current?.click()}
        >
          {translate('pp.file.choose')}
        </Button>
        <Typography variant="caption" color={fieldState.error ? 'error' : 'text.secondary'} data-testid={`${testId}-hint`}>
          {fieldState.error?.message ? translate(fieldState.error.message) : translate(`pp.file.${uploadHint(use)}`)}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptAttribute(use)}
          data-testid={`${testId}-input`}
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
