import type { PermissionKey } from '@pp/domain';

/** Reading the company information; holders of `companyInfoEditKeys` also edit it. */
export const companyInfoKeys: readonly PermissionKey[] = ['ViewCompanyInfo'];
export const companyInfoEditKeys: readonly PermissionKey[] = ['UpdateCompanyInfo'];
