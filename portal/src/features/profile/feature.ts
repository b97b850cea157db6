import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/** Profile › My company: the companies one belongs to and one's application records. */
export const feature: PortalFeature = {
  name: 'profile',
  routes: [
    {
      path: 'own-company/*',
      section: 'profile',
      access: 'login',
      titleKey: 'profile.myCompany',
      page: () => import('./OwnCompanyPage.tsx').then((m) => ({ default: m.OwnCompanyPage })),
    },
  ],
  menu: [{ section: 'profile', labelKey: 'profile.myCompany', to: '/profile/own-company', icon: 'pi pi-briefcase', order: 10 }],
  messages,
};
