import type { PermissionKey } from '@pp/domain';
import type { CompanyDynamicFlag } from '../project-filing/index.ts';

/** My approvals lists the company's approval steps (ViewApprovalProcess); deciding them needs ManageApprovalProcess. */
export const approvalsKeys: readonly PermissionKey[] = ['ViewApprovalProcess'];
export const approvalsDecideKeys: readonly PermissionKey[] = ['ManageApprovalProcess'];
/** Like the filings themselves, only while the company's level lets it see deal registrations. */
export const approvalsFlags: readonly CompanyDynamicFlag[] = ['viewProjectReport'];
