import { graphql } from '../../generated/gql.ts';
import type { CompanyPerformanceListQuery } from '../../generated/graphql.ts';

/** One page of the company's performance records, latest effective date first, and its totals. */
export const COMPANY_PERFORMANCE_LIST = graphql(`
  query CompanyPerformanceList($companyId: UUID!, $first: Int!, $offset: Int!) {
    companyPerformances(condition: { companyId: $companyId }, orderBy: [EFFECTIVE_DATE_DESC, ID_DESC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        semanticId
        projectFilingSemanticId
        projectFilingName
        customerFullName
        performance
        currencyIsoCode
        effectiveDate
        projectType
        remark
      }
    }
  }
`);
export type CompanyPerformanceRow = NonNullable<NonNullable<CompanyPerformanceListQuery['companyPerformances']>['nodes'][number]>;

/** The company's totals per currency and project type. */
export const COMPANY_PERFORMANCE_TOTALS = graphql(`
  query CompanyPerformanceTotals($companyId: UUID!) {
    companyPerformanceTotalsList(companyId: $companyId) {
      currencyIsoCode
      projectType
      performance
      recordCount
    }
  }
`);
