import { graphql } from '../generated/gql.ts';
import type { ContentAnalyticsQuery, ContentAnalyticsRowsQuery } from '../generated/graphql.ts';

/** An item's report: its views and downloads each day of the range, and the ten companies that read it most. */
export const CONTENT_ANALYTICS = graphql(`
  query ContentAnalytics($kind: ContentKind!, $id: UUID!, $from: Date!, $to: Date!) {
    contentAnalyticsDaysList(contentKind: $kind, contentId: $id, fromDate: $from, toDate: $to) { day views downloads }
    contentAnalyticsCompaniesList(contentKind: $kind, contentId: $id, fromDate: $from, toDate: $to, top: 10) { companyId companyName views downloads }
  }
`);
export type ContentAnalyticsDay = NonNullable<NonNullable<ContentAnalyticsQuery['contentAnalyticsDaysList']>[number]>;
export type ContentAnalyticsCompany = NonNullable<NonNullable<ContentAnalyticsQuery['contentAnalyticsCompaniesList']>[number]>;

/** Every (day, company) of an item's events in the range, for the CSV export. */
export const CONTENT_ANALYTICS_ROWS = graphql(`
  query ContentAnalyticsRows($kind: ContentKind!, $id: UUID!, $from: Date!, $to: Date!) {
    contentAnalyticsRowsList(contentKind: $kind, contentId: $id, fromDate: $from, toDate: $to) { day companyId companyName views downloads }
  }
`);
export type ContentAnalyticsRow = NonNullable<NonNullable<ContentAnalyticsRowsQuery['contentAnalyticsRowsList']>[number]>;

/** The item's title, for the page's heading. */
export const CONTENT_ANALYTICS_ITEM = graphql(`
  query ContentAnalyticsItem($id: UUID!, $announcement: Boolean!) {
    announcement(id: $id) @include(if: $announcement) { id title }
    resourceMaterial(id: $id) @skip(if: $announcement) { id name }
  }
`);
