import { describe, expect, it } from 'vitest';
import { pointHistoryCondition, pointHistoryFilter, pointTabOf } from './filters.ts';

describe('point history filter', () => {
  it('reads the tab, "all" for anything unknown', () => {
    expect(pointTabOf('market')).toBe('market');
    expect(pointTabOf('product')).toBe('product');
    expect(pointTabOf('x')).toBe('all');
    expect(pointTabOf(undefined)).toBe('all');
  });

  it('does not narrow an empty form', () => {
    expect(pointHistoryFilter({})).toEqual({});
    expect(pointHistoryFilter({ tab: 'all', q: '  ' })).toEqual({});
  });

  it('narrows by the tab type alone', () => {
    expect(pointHistoryFilter({ tab: 'market' })).toEqual({ type: { equalTo: 'MARKET_POINT' } });
    expect(pointHistoryFilter({ tab: 'product' })).toEqual({ type: { equalTo: 'PRODUCT_POINT' } });
  });

  it('combines the tab, the company, the scenario, the action and the dates', () => {
    expect(
      pointHistoryFilter({
        tab: 'product',
        q: ' Cloudway ',
        actionScenario: 'PROJECT_REWARD',
        action: 'ADD',
        effectiveFrom: '2026-01-01',
        effectiveTo: '2026-01-31',
        createdFrom: '2026-02-01',
        createdTo: '2026-02-28',
      }),
    ).toEqual({
      and: [
        { type: { equalTo: 'PRODUCT_POINT' } },
        { actionScenario: { equalTo: 'PROJECT_REWARD' } },
        { action: { equalTo: 'ADD' } },
        { effectiveDate: { greaterThanOrEqualTo: '2026-01-01', lessThanOrEqualTo: '2026-01-31' } },
        { createdAt: { greaterThanOrEqualTo: '2026-02-01T00:00:00+08:00', lessThan: '2026-03-01T00:00:00+08:00' } },
      ],
    });
  });

  it('ignores dates that are not days', () => {
    expect(pointHistoryFilter({ effectiveFrom: 'yesterday' })).toEqual({});
  });
  it('searches the company name through the condition', () => {
    expect(pointHistoryCondition({ q: ' Cloudway ', tab: 'market' })).toEqual({ companyNameContains: 'Cloudway' });
    expect(pointHistoryCondition({ q: ' ' })).toEqual({});
  });
});
