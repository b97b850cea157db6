// An announcement's attachments: the files kept (each opened in a new window, each removable) and uploads of more
// (ANNOUNCEMENT_ATTACHMENT: images, PDF, office files, ZIP), at most the domain's number; the form saves their ids in
// order in `source`. Each file is checked in the browser before it is sent, and by the server once stored.
import { useRef, useState } from 'react';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { acceptAttribute, announcementLimits } from '@pp/domain';
import { Labeled, useInput, useTranslate } from 'react-admin';
import { FileLink } from '../common/FileLink.tsx';
import { useFileUpload } from '../common/useFileUpload.ts';

const p = (key: string) => `resources.announcement.${key}`;
const use = 'ANNOUNCEMENT_ATTACHMENT' as const;

export const AttachmentsInput = ({ source, current }: { source: string; current: readonly { id: string; name: string }[] }) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const { field } = useInput({ source });
  const ids: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [names, setNames] = useState<Record<string, string>>(() => Object.fromEntries(current.map((f) => [f.id, f.name])));
  const { uploading, upload } = useFileUpload(use);
  const full = ids.length >= announcementLimits.announcementAttachmentsMax;

  const send = async (file: File) => {
    const id = await upload(file);
    if (id === undefined) return;
    setNames((n) => ({ ...n, [id]: file.name }));
    field.onChange([...ids, id]);
  };

  return (
    <Labeled label={p('fields.attachmentFileIds')} fullWidth>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="attachments">
        {ids.map((id) => (
          <Stack key={id} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="attachment">
            <FileLink fileId={id} name={names[id] ?? id} testId="attachment-link" />
            <IconButton size="small" aria-label={translate(p('edit.remove'))} onClick={() => field.onChange(ids.filter((i) => i !== id))}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        {uploading && <Typography variant="body2">{translate('pp.file.uploading', { name: uploading.name, percent: uploading.percent })}</Typography>}
        <Button size="small" variant="outlined" startIcon={<UploadFileIcon />} disabled={uploading !== null || full} onClick={() => input.current?.click()}>
          {translate(p('edit.upload'))}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {translate(p('edit.attachments_hint'), { max: announcementLimits.announcementAttachmentsMax })}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptAttribute(use)}
          data-testid="attachments-input"
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
