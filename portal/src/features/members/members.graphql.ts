import { gql, type TypedDocumentNode } from '@apollo/client';
import type { JoinApplicationStatus, RoleType, UserStatus } from '@pp/domain';
import type { Datetime, UUID } from '../../lib/graphql-types.ts';

export interface Member {
  id: UUID;
  name: string;
  email: string | null;
  contactNumber: string | null;
  status: UserStatus;
  firstJoinedAt: Datetime | null;
  remark: string | null;
  roleNames: string[] | null;
  position: { name: string } | null;
}

export const COMPANY_MEMBERS = gql`
  query CompanyMembers($companyId: UUID!, $first: Int!, $offset: Int!) {
    users(condition: { companyId: $companyId }, orderBy: [CREATED_AT_ASC, ID_ASC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        name
        email
        contactNumber
        status
        firstJoinedAt
        remark
        roleNames
        position {
          name
        }
      }
    }
  }
` as TypedDocumentNode<{ users: { totalCount: number; nodes: Member[] } | null }, { companyId: UUID; first: number; offset: number }>;

export interface CompanyJoinApplication {
  id: UUID;
  companyId: UUID;
  realName: string;
  account: string | null;
  contactNumber: string | null;
  applicationStatus: JoinApplicationStatus;
  auditComment: string | null;
  remark: string | null;
  createdAt: Datetime;
  reviewedAt: Datetime | null;
  approvedName: string | null;
  roleIds: (UUID | null)[];
  position: { name: string } | null;
}

export const COMPANY_JOIN_APPLICATIONS = gql`
  query CompanyJoinApplications($companyId: UUID!, $first: Int!, $offset: Int!) {
    companyJoinApplications(condition: { companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        companyId
        realName
        account
        contactNumber
        applicationStatus
        auditComment
        remark
        createdAt
        reviewedAt
        approvedName
        roleIds
        position {
          name
        }
      }
    }
  }
` as TypedDocumentNode<
  { companyJoinApplications: { totalCount: number; nodes: CompanyJoinApplication[] } | null },
  { companyId: UUID; first: number; offset: number }
>;

/** Computed fields that currently fail with NO_PERMISSION (see profile.graphql.ts); asked separately. */
export const COMPANY_JOIN_APPLICATION_EXTRAS = gql`
  query CompanyJoinApplicationExtras($companyId: UUID!, $first: Int!, $offset: Int!) {
    companyJoinApplications(condition: { companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {
      nodes {
        id
        approverName
        roleNames
      }
    }
  }
` as TypedDocumentNode<
  { companyJoinApplications: { nodes: { id: UUID; approverName: string | null; roleNames: (string | null)[] | null }[] } | null },
  { companyId: UUID; first: number; offset: number }
>;

export const PENDING_APPLICATION_COUNT = gql`
  query PendingApplicationCount($companyId: UUID!) {
    companyJoinApplications(condition: { companyId: $companyId, applicationStatus: APPLYING }) {
      totalCount
    }
  }
` as TypedDocumentNode<{ companyJoinApplications: { totalCount: number } | null }, { companyId: UUID }>;

export const MEMBER_COUNT = gql`
  query MemberCount($companyId: UUID!) {
    users(condition: { companyId: $companyId, status: JOINED }) {
      totalCount
    }
  }
` as TypedDocumentNode<{ users: { totalCount: number } | null }, { companyId: UUID }>;

export interface RoleOption {
  id: UUID;
  name: string;
  key: string | null;
  type: RoleType;
  companyId: UUID | null;
}

/**
 * Positions and roles for approving. `RoleCondition`/`RoleFilter` have no `type` in the current API, so the
 * organisational roles are picked on the client from the roles the user may see.
 */
export const APPROVAL_OPTIONS = gql`
  query ApprovalOptions {
    positions(orderBy: [PRIMARY_KEY_ASC]) {
      nodes {
        id
        name
      }
    }
    roles {
      nodes {
        id
        name
        key
        type
        companyId
      }
    }
  }
` as TypedDocumentNode<
  { positions: { nodes: { id: number; name: string }[] } | null; roles: { nodes: RoleOption[] } | null },
  Record<string, never>
>;

export const APPROVE_COMPANY_JOIN_APPLICATION = gql`
  mutation ApproveCompanyJoinApplication($applicationId: UUID!, $name: String!, $positionId: Int!, $roleIds: [UUID]!) {
    approveCompanyJoinApplication(input: { applicationId: $applicationId, name: $name, positionId: $positionId, roleIds: $roleIds }) {
      result {
        id
        applicationStatus
        reviewedAt
      }
    }
  }
` as TypedDocumentNode<
  { approveCompanyJoinApplication: { result: { id: UUID; applicationStatus: JoinApplicationStatus; reviewedAt: Datetime | null } | null } | null },
  { applicationId: UUID; name: string; positionId: number; roleIds: UUID[] }
>;

export const REJECT_COMPANY_JOIN_APPLICATION = gql`
  mutation RejectCompanyJoinApplication($applicationId: UUID!, $auditComment: String!) {
    rejectCompanyJoinApplication(input: { applicationId: $applicationId, auditComment: $auditComment }) {
      result {
        id
        applicationStatus
        auditComment
        reviewedAt
      }
    }
  }
` as TypedDocumentNode<
  {
    rejectCompanyJoinApplication: {
      result: { id: UUID; applicationStatus: JoinApplicationStatus; auditComment: string | null; reviewedAt: Datetime | null } | null;
    } | null;
  },
  { applicationId: UUID; auditComment: string }
>;
