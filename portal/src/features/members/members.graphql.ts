import { graphql } from '../../generated/gql.ts';
import type { CompanyMembersQuery } from '../../generated/graphql.ts';

export const COMPANY_MEMBERS = graphql(`
  query CompanyMembers($companyId: UUID!, $first: Int!, $offset: Int!) {
    users(condition: { companyId: $companyId }, orderBy: [CREATED_AT_ASC, ID_ASC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        name
        email
        contactNumber
        phonePrefixCountryCode
        status
        firstJoinedAt
        remark
        roleNames
        position {
          name
        }
      }
    }
  }
`);

export type Member = NonNullable<NonNullable<CompanyMembersQuery['users']>['nodes'][number]>;

/** The workbench overview's count of applications waiting for a decision. */
export const PENDING_APPLICATION_COUNT = graphql(`
  query PendingApplicationCount($companyId: UUID!) {
    companyJoinApplications(condition: { companyId: $companyId, applicationStatus: APPLYING }) {
      totalCount
    }
  }
`);

export const MEMBER_COUNT = graphql(`
  query MemberCount($companyId: UUID!) {
    users(condition: { companyId: $companyId, status: JOINED }) {
      totalCount
    }
  }
`);
