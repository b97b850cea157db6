import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/**
 * Announcements the vendor publishes: the readers' list (featured, then all) and one announcement with its
 * attachments, for anyone signed in whom it reaches; the vendor admin's preview of one in any status; and the
 * notification that a new one reached the reader.
 */
export const feature: PortalFeature = {
  name: 'announcement',
  routes: [
    {
      path: 'announcement',
      section: 'root',
      access: 'login',
      titleKey: 'announcement.title',
      page: () => import('./AnnouncementsPage.tsx').then((m) => ({ default: m.AnnouncementsPage })),
    },
    {
      path: 'announcement/detail/:id',
      section: 'root',
      access: 'login',
      titleKey: 'announcement.detail',
      page: () => import('./AnnouncementDetailPage.tsx').then((m) => ({ default: m.AnnouncementDetailPage })),
    },
    {
      path: 'announcement/preview/:id',
      section: 'root',
      access: 'admin',
      titleKey: 'announcement.preview',
      page: () => import('./AnnouncementDetailPage.tsx').then((m) => ({ default: m.AnnouncementPreviewPage })),
    },
  ],
  messages,
};
