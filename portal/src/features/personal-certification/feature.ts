import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';
import { companyCertificationKeys, pointApprovalKeys, workbenchDetailKeys } from './keys.ts';

/**
 * Personal certification: the types and one's own applications (/personal-certification, with the apply dialog and
 * an application's detail), and in the workbench the company's applications and certificates (Company › Personal
 * certification) and the approval of its points spent on them (Point › Point approval).
 */
export const feature: PortalFeature = {
  name: 'personal-certification',
  routes: [
    {
      path: 'personal-certification/detail/:id',
      section: 'root',
      access: 'login',
      titleKey: 'personal-certification.detail.title',
      page: () => import('./PersonalCertificationDetailPage.tsx').then((m) => ({ default: m.OwnDetailPage })),
    },
    {
      path: 'personal-certification/*',
      section: 'root',
      access: 'login',
      titleKey: 'personal-certification.title',
      page: () => import('./PersonalCertificationPage.tsx').then((m) => ({ default: m.PersonalCertificationPage })),
    },
    {
      path: 'personal-certification/detail/:id',
      section: 'workbench',
      access: 'company',
      keys: workbenchDetailKeys,
      titleKey: 'personal-certification.detail.title',
      page: () => import('./PersonalCertificationDetailPage.tsx').then((m) => ({ default: m.WorkbenchDetailPage })),
    },
    {
      path: 'personal-certification/*',
      section: 'workbench',
      access: 'company',
      keys: companyCertificationKeys,
      titleKey: 'personal-certification.company.title',
      page: () => import('./CompanyCertificationsPage.tsx').then((m) => ({ default: m.CompanyCertificationsPage })),
    },
    {
      path: 'point-approval/exam-detail/:id',
      section: 'workbench',
      access: 'company',
      keys: pointApprovalKeys,
      titleKey: 'exam.detail.title',
      page: () => import('./PointApprovalExamPage.tsx').then((m) => ({ default: m.PointApprovalExamPage })),
    },
    {
      path: 'point-approval/*',
      section: 'workbench',
      access: 'company',
      keys: pointApprovalKeys,
      titleKey: 'personal-certification.pointApproval.title',
      page: () => import('./PointApprovalPage.tsx').then((m) => ({ default: m.PointApprovalPage })),
    },
  ],
  menu: [
    {
      section: 'workbench',
      groupKey: 'workbench.company',
      labelKey: 'personal-certification.company.menu',
      to: '/workbench/personal-certification',
      icon: 'pi pi-id-card',
      keys: companyCertificationKeys,
      // after company information, before members
      order: 7,
    },
    {
      section: 'workbench',
      groupKey: 'workbench.point',
      labelKey: 'personal-certification.pointApproval.menu',
      to: '/workbench/point-approval',
      icon: 'pi pi-check-circle',
      keys: pointApprovalKeys,
      // after company points
      order: 4.6,
    },
  ],
  messages,
};
