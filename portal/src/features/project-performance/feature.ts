import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';
import { projectPerformanceKeys } from './keys.ts';

/** Workbench › Project › Project amount: the company's performance records and their totals. */
export const feature: PortalFeature = {
  name: 'project-performance',
  routes: [
    {
      path: 'project-performance',
      section: 'workbench',
      access: 'company',
      keys: projectPerformanceKeys,
      titleKey: 'project-performance.title',
      page: () => import('./ProjectPerformancePage.tsx').then((m) => ({ default: m.ProjectPerformancePage })),
    },
  ],
  menu: [
    {
      section: 'workbench',
      groupKey: 'workbench.project',
      labelKey: 'project-performance.menu',
      to: '/workbench/project-performance',
      icon: 'pi pi-chart-line',
      keys: projectPerformanceKeys,
      order: 4,
    },
  ],
  messages,
};
