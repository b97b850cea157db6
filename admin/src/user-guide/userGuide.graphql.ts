import { graphql } from '../generated/gql.ts';
import type { AdminUserGuidePageQuery } from '../generated/graphql.ts';

/** One page with what its edit page fills in. */
export const ADMIN_USER_GUIDE_PAGE = graphql(`
  query AdminUserGuidePage($id: Int!) {
    userGuidePage(id: $id) {
      id
      title
      content
      sortOrder
    }
  }
`);
export type AdminUserGuidePage = NonNullable<AdminUserGuidePageQuery['userGuidePage']>;

export const ADMIN_SAVE_USER_GUIDE_PAGE = graphql(`
  mutation AdminSaveUserGuidePage($input: SaveUserGuidePageInput!) {
    saveUserGuidePage(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_DELETE_USER_GUIDE_PAGE = graphql(`
  mutation AdminDeleteUserGuidePage($input: DeleteUserGuidePageInput!) {
    deleteUserGuidePage(input: $input) {
      result {
        id
      }
    }
  }
`);
