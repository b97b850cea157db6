import { describe, expect, it } from 'vitest';
import { addDays, expiresSoon, lotState, pointTab } from './listRules.ts';

const today = '2026-03-15';

describe('company points page rules', () => {
  it('reads the tab of the address, Details of changes by default', () => {
    expect(pointTab('market')).toBe('market');
    expect(pointTab('product')).toBe('product');
    expect(pointTab('details')).toBe('details');
    expect(pointTab(null)).toBe('details');
    expect(pointTab('other')).toBe('details');
  });

  it('counts a lot from its effective date through the end of its expiry date', () => {
    expect(lotState({ effectiveDate: '2026-03-16', expiredDate: '2026-12-31', remainingPoint: 5 }, today)).toBe('upcoming');
    expect(lotState({ effectiveDate: today, expiredDate: today, remainingPoint: 5 }, today)).toBe('available');
    expect(lotState({ effectiveDate: '2026-01-01', expiredDate: '2026-03-14', remainingPoint: 5 }, today)).toBe('expired');
    expect(lotState({ effectiveDate: '2026-01-01', expiredDate: '2026-12-31', remainingPoint: 0 }, today)).toBe('used');
  });

  it('warns about lots with points left that expire within the horizon', () => {
    expect(addDays('2026-02-27', 30)).toBe('2026-03-29');
    expect(expiresSoon({ effectiveDate: '2026-01-01', expiredDate: addDays(today, 30), remainingPoint: 1 }, 30, today)).toBe(true);
    expect(expiresSoon({ effectiveDate: '2026-01-01', expiredDate: addDays(today, 31), remainingPoint: 1 }, 30, today)).toBe(false);
    expect(expiresSoon({ effectiveDate: '2026-01-01', expiredDate: today, remainingPoint: 0 }, 30, today)).toBe(false);
    expect(expiresSoon({ effectiveDate: '2026-01-01', expiredDate: '2026-03-14', remainingPoint: 3 }, 30, today)).toBe(false);
  });
});
