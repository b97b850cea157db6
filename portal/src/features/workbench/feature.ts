import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/** The workbench overview (the workbench section's index). */
export const feature: PortalFeature = {
  name: 'workbench',
  routes: [
    {
      path: '',
      section: 'workbench',
      access: 'company',
      titleKey: 'workbench.title',
      page: () => import('./OverviewPage.tsx').then((m) => ({ default: m.OverviewPage })),
    },
  ],
  menu: [{ section: 'workbench', labelKey: 'workbench.overview', to: '/workbench', icon: 'pi pi-home', order: 0 }],
  messages,
};
