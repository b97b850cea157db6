import type { PermissionKey } from '@pp/domain';
import type { PortalFeature } from '../../core/feature.ts';
import type { CompanyDynamicFlag } from '../project-filing/index.ts';
import { messages } from './i18n.ts';

/** My approvals lists the company's approval steps (ViewApprovalProcess); deciding them needs ManageApprovalProcess. */
export const approvalsKeys: readonly PermissionKey[] = ['ViewApprovalProcess'];
export const approvalsDecideKeys: readonly PermissionKey[] = ['ManageApprovalProcess'];
/** Like the filings themselves, only while the company's level lets it see deal registrations. */
export const approvalsFlags: readonly CompanyDynamicFlag[] = ['viewProjectReport'];

/** Workbench › Project › My approvals: the deal registrations and renewals waiting for the partner administrator. */
export const feature: PortalFeature = {
  name: 'approvals',
  routes: [
    {
      path: 'project-approval-record/*',
      section: 'workbench',
      access: 'company',
      keys: approvalsKeys,
      dynamic: approvalsFlags,
      titleKey: 'approvals.title',
      page: () => import('./MyApprovalsPage.tsx').then((m) => ({ default: m.MyApprovalsPage })),
    },
  ],
  menu: [
    {
      section: 'workbench',
      groupKey: 'workbench.project',
      labelKey: 'approvals.menu',
      to: '/workbench/project-approval-record',
      icon: 'pi pi-check-square',
      keys: approvalsKeys,
      dynamic: approvalsFlags,
      order: 3,
    },
  ],
  messages,
};
