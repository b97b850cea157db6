import { graphql } from '../generated/gql.ts';
import type { AdminPerformanceFilingsQuery } from '../generated/graphql.ts';

/** A company's filings a record may be written against (in effect or signed), matching the typed text. */
export const ADMIN_PERFORMANCE_FILINGS = graphql(`
  query AdminPerformanceFilings($filter: ProjectFilingFilter!) {
    projectFilings(filter: $filter, first: 20, orderBy: [CREATED_AT_DESC]) {
      nodes {
        id
        semanticId
        name
        customerFullName
        status
      }
    }
  }
`);
export type AdminPerformanceFiling = AdminPerformanceFilingsQuery['projectFilings'] extends infer C
  ? C extends { nodes: readonly (infer N)[] }
    ? NonNullable<N>
    : never
  : never;

/** What the delete dialog needs to offer the filing's status after the deletion. */
export const ADMIN_PERFORMANCE_DELETE_INFO = graphql(`
  query AdminPerformanceDeleteInfo($id: UUID!) {
    companyPerformance(id: $id) {
      id
      semanticId
      projectFilingSemanticId
      projectFilingName
      otherRecordsOfFiling
      canReopenFiling
    }
  }
`);

export const ADMIN_CREATE_COMPANY_PERFORMANCE = graphql(`
  mutation AdminCreateCompanyPerformance($input: CreateCompanyPerformanceInput!) {
    createCompanyPerformance(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_UPDATE_COMPANY_PERFORMANCE = graphql(`
  mutation AdminUpdateCompanyPerformance($input: UpdateCompanyPerformanceInput!) {
    updateCompanyPerformance(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_UPDATE_COMPANY_PERFORMANCE_REMARK = graphql(`
  mutation AdminUpdateCompanyPerformanceRemark($input: UpdateCompanyPerformanceRemarkInput!) {
    updateCompanyPerformanceRemark(input: $input) {
      result {
        id
        remark
      }
    }
  }
`);

export const ADMIN_DELETE_COMPANY_PERFORMANCE = graphql(`
  mutation AdminDeleteCompanyPerformance($input: DeleteCompanyPerformanceInput!) {
    deleteCompanyPerformance(input: $input) {
      result {
        id
      }
    }
  }
`);
