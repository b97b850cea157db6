import { graphql } from '../../generated/gql.ts';
import type { CompanyMembersQuery } from '../../generated/graphql.ts';

export const COMPANY_MEMBERS = graphql(`
  query CompanyMembers($companyId: UUID!, $first: Int!, $offset: Int!) {
    users(condition: { companyId: $companyId }, orderBy: [CREATED_AT_ASC, ID_ASC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        companyId
        name
        email
        account
        contactNumber
        phonePrefixCountryCode
        status
        firstJoinedAt
        remark
        roleLabels {
          key
          name
        }
        positionId
        position {
          name
        }
        userRoles {
          nodes {
            roleId
          }
        }
      }
    }
  }
`);

export type Member = NonNullable<NonNullable<CompanyMembersQuery['users']>['nodes'][number]>;

/** Edit a member: name, position, roles and remark (the server checks ManageCompanyUser and the sole-administrator rule). */
export const UPDATE_COMPANY_USER = graphql(`
  mutation UpdateCompanyUser($userId: UUID!, $name: String!, $positionId: Int!, $roleIds: [UUID]!, $remark: String) {
    updateCompanyUser(input: { userId: $userId, name: $name, positionId: $positionId, roleIds: $roleIds, remark: $remark }) {
      result {
        id
        name
        positionId
        remark
        status
        roleLabels {
          key
          name
        }
      }
    }
  }
`);

/** Remove a member from the company (status EXITED). */
export const REMOVE_COMPANY_USER = graphql(`
  mutation RemoveCompanyUser($userId: UUID!) {
    removeCompanyUser(input: { userId: $userId }) {
      result {
        id
        status
      }
    }
  }
`);

/** What the exit dialog needs to know about one's own identity in a company. */
export const MY_MEMBERSHIP = graphql(`
  query MyMembership($userId: UUID!) {
    user(id: $userId) {
      id
      isPartnerAdministrator
      isOnlyPartnerCompanyInternalAdmin
    }
  }
`);

/** Leave a company oneself. */
export const EXIT_COMPANY = graphql(`
  mutation ExitCompany($companyId: UUID!) {
    exitCompany(input: { companyId: $companyId }) {
      result {
        id
        status
      }
    }
  }
`);

/** The workbench overview's count of applications waiting for a decision. */
export const PENDING_APPLICATION_COUNT = graphql(`
  query PendingApplicationCount($companyId: UUID!) {
    companyJoinApplications(condition: { companyId: $companyId, applicationStatus: APPLYING }) {
      totalCount
    }
  }
`);

export const MEMBER_COUNT = graphql(`
  query MemberCount($companyId: UUID!) {
    users(condition: { companyId: $companyId, status: JOINED }) {
      totalCount
    }
  }
`);
