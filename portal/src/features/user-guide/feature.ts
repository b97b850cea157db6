import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/** The user guide: pages the vendor writes, read by anyone signed in on the mainland site (the help menu opens it). */
export const feature: PortalFeature = {
  name: 'user-guide',
  routes: [
    {
      path: 'user-guide/*',
      section: 'root',
      access: 'login',
      sites: ['MAINLAND'],
      titleKey: 'user-guide.title',
      page: () => import('./UserGuidePage.tsx').then((m) => ({ default: m.UserGuidePage })),
    },
  ],
  messages,
};
