import { graphql } from '../../generated/gql.ts';
import type { CompanyInfoQuery } from '../../generated/graphql.ts';

/** The company's record as its members read it, with its partner managers, member count and point totals. */
export const COMPANY_INFO = graphql(`
  query CompanyInfo($id: UUID!) {
    company(id: $id) {
      id
      name
      site
      billingAddress
      phone
      website
      industry
      mainBusinesses
      keyIndustries
      scale
      resource
      sfdcOwnerName
      joinedUserCount
      totalMarketPoints
      totalProductPoints
      createdAt
      updatedAt
      partnerManagers(first: 20) {
        nodes {
          id
          name
          avatar
        }
      }
    }
  }
`);

export type CompanyInfo = NonNullable<CompanyInfoQuery['company']>;

/** Saves what the partner administrator may change (never the name). */
export const UPDATE_COMPANY_INFO = graphql(`
  mutation UpdateCompanyInfo($input: UpdateCompanyInfoInput!) {
    updateCompanyInfo(input: $input) {
      result {
        id
        billingAddress
        phone
        website
        industry
        mainBusinesses
        keyIndustries
        scale
        resource
        updatedAt
      }
    }
  }
`);
