import type { PortalFeature } from '../../core/feature.ts';
import { filingDraft } from './draft.ts';
import { messages } from './i18n.ts';
import { projectFilingFlags, projectFilingKeys } from './keys.ts';

/** Workbench › Project › Deal registration: the list (with the form) and the detail of one filing. */
export const feature: PortalFeature = {
  name: 'project-filing',
  routes: [
    {
      path: 'project-filing/detail/*',
      section: 'workbench',
      access: 'company',
      keys: projectFilingKeys,
      dynamic: projectFilingFlags,
      titleKey: 'project-filing.detail.title',
      page: () => import('./ProjectFilingDetailPage.tsx').then((m) => ({ default: m.ProjectFilingDetailPage })),
    },
    {
      path: 'project-filing/*',
      section: 'workbench',
      access: 'company',
      keys: projectFilingKeys,
      dynamic: projectFilingFlags,
      titleKey: 'project-filing.title',
      page: () => import('./ProjectFilingListPage.tsx').then((m) => ({ default: m.ProjectFilingListPage })),
    },
  ],
  menu: [
    {
      section: 'workbench',
      groupKey: 'workbench.project',
      labelKey: 'project-filing.menu',
      to: '/workbench/project-filing',
      icon: 'pi pi-briefcase',
      keys: projectFilingKeys,
      dynamic: projectFilingFlags,
      order: 2,
    },
  ],
  drafts: [filingDraft],
  messages,
};
