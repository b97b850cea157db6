import { describe, expect, it } from 'vitest';
import { currencyTotals } from './totals.ts';

describe('the project amount totals', () => {
  it('sum each currency apart, per project type and in total, exactly in cents', () => {
    expect(
      currencyTotals([
        { currencyIsoCode: 'USD', projectType: 'NEW_PURCHASE', performance: '0.10', recordCount: 1 },
        { currencyIsoCode: 'CNY', projectType: 'NEW_PURCHASE', performance: '1200.20', recordCount: 2 },
        { currencyIsoCode: 'CNY', projectType: 'REPEAT_PURCHASE', performance: '-0.10', recordCount: 1 },
        { currencyIsoCode: 'USD', projectType: 'REPEAT_PURCHASE', performance: '0.20', recordCount: 1 },
      ]),
    ).toEqual([
      { currency: 'CNY', cents: { TOTAL: 120010, NEW_PURCHASE: 120020, REPEAT_PURCHASE: -10 }, records: 3 },
      { currency: 'USD', cents: { TOTAL: 30, NEW_PURCHASE: 10, REPEAT_PURCHASE: 20 }, records: 2 },
    ]);
  });
  it('has nothing without lines', () => {
    expect(currencyTotals([])).toEqual([]);
  });
});
