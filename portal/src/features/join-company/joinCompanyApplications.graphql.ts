import { graphql } from '../../generated/gql.ts';
import type { CompanyJoinApplicationsQuery } from '../../generated/graphql.ts';

/** A company's join applications, newest first (row security: ViewJoinCompanyApplication in that company). */
export const COMPANY_JOIN_APPLICATIONS = graphql(`
  query CompanyJoinApplications($companyId: UUID!, $first: Int!, $offset: Int!) {
    companyJoinApplications(condition: { companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        companyId
        realName
        account
        contactNumber
        phonePrefixCountryCode
        applicationStatus
        auditComment
        remark
        createdAt
        reviewedAt
        approverName
        roleLabels {
          key
          name
        }
        position {
          name
        }
      }
    }
  }
`);

export type CompanyJoinApplication = NonNullable<NonNullable<CompanyJoinApplicationsQuery['companyJoinApplications']>['nodes'][number]>;

export const APPROVE_COMPANY_JOIN_APPLICATION = graphql(`
  mutation ApproveCompanyJoinApplication($applicationId: UUID!, $name: String!, $positionId: Int!, $roleIds: [UUID]!) {
    approveCompanyJoinApplication(input: { applicationId: $applicationId, name: $name, positionId: $positionId, roleIds: $roleIds }) {
      result {
        id
        applicationStatus
        reviewedAt
      }
    }
  }
`);

export const REJECT_COMPANY_JOIN_APPLICATION = graphql(`
  mutation RejectCompanyJoinApplication($applicationId: UUID!, $auditComment: String!) {
    rejectCompanyJoinApplication(input: { applicationId: $applicationId, auditComment: $auditComment }) {
      result {
        id
        applicationStatus
        auditComment
        reviewedAt
      }
    }
  }
`);
