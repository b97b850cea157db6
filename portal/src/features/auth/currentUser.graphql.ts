import { gql, type TypedDocumentNode } from '@apollo/client';
import type { UUID } from '../../lib/graphql-types.ts';

export interface CurrentUserIdentity {
  userId: UUID;
  userName: string;
  email: string | null;
  permissionKeys: string[];
  canApplyJoinCompany: boolean;
  contactNumber: string | null;
  phonePrefixCountryCode: string | null;
  isAddedUserInfo: boolean;
  roleNames: string[];
  companyId: UUID | null;
  companyName: string | null;
  position: { id: number; name: string } | null;
}

export interface OwnCompanyUser {
  companyId: UUID;
  companyName: string;
  userId: UUID;
}

export interface CurrentUserInfo {
  rootUserId: UUID;
  switchSiteSuggestionReaded: boolean;
  defaultUser: CurrentUserIdentity | null;
  ownCompanyUsers: OwnCompanyUser[];
  currentCompanyUser: CurrentUserIdentity | null;
}

const IDENTITY_FIELDS = `
  userId
  userName
  email
  permissionKeys
  canApplyJoinCompany
  contactNumber
  phonePrefixCountryCode
  isAddedUserInfo
  roleNames
  companyId
  companyName
  position { id name }
`;

export const CURRENT_USER_INFO = gql`
  query CurrentUserInfo($companyId: UUID) {
    currentUserInfo(companyId: $companyId) {
      rootUserId
      switchSiteSuggestionReaded
      defaultUser { ${IDENTITY_FIELDS} }
      ownCompanyUsers { companyId companyName userId }
      currentCompanyUser { ${IDENTITY_FIELDS} }
    }
  }
` as TypedDocumentNode<{ currentUserInfo: CurrentUserInfo | null }, { companyId: UUID | null }>;

export const MARK_SWITCH_SITE_SUGGESTION_READ = gql`
  mutation MarkSwitchSiteSuggestionRead {
    markSwitchSiteSuggestionRead(input: {}) {
      result
    }
  }
` as TypedDocumentNode<{ markSwitchSiteSuggestionRead: { result: boolean | null } | null }, Record<string, never>>;
