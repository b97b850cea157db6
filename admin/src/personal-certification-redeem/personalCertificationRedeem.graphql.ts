import { graphql } from '../generated/gql.ts';
import type { AdminRedeemCodesOfLogQuery } from '../generated/graphql.ts';

/** The personal certification types a creation may be for. */
export const ADMIN_REDEEM_CODE_TYPES = graphql(`
  query AdminRedeemCodeTypes {
    personalCertificationTypes(orderBy: [PRIMARY_KEY_ASC]) {
      nodes {
        id
        key
        name
      }
    }
  }
`);

/** A creation's codes (at most 100, one page), in the order of their letters. */
export const ADMIN_REDEEM_CODES_OF_LOG = graphql(`
  query AdminRedeemCodesOfLog($id: UUID!) {
    redeemCodeCreateLog(id: $id) {
      id
      redeemCodesByLogId(first: 100, orderBy: [CODE_ASC]) {
        nodes {
          id
          code
          status
          redeemerName
          usedAt
          reservedUntil
          personalCertificationId
        }
      }
    }
  }
`);
export type AdminRedeemCode = NonNullable<NonNullable<AdminRedeemCodesOfLogQuery['redeemCodeCreateLog']>['redeemCodesByLogId']['nodes'][number]>;

/** Creates codes; answers the log and its codes. */
export const ADMIN_CREATE_REDEEM_CODES = graphql(`
  mutation AdminCreateRedeemCodes($input: CreateRedeemCodesInput!) {
    createRedeemCodes(input: $input) {
      result {
        id
        number
        redeemCodesByLogId(first: 100, orderBy: [CODE_ASC]) {
          nodes {
            id
            code
          }
        }
      }
    }
  }
`);

export const ADMIN_UPDATE_REDEEM_CODE_CREATE_LOG_REMARK = graphql(`
  mutation AdminUpdateRedeemCodeCreateLogRemark($input: UpdateRedeemCodeCreateLogRemarkInput!) {
    updateRedeemCodeCreateLogRemark(input: $input) {
      result {
        id
        remark
      }
    }
  }
`);
