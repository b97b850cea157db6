import { graphql } from '../../generated/gql.ts';
import type { MyJoinApplicationsQuery } from '../../generated/graphql.ts';

/**
 * The applicant's own records (row security limits them to the applicant). `canReApply` is the server's rule: a
 * rejected application, the newest for its company, while the person may still apply.
 */
export const MY_JOIN_APPLICATIONS = graphql(`
  query MyJoinApplications($applicantId: UUID!, $first: Int!, $offset: Int!) {
    companyJoinApplications(condition: { applicantId: $applicantId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        companyId
        companyName
        realName
        applicationStatus
        auditComment
        createdAt
        reviewedAt
        canReApply
      }
    }
  }
`);

export type MyJoinApplication = NonNullable<NonNullable<MyJoinApplicationsQuery['companyJoinApplications']>['nodes'][number]>;
