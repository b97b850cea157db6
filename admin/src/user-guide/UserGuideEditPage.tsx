// A page of the user guide (/admin/user-guide/new, /admin/user-guide/edit/<id>): its title, its order among the pages,
// and its rich-text content (the editor's HTML sanitised with the one allowlist before it is sent). Saving returns to
// the list.
import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { RichTextInput } from 'ra-input-rich-text';
import { Form, Loading, NumberInput, ResourceContextProvider, TextInput, Title, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { withBounds } from '../common/formErrors.ts';
import { zhErrorText } from '../data-provider/errors.ts';
import { userGuideDefaults, userGuideFormSchema } from './forms.ts';
import { listPath } from './paths.ts';
import { ADMIN_SAVE_USER_GUIDE_PAGE, ADMIN_USER_GUIDE_PAGE, type AdminUserGuidePage } from './userGuide.graphql.ts';

const p = (key: string) => `resources.user-guide.${key}`;
const f = (name: string) => p(`fields.${name}`);

const Editor = ({ page }: { page: AdminUserGuidePage | null }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [save] = useMutation(ADMIN_SAVE_USER_GUIDE_PAGE);
  const [busy, setBusy] = useState(false);
  const submit = async (values: FieldValues) => {
    const parsed = userGuideFormSchema.safeParse(values);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await save({ variables: { input: parsed.data as never } });
      notify(p('edit.saved'), { type: 'success' });
      await client.resetStore().catch(() => undefined);
      navigate(listPath);
    } catch (error) {
      notify(zhErrorText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      defaultValues={userGuideDefaults(page)}
      resolver={withBounds(zodResolver<FieldValues, unknown, FieldValues>(userGuideFormSchema, undefined, { raw: true }), userGuideFormSchema)}
      onSubmit={(v: FieldValues) => void submit(v)}
    >
      <Card>
        <CardContent>
          <Stack spacing={1} sx={{ maxWidth: 960 }}>
            <TextInput source="title" label={f('title')} fullWidth />
            <NumberInput source="sortOrder" label={f('sortOrder')} helperText={p('edit.sort_hint')} sx={{ maxWidth: 240 }} />
            <RichTextInput source="content" label={f('content')} fullWidth />
          </Stack>
        </CardContent>
      </Card>
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }} data-testid="save">
        {translate(p('edit.save'))}
      </Button>
    </Form>
  );
};

export const UserGuideEditPage = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const { data, loading, error } = useQuery(ADMIN_USER_GUIDE_PAGE, { variables: { id: Number(id) }, skip: !id, fetchPolicy: 'network-only' });
  if (id && loading && !data) return <Loading />;
  if (error) return <Typography color="error">{zhErrorText(error)}</Typography>;
  const page = data?.userGuidePage ?? null;
  return (
    <Box sx={{ mt: 1, mb: 4 }} data-testid="user-guide-edit">
      <Title title={translate(p(page ? 'edit.title_edit' : 'edit.title_new'))} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Link component={RouterLink} to={listPath}>
          {translate(p('edit.back'))}
        </Link>
        <Typography variant="h6">{page ? page.title : translate(p('edit.title_new'))}</Typography>
      </Stack>
      {id && !page ? (
        <Typography>{translate(p('edit.not_found'))}</Typography>
      ) : (
        <ResourceContextProvider value="user-guide">
          <Editor page={page} />
        </ResourceContextProvider>
      )}
    </Box>
  );
};
