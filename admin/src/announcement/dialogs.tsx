// The announcement's list dialogs (publish, delist, delete, push range): publication's, with its commands and texts.
import type { PublicationKindDialogs, PublicationRow } from '../common/PublicationDialogs.tsx';
import {
  ADMIN_ANNOUNCEMENT_PUSH_RANGE,
  ADMIN_DELETE_ANNOUNCEMENT,
  ADMIN_DELIST_ANNOUNCEMENT,
  ADMIN_PUBLISH_ANNOUNCEMENT,
} from './announcement.graphql.ts';

export type { PublicationDialog as ListDialog } from '../common/PublicationDialogs.tsx';

/** The row a dialog acts on. */
export type AnnouncementRow = PublicationRow & { title: string };

export const announcementDialogs: PublicationKindDialogs = {
  resource: 'announcement',
  publish: ADMIN_PUBLISH_ANNOUNCEMENT,
  delist: ADMIN_DELIST_ANNOUNCEMENT,
  delete: ADMIN_DELETE_ANNOUNCEMENT,
  pushRange: ADMIN_ANNOUNCEMENT_PUSH_RANGE,
  rangeOf: (data) => (data as { announcementPushRange?: { people?: number | null; companies?: number | null } } | undefined)?.announcementPushRange,
};
