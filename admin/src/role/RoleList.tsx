// Roles and the permission keys each holds.
import {
  BooleanField,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  ReferenceField,
  SelectField,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Chip, Stack } from '@mui/material';
import { roleTypeChoices } from './choices.ts';
import { datagridSx } from '../common/fields.tsx';
import { permissionKeyZh, type PermissionKeyRow } from '../common/permissionKeys.ts';
import { roleName, type RoleRecord } from './role.ts';
import { usePermissionKeys } from './usePermissionKeys.ts';

/** How many keys a row shows before summing up the rest. */
const SHOWN_KEYS = 6;

const PermissionChips = ({ rows }: { rows?: PermissionKeyRow[] }) => {
  const record = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  const keys = record?.permissionKeys ?? [];
  if (keys.length === 0) return <span>—</span>;
  const shown = keys.slice(0, SHOWN_KEYS);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 640 }}>
      {shown.map((k) => (
        <Chip key={k} size="small" label={permissionKeyZh(k, rows)} />
      ))}
      {keys.length > shown.length ? (
        <Chip size="small" variant="outlined" label={translate('resources.role.more_keys', { count: keys.length })} />
      ) : null}
    </Stack>
  );
};

export const RoleList = () => {
  const { rows } = usePermissionKeys();
  return (
    <List sort={{ field: 'key', order: 'ASC' }} perPage={50} pagination={false} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false} sx={datagridSx}>
        <FunctionField source="nameZh" render={roleName} sortable={false} sx={{ whiteSpace: 'nowrap' }} />
        <TextField source="key" emptyText="—" />
        <SelectField source="type" choices={roleTypeChoices} sortable={false} sx={{ whiteSpace: 'nowrap' }} />
        <BooleanField source="isBuiltin" sortable={false} />
        <ReferenceField
          source="companyId"
          reference="company"
          link="show"
          emptyText="resources.role.global"
          sortable={false}
        />
        <FunctionField source="permissionKeys" sortable={false} render={() => <PermissionChips rows={rows} />} />
        <EditButton label="resources.role.edit_permissions" />
      </Datagrid>
    </List>
  );
};
