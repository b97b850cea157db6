// A file of a form (a receipt, an electronic invoice, a certificate file): the current one (opened in a new window)
// and an upload of another for its use, whose id the form saves in `source`. The file is checked in the browser before
// it is sent, and the server checks it again once stored. Its label is the resource's `fields.<source>`; its test ids
// start with `testId` (the source by default): `-input`, `-uploaded`, `-hint`, `-link`.
import { useRef, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { acceptAttribute, type UploadUse } from '@pp/domain';
import { Labeled, useInput, useTranslate } from 'react-admin';
import { FileLink } from './FileLink.tsx';
import { uploadHint } from './upload.ts';
import { useFileUpload } from './useFileUpload.ts';

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
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useInput({ source });
  const { uploading, upload } = useFileUpload(use);
  const [uploaded, setUploaded] = useState<string | null>(null);

  const send = async (file: File) => {
    const id = await upload(file);
    if (id === undefined) return;
    field.onChange(id);
    setUploaded(file.name);
  };

  return (
    <Labeled label={`resources.${resource}.fields.${source}`} fullWidth>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {!uploading &&
          !uploaded &&
          (current && field.value === current.id ? (
            <FileLink fileId={current.id} name={current.name} testId={`${testId}-link`} />
          ) : (
            <Typography variant="body2">{translate('pp.file.none')}</Typography>
          ))}
        {uploading && <Typography variant="body2">{translate('pp.file.uploading', { name: uploading.name, percent: uploading.percent })}</Typography>}
        {!uploading && uploaded && (
          <Typography variant="body2" color="success.main" data-testid={`${testId}-uploaded`}>
            {translate('pp.file.uploaded', { name: uploaded })}
          </Typography>
        )}
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={uploading !== null}
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
            if (file) void send(file);
          }}
        />
      </Stack>
    </Labeled>
  );
};
