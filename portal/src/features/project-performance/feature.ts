import type { PermissionKey } from '@pp/domain';
import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/** The company's project amounts need ViewPerformanceRecord there (the records' row-level security asks the same). */
export const projectPerformanceKeys: readonly PermissionKey[] = ['ViewPerformanceRecord'];

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
