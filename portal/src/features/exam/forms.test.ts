import { describe, expect, it } from 'vitest';
import { bookSchema, reExamInput, retakePaymentMethods } from './forms.ts';

const examId = '6f1d2c3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const now = () => new Date('2026-12-01T00:00:00Z');
const codeOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? 'OK' : r.error?.issues[0]?.message);

describe('the exam forms', () => {
  it('checks a booking with the server\'s time rules before sending', () => {
    const schema = bookSchema('2026-12-31T00:00:00Z', now);
    const at = (iso: string) => codeOf(schema.safeParse({ examId, bookExamTime: iso, bookExamForm: 'ONLINE' }));
    expect(at('2026-11-30T23:00:00Z')).toBe('EXAM_TIME_IN_PAST');
    expect(at('2026-12-01T08:29:00+08:00')).toBe('EXAM_TIME_TOO_SOON');
    expect(at('2026-12-01T08:30:00+08:00')).toBe('OK');
    expect(at('2027-01-01T09:00:00+08:00')).toBe('EXAM_CERTIFICATION_EXPIRED');
    expect(codeOf(schema.safeParse({ examId, bookExamForm: 'ONLINE' }))).toBe('EXAM_TIME_REQUIRED');
    expect(codeOf(schema.safeParse({ examId, bookExamTime: '2026-12-02T09:00:00+08:00' }))).toBe('EXAM_FORM_REQUIRED');
  });

  it('pays a free retake with nothing, any other with points or a transfer', () => {
    expect(retakePaymentMethods(true)).toEqual(['NO_PAYMENT']);
    expect(retakePaymentMethods(false)).toEqual(['POINT_DEDUCTION', 'TRANSFER_ACCOUNTS']);
  });

  it('sends only what the chosen payment uses', () => {
    const base = {
      examId,
      companyId: 'c1',
      pointType: 'MARKET_POINT' as const,
      receiptFileId: 'r1',
      wantsInvoice: true,
      invoiceContentType: 'TECHNICAL_TRAINING_EXPENSE' as const,
      invoiceTitleType: 'ORGANIZATIONAL' as const,
      invoiceTitle: 'T',
      invoiceCompanyName: 'N',
      invoiceTaxNumber: 'X',
      invoiceReceiverEmail: 'a@b.c',
    };
    const points = reExamInput({ ...base, paymentMethod: 'POINT_DEDUCTION' });
    expect(points).toMatchObject({ companyId: 'c1', pointType: 'MARKET_POINT', receiptFileId: null, wantsInvoice: false, invoiceTitle: null });
    const transfer = reExamInput({ ...base, paymentMethod: 'TRANSFER_ACCOUNTS' });
    expect(transfer).toMatchObject({ companyId: null, pointType: null, receiptFileId: 'r1', wantsInvoice: true, invoiceTitle: 'T' });
    const free = reExamInput({ ...base, paymentMethod: 'NO_PAYMENT' });
    expect(free).toMatchObject({ companyId: null, pointType: null, receiptFileId: null, wantsInvoice: false });
  });
});
