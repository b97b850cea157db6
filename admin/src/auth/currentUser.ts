import type { ApolloClient } from '@apollo/client';
import { graphql } from '../generated/gql.ts';

export interface CurrentUser {
  rootUserId: string;
  userId: string;
  userName: string;
  avatar: string | null;
  permissionKeys: string[];
  /** Whether the person is a member of any company (decides where a refused visitor is sent). */
  hasCompany: boolean;
}

export const CURRENT_USER_QUERY = graphql(`
  query AdminCurrentUser {
    currentUserInfo {
      rootUserId
      defaultUser {
        userId
        userName
        avatar
        permissionKeys
      }
      ownCompanyUsers {
        companyId
      }
    }
  }
`);

/** The signed-in person's default identity (whose PERSONAL roles carry ManageAdminSite). */
export const fetchCurrentUser = async (client: ApolloClient<unknown>): Promise<CurrentUser | null> => {
  const { data } = await client.query({ query: CURRENT_USER_QUERY, fetchPolicy: 'network-only' });
  const info = data.currentUserInfo;
  if (!info?.defaultUser) return null;
  return {
    rootUserId: info.rootUserId,
    userId: info.defaultUser.userId,
    userName: info.defaultUser.userName,
    avatar: info.defaultUser.avatar ?? null,
    permissionKeys: [...info.defaultUser.permissionKeys],
    hasCompany: info.ownCompanyUsers.length > 0,
  };
};

export const ADMIN_PERMISSION = 'ManageAdminSite';
export const canUseBackOffice = (user: CurrentUser | null): boolean =>
  !!user && user.permissionKeys.includes(ADMIN_PERMISSION);

/**
 * Where a signed-in person without ManageAdminSite is sent (a failed access check redirects, to /workbench,
 * /no-company, /profile or /): company members to their workbench, everyone else home.
 */
export const refusedVisitorTarget = (user: CurrentUser | null): string => (user?.hasCompany ? '/workbench' : '/');
