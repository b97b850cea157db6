import { describe, expect, it } from 'vitest';
import { personalCertificationCondition, personalCertificationFilter } from './filters.ts';

describe('personal certification filter', () => {
  it('does not narrow an empty form', () => {
    expect(personalCertificationFilter({})).toEqual({});
    expect(personalCertificationFilter({ q: '  ', status: '', typeId: '', paymentMethod: null })).toEqual({});
  });

  it('narrows by status and type as they are', () => {
    expect(personalCertificationFilter({ status: 'VALIDATING' })).toEqual({ status: { equalTo: 'VALIDATING' } });
    expect(personalCertificationFilter({ typeId: '2' })).toEqual({ typeId: { equalTo: 2 } });
    expect(personalCertificationFilter({ status: 'NOPE', typeId: 'x' })).toEqual({});
  });

  it('filters by the payment method itself', () => {
    for (const method of ['POINT_DEDUCTION', 'TRANSFER_ACCOUNTS', 'NO_PAYMENT', 'REDEEM_CODE']) {
      expect(personalCertificationFilter({ paymentMethod: method })).toEqual({ paymentMethod: { equalTo: method } });
    }
    expect(personalCertificationFilter({ paymentMethod: 'CASH' })).toEqual({});
  });

  it('searches the number, the certificate number and the applicant through the condition, trimmed', () => {
    expect(personalCertificationFilter({ q: ' PC-2026 ', status: 'COMMITTED', typeId: 1, paymentMethod: 'TRANSFER_ACCOUNTS' })).toEqual({
      and: [{ status: { equalTo: 'COMMITTED' } }, { typeId: { equalTo: 1 } }, { paymentMethod: { equalTo: 'TRANSFER_ACCOUNTS' } }],
    });
    expect(personalCertificationCondition({ q: ' PC-2026 ' })).toEqual({ keywordContains: 'PC-2026' });
    expect(personalCertificationCondition({ q: ' ' })).toEqual({});
  });
});
