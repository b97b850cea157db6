import { gql, type TypedDocumentNode } from '@apollo/client';
import type { UserMessageType } from '@pp/domain';
import type { Cursor, Datetime, PageInfo, UUID } from '../../lib/graphql-types.ts';

export interface UserMessage {
  id: UUID;
  title: string;
  content: string;
  isRead: boolean;
  userMessageType: UserMessageType;
  link: string | null;
  companyId: UUID | null;
  createdAt: Datetime;
}

/*
 * UserMessage.companyName is not requested: in the current API it fails with NO_PERMISSION (the computed column
 * takes the whole row while user_messages has column grants). The company is matched by companyId instead.
 */
export const USER_MESSAGES = gql`
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
` as TypedDocumentNode<
  { userMessages: { nodes: UserMessage[]; pageInfo: PageInfo } | null },
  { since: Datetime; first: number; after?: Cursor | null }
>;

export const USER_MESSAGE_COUNT = gql`
  query UserMessageCount($since: Datetime!) {
    userMessageCount(since: $since) {
      unreadCount
      allUserMessageCount
    }
  }
` as TypedDocumentNode<{ userMessageCount: { unreadCount: number | null; allUserMessageCount: number | null } | null }, { since: Datetime }>;

export const MARK_USER_MESSAGE_READ = gql`
  mutation MarkUserMessageRead($id: UUID!) {
    markUserMessageRead(input: { id: $id }) {
      result {
        id
        isRead
      }
    }
  }
` as TypedDocumentNode<{ markUserMessageRead: { result: { id: UUID; isRead: boolean } | null } | null }, { id: UUID }>;

export const MARK_ALL_USER_MESSAGES_READ = gql`
  mutation MarkAllUserMessagesRead {
    markAllUserMessagesRead(input: {}) {
      result {
        count
        isSuccess
      }
    }
  }
` as TypedDocumentNode<{ markAllUserMessagesRead: { result: { count: number | null; isSuccess: boolean | null } | null } | null }, Record<string, never>>;
