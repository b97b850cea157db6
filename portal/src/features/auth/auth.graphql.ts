import { graphql } from '../../generated/gql.ts';
import type { CurrentUserInfoQuery } from '../../generated/graphql.ts';

/** The fields read of each identity (the default one and the company one). */
export const CURRENT_USER_IDENTITY_FIELDS = graphql(`
  fragment CurrentUserIdentityFields on CurrentUserIdentity {
    userId
    userName
    email
    permissionKeys
    canApplyJoinCompany
    contactNumber
    phonePrefixCountryCode
    isAddedUserInfo
    roleLabels {
      key
      name
    }
    companyId
    companyName
    position {
      id
      name
    }
  }
`);

export const CURRENT_USER_INFO = graphql(`
  query CurrentUserInfo($companyId: UUID) {
    currentUserInfo(companyId: $companyId) {
      rootUserId
      switchSiteSuggestionReaded
      defaultUser {
        ...CurrentUserIdentityFields
      }
      ownCompanyUsers {
        companyId
        companyName
        userId
      }
      currentCompanyUser {
        ...CurrentUserIdentityFields
      }
    }
  }
`);

/** What currentUserInfo answers for a signed-in person. */
export type CurrentUserInfo = NonNullable<CurrentUserInfoQuery['currentUserInfo']>;
export type CurrentUserIdentity = NonNullable<CurrentUserInfo['defaultUser']>;
export type OwnCompanyUser = CurrentUserInfo['ownCompanyUsers'][number];

export const MARK_SWITCH_SITE_SUGGESTION_READ = graphql(`
  mutation MarkSwitchSiteSuggestionRead {
    markSwitchSiteSuggestionRead(input: {}) {
      result
    }
  }
`);
