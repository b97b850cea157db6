import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/** Joining a company by search and application; /no-company is where people without a company land. */
export const feature: PortalFeature = {
  name: 'join-company',
  routes: [
    {
      path: 'no-company/*',
      section: 'root',
      access: 'login',
      titleKey: 'join-company.pageTitle',
      page: () => import('./NoCompanyPage.tsx').then((m) => ({ default: m.NoCompanyPage })),
    },
  ],
  messages,
};
