import { describe, expect, it } from 'vitest';
import { csvTable, totalsOf } from './report.ts';

const translate = (key: string) => key.replace('resources.content-analytics.', '');

describe('the analytics report', () => {
  it('adds up the range', () => {
    expect(totalsOf([{ __typename: 'ContentAnalyticsDay', day: '2026-11-26', views: 3, downloads: 1 }, null,
      { __typename: 'ContentAnalyticsDay', day: '2026-11-27', views: 2, downloads: 0 }])).toEqual({ views: 5, downloads: 1 });
    expect(totalsOf([])).toEqual({ views: 0, downloads: 0 });
  });

  it('exports one row per day and company, the vendor staff named as such', () => {
    const table = csvTable([
      { __typename: 'ContentAnalyticsRow', day: '2026-11-26', companyId: 'c1', companyName: 'Cloudway', views: 3, downloads: 1 },
      { __typename: 'ContentAnalyticsRow', day: '2026-11-26', companyId: null, companyName: null, views: 1, downloads: 0 },
    ], translate);
    expect(table.headers).toEqual(['csv.day', 'csv.company', 'csv.views', 'csv.downloads']);
    expect(table.records).toEqual([
      { 'csv.day': '2026-11-26', 'csv.company': 'Cloudway', 'csv.views': 3, 'csv.downloads': 1 },
      { 'csv.day': '2026-11-26', 'csv.company': 'vendor_staff', 'csv.views': 1, 'csv.downloads': 0 },
    ]);
  });
});
