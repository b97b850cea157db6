import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';
import { companyPointsKeys } from './keys.ts';

/** Workbench › Point › Company points: the totals, what expires soon, the entries and the market and product lots. */
export const feature: PortalFeature = {
  name: 'company-points',
  routes: [
    {
      path: 'company-point/*',
      section: 'workbench',
      access: 'company',
      keys: companyPointsKeys,
      titleKey: 'company-points.title',
      page: () => import('./CompanyPointsPage.tsx').then((m) => ({ default: m.CompanyPointsPage })),
    },
  ],
  menu: [
    {
      section: 'workbench',
      groupKey: 'workbench.point',
      labelKey: 'company-points.menu',
      to: '/workbench/company-point',
      icon: 'pi pi-star',
      keys: companyPointsKeys,
      // after the project group, before the company group
      order: 4.5,
    },
  ],
  messages,
};
