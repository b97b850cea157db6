// What the analytics page computes from the API's answers: the range's totals, and the CSV export's table (one row
// per business day and company, the vendor's staff named as such).
import type { ContentAnalyticsDay, ContentAnalyticsRow } from './contentAnalytics.graphql.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const totalsOf = (days: readonly (ContentAnalyticsDay | null)[]): { views: number; downloads: number } =>
  days.reduce((sum, d) => ({ views: sum.views + (d?.views ?? 0), downloads: sum.downloads + (d?.downloads ?? 0) }), { views: 0, downloads: 0 });

export interface CsvTable {
  headers: string[];
  records: Record<string, string | number>[];
}

/** The export's table: day, company (or "vendor staff" for events with none), views, downloads. */
export const csvTable = (rows: readonly (ContentAnalyticsRow | null)[], translate: Translate): CsvTable => {
  const k = (key: string) => translate(`resources.content-analytics.${key}`);
  const headers = [k('csv.day'), k('csv.company'), k('csv.views'), k('csv.downloads')];
  const records = rows.flatMap((r) =>
    r
      ? [{
          [headers[0]!]: r.day ?? '',
          [headers[1]!]: r.companyId ? (r.companyName ?? r.companyId) : k('vendor_staff'),
          [headers[2]!]: r.views ?? 0,
          [headers[3]!]: r.downloads ?? 0,
        }]
      : [],
  );
  return { headers, records };
};
