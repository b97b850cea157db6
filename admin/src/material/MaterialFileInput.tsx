// A file material's one file (`fileId`, a MATERIAL_FILE upload): the current one (previewed in a new window, MA-2) and
// an upload of another. The browser offers and accepts only the chosen file type's extension (the server checks it
// again: MATERIAL_FILE_TYPE_MISMATCH); the upload itself is the shared hook's, checked and sent with its progress.
import { useRef, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { materialFileExtensions, uploadLimits, type MaterialUploadType } from '@pp/domain';
import { Labeled, useInput, useNotify, useTranslate } from 'react-admin';
import { useFileUpload } from '../common/useFileUpload.ts';
import { acceptOf, fileFitsType } from './forms.ts';
import { useMaterialPreview } from './preview.ts';

const p = (key: string) => `resources.material.${key}`;

export const MaterialFileInput = ({ fileType, current }: { fileType: MaterialUploadType; current: { id: string; name: string } | null }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useInput({ source: 'fileId' });
  const { uploading, upload } = useFileUpload('MATERIAL_FILE');
  const preview = useMaterialPreview();
  const [names, setNames] = useState<Record<string, string>>(() => (current ? { [current.id]: current.name } : {}));
  const fileId = typeof field.value === 'string' && field.value !== '' ? field.value : null;

  const send = async (file: File) => {
    if (!fileFitsType(file.name, fileType)) {
      notify('MATERIAL_FILE_TYPE_MISMATCH', { type: 'error' });
      return;
    }
    const id = await upload(file);
    if (id === undefined) return;
    setNames((n) => ({ ...n, [id]: file.name }));
    field.onChange(id);
  };

  return (
    <Labeled label={p('fields.fileId')} fullWidth>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="material-file">
        {uploading ? (
          <Typography variant="body2">{translate('pp.file.uploading', { name: uploading.name, percent: uploading.percent })}</Typography>
        ) : fileId ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" data-testid="material-file-name">
              {translate(p('edit.file_current'), { name: names[fileId] ?? fileId })}
            </Typography>
            <Button size="small" startIcon={<VisibilityIcon />} onClick={() => void preview(fileId)} data-testid="material-file-preview">
              {translate(p('edit.preview'))}
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2">{translate(p('edit.file_none'))}</Typography>
        )}
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={uploading !== null}
          onClick={() => input.current?.click()}
          data-testid="material-file-choose"
        >
          {translate(p('edit.file_choose'))}
        </Button>
        <Typography variant="caption" color={fieldState.error ? 'error' : 'text.secondary'} data-testid="material-file-hint">
          {fieldState.error?.message
            ? translate(fieldState.error.message)
            : translate(p('edit.file_hint'), { ext: materialFileExtensions[fileType].toUpperCase(), max: uploadLimits.maxMegabytes })}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptOf(fileType)}
          data-testid="material-file-input"
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
