import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Datetime, UUID } from '../../lib/graphql-types.ts';

/** Status of an invitation link in the company's list (api/schema.graphql `CompanyInvitationStatus`). */
export type CompanyInvitationStatus = 'ACTIVE' | 'USED' | 'EXPIRED';
/** Status of an invitation as its invitee sees it: JOINED = already a member of its company. */
export type InvitationPreviewStatus = CompanyInvitationStatus | 'JOINED';

export interface CreatedInvitation {
  id: UUID;
  code: string;
  expiresAt: Datetime;
  positionName: string | null;
  roleNames: (string | null)[] | null;
  status: CompanyInvitationStatus | null;
}

export const CREATE_COMPANY_INVITATION = gql`
  mutation CreateCompanyInvitation($companyId: UUID!, $positionId: Int!, $roleIds: [UUID]!) {
    createCompanyInvitation(input: { companyId: $companyId, positionId: $positionId, roleIds: $roleIds }) {
      result {
        id
        code
        expiresAt
        positionName
        roleNames
        status
      }
    }
  }
` as TypedDocumentNode<
  { createCompanyInvitation: { result: CreatedInvitation | null } | null },
  { companyId: UUID; positionId: number; roleIds: UUID[] }
>;

export interface CompanyInvitation {
  id: UUID;
  code: string;
  createdAt: Datetime;
  expiresAt: Datetime;
  status: CompanyInvitationStatus | null;
  positionName: string | null;
  roleNames: (string | null)[] | null;
  usedAt: Datetime | null;
  usedByName: string | null;
}

export const COMPANY_INVITATIONS = gql`
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
        roleNames
        usedAt
        usedByName
      }
    }
  }
` as TypedDocumentNode<
  { companyInvitations: { totalCount: number; nodes: (CompanyInvitation | null)[] } | null },
  { companyId: UUID; first: number; offset: number }
>;

export interface InvitationPreview {
  companyId: UUID | null;
  companyName: string | null;
  positionName: string | null;
  roleNames: (string | null)[] | null;
  expiresAt: Datetime | null;
  status: string | null;
}

export const INVITATION_BY_CODE = gql`
  query InvitationByCode($code: String!) {
    invitationByCode(code: $code) {
      companyId
      companyName
      positionName
      roleNames
      expiresAt
      status
    }
  }
` as TypedDocumentNode<{ invitationByCode: InvitationPreview | null }, { code: string }>;

export const JOIN_COMPANY_WITH_INVITATION_CODE = gql`
  mutation JoinCompanyWithInvitationCode($code: String!) {
    joinCompanyWithInvitationCode(input: { code: $code }) {
      result {
        companyId
        companyName
        status
      }
    }
  }
` as TypedDocumentNode<
  { joinCompanyWithInvitationCode: { result: Pick<InvitationPreview, 'companyId' | 'companyName' | 'status'> | null } | null },
  { code: string }
>;
