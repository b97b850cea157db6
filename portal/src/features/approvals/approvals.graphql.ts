import { graphql } from '../../generated/gql.ts';
import type { MyProjectFilingApprovalsQuery } from '../../generated/graphql.ts';

/** The company's partner-side approval steps of one kind (filings or renewals), pending only or all, newest first. */
export const MY_PROJECT_FILING_APPROVALS = graphql(`
  query MyProjectFilingApprovals($companyId: UUID!, $filter: ProjectFilingApprovalFilter!, $first: Int!, $offset: Int!) {
    projectFilingApprovals(
      condition: { companyId: $companyId, source: PARTNER_COMPANY }
      filter: $filter
      orderBy: [CREATED_AT_DESC, ID_DESC]
      first: $first
      offset: $offset
    ) {
      totalCount
      nodes {
        id
        status
        auditComment
        createdAt
        decidedAt
        canDecide
        filing {
          id
          semanticId
          name
          customerFullName
          estimatedOrderBudget
          currencyIsoCode
          submitterName
          validUntilDate
        }
        renewal {
          id
          validUntilDate
          reason
        }
      }
    }
  }
`);
export type ApprovalRow = NonNullable<NonNullable<MyProjectFilingApprovalsQuery['projectFilingApprovals']>['nodes'][number]>;

export const APPROVE_PROJECT_FILING_APPROVAL = graphql(`
  mutation ApproveProjectFilingApproval($approvalId: UUID!, $auditComment: String) {
    approveProjectFilingApproval(input: { approvalId: $approvalId, auditComment: $auditComment }) {
      result {
        id
        status
        decidedAt
      }
    }
  }
`);

export const REJECT_PROJECT_FILING_APPROVAL = graphql(`
  mutation RejectProjectFilingApproval($approvalId: UUID!, $auditComment: String!) {
    rejectProjectFilingApproval(input: { approvalId: $approvalId, auditComment: $auditComment }) {
      result {
        id
        status
        decidedAt
      }
    }
  }
`);
