import { describe, expect, it } from 'vitest';
import { recentPagesLimits, recordRecentPageSchema } from './index.ts';

describe('recordRecentPage schema', () => {
  it('accepts the portal’s own paths with their query', () => {
    expect(recordRecentPageSchema.safeParse({ url: '/workbench/user?tab=application', title: 'Members' }).success).toBe(true);
  });

  it('refuses addresses that leave the portal, and empty or long titles', () => {
    for (const url of ['https://x.example/', '//x.example', 'javascript:alert(1)', '/a b', '/\\x', '']) {
      expect(recordRecentPageSchema.safeParse({ url, title: 'T' }).error?.issues[0]?.message, url).toBe('RECENT_PAGE_URL_INVALID');
    }
    expect(recordRecentPageSchema.safeParse({ url: '/w', title: ' ' }).error?.issues[0]?.message).toBe('RECENT_PAGE_TITLE_INVALID');
    expect(recordRecentPageSchema.safeParse({ url: '/w', title: 'a'.repeat(recentPagesLimits.recentPageTitleMax + 1) }).error?.issues[0]?.message).toBe(
      'RECENT_PAGE_TITLE_INVALID',
    );
  });
});
