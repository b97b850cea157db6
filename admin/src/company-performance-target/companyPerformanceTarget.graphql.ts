import { graphql } from '../generated/gql.ts';
import type { AdminCompanyPerformanceTargetsQuery } from '../generated/graphql.ts';

/** The years that have targets, newest first (the year tabs). */
export const ADMIN_TARGET_YEARS = graphql(`
  query AdminCompanyPerformanceTargetYears {
    companyPerformanceTargetYearsList
  }
`);

/**
 * A page of a year's targets, company by company, with their results. The condition names the year and, when the
 * admin filters, the company (a company id given as null would ask for targets without a company).
 */
export const ADMIN_COMPANY_PERFORMANCE_TARGETS = graphql(`
  query AdminCompanyPerformanceTargets($condition: CompanyPerformanceTargetCondition!, $first: Int!, $offset: Int!) {
    companyPerformanceTargets(
      condition: $condition
      orderBy: [COMPANY_ID_ASC, PRIMARY_KEY_ASC]
      first: $first
      offset: $offset
    ) {
      totalCount
      nodes {
        id
        companyId
        companyName
        year
        projectType
        performance
        currencyIsoCode
        completion
        creatorName
        updaterName
        createdAt
        updatedAt
        monthlyResultsList {
          month
          performance
          cumulative
          completion
        }
      }
    }
  }
`);
export type AdminCompanyPerformanceTarget = NonNullable<
  NonNullable<AdminCompanyPerformanceTargetsQuery['companyPerformanceTargets']>['nodes'][number]
>;

export const ADMIN_CREATE_COMPANY_PERFORMANCE_TARGET = graphql(`
  mutation AdminCreateCompanyPerformanceTarget($input: CreateCompanyPerformanceTargetInput!) {
    createCompanyPerformanceTarget(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_UPDATE_COMPANY_PERFORMANCE_TARGET = graphql(`
  mutation AdminUpdateCompanyPerformanceTarget($input: UpdateCompanyPerformanceTargetInput!) {
    updateCompanyPerformanceTarget(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_DELETE_COMPANY_PERFORMANCE_TARGET = graphql(`
  mutation AdminDeleteCompanyPerformanceTarget($input: DeleteCompanyPerformanceTargetInput!) {
    deleteCompanyPerformanceTarget(input: $input) {
      result {
        id
      }
    }
  }
`);
