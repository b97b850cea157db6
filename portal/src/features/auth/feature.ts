import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/** Sign-in landing and the way to the back office. */
export const feature: PortalFeature = {
  name: 'auth',
  routes: [
    {
      path: 'verify-auth',
      section: 'bare',
      access: 'public',
      titleKey: 'auth.title.verify',
      page: () => import('./VerifyAuthPage.tsx').then((m) => ({ default: m.VerifyAuthPage })),
    },
    {
      path: 'admin/*',
      section: 'root',
      access: 'admin',
      keys: ['ManageAdminSite'],
      titleKey: 'auth.title.admin',
      page: () => import('./AdminRedirect.tsx').then((m) => ({ default: m.AdminRedirect })),
    },
  ],
  messages,
};
