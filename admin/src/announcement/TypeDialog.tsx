// A new announcement type from the edit page: its name (1–20 characters) and its tag's colour; the new type is
// chosen for the announcement once created.
import { useMutation } from '@apollo/client';
import { createAnnouncementTypeSchema } from '@pp/domain';
import { TextInput, useTranslate } from 'react-admin';
import { FormDialog } from '../common/FormDialog.tsx';
import { ADMIN_ANNOUNCEMENT_TYPES, ADMIN_CREATE_ANNOUNCEMENT_TYPE } from './announcement.graphql.ts';

const p = (key: string) => `resources.announcement.${key}`;

export const TypeDialog = ({ onClose, onCreated }: { onClose: () => void; onCreated: (typeId: number) => void }) => {
  const translate = useTranslate();
  const [create, { loading }] = useMutation(ADMIN_CREATE_ANNOUNCEMENT_TYPE, { refetchQueries: [ADMIN_ANNOUNCEMENT_TYPES] });
  let created: number | undefined;
  return (
    <FormDialog
      schema={createAnnouncementTypeSchema}
      defaultValues={{ name: '', color: '#1677ff' }}
      run={async (v) => {
        const { data } = await create({ variables: { input: v } });
        created = data?.createAnnouncementType?.result?.id;
      }}
      onClose={onClose}
      onDone={() => (created === undefined ? onClose() : onCreated(created))}
      title={translate(p('type_dialog.title'))}
      confirm={p('type_dialog.confirm')}
      cancel={p('cancel')}
      done={p('type_dialog.done')}
      loading={loading}
      testId="type-dialog"
    >
      <TextInput source="name" label={p('type_dialog.name')} fullWidth autoFocus />
      <TextInput source="color" label={p('type_dialog.color')} type="color" sx={{ width: 120 }} />
    </FormDialog>
  );
};
