import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';
import { approvalsFlags, approvalsKeys } from './keys.ts';

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
