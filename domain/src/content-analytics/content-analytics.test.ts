import { describe, expect, it } from 'vitest';
import { firstIssueCode } from '../common/validation.ts';
import {
  contentAnalyticsDefaultRange,
  contentAnalyticsLimits,
  contentAnalyticsPaths,
  contentAnalyticsRangeIssue,
  recordContentEventsSchema,
} from './index.ts';

const event = { contentKind: 'MATERIAL', contentId: '00000000-0000-4000-8000-000000000001', eventType: 'VIEW' } as const;
const codeOf = (input: unknown) => {
  const r = recordContentEventsSchema.safeParse(input);
  return r.success ? null : firstIssueCode(r.error);
};

describe('content analytics', () => {
  it('takes a batch of at most 50 events, each a known kind, an id and a known type', () => {
    const max = contentAnalyticsLimits.contentEventsBatchMax;
    expect(codeOf({ events: Array.from({ length: max }, () => event) })).toBeNull();
    expect(codeOf({ events: Array.from({ length: max + 1 }, () => event) })).toBe('CONTENT_EVENTS_TOO_MANY');
    expect(codeOf({ events: [], companyId: null })).toBeNull();
    expect(codeOf({ events: [{ ...event, contentId: 'x' }] })).toBe('VALIDATION_FAILED');
    expect(recordContentEventsSchema.safeParse({ events: [{ ...event, eventType: 'SHARE' }] }).success).toBe(false);
  });

  it('covers 1 to 366 days whose start is not after the end', () => {
    expect(contentAnalyticsRangeIssue('2026-11-27', '2026-11-27')).toBeNull();
    expect(contentAnalyticsRangeIssue('2025-11-27', '2026-11-27')).toBeNull(); // 366 days
    expect(contentAnalyticsRangeIssue('2025-11-26', '2026-11-27')).toBe('CONTENT_ANALYTICS_RANGE_INVALID'); // 367
    expect(contentAnalyticsRangeIssue('2026-11-28', '2026-11-27')).toBe('CONTENT_ANALYTICS_RANGE_INVALID');
    expect(contentAnalyticsRangeIssue('', '2026-11-27')).toBe('CONTENT_ANALYTICS_RANGE_INVALID');
  });

  it('reports the last 30 business days by default, today in the business time zone included', () => {
    // 2026-11-26 17:00 UTC is already the 27th in Shanghai.
    expect(contentAnalyticsDefaultRange(new Date('2026-11-26T17:00:00Z'))).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(contentAnalyticsDefaultRange(new Date('2026-03-01T01:00:00Z'))).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('addresses an item\'s analytics in the back office', () => {
    expect(contentAnalyticsPaths.of('MATERIAL', 'm1')).toBe('/material/m1/analytics');
    expect(contentAnalyticsPaths.of('ANNOUNCEMENT', 'a1')).toBe('/announcement/a1/analytics');
  });
});
