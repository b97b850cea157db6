import { graphql } from '../../generated/gql.ts';
import type { CompaniesForUserJoinQuery } from '../../generated/graphql.ts';

export const COMPANIES_FOR_USER_JOIN = graphql(`
  query CompaniesForUserJoin($companyName: String!, $first: Int!, $offset: Int!) {
    companiesForUserJoin(companyName: $companyName, first: $first, offset: $offset) {
      nodes {
        id
        name
        partnerManagerNames
        userJoinCompanyStatus
      }
    }
  }
`);

/** One row of the company search (the API's composite type: every field may be null). */
export type CompanyForJoin = NonNullable<NonNullable<CompaniesForUserJoinQuery['companiesForUserJoin']>['nodes'][number]>;

export const CREATE_ONE_COMPANY_JOIN_APPLICATION = graphql(`
  mutation CreateOneCompanyJoinApplication($companyId: UUID!, $realName: String!) {
    createOneCompanyJoinApplication(input: { companyId: $companyId, realName: $realName }) {
      result {
        id
        applicationStatus
      }
    }
  }
`);
