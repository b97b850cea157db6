import { graphql } from '../generated/gql.ts';
import type { AdminAnnouncementQuery, AdminAnnouncementTypesQuery } from '../generated/graphql.ts';

/** One announcement with what its edit page fills in. */
export const ADMIN_ANNOUNCEMENT = graphql(`
  query AdminAnnouncement($id: UUID!) {
    announcement(id: $id) {
      id
      semanticId
      name
      title
      typeId
      content
      status
      publishTime
      isPublic
      pushStrategies
      isSentNotification
      announcementAttachments(orderBy: [POSITION_ASC]) {
        nodes {
          fileId
          name
          size
        }
      }
    }
  }
`);
export type AdminAnnouncement = NonNullable<AdminAnnouncementQuery['announcement']>;

/** The types (the edit page's choice and the list's tags). */
export const ADMIN_ANNOUNCEMENT_TYPES = graphql(`
  query AdminAnnouncementTypes {
    announcementTypes(orderBy: [NAME_ASC]) {
      nodes {
        id
        name
        color
        isEnabled
      }
    }
  }
`);
export type AdminAnnouncementType = NonNullable<NonNullable<AdminAnnouncementTypesQuery['announcementTypes']>['nodes'][number]>;

/** What a push rule's values are chosen from: the certification levels and plans, and the roles. */
export const ADMIN_PUSH_CHOICES = graphql(`
  query AdminPushChoices {
    certificationLevels(orderBy: [PLAN_ID_ASC, RANK_ASC]) {
      nodes {
        id
        name
        nameZh
        planId
      }
    }
    certificationPlans {
      nodes {
        id
        name
        nameZh
      }
    }
    roles(condition: { companyId: null }) {
      nodes {
        id
        name
        nameZh
      }
    }
  }
`);

/**
 * A rule on companies: the companies whose name holds the search (20 at a time, by name; a blank search lists the
 * first 20), and the chosen ones by id, whose names label the rule's chips.
 */
export const ADMIN_PUSH_COMPANIES = graphql(`
  query AdminPushCompanies($name: String!, $ids: [UUID!]!) {
    found: companies(condition: { nameContains: $name }, first: 20, orderBy: [NAME_ASC]) {
      nodes {
        id
        name
      }
    }
    chosen: companies(filter: { id: { in: $ids } }) {
      nodes {
        id
        name
      }
    }
  }
`);

export const ADMIN_CREATE_ANNOUNCEMENT_TYPE = graphql(`
  mutation AdminCreateAnnouncementType($input: CreateAnnouncementTypeInput!) {
    createAnnouncementType(input: $input) {
      result {
        id
        name
        color
        isEnabled
      }
    }
  }
`);

export const ADMIN_SAVE_ANNOUNCEMENT = graphql(`
  mutation AdminSaveAnnouncement($input: SaveAnnouncementInput!) {
    saveAnnouncement(input: $input) {
      result {
        id
        status
      }
    }
  }
`);

export const ADMIN_PUBLISH_ANNOUNCEMENT = graphql(`
  mutation AdminPublishAnnouncement($input: PublishAnnouncementInput!) {
    publishAnnouncement(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_DELIST_ANNOUNCEMENT = graphql(`
  mutation AdminDelistAnnouncement($input: DelistAnnouncementInput!) {
    delistAnnouncement(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_DELETE_ANNOUNCEMENT = graphql(`
  mutation AdminDeleteAnnouncement($input: DeleteAnnouncementInput!) {
    deleteAnnouncement(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_PIN_ANNOUNCEMENT = graphql(`
  mutation AdminPinAnnouncement($input: PinAnnouncementInput!) {
    pinAnnouncement(input: $input) {
      result {
        id
        pinnedAt
      }
    }
  }
`);

export const ADMIN_ANNOUNCEMENT_PUSH_RANGE = graphql(`
  query AdminAnnouncementPushRange($id: UUID!) {
    announcementPushRange(id: $id) {
      people
      companies
    }
  }
`);
