// The announcement's edit page (/admin/announcement/new, /admin/announcement/edit/<id>): the title, the name, the type
// (a new type created from here), the rich-text content (the editor's HTML sanitised with the one allowlist before it
// is sent), the attachments, the publish time (UTC+8; empty: the moment it is published), public or a push
// strategy, and whether publishing notifies the people it reaches. Save keeps it (a draft stays a draft); save and
// publish saves, then publishes a draft; save and preview saves, opens the portal's preview of it in a new tab and
// stays on its edit page. A delisted announcement is not edited.
import { useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { announcementPaths } from '@pp/domain';
import { RichTextInput } from 'ra-input-rich-text';
import { BooleanInput, Form, FormDataConsumer, Loading, ResourceContextProvider, SelectInput, TextInput, Title, useNotify, useTranslate } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { withBounds } from '../common/formErrors.ts';
import { zhErrorText } from '../data-provider/errors.ts';
import {
  ADMIN_ANNOUNCEMENT,
  ADMIN_ANNOUNCEMENT_TYPES,
  ADMIN_PUBLISH_ANNOUNCEMENT,
  ADMIN_SAVE_ANNOUNCEMENT,
  type AdminAnnouncement,
} from './announcement.graphql.ts';
import { AttachmentsInput } from './AttachmentsInput.tsx';
import { announcementDefaults, announcementFormSchema } from './forms.ts';
import { editPath, listPath } from './paths.ts';
import { StrategyInput } from './StrategyInput.tsx';
import { TypeDialog } from './TypeDialog.tsx';

const p = (key: string) => `resources.announcement.${key}`;
const f = (name: string) => p(`fields.${name}`);

/** The type's choice (enabled types, and the announcement's own), and a new type from a dialog. */
const TypeInput = () => {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const { data } = useQuery(ADMIN_ANNOUNCEMENT_TYPES);
  const [creating, setCreating] = useState(false);
  const current = getValues('typeId') as number | null;
  const choices = (data?.announcementTypes?.nodes ?? []).flatMap((t) => (t && (t.isEnabled || t.id === current) ? [{ id: t.id, name: t.name }] : []));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <SelectInput source="typeId" label={f('typeId')} choices={choices} translateChoice={false} sx={{ minWidth: 240 }} />
      <Button size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="new-type">
        {translate(p('edit.new_type'))}
      </Button>
      {creating && (
        <TypeDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            setValue('typeId', id, { shouldDirty: true, shouldValidate: true });
          }}
        />
      )}
    </Stack>
  );
};

const Editor = ({ announcement }: { announcement: AdminAnnouncement | null }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [save] = useMutation(ADMIN_SAVE_ANNOUNCEMENT);
  const [publish] = useMutation(ADMIN_PUBLISH_ANNOUNCEMENT);
  const [busy, setBusy] = useState(false);
  // which button submitted (read by the submit, in the same event: a ref, not state)
  const then = useRef<'save' | 'publish' | 'preview'>('save');
  const isDraft = !announcement || announcement.status === 'DRAFT';

  const submit = async (values: FieldValues) => {
    const parsed = announcementFormSchema.safeParse(values);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const { data } = await save({ variables: { input: parsed.data as never } });
      const id = data?.saveAnnouncement?.result?.id;
      if (then.current === 'publish' && id && isDraft) {
        await publish({ variables: { input: { id } } });
        notify(p('edit.published'), { type: 'success' });
      } else notify(p('edit.saved'), { type: 'success' });
      await client.resetStore().catch(() => undefined);
      if (then.current === 'preview' && id) {
        // the portal (same origin) shows it as readers will; editing goes on here, on the saved announcement
        window.open(new URL(announcementPaths.preview(id), window.location.origin).toString(), '_blank', 'noopener');
        navigate(editPath(id), { replace: true });
      } else navigate(listPath);
    } catch (error) {
      notify(zhErrorText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      defaultValues={announcementDefaults(announcement)}
      resolver={withBounds(zodResolver<FieldValues, unknown, FieldValues>(announcementFormSchema, undefined, { raw: true }), announcementFormSchema)}
      onSubmit={(v: FieldValues) => void submit(v)}
    >
      <Card>
        <CardContent>
          <Stack spacing={1} sx={{ maxWidth: 960 }}>
            <TextInput source="title" label={f('title')} fullWidth />
            <TextInput source="name" label={f('name')} fullWidth />
            <TypeInput />
            <RichTextInput source="content" label={f('content')} fullWidth />
            <AttachmentsInput
              source="attachmentFileIds"
              current={(announcement?.announcementAttachments.nodes ?? []).flatMap((a) => (a ? [{ id: a.fileId, name: a.name ?? a.fileId }] : []))}
            />
            <TextInput source="publishTime" label={f('publishTime')} type="datetime-local" helperText={p('edit.publish_time_hint')} slotProps={{ inputLabel: { shrink: true } }} sx={{ maxWidth: 320 }} />
            <Typography variant="subtitle1" sx={{ pt: 1 }}>
              {translate(p('edit.audience'))}
            </Typography>
            <BooleanInput source="isPublic" label={f('isPublic')} helperText={p('edit.public_hint')} />
            <FormDataConsumer<{ isPublic?: boolean }>>{({ formData }) => (formData.isPublic ? null : <StrategyInput />)}</FormDataConsumer>
            {isDraft && <BooleanInput source="isSentNotification" label={f('isSentNotification')} />}
          </Stack>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy} onClick={() => (then.current = 'save')} data-testid="save">
          {translate(p('edit.save'))}
        </Button>
        <Button type="submit" variant="outlined" disabled={busy} onClick={() => (then.current = 'preview')} data-testid="save-preview">
          {translate(p('edit.save_preview'))}
        </Button>
        {isDraft && (
          <Button type="submit" variant="contained" color="success" disabled={busy} onClick={() => (then.current = 'publish')} data-testid="save-publish">
            {translate(p('edit.save_publish'))}
          </Button>
        )}
      </Stack>
    </Form>
  );
};

export const AnnouncementEditPage = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const { data, loading, error } = useQuery(ADMIN_ANNOUNCEMENT, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const back = (
    <Link component={RouterLink} to={listPath}>
      {translate(p('edit.back'))}
    </Link>
  );
  if (id && loading && !data) return <Loading />;
  if (error) return <Typography color="error">{zhErrorText(error)}</Typography>;
  const announcement = data?.announcement ?? null;
  const refusal = id && !announcement ? 'edit.not_found' : announcement?.status === 'DELISTED' ? 'edit.delisted' : null;
  return (
    <Box sx={{ mt: 1, mb: 4 }} data-testid="announcement-edit">
      <Title title={announcement ? translate(p('edit.title_edit'), { id: announcement.semanticId }) : translate(p('edit.title_new'))} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        {back}
        <Typography variant="h6">{announcement ? announcement.title : translate(p('edit.title_new'))}</Typography>
      </Stack>
      {refusal ? (
        <Typography>{translate(p(refusal))}</Typography>
      ) : (
        // the page is a route of its own: the inputs (the strategy's rule list among them) read the resource from here
        <ResourceContextProvider value="announcement">
          <Editor announcement={announcement} />
        </ResourceContextProvider>
      )}
    </Box>
  );
};
