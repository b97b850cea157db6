import { graphql } from '../../generated/gql.ts';
import type { UserInfoPositionsQuery } from '../../generated/graphql.ts';

/** The positions a person may give as theirs. */
export const USER_INFO_POSITIONS = graphql(`
  query UserInfoPositions {
    positions(orderBy: [PRIMARY_KEY_ASC]) {
      nodes {
        id
        name
      }
    }
  }
`);
export type UserInfoPosition = NonNullable<NonNullable<UserInfoPositionsQuery['positions']>['nodes'][number]>;

/** A new six-digit code to the phone (the server enforces the 60-second wait and the hourly limits). */
export const SEND_VERIFICATION_CODE = graphql(`
  mutation SendVerificationCode($phonePrefixCountryCode: String!, $contactNumber: String!) {
    sendVerificationCode(input: { phonePrefixCountryCode: $phonePrefixCountryCode, contactNumber: $contactNumber }) {
      result {
        id
        expiresAt
        resendAt
      }
    }
  }
`);

/** Whether the code's SMS went out (SENT), is on its way (SENDING) or could not be sent (FAILED). */
export const VERIFICATION_CODE_STATUS = graphql(`
  query VerificationCodeStatus($id: UUID!) {
    verificationCodeStatus(id: $id)
  }
`);

/** Saves the person's own information on one of their identities. */
export const EDIT_USER_INFO = graphql(`
  mutation EditUserInfo(
    $userId: UUID!
    $name: String!
    $positionId: Int!
    $email: String!
    $phonePrefixCountryCode: String!
    $contactNumber: String!
    $verificationCode: String
    $isSyncToAccountCenter: Boolean!
  ) {
    editUserInfo(
      input: {
        userId: $userId
        name: $name
        positionId: $positionId
        email: $email
        phonePrefixCountryCode: $phonePrefixCountryCode
        contactNumber: $contactNumber
        verificationCode: $verificationCode
        isSyncToAccountCenter: $isSyncToAccountCenter
      }
    ) {
      result {
        id
        isAddedUserInfo
      }
    }
  }
`);

/** Where the person's account sync stands (a failure's code while it is being retried). */
export const MY_ACCOUNT_SYNC = graphql(`
  query MyAccountSync {
    myAccountSync {
      requestedAt
      syncedAt
      errorCode
    }
  }
`);
