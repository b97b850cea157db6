// 角色与权限: which permission keys each role holds. Saved through setRolePermissionKeys; RLS reads the table,
// so the change applies on the next request.
import { useEffect, useState } from 'react';
import {
  BooleanField,
  CheckboxGroupInput,
  Datagrid,
  Edit,
  EditButton,
  FunctionField,
  Labeled,
  List,
  ReferenceField,
  SaveButton,
  SelectField,
  SimpleForm,
  TextField,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { Alert, Chip, Stack, Typography } from '@mui/material';
import SecurityIcon from '@mui/icons-material/Security';
import { builtinRoleKeys } from '@pp/domain';
import { useApolloClient } from '@apollo/client';
import { zhErrorText } from '../data-provider/errors.ts';
import { choicesOf, roleTypeLabels } from '../common/labels.ts';
import { datagridSx } from '../common/fields.tsx';
import { fetchPermissionKeys, permissionKeyZh, type PermissionKeyRow } from './permission-keys.ts';

const roleTypeChoices = choicesOf(roleTypeLabels);

type RoleRecord = {
  id: string;
  key?: string | null;
  name: string;
  nameZh?: string | null;
  companyId?: string | null;
  permissionKeys?: string[] | null;
};

const roleName = (r: RoleRecord) => r.nameZh ?? r.name;

const usePermissionKeys = () => {
  // The Apollo client itself (react-admin's useDataProvider proxies every property into a method).
  const client = useApolloClient();
  const [rows, setRows] = useState<PermissionKeyRow[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    fetchPermissionKeys(client).then(
      (r) => live && setRows(r),
      (e: unknown) => {
        console.error('permissionKeys failed', e);
        if (live) setError(zhErrorText(e));
      },
    );
    return () => {
      live = false;
    };
  }, [client]);
  return { rows, error };
};

const PermissionChips = ({ rows }: { rows?: PermissionKeyRow[] }) => {
  const record = useRecordContext<RoleRecord>();
  const keys = record?.permissionKeys ?? [];
  if (keys.length === 0) return <span>—</span>;
  const shown = keys.slice(0, 6);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 640 }}>
      {shown.map((k) => (
        <Chip key={k} size="small" label={permissionKeyZh(k, rows)} />
      ))}
      {keys.length > shown.length ? <Chip size="small" variant="outlined" label={`等共 ${keys.length} 项`} /> : null}
    </Stack>
  );
};

export const RoleList = () => {
  const { rows } = usePermissionKeys();
  return (
    <List sort={{ field: 'key', order: 'ASC' }} perPage={50} pagination={false} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false} sx={datagridSx}>
        <FunctionField source="nameZh" label="角色名称" render={roleName} sortable={false} sx={{ whiteSpace: 'nowrap' }} />
        <TextField source="key" emptyText="—" />
        <SelectField source="type" choices={roleTypeChoices} sortable={false} sx={{ whiteSpace: 'nowrap' }} />
        <BooleanField source="isBuiltin" sortable={false} />
        <ReferenceField source="companyId" label="所属公司" reference="company" link="show" emptyText="全局" sortable={false} />
        <FunctionField
          source="permissionKeys"
          sortable={false}
          render={() => <PermissionChips rows={rows} />}
        />
        <EditButton label="编辑权限" />
      </Datagrid>
    </List>
  );
};

const RoleTitle = () => {
  const record = useRecordContext<RoleRecord>();
  return <span>角色权限：{record ? roleName(record) : ''}</span>;
};

const RoleToolbar = () => (
  <Toolbar>
    <SaveButton label="保存权限" />
  </Toolbar>
);

const RolePermissionForm = ({ rows, error }: { rows?: PermissionKeyRow[]; error?: string }) => {
  const record = useRecordContext<RoleRecord>();
  if (error) return <Alert severity="error">{error}</Alert>;
  const isVendorAdmin = record?.key === builtinRoleKeys.vendorAdministrator;
  // Removing ManageAdminSite from the vendor administrator role would lock every vendor admin out.
  const choices = (rows ?? []).map((r) => ({
    id: r.key,
    name: `${r.nameZh}（${r.key}）`,
    disabled: isVendorAdmin && r.key === 'ManageAdminSite',
  }));
  return (
    <SimpleForm toolbar={<RoleToolbar />}>
      <Stack direction="row" spacing={4} sx={{ mb: 1 }}>
        <Labeled label="角色名称">
          <FunctionField source="nameZh" render={roleName} />
        </Labeled>
        <Labeled label="标识">
          <TextField source="key" emptyText="—" />
        </Labeled>
        <Labeled label="类型">
          <SelectField source="type" choices={roleTypeChoices} />
        </Labeled>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        勾选该角色拥有的权限。保存后立即生效（下一次请求即按新权限校验）。
      </Typography>
      <CheckboxGroupInput
        source="permissionKeys"
        label="权限"
        choices={choices}
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
          notify('pp.roles.saved', { type: 'success' });
          redirect('list', 'role');
        },
      }}
    >
      <RolePermissionForm rows={rows} error={error} />
    </Edit>
  );
};

export const roles = {
  name: 'role',
  list: RoleList,
  edit: RoleEdit,
  icon: SecurityIcon,
  recordRepresentation: (r: RoleRecord) => roleName(r),
};
