import { graphql } from '../../generated/gql.ts';
import type { AnnualOverviewTargetsQuery } from '../../generated/graphql.ts';

/** The company's targets of a year with their twelve months of results (row-level security: ViewAnnualOverview). */
export const ANNUAL_OVERVIEW_TARGETS = graphql(`
  query AnnualOverviewTargets($companyId: UUID!, $year: Int!) {
    companyPerformanceTargets(condition: { companyId: $companyId, year: $year }, first: 3) {
      nodes {
        id
        projectType
        performance
        currencyIsoCode
        completion
        monthlyResultsList {
          month
          performance
          cumulative
        }
      }
    }
  }
`);
export type AnnualOverviewTarget = NonNullable<NonNullable<AnnualOverviewTargetsQuery['companyPerformanceTargets']>['nodes'][number]>;
