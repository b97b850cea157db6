import { permissionsErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';
export { permissionsErrors } from './errors.ts';

/** Every permission key, with the names shown to people. The database holds the same list (a test compares them). */
export const permissionKeyNames = {
  ViewCompanyInfo: { en: 'View company info', zh: '查看公司信息' },
  UpdateCompanyInfo: { en: 'Edit company info', zh: '编辑公司信息' },
  UploadInternalFile: { en: 'Upload internal files', zh: '上传内部文件' },
  DeleteInternalFile: { en: 'Delete internal files', zh: '删除内部文件' },
  ShareInternalFile: { en: 'Share internal files', zh: '分享内部文件' },
  ViewInternalFile: { en: 'View internal files', zh: '查看内部文件' },
  CopyPublicFileLink: { en: 'Copy public file links', zh: '复制公开文件链接' },
  DownloadInternalFile: { en: 'Download internal files', zh: '下载内部文件' },
  ViewImageAndPlugin: { en: 'View images and plug-ins', zh: '查看镜像和插件' },
  DownloadImageAndPlugin: { en: 'Download images and plug-ins', zh: '下载镜像和插件' },
  ViewAnnualOverview: { en: 'View annual overview', zh: '查看年度概览' },
  ViewPerformanceRecord: { en: 'View performance records', zh: '查看业绩记录' },
  ViewCreditRecord: { en: 'View point records', zh: '查看积分记录' },
  ApproveCredit: { en: 'Point approval', zh: '积分审批' },
  ManageCompanyRole: { en: 'Manage company roles', zh: '管理公司角色' },
  ViewCompanyRole: { en: 'View company roles', zh: '查看公司角色' },
  ManageCompanyUser: { en: 'Manage company members', zh: '管理公司成员' },
  ViewCompanyAllUser: { en: 'View all company members', zh: '查看公司所有成员' },
  ViewJoinCompanyApplication: { en: 'View join applications', zh: '查看加入公司申请' },
  ManageJoinCompanyApplication: { en: 'Manage join applications', zh: '管理加入公司申请' },
  ViewApprovalProcess: { en: 'View approvals', zh: '查看审批' },
  ManageApprovalProcess: { en: 'Manage approvals', zh: '管理审批' },
  ViewProjectReport: { en: 'View project filing', zh: '查看项目报备' },
  ManageProjectReport: { en: 'Manage project filing', zh: '管理项目报备' },
  CancelProjectReport: { en: 'Cancel project filing', zh: '取消项目报备' },
  CreateCompanyPersonalCertification: { en: 'Apply for personal certification', zh: '申请个人认证' },
  ViewCompanyPersonalCertification: { en: 'View personal certifications within the company', zh: '查看公司内个人认证' },
  ViewCompanyCertificationRecord: { en: 'View company certification records', zh: '查看公司认证记录' },
  CreateCompanyCertification: { en: 'Apply for company certification', zh: '申请公司认证' },
  ManageAdminSite: { en: 'Manage back office', zh: '管理后台' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type PermissionKey = keyof typeof permissionKeyNames;
export const permissionKeys = Object.keys(permissionKeyNames) as PermissionKey[];

/**
 * A check passes if any of the needed keys is held, or all of them when `all` is set (spec 1 §6).
 * This only mirrors keys the server already computed for the UI; access itself is decided by RLS.
 */
export const hasPermissionKeys = (
  held: readonly string[] | null | undefined,
  needed: readonly PermissionKey[],
  mode: 'any' | 'all' = 'any',
): boolean => {
  if (needed.length === 0) return true;
  const set = new Set(held ?? []);
  return mode === 'all' ? needed.every((k) => set.has(k)) : needed.some((k) => set.has(k));
};

/** Keys of the built-in roles. Which permission keys a role holds is data, edited in the back office. */
export const builtinRoleKeys = {
  partnerAdministrator: 'PARTNER_ADMINISTRATOR',
  regularMember: 'REGULAR_MEMBER',
  vendorAdministrator: 'VENDOR_ADMINISTRATOR',
} as const;

/** Fixed ids of the built-in roles (rows of the foundation migration; a test compares them). */
export const builtinRoleIds = {
  partnerAdministrator: '00000000-0000-4000-8000-00000000a001',
  regularMember: '00000000-0000-4000-8000-00000000a002',
  vendorAdministrator: '00000000-0000-4000-8000-00000000a003',
} as const;

export const roleTypes = ['ORGANIZATIONAL', 'PERSONAL'] as const;
export type RoleType = (typeof roleTypes)[number];

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const permissionsFeature = defineDomainFeature({
  name: 'permissions',
  errors: permissionsErrors,
  sqlEnums: { 'app_public.role_type': roleTypes },
});
