import { gql, type ApolloClient } from '@apollo/client';

export interface CurrentUser {
  rootUserId: string;
  userId: string;
  userName: string;
  avatar: string | null;
  permissionKeys: string[];
}

export const CURRENT_USER_QUERY = gql`
  query AdminCurrentUser {
    currentUserInfo {
      rootUserId
      defaultUser {
        userId
        userName
        avatar
        permissionKeys
      }
    }
  }
`;

interface CurrentUserResult {
  currentUserInfo: {
    rootUserId: string;
    defaultUser: { userId: string; userName: string; avatar: string | null; permissionKeys: string[] } | null;
  } | null;
}

/** The signed-in person's default identity (whose PERSONAL roles carry ManageAdminSite). */
export const fetchCurrentUser = async (client: ApolloClient<unknown>): Promise<CurrentUser | null> => {
  const { data } = await client.query<CurrentUserResult>({ query: CURRENT_USER_QUERY, fetchPolicy: 'network-only' });
  const info = data.currentUserInfo;
  if (!info?.defaultUser) return null;
  return {
    rootUserId: info.rootUserId,
    userId: info.defaultUser.userId,
    userName: info.defaultUser.userName,
    avatar: info.defaultUser.avatar,
    permissionKeys: [...info.defaultUser.permissionKeys],
  };
};

export const ADMIN_PERMISSION = 'ManageAdminSite';
export const canUseBackOffice = (user: CurrentUser | null): boolean =>
  !!user && user.permissionKeys.includes(ADMIN_PERMISSION);
