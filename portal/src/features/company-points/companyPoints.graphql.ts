import { graphql } from '../../generated/gql.ts';
import type { CompanyPointEntriesQuery, CompanyPointLotsQuery } from '../../generated/graphql.ts';

/** The company's totals of both types, what of them expires within the warning horizon, and the next expiry date. */
export const COMPANY_POINT_SUMMARY = graphql(`
  query CompanyPointSummary($companyId: UUID!) {
    company(id: $companyId) {
      id
      totalMarketPoints
      totalProductPoints
      expiringMarketPoints
      expiringProductPoints
    }
    expiringCompanyPoints(companyId: $companyId, first: 1) {
      nodes {
        id
        expiredDate
      }
    }
  }
`);

/** One page of the company's entries (additions, subtractions, expiries), newest first. */
export const COMPANY_POINT_ENTRIES = graphql(`
  query CompanyPointEntries($companyId: UUID!, $first: Int!, $offset: Int!) {
    companyPoints(condition: { companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        type
        action
        point
        effectiveDate
        actionScenario
        remark
        createdAt
      }
    }
  }
`);
export type CompanyPointEntry = NonNullable<NonNullable<CompanyPointEntriesQuery['companyPoints']>['nodes'][number]>;

/** One page of the company's lots of a type (its ADD entries), soonest expiry first. */
export const COMPANY_POINT_LOTS = graphql(`
  query CompanyPointLots($companyId: UUID!, $type: CompanyPointType!, $first: Int!, $offset: Int!) {
    companyPoints(
      condition: { companyId: $companyId, type: $type, action: ADD }
      orderBy: [EXPIRED_DATE_ASC, ID_ASC]
      first: $first
      offset: $offset
    ) {
      totalCount
      nodes {
        id
        point
        remainingPoint
        effectiveDate
        expiredDate
        actionScenario
        source
        remark
      }
    }
  }
`);
export type CompanyPointLot = NonNullable<NonNullable<CompanyPointLotsQuery['companyPoints']>['nodes'][number]>;
