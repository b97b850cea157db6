import { describe, expect, it } from 'vitest';
import { firstIssueCode } from '../common/validation.ts';
import { nextState } from '../common/machine.ts';
import {
  applyPersonalCertificationSchema,
  cancelPersonalCertificationSchema,
  personalCertificationMachine,
  pointUsageApprovalMachine,
  rejectPointUsageApprovalSchema,
} from './index.ts';

const id = '00000000-0000-4000-8000-000000000001';
const codeOf = (result: { success: boolean; error?: Parameters<typeof firstIssueCode>[0] }) =>
  result.success ? 'OK' : firstIssueCode(result.error!);
const base = {
  typeId: 1,
  realName: 'Li Lei',
  site: 'MAINLAND',
  paymentMethod: 'TRANSFER_ACCOUNTS',
  receiptFileId: id,
  deliveryContactName: 'Li Lei',
  deliveryContactPrefix: '+86',
  deliveryContactNumber: '13800000000',
  deliveryAddress: '1 Quay Road',
};
const invoice = {
  wantsInvoice: true,
  invoiceContentType: 'TECHNICAL_SERVICE_CHARGE',
  invoiceTitleType: 'ORGANIZATIONAL',
  invoiceTitle: 'Alpha Ltd',
  invoiceCompanyName: 'Alpha Ltd',
  invoiceTaxNumber: '91310000MA1',
  invoiceReceiverEmail: 'finance@alpha.example.com',
};
const check = (v: Record<string, unknown>) => codeOf(applyPersonalCertificationSchema.safeParse(v));

describe('applying for a personal certification', () => {
  it('accepts a transfer with its receipt and a typed delivery, or an own address', () => {
    expect(check(base)).toBe('OK');
    expect(check({ ...base, deliveryContactName: null, deliveryAddress: null, deliveryAddressId: id })).toBe('OK');
    expect(check({ ...base, ...invoice })).toBe('OK');
  });

  it('asks for what the payment method needs', () => {
    expect(check({ ...base, receiptFileId: null })).toBe('PERSONAL_CERTIFICATION_RECEIPT_REQUIRED');
    expect(check({ ...base, paymentMethod: 'POINT_DEDUCTION', pointType: 'MARKET_POINT' })).toBe('PERSONAL_CERTIFICATION_POINT_COMPANY_REQUIRED');
    expect(check({ ...base, paymentMethod: 'POINT_DEDUCTION', companyId: id })).toBe('PERSONAL_CERTIFICATION_POINT_TYPE_REQUIRED');
    expect(check({ ...base, paymentMethod: 'REDEEM_CODE' })).toBe('PERSONAL_CERTIFICATION_REDEEM_CODE_REQUIRED');
    // not the person's to choose
    expect(check({ ...base, paymentMethod: 'NO_PAYMENT' })).toBe('PERSONAL_CERTIFICATION_PAYMENT_METHOD_INVALID');
  });

  it('the real name: required, at most 50 characters', () => {
    expect(check({ ...base, realName: ' ' })).toBe('PERSONAL_CERTIFICATION_REAL_NAME_REQUIRED');
    expect(check({ ...base, realName: 'x'.repeat(50) })).toBe('OK');
    expect(check({ ...base, realName: 'x'.repeat(51) })).toBe('PERSONAL_CERTIFICATION_REAL_NAME_TOO_LONG');
  });

  it('the delivery: required, and the phone by its prefix\'s rule', () => {
    expect(check({ ...base, deliveryContactName: null, deliveryAddress: null })).toBe('PERSONAL_CERTIFICATION_DELIVERY_ADDRESS_REQUIRED');
    expect(check({ ...base, deliveryContactNumber: '12345' })).toBe('PHONE_INVALID');
  });

  it('an invoice asked for needs every field, and a valid e-mail', () => {
    expect(check({ ...base, ...invoice, invoiceTitle: '' })).toBe('PERSONAL_CERTIFICATION_INVOICE_TITLE_REQUIRED');
    expect(check({ ...base, ...invoice, invoiceTaxNumber: '' })).toBe('PERSONAL_CERTIFICATION_INVOICE_TAX_NUMBER_REQUIRED');
    expect(check({ ...base, ...invoice, invoiceReceiverEmail: 'finance@alpha' })).toBe('PERSONAL_CERTIFICATION_INVOICE_EMAIL_INVALID');
    expect(check({ ...base, ...invoice, invoiceContentType: null })).toBe('PERSONAL_CERTIFICATION_INVOICE_CONTENT_REQUIRED');
    // not asked for: nothing checked
    expect(check({ ...base, ...invoice, wantsInvoice: false, invoiceTitle: '' })).toBe('OK');
  });

  it('reasons: required, at most 200 characters', () => {
    expect(codeOf(cancelPersonalCertificationSchema.safeParse({ certificationId: id, reason: '' }))).toBe('PERSONAL_CERTIFICATION_CANCEL_REASON_REQUIRED');
    expect(codeOf(cancelPersonalCertificationSchema.safeParse({ certificationId: id, reason: 'x'.repeat(201) }))).toBe('PERSONAL_CERTIFICATION_REASON_TOO_LONG');
    expect(codeOf(rejectPointUsageApprovalSchema.safeParse({ approvalId: id, auditComment: 'x'.repeat(200) }))).toBe('OK');
  });
});

describe('the machines', () => {
  it('an application is approved, issued and expires; it is rejected or cancelled only before it is issued', () => {
    expect(nextState(personalCertificationMachine, 'COMMITTED', 'approve')).toBe('WAITING_APPROVAL');
    expect(nextState(personalCertificationMachine, 'WAITING_APPROVAL', 'issue')).toBe('VALIDATING');
    expect(nextState(personalCertificationMachine, 'VALIDATING', 'expire')).toBe('EXPIRED');
    expect(nextState(personalCertificationMachine, 'WAITING_APPROVAL', 'reject')).toBeUndefined();
    expect(nextState(personalCertificationMachine, 'VALIDATING', 'cancel')).toBeUndefined();
    expect(nextState(pointUsageApprovalMachine, 'APPROVING', 'approve')).toBe('APPROVED');
    expect(nextState(pointUsageApprovalMachine, 'APPROVED', 'reject')).toBeUndefined();
  });
});
