// A role's permission keys, saved through setRolePermissionKeys. RLS reads the table, so a change applies on the
// caller's next request.
import {
  CheckboxGroupInput,
  Edit,
  FunctionField,
  Labeled,
  SaveButton,
  SelectField,
  SimpleForm,
  TextField,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { Alert, Stack, Typography } from '@mui/material';
import { builtinRoleKeys } from '@pp/domain';
import { roleTypeChoices } from './choices.ts';
import type { PermissionKeyRow } from '../common/permissionKeys.ts';
import { roleName, type RoleRecord } from './role.ts';
import { usePermissionKeys } from './usePermissionKeys.ts';

/** The key that opens the back office. */
const ADMIN_SITE_KEY = 'ManageAdminSite';

const RoleTitle = () => {
  const record = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  return <span>{translate('resources.role.title', { name: record ? roleName(record) : '' })}</span>;
};

const RoleToolbar = () => (
  <Toolbar>
    <SaveButton label="resources.role.save_permissions" />
  </Toolbar>
);

const RolePermissionForm = ({ rows, error }: { rows?: PermissionKeyRow[]; error?: string }) => {
  const record = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  if (error) return <Alert severity="error">{error}</Alert>;
  const isVendorAdmin = record?.key === builtinRoleKeys.vendorAdministrator;
  // The vendor administrator role keeps the back-office key: removing it would lock every vendor admin out.
  const choices = (rows ?? []).map((r) => ({
    id: r.key,
    name: translate('resources.role.key_choice', { name: r.nameZh, key: r.key }),
    disabled: isVendorAdmin && r.key === ADMIN_SITE_KEY,
  }));
  return (
    <SimpleForm toolbar={<RoleToolbar />}>
      <Stack direction="row" spacing={4} sx={{ mb: 1 }}>
        <Labeled source="nameZh">
          <FunctionField source="nameZh" render={roleName} />
        </Labeled>
        <Labeled source="key">
          <TextField source="key" emptyText="—" />
        </Labeled>
        <Labeled source="type">
          <SelectField source="type" choices={roleTypeChoices} />
        </Labeled>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.role.hint')}
      </Typography>
      <CheckboxGroupInput
        source="permissionKeys"
        choices={choices}
        translateChoice={false}
        disableValue="disabled"
        sx={{
          width: '100%',
          '& .MuiFormGroup-root': {
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          },
        }}
      />
    </SimpleForm>
  );
};

export const RoleEdit = () => {
  const { rows, error } = usePermissionKeys();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<RoleTitle />}
      mutationMode="pessimistic"
      actions={false}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.role.saved', { type: 'success' });
          redirect('list', 'role');
        },
      }}
    >
      <RolePermissionForm rows={rows} error={error} />
    </Edit>
  );
};
