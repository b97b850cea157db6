// Roles (/admin/role): which permission keys each role holds; edited as a whole list of keys.
import SecurityIcon from '@mui/icons-material/Security';
import type { AdminResource } from '../common/resource.ts';
import { RoleEdit } from './RoleEdit.tsx';
import { RoleList } from './RoleList.tsx';
import { roleEnumsZh, roleZh } from './i18n.ts';
import { roleName, type RoleRecord } from './role.ts';
import { updateRolePermissionKeys } from './setPermissionKeys.ts';

export const roles: AdminResource = {
  name: 'role',
  list: RoleList,
  edit: RoleEdit,
  icon: SecurityIcon,
  recordRepresentation: (r: RoleRecord) => roleName(r),
  menu: 'system',
  dataProvider: {
    listField: 'roles',
    search: ['key'],
    overrides: { update: updateRolePermissionKeys },
  },
  zh: roleZh,
  enumsZh: roleEnumsZh,
};
