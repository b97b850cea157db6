// Announcements (/admin/announcement, by tab: published, unpublished, delisted; written at /admin/announcement/new and
// /admin/announcement/edit/<id>): the list with each row's actions (publish, pin or unpin, delist, delete a draft, the
// push range), and the edit page with its rich text, attachments, publish time and push strategy. Every change goes
// through its command (vendor admins only).
import CampaignIcon from '@mui/icons-material/Campaign';
import type { AdminResource } from '../common/resource.ts';
import { AnnouncementAnalyticsPage } from '../content-analytics/index.ts';
import { AnnouncementEditPage } from './AnnouncementEditPage.tsx';
import { AnnouncementList } from './AnnouncementList.tsx';
import { announcementFilter } from './filters.ts';
import { announcementEnumsZh, announcementZh } from './i18n.ts';

export const announcements: AdminResource = {
  name: 'announcement',
  list: AnnouncementList,
  icon: CampaignIcon,
  recordRepresentation: 'title',
  menu: 'content',
  routes: [
    { path: 'announcement/new', element: AnnouncementEditPage },
    { path: 'announcement/edit/:id', element: AnnouncementEditPage },
    { path: 'announcement/:id/analytics', element: AnnouncementAnalyticsPage },
  ],
  dataProvider: {
    listField: 'announcements',
    filterOf: announcementFilter,
    // The list shows the row's own columns and its type's tag; the edit page reads the content and attachments with its
    // own query.
    exclude: ['content', 'pushStrategies', 'announcementAttachments', 'rootUserByCreatedBy', 'rootUserByUpdatedBy'],
    nestedFields: ['id', 'name', 'color'],
  },
  zh: announcementZh,
  enumsZh: announcementEnumsZh,
};

/**
 * The push strategy's input (`pushStrategies`: its combinator and rules, with their texts under
 * `resources.announcement.strategy`), offered to the other publications' forms (materials).
 */
export { StrategyInput } from './StrategyInput.tsx';
