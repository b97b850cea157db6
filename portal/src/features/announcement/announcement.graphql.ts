import { graphql } from '../../generated/gql.ts';
import type { AnnouncementDetailQuery, PublishedAnnouncementsQuery } from '../../generated/graphql.ts';

/** A page of the announcements the reader lists (published, their time come, reaching the reader), or the pinned ones. */
export const PUBLISHED_ANNOUNCEMENTS = graphql(`
  query PublishedAnnouncements($search: String, $typeId: Int, $pinned: Boolean, $first: Int!, $offset: Int!) {
    publishedAnnouncements(search: $search, typeId: $typeId, pinned: $pinned, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        semanticId
        title
        publishTime
        isTop
        type {
          id
          name
          color
        }
      }
    }
  }
`);
export type AnnouncementRow = NonNullable<NonNullable<PublishedAnnouncementsQuery['publishedAnnouncements']>['nodes'][number]>;

/** The types, to narrow the list by one. */
export const ANNOUNCEMENT_TYPES = graphql(`
  query AnnouncementTypeChoices {
    announcementTypes(orderBy: [NAME_ASC]) {
      nodes {
        id
        name
        color
      }
    }
  }
`);

/** One announcement with its content and attachments (readers see it once published; vendor admins also a draft). */
export const ANNOUNCEMENT_DETAIL = graphql(`
  query AnnouncementDetail($id: UUID!) {
    announcement(id: $id) {
      id
      semanticId
      title
      name
      content
      status
      publishTime
      isTop
      type {
        id
        name
        color
      }
      announcementAttachments(orderBy: [POSITION_ASC]) {
        nodes {
          fileId
          name
          size
          mimeType
        }
      }
    }
  }
`);
export type AnnouncementDetail = NonNullable<AnnouncementDetailQuery['announcement']>;
