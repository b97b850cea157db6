import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';
import { companyInfoKeys } from './keys.ts';

/** Workbench › Company › Company info: the company's record, partner managers, members and points. */
export const feature: PortalFeature = {
  name: 'company-info',
  routes: [
    {
      path: 'company-info/*',
      section: 'workbench',
      access: 'company',
      keys: companyInfoKeys,
      titleKey: 'company-info.title',
      page: () => import('./CompanyInfoPage.tsx').then((m) => ({ default: m.CompanyInfoPage })),
    },
  ],
  menu: [
    {
      section: 'workbench',
      groupKey: 'workbench.company',
      labelKey: 'company-info.menu',
      to: '/workbench/company-info',
      icon: 'pi pi-building',
      keys: companyInfoKeys,
      order: 5,
    },
  ],
  messages,
};
