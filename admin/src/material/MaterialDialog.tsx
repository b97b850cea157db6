// The material's publish-or-edit dialog (a new one, or a draft or published one from its row): the name and the brief
// (each with its live count, n/50 and n/100, as the product counts), the types (multi, the enabled ones) and the
// products (multi, the enabled ones; a disabled one stays shown while the material has it), the file type, then a
// link for a URL material or the one file for any other (its extension the file type's); whether it may be
// downloaded (forced on and disabled for DOCX, XLSX, PPTX and ZIP, not shown for a link), the publish time (UTC+8;
// empty: the moment it is published), public or a push strategy (the announcement's input), and, for a draft,
// whether publishing notifies the people it reaches. Save keeps it (a draft stays a draft); save and publish (drafts)
// saves, then publishes it. The form's errors are the domain schema's on their fields; a command's refusal is its
// code's Chinese text, and the dialog stays open (a saved draft is then updated, not saved twice).
import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, Stack, Typography } from '@mui/material';
import { materialFileTypes, materialLimits } from '@pp/domain';
import {
  BooleanInput,
  Form,
  FormDataConsumer,
  Loading,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { StrategyInput } from '../announcement/index.ts';
import { choicesOf } from '../common/choices.ts';
import { withBounds } from '../common/formErrors.ts';
import { zhErrorText } from '../data-provider/errors.ts';
import { countText, downloadLocked, fileTypeOf, materialDefaults, materialFormSchema } from './forms.ts';
import {
  ADMIN_PUBLISH_RESOURCE_MATERIAL,
  ADMIN_RESOURCE_MATERIAL,
  ADMIN_RESOURCE_MATERIAL_CHOICES,
  ADMIN_SAVE_RESOURCE_MATERIAL,
  type AdminResourceMaterial,
} from './material.graphql.ts';
import { MaterialFileInput } from './MaterialFileInput.tsx';

const p = (key: string) => `resources.material.${key}`;
const f = (name: string) => p(`fields.${name}`);
const fileTypeChoices = choicesOf('material_file_type', materialFileTypes);

/** A name or a brief with its live count (`n/max`, the product's counting) at its end. */
const CountedInput = ({ source, max, multiline }: { source: 'name' | 'brief'; max: number; multiline?: boolean }) => {
  const value: unknown = useWatch({ name: source });
  return (
    <TextInput
      source={source}
      label={f(source)}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <span data-testid={`${source}-count`}>{countText(value, max)}</span>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

type Choice = { id: number; name: string; nameZh: string; enabled: boolean };

/** Choices of enabled items, and of the disabled ones the material already has (shown by their Chinese names). */
const choicesFrom = (items: readonly (Choice | null)[] | undefined, kept: readonly number[]) =>
  (items ?? []).flatMap((i) => (i && (i.enabled || kept.includes(i.id)) ? [{ id: i.id, name: i.nameZh || i.name }] : []));

/**
 * A change of file type drops the file chosen for the former one (its extension no longer fits), and a type that must
 * be downloadable turns the download switch on.
 */
const FileTypeEffects = () => {
  const { setValue } = useFormContext();
  const fileType: unknown = useWatch({ name: 'fileType' });
  const previous = useRef(fileType);
  useEffect(() => {
    if (previous.current === fileType) return;
    previous.current = fileType;
    setValue('fileId', null, { shouldDirty: true });
    if (downloadLocked(fileType)) setValue('canDownload', true, { shouldDirty: true });
  }, [fileType, setValue]);
  return null;
};

/** The file or the link, and the download switch, as the file type asks. */
const FileOrLink = ({ material }: { material: AdminResourceMaterial | null }) => {
  const fileType = fileTypeOf(useWatch({ name: 'fileType' }));
  if (fileType === null) return null;
  if (fileType === 'URL') return <TextInput source="link" label={f('link')} helperText={p('edit.link_hint')} fullWidth />;
  const locked = downloadLocked(fileType);
  return (
    <>
      <MaterialFileInput
        key={fileType}
        fileType={fileType}
        current={material?.fileId ? { id: material.fileId, name: material.fileName ?? material.fileId } : null}
      />
      <BooleanInput source="canDownload" label={f('canDownload')} disabled={locked} helperText={locked ? p('edit.download_forced') : false} />
    </>
  );
};

const MaterialForm = ({ material, onClose, onDone }: { material: AdminResourceMaterial | null; onClose: () => void; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useApolloClient();
  const { data: choices } = useQuery(ADMIN_RESOURCE_MATERIAL_CHOICES);
  const [save] = useMutation(ADMIN_SAVE_RESOURCE_MATERIAL);
  const [publish] = useMutation(ADMIN_PUBLISH_RESOURCE_MATERIAL);
  const [busy, setBusy] = useState(false);
  // which button submitted (read by the submit, in the same event: a ref, not state)
  const then = useRef<'save' | 'publish'>('save');
  // a new material once saved: a second try (after a refused publish) updates it instead of saving another draft
  const savedId = useRef<string | null>(material?.id ?? null);
  const isDraft = !material || material.status === 'DRAFT';
  const defaults = materialDefaults(material);

  const submit = async (values: FieldValues) => {
    const parsed = materialFormSchema.safeParse(values);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const { data } = await save({ variables: { input: { ...parsed.data, id: parsed.data.id ?? savedId.current } as never } });
      const id = data?.saveResourceMaterial?.result?.id ?? null;
      savedId.current = id ?? savedId.current;
      if (then.current === 'publish' && id && isDraft) {
        try {
          await publish({ variables: { input: { id } } });
        } catch (error) {
          // saved, not published: the list shows the draft, the dialog stays for another try
          notify(zhErrorText(error), { type: 'error' });
          refresh();
          return;
        }
        notify(p('edit.published'), { type: 'success' });
      } else notify(p('edit.saved'), { type: 'success' });
      await client.resetStore().catch(() => undefined);
      onDone();
    } catch (error) {
      notify(zhErrorText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      defaultValues={defaults}
      resolver={withBounds(zodResolver<FieldValues, unknown, FieldValues>(materialFormSchema, undefined, { raw: true }), materialFormSchema)}
      onSubmit={(v: FieldValues) => void submit(v)}
    >
      <DialogContent dividers>
        <Stack spacing={1}>
          <CountedInput source="name" max={materialLimits.materialNameMax} />
          <CountedInput source="brief" max={materialLimits.materialBriefMax} multiline />
          <SelectArrayInput
            source="typeIds"
            label={f('typeIds')}
            choices={choicesFrom(choices?.resourceMaterialTypes?.nodes, defaults.typeIds)}
            translateChoice={false}
            fullWidth
          />
          <SelectArrayInput
            source="productIds"
            label={f('productIds')}
            choices={choicesFrom(choices?.products?.nodes, defaults.productIds)}
            translateChoice={false}
            fullWidth
          />
          <SelectInput source="fileType" label={f('fileType')} choices={fileTypeChoices} sx={{ maxWidth: 240 }} />
          <FileTypeEffects />
          <FileOrLink material={material} />
          <TextInput
            source="publishTime"
            label={f('publishTime')}
            type="datetime-local"
            helperText={p('edit.publish_time_hint')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 320 }}
          />
          <Typography variant="subtitle1" sx={{ pt: 1 }}>
            {translate(p('edit.audience'))}
          </Typography>
          <BooleanInput source="isPublic" label={f('isPublic')} helperText={p('edit.public_hint')} />
          <FormDataConsumer<{ isPublic?: boolean }>>{({ formData }) => (formData.isPublic ? null : <StrategyInput />)}</FormDataConsumer>
          {isDraft && <BooleanInput source="isSentNotification" label={f('isSentNotification')} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(p('cancel'))}</Button>
        <Button type="submit" variant="contained" disabled={busy} onClick={() => (then.current = 'save')} data-testid="save">
          {translate(p('edit.save'))}
        </Button>
        {isDraft && (
          <Button type="submit" variant="contained" color="success" disabled={busy} onClick={() => (then.current = 'publish')} data-testid="save-publish">
            {translate(p('edit.save_publish'))}
          </Button>
        )}
      </DialogActions>
    </Form>
  );
};

/** The dialog: a new material (no id) or the one of a row, read afresh. */
export const MaterialDialog = ({ id, onClose, onDone }: { id: string | null; onClose: () => void; onDone: () => void }) => {
  const translate = useTranslate();
  const { data, loading, error } = useQuery(ADMIN_RESOURCE_MATERIAL, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const material = data?.resourceMaterial ?? null;
  const refusal = id && !loading && !error && !material ? 'edit.not_found' : material?.status === 'DELISTED' ? 'edit.delisted' : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="material-dialog">
      <DialogTitle>
        {material ? translate(p('edit.title_edit'), { id: material.semanticId }) : translate(p(id ? 'edit.title_edit_plain' : 'edit.title_new'))}
      </DialogTitle>
      {id && loading && !data ? (
        <DialogContent>
          <Loading />
        </DialogContent>
      ) : error || refusal ? (
        <>
          <DialogContent>
            <Typography color={error ? 'error' : undefined}>{error ? zhErrorText(error) : translate(p(refusal ?? 'edit.not_found'))}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate(p('cancel'))}</Button>
          </DialogActions>
        </>
      ) : (
        <MaterialForm material={material} onClose={onClose} onDone={onDone} />
      )}
    </Dialog>
  );
};
