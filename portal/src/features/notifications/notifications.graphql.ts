import { graphql } from '../../generated/gql.ts';
import type { UserMessagesQuery } from '../../generated/graphql.ts';

export const USER_MESSAGES = graphql(`
  query UserMessages($since: Datetime!, $first: Int!, $after: Cursor) {
    userMessages(
      orderBy: [CREATED_AT_DESC, ID_DESC]
      first: $first
      after: $after
      filter: { createdAt: { greaterThanOrEqualTo: $since } }
    ) {
      nodes {
        id
        title
        content
        messageKey
        messageParams
        isRead
        userMessageType
        link
        companyId
        createdAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** One message of the notification centre. */
export type UserMessage = NonNullable<NonNullable<UserMessagesQuery['userMessages']>['nodes'][number]>;

export const USER_MESSAGE_COUNT = graphql(`
  query UserMessageCount($since: Datetime!) {
    userMessageCount(since: $since) {
      unreadCount
      allUserMessageCount
    }
  }
`);

export const MARK_USER_MESSAGE_READ = graphql(`
  mutation MarkUserMessageRead($id: UUID!) {
    markUserMessageRead(input: { id: $id }) {
      result {
        id
        isRead
      }
    }
  }
`);

export const MARK_ALL_USER_MESSAGES_READ = graphql(`
  mutation MarkAllUserMessagesRead {
    markAllUserMessagesRead(input: {}) {
      result {
        count
        isSuccess
      }
    }
  }
`);

/** A new message of the signed-in person, the moment it is written (the live feed; the count poll is the fallback). */
export const USER_MESSAGE_ADDED = graphql(`
  subscription UserMessageAdded {
    userMessageAdded {
      event
      userMessage {
        id
        createdAt
      }
    }
  }
`);
