import type { PermissionKey } from '@pp/domain';

/** Point approval: the company's point usage approvals are read and decided by holders of ApproveCredit. */
export const pointApprovalKeys: readonly PermissionKey[] = ['ApproveCredit'];

/** The workbench's personal certification list: the company's applications and certificates. */
export const companyCertificationKeys: readonly PermissionKey[] = ['ViewCompanyPersonalCertification', 'CreateCompanyPersonalCertification'];

/** An application's detail inside the workbench is opened from either list. */
export const workbenchDetailKeys: readonly PermissionKey[] = [...companyCertificationKeys, ...pointApprovalKeys];
