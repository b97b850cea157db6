import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/** The landing page, open to everyone. */
export const feature: PortalFeature = {
  name: 'home',
  routes: [
    {
      path: '',
      section: 'root',
      access: 'public',
      titleKey: 'home.pageTitle',
      page: () => import('./HomePage.tsx').then((m) => ({ default: m.HomePage })),
    },
  ],
  messages,
};
