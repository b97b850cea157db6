import { describe, expect, it } from 'vitest';
import { approveCompanyCertificationSchema, updateCompanyCertificationSchema } from '@pp/domain';
import { approveDefaults, businessDateTime, certificateDefaults, certificationActions, levelChoices, levelName, oneYearFrom } from './forms.ts';

const id = '00000000-0000-4000-8000-000000000001';

describe('the approval defaults', () => {
  it('end the day before the same date a year later', () => {
    expect(oneYearFrom('2026-03-10')).toBe('2027-03-09');
    expect(oneYearFrom('2026-01-01')).toBe('2026-12-31');
    expect(oneYearFrom('2026-12-31')).toBe('2027-12-30');
    expect(oneYearFrom('2027-03-01')).toBe('2028-02-29');
    // 29 February has no date a year later: the year ends on 28 February
    expect(oneYearFrom('2028-02-29')).toBe('2029-02-28');
  });

  it('grant the level applied for from the business day, and pass the command schema', () => {
    const values = approveDefaults({ id, appliedLevelId: 2 }, '2026-05-20');
    expect(values).toEqual({ certificationId: id, approvedLevelId: 2, grantDate: '2026-05-20', expiredDate: '2027-05-19' });
    expect(approveCompanyCertificationSchema.safeParse(values).success).toBe(true);
  });

  it('count from today in the business time zone by default', () => {
    expect(approveDefaults({ id, appliedLevelId: 2 }).grantDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the levels one may grant', () => {
  const levels = [
    { id: 3, name: 'Gold', nameZh: '金牌', rank: 3, planId: 1 },
    { id: 5, name: 'Registered', nameZh: 'Registered', rank: 1, planId: 2 },
    null,
    { id: 1, name: 'Register', nameZh: '注册级', rank: 1, planId: 1 },
  ];
  it('are those of the programme, lowest first, named in zh with the English name', () => {
    expect(levelChoices(levels, 1)).toEqual([
      { id: 1, name: '注册级（Register）' },
      { id: 3, name: '金牌（Gold）' },
    ]);
    expect(levelChoices(levels, 2)).toEqual([{ id: 5, name: 'Registered' }]);
    expect(levelName(null)).toBeNull();
  });
});

describe('the certificate form', () => {
  it('starts from the saved data, the company name and the mainland prefix, and passes the command schema', () => {
    const values = certificateDefaults({ id, companyName: 'Orbit Computing', grantDate: '2026-05-20', expiredDate: '2027-05-19' });
    expect(values).toMatchObject({ certificateToCompanyName: 'Orbit Computing', deliveryContactPrefix: '+86', certificateFileId: null });
    const parsed = updateCompanyCertificationSchema.safeParse(values);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ certificateNumber: null, deliveryAddress: null });
  });

  it('keeps what was saved', () => {
    const values = certificateDefaults({ id, companyName: 'Orbit', certificateToCompanyName: 'Orbit Ltd.', deliveryContactPrefix: '+852', certificateFileId: id });
    expect(values).toMatchObject({ certificateToCompanyName: 'Orbit Ltd.', deliveryContactPrefix: '+852', certificateFileId: id });
  });
});

describe('the actions a certification allows', () => {
  it('decides while it waits, and edits the certificate once approved', () => {
    expect(certificationActions({ status: 'WAITING_APPROVAL', approvedLevelId: null })).toEqual({ decide: true, certificate: false });
    expect(certificationActions({ status: 'VALIDATING', approvedLevelId: 2 })).toEqual({ decide: false, certificate: true });
    expect(certificationActions({ status: 'CANCELED', approvedLevelId: 2 })).toEqual({ decide: false, certificate: true });
    expect(certificationActions({ status: 'REJECTED', approvedLevelId: null })).toEqual({ decide: false, certificate: false });
  });
});

describe('moments', () => {
  it('are shown in the business time zone', () => {
    expect(businessDateTime('2026-11-26T19:44:50Z')).toBe('2026/11/27 03:44:50');
    expect(businessDateTime(null)).toBeNull();
  });
});
