import { describe, expect, it } from 'vitest';
import { dash, formatDate, formatFileSize, formatMoney, formatNumber } from './format.ts';

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
  it('shows a file size in bytes, kB or MB at the 1024 steps', () => {
    expect(formatFileSize(1023, 'en-US')).toBe('1,023 byte');
    expect(formatFileSize(1024, 'en-US')).toBe('1 kB');
    expect(formatFileSize(1536, 'en-US')).toBe('1.5 kB');
    expect(formatFileSize(20 * 1024 * 1024, 'en-US')).toBe('20 MB');
    expect(formatFileSize(null)).toBe('—');
  });
});
