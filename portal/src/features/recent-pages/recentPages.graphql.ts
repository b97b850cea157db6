import { graphql } from '../../generated/gql.ts';
import type { RecentPagesQuery } from '../../generated/graphql.ts';

export const RECENT_PAGES = graphql(`
  query RecentPages {
    recentPages {
      nodes {
        id
        url
        title
        titleKey
        visitedAt
      }
    }
  }
`);

/** One recently visited page of the signed-in person. */
export type RecentPage = NonNullable<NonNullable<RecentPagesQuery['recentPages']>['nodes'][number]>;

export const RECORD_RECENT_PAGE = graphql(`
  mutation RecordRecentPage($url: String!, $title: String!, $titleKey: String) {
    recordRecentPage(input: { url: $url, title: $title, titleKey: $titleKey }) {
      result {
        id
      }
    }
  }
`);
