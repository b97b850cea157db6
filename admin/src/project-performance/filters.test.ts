import { describe, expect, it } from 'vitest';
import { performanceCondition } from './filters.ts';

describe('the performance list search', () => {
  it('is empty without search text', () => {
    expect(performanceCondition({})).toEqual({});
    expect(performanceCondition({ semanticId: '  ', company: '' })).toEqual({});
  });
  it('each box is one condition, trimmed; several are all required', () => {
    expect(performanceCondition({ semanticId: ' PO-1 ' })).toEqual({ semanticIdContains: 'PO-1' });
    expect(performanceCondition({ company: ' Alpha ', customer: 'Bank', semanticId: 'PO' })).toEqual({
      semanticIdContains: 'PO',
      companyNameContains: 'Alpha',
      customerNameContains: 'Bank',
    });
  });
});
