import { describe, expect, it } from 'vitest';
import { deriveCanReApply, profileTabIndex, profileTabParam, type RecordLike } from './records.ts';

const rec = (id: string, companyId: string, status: RecordLike['applicationStatus'], createdAt: string): RecordLike => ({ id, companyId, applicationStatus: status, createdAt });

describe('application records', () => {
  it('allows re-applying to the newest rejected record only', () => {
    const old = rec('1', 'c', 'REJECTED', '2026-01-01T00:00:00Z');
    const newer = rec('2', 'c', 'APPLYING', '2026-02-01T00:00:00Z');
    const other = rec('3', 'd', 'REJECTED', '2026-01-05T00:00:00Z');
    const all = [newer, other, old];
    expect(deriveCanReApply(old, all, true)).toBe(false);
    expect(deriveCanReApply(other, all, true)).toBe(true);
    expect(deriveCanReApply(other, all, false)).toBe(false);
    expect(deriveCanReApply(newer, all, true)).toBe(false);
  });
  it('maps the tab query value', () => {
    expect(profileTabIndex('record')).toBe(1);
    expect(profileTabIndex(null)).toBe(0);
    expect(profileTabParam(1)).toBe('record');
    expect(profileTabParam(0)).toBeUndefined();
  });
});
