import { describe, expect, it } from 'vitest';
import { firstIssueCode } from '../common/validation.ts';
import { nextState } from '../common/machine.ts';
import {
  addDays,
  approveCompanyCertificationSchema,
  companyCertificationBenefits,
  companyCertificationMachine,
  companyCertificationRenewable,
  rejectCompanyCertificationSchema,
  updateCompanyCertificationSchema,
} from './index.ts';

const id = '00000000-0000-4000-8000-000000000001';
const codeOf = (result: { success: boolean; error?: Parameters<typeof firstIssueCode>[0] }) =>
  result.success ? 'OK' : firstIssueCode(result.error!);

describe('the renewal window', () => {
  const expiredDate = '2027-06-30';
  it('opens 60 days before the expiry date, not 61', () => {
    expect(companyCertificationRenewable({ status: 'VALIDATING', expiredDate }, addDays(expiredDate, -61))).toBe(false);
    expect(companyCertificationRenewable({ status: 'VALIDATING', expiredDate }, addDays(expiredDate, -60))).toBe(true);
    expect(companyCertificationRenewable({ status: 'VALIDATING', expiredDate }, expiredDate)).toBe(true);
  });
  it('closes 60 days after the expiry date, not 61', () => {
    expect(companyCertificationRenewable({ status: 'EXPIRED', expiredDate }, addDays(expiredDate, 60))).toBe(true);
    expect(companyCertificationRenewable({ status: 'EXPIRED', expiredDate }, addDays(expiredDate, 61))).toBe(false);
  });
  it('is never open for an application, a rejection or a replaced certification', () => {
    for (const status of ['WAITING_APPROVAL', 'REJECTED', 'CANCELED', 'COMMITTED'] as const) {
      expect(companyCertificationRenewable({ status, expiredDate }, expiredDate)).toBe(false);
    }
    expect(companyCertificationRenewable({ status: 'VALIDATING', expiredDate: null }, expiredDate)).toBe(false);
  });
  it('counts calendar days across months and leap days', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
  });
});

describe('the machine', () => {
  it('approves or rejects an application; an approved one expires or is replaced', () => {
    expect(nextState(companyCertificationMachine, 'WAITING_APPROVAL', 'approve')).toBe('VALIDATING');
    expect(nextState(companyCertificationMachine, 'WAITING_APPROVAL', 'reject')).toBe('REJECTED');
    expect(nextState(companyCertificationMachine, 'VALIDATING', 'expire')).toBe('EXPIRED');
    expect(nextState(companyCertificationMachine, 'VALIDATING', 'replace')).toBe('CANCELED');
    expect(nextState(companyCertificationMachine, 'VALIDATING', 'approve')).toBeUndefined();
    expect(nextState(companyCertificationMachine, 'EXPIRED', 'expire')).toBeUndefined();
  });
});

describe('the commands', () => {
  it('approving needs a level and dates, the expiry after the grant', () => {
    const ok = { certificationId: id, approvedLevelId: 2, grantDate: '2026-12-01', expiredDate: '2027-11-30' };
    expect(codeOf(approveCompanyCertificationSchema.safeParse(ok))).toBe('OK');
    expect(codeOf(approveCompanyCertificationSchema.safeParse({ ...ok, expiredDate: '2026-12-01' }))).toBe('COMPANY_CERTIFICATION_DATES_INVALID');
    expect(codeOf(approveCompanyCertificationSchema.safeParse({ ...ok, grantDate: undefined }))).toBe('COMPANY_CERTIFICATION_DATE_REQUIRED');
    expect(codeOf(approveCompanyCertificationSchema.safeParse({ ...ok, approvedLevelId: 0 }))).toBe('CERTIFICATION_LEVEL_NOT_FOUND');
  });
  it('rejecting needs a reason of at most 200 characters', () => {
    expect(codeOf(rejectCompanyCertificationSchema.safeParse({ certificationId: id, auditComment: '  ' }))).toBe('COMPANY_CERTIFICATION_REJECT_REASON_REQUIRED');
    expect(codeOf(rejectCompanyCertificationSchema.safeParse({ certificationId: id, auditComment: 'x'.repeat(200) }))).toBe('OK');
    expect(codeOf(rejectCompanyCertificationSchema.safeParse({ certificationId: id, auditComment: 'x'.repeat(201) }))).toBe('COMPANY_CERTIFICATION_REJECT_REASON_TOO_LONG');
  });
  it('certificate data: the company name on it from 4 characters, the contact number checked', () => {
    const ok = { certificationId: id, grantDate: '2026-12-01', expiredDate: '2027-11-30' };
    expect(codeOf(updateCompanyCertificationSchema.safeParse(ok))).toBe('OK');
    expect(codeOf(updateCompanyCertificationSchema.safeParse({ ...ok, certificateToCompanyName: 'Abc' }))).toBe('COMPANY_CERTIFICATION_COMPANY_NAME_TOO_SHORT');
    expect(codeOf(updateCompanyCertificationSchema.safeParse({ ...ok, certificateToCompanyName: 'Abcd' }))).toBe('OK');
    expect(codeOf(updateCompanyCertificationSchema.safeParse({ ...ok, deliveryContactPrefix: '+86', deliveryContactNumber: '12345' }))).toBe('COMPANY_CERTIFICATION_PHONE_INVALID');
    expect(codeOf(updateCompanyCertificationSchema.safeParse({ ...ok, deliveryContactPrefix: '+86', deliveryContactNumber: '13800000000' }))).toBe('OK');
    expect(codeOf(updateCompanyCertificationSchema.safeParse({ ...ok, trackingNumber: 'x'.repeat(51) }))).toBe('COMPANY_CERTIFICATION_FIELD_TOO_LONG');
  });
});

describe('the tier tables', () => {
  it('give every level a yes or no for each benefit of its programme', () => {
    for (const programme of Object.values(companyCertificationBenefits)) {
      for (const flags of Object.values(programme.levels)) expect(flags).toHaveLength(programme.benefits.length);
    }
    expect(Object.keys(companyCertificationBenefits.MAINLAND.levels)).toEqual(['REGISTER', 'SILVER', 'GOLD', 'PLATINUM']);
    expect(Object.keys(companyCertificationBenefits.GLOBAL.levels)).toEqual(['REGISTERED', 'ADVANCED']);
  });
});
