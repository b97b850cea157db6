import { graphql } from '../generated/gql.ts';
import type { AdminProjectFilingExportPageQuery, AdminProjectFilingQuery } from '../generated/graphql.ts';

/** One filing with everything the detail shows: fields, products, progress, renewals, approvals, timeline, conflicts. */
export const ADMIN_PROJECT_FILING = graphql(`
  query AdminProjectFiling($id: UUID!) {
    projectFiling(id: $id) {
      id
      semanticId
      name
      status
      possibleConflict
      company {
        id
        name
        site
      }
      customerFullName
      customerAddress
      industry {
        id
        name
        nameZh
      }
      contactName
      contactPosition
      contactEmail
      contactPhonePrefix
      contactPhone
      estimatedOrderBudget
      currencyIsoCode
      estimatedOrderDate
      phase {
        id
        name
        nameZh
      }
      opportunitySource {
        id
        name
        nameZh
      }
      competitors {
        nodes {
          id
          name
          nameZh
        }
      }
      applicationScenarios {
        nodes {
          id
          name
          nameZh
        }
      }
      requirement
      preferredDistributor {
        id
        name
        nameZh
      }
      principal {
        id
        name
        email
      }
      submitter {
        id
        name
        email
      }
      revoker {
        id
        username
        email
      }
      validUntilDate
      signDate
      cancelReason
      approvedAt
      lastActivityAt
      closedAt
      createdAt
      updatedAt
      projectFilingProductsByFilingId(orderBy: [LINE_NO_ASC]) {
        nodes {
          lineNo
          product {
            id
            name
            nameZh
          }
          purchaseType
          unit
          count
        }
      }
      projectFilingProgressesByFilingId(orderBy: [CREATED_AT_DESC]) {
        nodes {
          id
          content
          phase {
            id
            name
            nameZh
          }
          submitter {
            id
            name
          }
          createdAt
        }
      }
      projectFilingRenewalsByFilingId(orderBy: [CREATED_AT_DESC]) {
        nodes {
          id
          reason
          status
          validUntilDate
          previousValidUntilDate
          phase {
            id
            name
            nameZh
          }
          submitter {
            id
            name
          }
          createdAt
          decidedAt
        }
      }
      projectFilingApprovalsByFilingId(orderBy: [CREATED_AT_ASC]) {
        nodes {
          id
          renewalId
          source
          status
          auditComment
          canDecide
          approver {
            id
            username
            email
          }
          createdAt
          decidedAt
        }
      }
      timeline {
        nodes {
          id
          kind
          event
          status
          source
          actorName
          comment
          renewalId
          createdAt
          decidedAt
        }
      }
      conflictingFilings {
        nodes {
          id
          semanticId
          name
          status
          customerFullName
          company {
            id
            name
          }
          createdAt
        }
      }
    }
  }
`);
export type AdminProjectFiling = NonNullable<AdminProjectFilingQuery['projectFiling']>;
export type AdminProjectFilingApproval = NonNullable<AdminProjectFiling['projectFilingApprovalsByFilingId']['nodes'][number]>;

export const ADMIN_APPROVE_PROJECT_FILING_APPROVAL = graphql(`
  mutation AdminApproveProjectFilingApproval($input: ApproveProjectFilingApprovalInput!) {
    approveProjectFilingApproval(input: $input) {
      result {
        id
        status
      }
    }
  }
`);

export const ADMIN_REJECT_PROJECT_FILING_APPROVAL = graphql(`
  mutation AdminRejectProjectFilingApproval($input: RejectProjectFilingApprovalInput!) {
    rejectProjectFilingApproval(input: $input) {
      result {
        id
        status
      }
    }
  }
`);

export const ADMIN_UPDATE_PROJECT_FILING_STATUS = graphql(`
  mutation AdminUpdateProjectFilingStatus($input: UpdateProjectFilingStatusInput!) {
    updateProjectFilingStatus(input: $input) {
      result {
        id
        status
      }
    }
  }
`);

/** One page of the export: the list's filter, keyset paging by cursor, the total on the first page only. */
export const ADMIN_PROJECT_FILING_EXPORT_PAGE = graphql(`
  query AdminProjectFilingExportPage(
    $filter: ProjectFilingFilter
    $condition: ProjectFilingCondition
    $first: Int!
    $after: Cursor
    $withTotal: Boolean!
  ) {
    projectFilings(filter: $filter, condition: $condition, first: $first, after: $after, orderBy: [CREATED_AT_DESC, PRIMARY_KEY_DESC]) {
      totalCount @include(if: $withTotal)
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        semanticId
        name
        status
        possibleConflict
        company {
          id
          name
        }
        customerFullName
        customerAddress
        industry {
          id
          nameZh
        }
        contactName
        contactPosition
        contactEmail
        contactPhonePrefix
        contactPhone
        estimatedOrderBudget
        currencyIsoCode
        estimatedOrderDate
        phase {
          id
          nameZh
        }
        opportunitySource {
          id
          nameZh
        }
        competitors {
          nodes {
            id
            nameZh
          }
        }
        applicationScenarios {
          nodes {
            id
            nameZh
          }
        }
        requirement
        preferredDistributor {
          id
          nameZh
        }
        principal {
          id
          name
        }
        submitter {
          id
          name
        }
        validUntilDate
        signDate
        cancelReason
        createdAt
        projectFilingProductsByFilingId(orderBy: [LINE_NO_ASC]) {
          nodes {
            lineNo
            product {
              id
              nameZh
            }
            purchaseType
            unit
            count
          }
        }
      }
    }
  }
`);
export type ExportedFiling = NonNullable<NonNullable<AdminProjectFilingExportPageQuery['projectFilings']>['nodes'][number]>;
