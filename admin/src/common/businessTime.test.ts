import { describe, expect, it } from 'vitest';
import { businessTimeToIso, isoToBusinessTime } from './businessTime.ts';

describe('business times', () => {
  it('reads a wall-clock time in UTC+8 and shows a stored one the same way', () => {
    expect(businessTimeToIso('2026-12-01T09:30')).toBe('2026-12-01T09:30:00+08:00');
    expect(businessTimeToIso('')).toBe('');
    expect(isoToBusinessTime('2026-12-01T01:30:00Z')).toBe('2026-12-01T09:30');
    expect(isoToBusinessTime('2026-12-01T16:00:00Z')).toBe('2026-12-02T00:00');
    expect(isoToBusinessTime(null)).toBe('');
  });
});
