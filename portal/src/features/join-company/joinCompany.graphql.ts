import { gql, type TypedDocumentNode } from '@apollo/client';
import type { JoinApplicationStatus, UserJoinCompanyStatus } from '@pp/domain';
import type { UUID } from '../../lib/graphql-types.ts';

export interface CompanyForJoin {
  id: UUID;
  name: string;
  partnerManagerNames: string[] | null;
  userJoinCompanyStatus: UserJoinCompanyStatus;
}

export const COMPANIES_FOR_USER_JOIN = gql`
  query CompaniesForUserJoin($companyName: String!, $first: Int!, $offset: Int!) {
    companiesForUserJoin(companyName: $companyName, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        name
        partnerManagerNames
        userJoinCompanyStatus
      }
    }
  }
` as TypedDocumentNode<
  { companiesForUserJoin: { totalCount: number; nodes: CompanyForJoin[] } | null },
  { companyName: string; first: number; offset: number }
>;

export const CREATE_ONE_COMPANY_JOIN_APPLICATION = gql`
  mutation CreateOneCompanyJoinApplication($companyId: UUID!, $realName: String!) {
    createOneCompanyJoinApplication(input: { companyId: $companyId, realName: $realName }) {
      result {
        id
        applicationStatus
      }
    }
  }
` as TypedDocumentNode<
  { createOneCompanyJoinApplication: { result: { id: UUID; applicationStatus: JoinApplicationStatus } | null } | null },
  { companyId: UUID; realName: string }
>;
