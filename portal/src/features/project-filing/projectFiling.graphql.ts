import { graphql } from '../../generated/gql.ts';
import type { ProjectFilingDetailQuery, ProjectFilingListQuery, ProjectFilingOptionsQuery } from '../../generated/graphql.ts';

/** One page of the company's deal registrations, newest first, narrowed by the tab's status and the search. */
export const PROJECT_FILING_LIST = graphql(`
  query ProjectFilingList($companyId: UUID!, $filter: ProjectFilingFilter, $first: Int!, $offset: Int!) {
    projectFilings(condition: { companyId: $companyId }, filter: $filter, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        semanticId
        name
        customerFullName
        estimatedOrderBudget
        currencyIsoCode
        estimatedOrderDate
        status
        validUntilDate
        principalName
        createdAt
      }
    }
  }
`);
export type ProjectFilingRow = NonNullable<NonNullable<ProjectFilingListQuery['projectFilings']>['nodes'][number]>;

/** The reference lists of the form (every item: a filing keeps naming items disabled since) and the owner candidates. */
export const PROJECT_FILING_OPTIONS = graphql(`
  query ProjectFilingOptions($companyId: UUID!) {
    industries(orderBy: [SORT_ORDER_ASC, ID_ASC]) {
      nodes {
        id
        name
        nameZh
        enabled
      }
    }
    competitors(orderBy: [SORT_ORDER_ASC, ID_ASC]) {
      nodes {
        id
        name
        nameZh
        enabled
      }
    }
    opportunitySources(orderBy: [SORT_ORDER_ASC, ID_ASC]) {
      nodes {
        id
        name
        nameZh
        enabled
      }
    }
    applicationScenarios(orderBy: [SORT_ORDER_ASC, ID_ASC]) {
      nodes {
        id
        name
        nameZh
        enabled
      }
    }
    projectPhases(orderBy: [SORT_ORDER_ASC, ID_ASC]) {
      nodes {
        id
        name
        nameZh
        enabled
        preset
      }
    }
    products(orderBy: [SORT_ORDER_ASC, ID_ASC]) {
      nodes {
        id
        name
        nameZh
        enabled
        purchaseTypes
        units
      }
    }
    distributors(orderBy: [SORT_ORDER_ASC, ID_ASC]) {
      nodes {
        id
        name
        nameZh
        enabled
        tier
      }
    }
    users(condition: { companyId: $companyId, status: JOINED }, orderBy: [NAME_ASC, ID_ASC], first: 100) {
      nodes {
        id
        name
        permissionKeys
      }
    }
  }
`);
export type ProjectFilingOptions = ProjectFilingOptionsQuery;

/** Everything the detail shows: every field, products, progress, renewals, the approval steps and the timeline. */
export const PROJECT_FILING_DETAIL = graphql(`
  query ProjectFilingDetail($semanticId: String!) {
    projectFilingBySemanticId(semanticId: $semanticId) {
      id
      semanticId
      companyId
      name
      customerFullName
      customerAddress
      industryId
      industry {
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
      phaseId
      phase {
        name
        nameZh
      }
      opportunitySourceId
      opportunitySource {
        name
        nameZh
      }
      competitorIds
      competitors {
        nodes {
          id
          name
          nameZh
        }
      }
      applicationScenarioIds
      applicationScenarios {
        nodes {
          id
          name
          nameZh
        }
      }
      requirement
      preferredDistributorId
      preferredDistributor {
        name
        nameZh
      }
      principalId
      principalName
      submitterName
      status
      validUntilDate
      approvedAt
      signDate
      cancelReason
      closedAt
      createdAt
      canManage
      canRenew
      projectFilingProductsByFilingId(orderBy: [LINE_NO_ASC]) {
        nodes {
          lineNo
          productId
          product {
            name
            nameZh
          }
          purchaseType
          unit
          count
        }
      }
      projectFilingProgressesByFilingId(orderBy: [CREATED_AT_DESC, ID_DESC]) {
        nodes {
          id
          content
          phaseId
          phase {
            name
            nameZh
          }
          submitter {
            name
          }
          createdAt
          updatedAt
          editable
        }
      }
      projectFilingRenewalsByFilingId(orderBy: [CREATED_AT_DESC, ID_DESC]) {
        nodes {
          id
          status
          validUntilDate
          reason
          createdAt
        }
      }
      projectFilingApprovalsByFilingId(orderBy: [CREATED_AT_ASC, ID_ASC]) {
        nodes {
          id
          source
          status
          renewalId
          createdAt
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
    }
  }
`);
export type ProjectFilingDetail = NonNullable<ProjectFilingDetailQuery['projectFilingBySemanticId']>;
export type ProjectFilingProgress = NonNullable<ProjectFilingDetail['projectFilingProgressesByFilingId']['nodes'][number]>;
export type ProjectFilingTimelineEntry = NonNullable<ProjectFilingDetail['timeline']['nodes'][number]>;

export const CREATE_PROJECT_FILING = graphql(`
  mutation CreateProjectFiling($input: CreateProjectFilingInput!) {
    createProjectFiling(input: $input) {
      result {
        id
        semanticId
        status
      }
    }
  }
`);

export const UPDATE_PROJECT_FILING = graphql(`
  mutation UpdateProjectFiling($input: UpdateProjectFilingInput!) {
    updateProjectFiling(input: $input) {
      result {
        id
        semanticId
        status
      }
    }
  }
`);

export const CANCEL_PROJECT_FILING = graphql(`
  mutation CancelProjectFiling($filingId: UUID!, $reason: String!) {
    cancelProjectFiling(input: { filingId: $filingId, reason: $reason }) {
      result {
        id
        status
        cancelReason
      }
    }
  }
`);

export const CREATE_PROJECT_FILING_PROGRESS = graphql(`
  mutation CreateProjectFilingProgress($filingId: UUID!, $content: String!, $phaseId: Int!) {
    createProjectFilingProgress(input: { filingId: $filingId, content: $content, phaseId: $phaseId }) {
      result {
        id
      }
    }
  }
`);

export const UPDATE_PROJECT_FILING_PROGRESS = graphql(`
  mutation UpdateProjectFilingProgress($progressId: UUID!, $content: String!, $phaseId: Int!) {
    updateProjectFilingProgress(input: { progressId: $progressId, content: $content, phaseId: $phaseId }) {
      result {
        id
        content
        phaseId
      }
    }
  }
`);

export const CREATE_PROJECT_FILING_RENEWAL = graphql(`
  mutation CreateProjectFilingRenewal($filingId: UUID!, $phaseId: Int!, $validUntilDate: Date!, $reason: String!) {
    createProjectFilingRenewal(input: { filingId: $filingId, phaseId: $phaseId, validUntilDate: $validUntilDate, reason: $reason }) {
      result {
        id
        status
      }
    }
  }
`);
