import type { ResourceMessages } from '../common/resource.ts';

/** zh-CN texts of the role screens. */
export const roleZh = {
  name: '角色与权限 |||| 角色与权限',
  fields: {
    id: 'ID',
    nameZh: '角色名称',
    key: '标识',
    type: '类型',
    isBuiltin: '内置',
    companyId: '所属公司',
    permissionKeys: '权限',
  },
  title: '角色权限：%{name}',
  global: '全局',
  edit_permissions: '编辑权限',
  save_permissions: '保存权限',
  saved: '权限已保存，立即生效。',
  more_keys: '等共 %{count} 项',
  hint: '勾选该角色拥有的权限。保存后立即生效（下一次请求即按新权限校验）。',
  key_choice: '%{name}（%{key}）',
} as const satisfies ResourceMessages;

/** The role types' names (`pp.enums.role_type`), declared by the resource as `enumsZh`. */
export const roleEnumsZh = {
  role_type: { ORGANIZATIONAL: '组织角色', PERSONAL: '个人角色' },
} as const;
