import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/** Joining a company by invitation link (reached from the link only, so no menu entry). */
export const feature: PortalFeature = {
  name: 'invitations',
  routes: [
    {
      path: 'joining-company/*',
      section: 'root',
      access: 'login',
      titleKey: 'invitations.title',
      page: () => import('./JoiningCompanyPage.tsx').then((m) => ({ default: m.JoiningCompanyPage })),
    },
  ],
  messages,
};
