import { describe, expect, it } from 'vitest';
import { personalCertificationFilter } from './filters.ts';

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

  it('reads each payment method from what it leaves on the row', () => {
    expect(personalCertificationFilter({ paymentMethod: 'POINT_DEDUCTION' })).toEqual({ pointUsageApprovalsExist: true });
    expect(personalCertificationFilter({ paymentMethod: 'TRANSFER_ACCOUNTS' })).toEqual({ receiptFileExists: true });
    expect(personalCertificationFilter({ paymentMethod: 'NO_PAYMENT' })).toEqual({
      or: [{ rootUserByCreatedByExists: true, receiptFileExists: false }, { renewalOfExists: true }],
    });
    expect(personalCertificationFilter({ paymentMethod: 'REDEEM_CODE' })).toEqual({
      pointUsageApprovalsExist: false,
      receiptFileExists: false,
      rootUserByCreatedByExists: false,
      renewalOfExists: false,
    });
  });

  it('searches the number, the certificate number and the applicant, combined with the rest', () => {
    expect(personalCertificationFilter({ q: ' PC-2026 ', status: 'COMMITTED', typeId: 1, paymentMethod: 'TRANSFER_ACCOUNTS' })).toEqual({
      and: [
        { status: { equalTo: 'COMMITTED' } },
        { typeId: { equalTo: 1 } },
        { receiptFileExists: true },
        {
          or: [
            { semanticId: { includesInsensitive: 'PC-2026' } },
            { certificateNumber: { includesInsensitive: 'PC-2026' } },
            { applicantName: { includesInsensitive: 'PC-2026' } },
          ],
        },
      ],
    });
  });
});
