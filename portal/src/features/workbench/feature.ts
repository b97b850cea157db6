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
  // the workbench navigation's groups; the company, project and point features put their entries in them
  menuGroups: [
    { groupKey: 'workbench.company', icon: 'pi pi-building' },
    { groupKey: 'workbench.project', icon: 'pi pi-briefcase' },
    { groupKey: 'workbench.point', icon: 'pi pi-star' },
  ],
  messages,
};
