import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/** Applying to become a partner company: /apply-partner, for signed-in people without a company. */
export const feature: PortalFeature = {
  name: 'partner-applications',
  routes: [
    {
      path: 'apply-partner/*',
      section: 'root',
      access: 'login',
      titleKey: 'partner-applications.pageTitle',
      page: () => import('./ApplyPartnerPage.tsx').then((m) => ({ default: m.ApplyPartnerPage })),
    },
  ],
  messages,
};
