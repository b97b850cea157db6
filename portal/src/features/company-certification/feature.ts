import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';
import { companyCertificationKeys } from './keys.ts';

/**
 * Workbench › Company › Company certification: the company's level, the programme's tiers and benefits, applying and
 * renewing, the certificate, the application history; and the detail of one application.
 */
export const feature: PortalFeature = {
  name: 'company-certification',
  routes: [
    {
      path: 'company-certification-detail/:id/*',
      section: 'workbench',
      access: 'company',
      keys: companyCertificationKeys,
      titleKey: 'company-certification.detail.title',
      page: () => import('./CompanyCertificationDetailPage.tsx').then((m) => ({ default: m.CompanyCertificationDetailPage })),
    },
    {
      path: 'company-certification/*',
      section: 'workbench',
      access: 'company',
      keys: companyCertificationKeys,
      titleKey: 'company-certification.title',
      page: () => import('./CompanyCertificationPage.tsx').then((m) => ({ default: m.CompanyCertificationPage })),
    },
  ],
  menu: [
    {
      section: 'workbench',
      groupKey: 'workbench.company',
      labelKey: 'company-certification.menu',
      to: '/workbench/company-certification',
      icon: 'pi pi-verified',
      keys: companyCertificationKeys,
      // after company information, before the members
      order: 7,
    },
  ],
  messages,
};
