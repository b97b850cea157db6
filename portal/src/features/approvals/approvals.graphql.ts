import { graphql } from '../../generated/gql.ts';
import type { MyProjectFilingApprovalsQuery } from '../../generated/graphql.ts';

/** The company's partner-side approval steps of one kind (filings or renewals), pending only or all, newest first. */
export const MY_PROJECT_FILING_APPROVALS = graphql(`
  query MyProjectFilingApprovals($companyId: UUID!, $kind: String!, $pendingOnly: Boolean!, $first: Int!, $offset: Int!) {
    myProjectFilingApprovals(companyId: $companyId, kind: $kind, pendingOnly: $pendingOnly, first: $first, offset: $offset) {
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
export type ApprovalRow = NonNullable<NonNullable<MyProjectFilingApprovalsQuery['myProjectFilingApprovals']>['nodes'][number]>;

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
