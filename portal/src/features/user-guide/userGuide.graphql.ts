import { graphql } from '../../generated/gql.ts';

/** The guide's pages in order (titles only), and one page with its content. */
export const USER_GUIDE_PAGES = graphql(`
  query UserGuidePages {
    userGuidePages(orderBy: [SORT_ORDER_ASC, ID_ASC]) {
      nodes {
        id
        title
      }
    }
  }
`);

export const USER_GUIDE_PAGE = graphql(`
  query UserGuidePage($id: Int!) {
    userGuidePage(id: $id) {
      id
      title
      content
      updatedAt
    }
  }
`);
