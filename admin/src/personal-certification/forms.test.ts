import { describe, expect, it } from 'vitest';
import { createPersonalCertificationForAdminSchema, updatePersonalCertificationInvoiceSchema, updatePersonalCertificationRemarkSchema, updatePersonalCertificationSchema, uploadUseRules } from '@pp/domain';
import {
  certificateDefaults,
  certificateInput,
  certificationActions,
  createDefaults,
  createForAdminInput,
  pointsAwaitApproval,
} from './forms.ts';
import { uploadHint } from '../common/upload.ts';

const id = '00000000-0000-4000-8000-000000000001';
const person = '00000000-0000-4000-8000-000000000002';
const file = '00000000-0000-4000-8000-000000000003';

/** The code each field of a failed parse shows (its first issue, as the form's resolver reads them). */
const codes = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((i) => [String(i.path[0]), i.message]));

const application = {
  ...createDefaults(),
  applicantId: person,
  typeId: 1,
  realName: 'Li Lei',
  deliveryContactName: 'Li Lei',
  deliveryContactNumber: '13800000000',
  deliveryAddress: '1 Quay Road, Shanghai',
};

describe('what an application’s state allows', () => {
  it('reviews while committed, generates once approved, edits the certificate once issued', () => {
    expect(certificationActions({ status: 'COMMITTED', wantsInvoice: false })).toEqual({
      review: true,
      cancel: true,
      generate: false,
      certificate: false,
      invoice: false,
    });
    expect(certificationActions({ status: 'WAITING_APPROVAL', wantsInvoice: true })).toMatchObject({
      review: false,
      cancel: true,
      generate: true,
      invoice: true,
    });
    expect(certificationActions({ status: 'VALIDATING', certificateNumber: 'SCF-2026-000001', wantsInvoice: false })).toMatchObject({
      review: false,
      cancel: false,
      generate: false,
      certificate: true,
    });
    expect(certificationActions({ status: 'REJECTED', wantsInvoice: false })).toMatchObject({ review: false, cancel: false });
  });

  it('waits for the company’s approval of the points', () => {
    const approvals = (...statuses: string[]) => ({ nodes: statuses.map((status) => ({ status })) });
    expect(pointsAwaitApproval({ paymentMethod: 'POINT_DEDUCTION', pointUsageApprovals: approvals('APPROVING') })).toBe(true);
    expect(pointsAwaitApproval({ paymentMethod: 'POINT_DEDUCTION', pointUsageApprovals: approvals('APPROVED') })).toBe(false);
    expect(pointsAwaitApproval({ paymentMethod: 'TRANSFER_ACCOUNTS', pointUsageApprovals: approvals() })).toBe(false);
  });
});

describe('the certificate form', () => {
  const saved = { id, realName: 'Li Lei', grantDate: '2026-03-10', expiredDate: '2028-03-09' };

  it('starts from what is saved, the real name until another is entered', () => {
    expect(certificateDefaults(saved)).toEqual({
      certificationId: id,
      certificateToUserName: 'Li Lei',
      grantDate: '2026-03-10',
      expiredDate: '2028-03-09',
      trackingNumber: '',
      certificateDeliveryDate: null,
      certificateFileId: null,
    });
  });

  it('needs the name and both dates, the expiry after the grant (the server’s codes)', () => {
    expect(codes(updatePersonalCertificationSchema.safeParse({ ...certificateDefaults(saved), expiredDate: '2026-03-10' }))).toEqual({
      expiredDate: 'COMPANY_CERTIFICATION_DATES_INVALID',
    });
    expect(codes(updatePersonalCertificationSchema.safeParse({ ...certificateDefaults(saved), certificateToUserName: ' ', grantDate: '' }))).toEqual({
      certificateToUserName: 'PERSONAL_CERTIFICATION_REAL_NAME_REQUIRED',
      grantDate: 'COMPANY_CERTIFICATION_DATE_REQUIRED',
    });
    expect(codes(updatePersonalCertificationSchema.safeParse({ ...certificateDefaults(saved), trackingNumber: 'x'.repeat(51) }))).toEqual({
      trackingNumber: 'PERSONAL_CERTIFICATION_FIELD_TOO_LONG',
    });
  });

  it('sends a blank tracking number as none', () => {
    const parsed = updatePersonalCertificationSchema.parse({ ...certificateDefaults(saved), trackingNumber: '  ', certificateFileId: file });
    expect(certificateInput(parsed)).toEqual({
      certificationId: id,
      certificateToUserName: 'Li Lei',
      grantDate: '2026-03-10',
      expiredDate: '2028-03-09',
      trackingNumber: null,
      certificateDeliveryDate: null,
      certificateFileId: file,
    });
  });
});

describe('the invoice and remark forms', () => {
  it('need an invoice file, and a remark of at most 200 characters', () => {
    expect(codes(updatePersonalCertificationInvoiceSchema.safeParse({ certificationId: id, invoiceFileId: null }))).toEqual({
      invoiceFileId: 'PERSONAL_CERTIFICATION_INVOICE_FILE_INVALID',
    });
    expect(updatePersonalCertificationInvoiceSchema.safeParse({ certificationId: id, invoiceFileId: file }).success).toBe(true);
    expect(codes(updatePersonalCertificationRemarkSchema.safeParse({ certificationId: id, remark: 'x'.repeat(201) }))).toEqual({ remark: 'REMARK_TOO_LONG' });
    expect(updatePersonalCertificationRemarkSchema.safeParse({ certificationId: id, remark: 'x'.repeat(200) }).success).toBe(true);
  });
});

describe('the vendor’s application for someone', () => {
  it('accepts no payment with a typed delivery', () => {
    expect(createPersonalCertificationForAdminSchema.safeParse(application).success).toBe(true);
  });

  it('needs the person, the type, the real name, and a receipt for a transfer', () => {
    expect(codes(createPersonalCertificationForAdminSchema.safeParse({ ...createDefaults(), paymentMethod: 'TRANSFER_ACCOUNTS' }))).toMatchObject({
      applicantId: 'VALIDATION_FAILED',
      typeId: 'PERSONAL_CERTIFICATION_TYPE_INVALID',
      realName: 'PERSONAL_CERTIFICATION_REAL_NAME_REQUIRED',
      receiptFileId: 'PERSONAL_CERTIFICATION_RECEIPT_REQUIRED',
      deliveryContactName: 'DELIVERY_CONTACT_NAME_REQUIRED',
      deliveryAddress: 'DELIVERY_ADDRESS_REQUIRED',
    });
  });

  it('offers only the vendor’s payment methods', () => {
    expect(codes(createPersonalCertificationForAdminSchema.safeParse({ ...application, paymentMethod: 'POINT_DEDUCTION' }))).toEqual({
      paymentMethod: 'PERSONAL_CERTIFICATION_PAYMENT_METHOD_INVALID',
    });
  });

  it('checks the phone by its prefix and the invoice once asked for', () => {
    expect(codes(createPersonalCertificationForAdminSchema.safeParse({ ...application, deliveryContactNumber: '12800000000' }))).toEqual({
      deliveryContactNumber: 'PHONE_INVALID',
    });
    expect(codes(createPersonalCertificationForAdminSchema.safeParse({ ...application, wantsInvoice: true, invoiceReceiverEmail: 'nope' }))).toEqual({
      invoiceContentType: 'PERSONAL_CERTIFICATION_INVOICE_CONTENT_REQUIRED',
      invoiceTitleType: 'PERSONAL_CERTIFICATION_INVOICE_TITLE_TYPE_REQUIRED',
      invoiceTitle: 'PERSONAL_CERTIFICATION_INVOICE_TITLE_REQUIRED',
      invoiceCompanyName: 'PERSONAL_CERTIFICATION_INVOICE_COMPANY_REQUIRED',
      invoiceTaxNumber: 'PERSONAL_CERTIFICATION_INVOICE_TAX_NUMBER_REQUIRED',
      invoiceReceiverEmail: 'PERSONAL_CERTIFICATION_INVOICE_EMAIL_INVALID',
    });
  });

  it('sends the receipt only with a transfer and the invoice only when asked for', () => {
    const free = createForAdminInput(createPersonalCertificationForAdminSchema.parse({ ...application, receiptFileId: file, invoiceTitle: 'Alpha' }));
    expect(free).toMatchObject({ paymentMethod: 'NO_PAYMENT', receiptFileId: null, wantsInvoice: false, invoiceTitle: null, companyId: null });
    const paid = createForAdminInput(
      createPersonalCertificationForAdminSchema.parse({
        ...application,
        paymentMethod: 'TRANSFER_ACCOUNTS',
        receiptFileId: file,
        wantsInvoice: true,
        invoiceContentType: 'TECHNICAL_TRAINING_EXPENSE',
        invoiceTitleType: 'ORGANIZATIONAL',
        invoiceTitle: ' Alpha Ltd ',
        invoiceCompanyName: 'Alpha Ltd',
        invoiceTaxNumber: '91310000MA1',
        invoiceReceiverEmail: 'finance@alpha.example.com',
      }),
    );
    expect(paid).toMatchObject({ receiptFileId: file, wantsInvoice: true, invoiceTitle: 'Alpha Ltd', invoiceContentType: 'TECHNICAL_TRAINING_EXPENSE' });
  });
});

describe('uploads', () => {
  it('check a receipt as an image and an invoice or certificate as an image or PDF', () => {
    expect(uploadUseRules.RECEIPT.extensions).toEqual(['png', 'jpg', 'jpeg', 'gif', 'svg']);
    expect(uploadUseRules.INVOICE.extensions).toEqual(['png', 'jpg', 'jpeg', 'gif', 'svg', 'pdf']);
    expect([uploadHint('RECEIPT'), uploadHint('INVOICE'), uploadHint('CERTIFICATE')]).toEqual(['images', 'images_pdf', 'images_pdf']);
  });
});
