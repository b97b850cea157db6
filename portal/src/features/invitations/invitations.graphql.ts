import { graphql } from '../../generated/gql.ts';
import type { CompanyInvitationsQuery, CreateCompanyInvitationMutation, InvitationByCodeQuery } from '../../generated/graphql.ts';

export const CREATE_COMPANY_INVITATION = graphql(`
  mutation CreateCompanyInvitation($companyId: UUID!, $positionId: Int!, $roleIds: [UUID]!) {
    createCompanyInvitation(input: { companyId: $companyId, positionId: $positionId, roleIds: $roleIds }) {
      result {
        id
        code
        expiresAt
        positionName
        roleLabels {
          key
          name
        }
        status
      }
    }
  }
`);

/** The invitation just created, shown with its link. */
export type CreatedInvitation = NonNullable<NonNullable<CreateCompanyInvitationMutation['createCompanyInvitation']>['result']>;

export const COMPANY_INVITATIONS = graphql(`
  query CompanyInvitations($companyId: UUID!, $first: Int!, $offset: Int!) {
    companyInvitations(condition: { companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        code
        createdAt
        expiresAt
        status
        positionName
        roleLabels {
          key
          name
        }
        usedAt
        usedByName
      }
    }
  }
`);

/** One row of the company's invitations list. */
export type CompanyInvitation = NonNullable<NonNullable<CompanyInvitationsQuery['companyInvitations']>['nodes'][number]>;

export const INVITATION_BY_CODE = graphql(`
  query InvitationByCode($code: String!) {
    invitationByCode(code: $code) {
      companyId
      companyName
      positionName
      roleLabels {
        key
        name
      }
      expiresAt
      status
    }
  }
`);

/** An invitation as its invitee sees it before joining. */
export type InvitationPreview = NonNullable<InvitationByCodeQuery['invitationByCode']>;

export const JOIN_COMPANY_WITH_INVITATION_CODE = graphql(`
  mutation JoinCompanyWithInvitationCode($code: String!) {
    joinCompanyWithInvitationCode(input: { code: $code }) {
      result {
        companyId
        companyName
        status
      }
    }
  }
`);
