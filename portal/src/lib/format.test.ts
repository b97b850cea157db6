import { describe, expect, it } from 'vitest';
import { dash, formatDate, formatMoney, formatNumber } from './format.ts';

describe('formatting per locale', () => {
  it('formats numbers and money with the grouping of the language', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatMoney(1234.5, undefined, 'en-US')).toBe('$1,234.50');
    expect(formatMoney(1234.5, undefined, 'zh-CN')).toBe('¥1,234.50');
    expect(formatMoney(null)).toBe('—');
  });
  it('formats dates in the language', () => {
    expect(formatDate('2026-05-04T08:00:00Z', 'en-US')).toMatch(/May 4, 2026/);
    expect(formatDate('2026-05-04T08:00:00Z', 'zh-CN')).toMatch(/2026年5月4日/);
    expect(dash('  ')).toBe('—');
  });
  it('shows a date-only value as that calendar day west of UTC too', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatDate('2026-05-04', 'en-US')).toMatch(/May 4, 2026/);
      expect(formatDate('2026-05-04T02:00:00Z', 'en-US')).toMatch(/May 3, 2026/);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
