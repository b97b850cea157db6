import { gql, type TypedDocumentNode } from '@apollo/client';
import type { JoinApplicationStatus } from '@pp/domain';
import type { Datetime, UUID } from '../../lib/graphql-types.ts';

export interface MyJoinApplication {
  id: UUID;
  companyId: UUID;
  realName: string;
  applicationStatus: JoinApplicationStatus;
  auditComment: string | null;
  createdAt: Datetime;
  reviewedAt: Datetime | null;
  company: { name: string } | null;
}

/** The applicant's own records (row security limits them to the applicant). */
export const MY_JOIN_APPLICATIONS = gql`
  query MyJoinApplications($applicantId: UUID!, $first: Int!, $offset: Int!) {
    companyJoinApplications(condition: { applicantId: $applicantId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        companyId
        realName
        applicationStatus
        auditComment
        createdAt
        reviewedAt
        company {
          name
        }
      }
    }
  }
` as TypedDocumentNode<
  { companyJoinApplications: { totalCount: number; nodes: MyJoinApplication[] } | null },
  { applicantId: UUID; first: number; offset: number }
>;

export interface JoinApplicationExtras {
  id: UUID;
  companyName: string | null;
  canReApply: boolean | null;
}

/**
 * Computed fields asked separately: in the current API `CompanyJoinApplication.companyName`, `approverName`,
 * `roleNames` and `canReApply` fail with NO_PERMISSION. When they fail the screen falls back (company { name },
 * derived re-apply), and shows the real values as soon as the API serves them.
 */
export const MY_JOIN_APPLICATION_EXTRAS = gql`
  query MyJoinApplicationExtras($applicantId: UUID!, $first: Int!, $offset: Int!) {
    companyJoinApplications(condition: { applicantId: $applicantId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {
      nodes {
        id
        companyName
        canReApply
      }
    }
  }
` as TypedDocumentNode<
  { companyJoinApplications: { nodes: JoinApplicationExtras[] } | null },
  { applicantId: UUID; first: number; offset: number }
>;
