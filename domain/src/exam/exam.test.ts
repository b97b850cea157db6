import { describe, expect, it } from 'vitest';
import { firstIssueCode } from '../common/validation.ts';
import { nextState } from '../common/machine.ts';
import {
  applyReExamSchema,
  arrangeExamSchema,
  bookExamSchema,
  enterExamResultSchema,
  examBookingIssue,
  examMachine,
  examStartIssue,
  examSubjectsByType,
  rejectExamSchema,
} from './index.ts';

const id = '00000000-0000-4000-8000-000000000001';
const codeOf = (result: { success: boolean; error?: Parameters<typeof firstIssueCode>[0] }) =>
  result.success ? 'OK' : firstIssueCode(result.error!);
const at = (iso: string) => new Date(iso);
const minutes = (base: Date, n: number) => new Date(base.getTime() + n * 60_000);

describe('exam: subjects', () => {
  it('SCF has one subject; SCA-TSE three in order: theory, practice, service standard', () => {
    expect(examSubjectsByType.SCF).toEqual(['SCF']);
    expect(examSubjectsByType['SCA-TSE']).toEqual(['SCA_TSE_THEORY', 'SCA_TSE_PRACTICE', 'SCA_TSE_SERVICE_STANDARD']);
  });
});

describe('exam: the state machine', () => {
  it('books, arranges and completes a first exam', () => {
    expect(examMachine.initial).toBe('TO_BE_ARRANGED');
    expect(nextState(examMachine, 'TO_BE_ARRANGED', 'book')).toBe('REGISTERED');
    expect(nextState(examMachine, 'REGISTERED', 'arrange')).toBe('ARRANGED');
    expect(nextState(examMachine, 'ARRANGED', 'complete')).toBe('COMPLETED');
  });
  it('sends a refused booking back to be booked again', () => {
    expect(nextState(examMachine, 'REGISTERED', 'refuse')).toBe('TO_BE_ARRANGED');
  });
  it('approves or rejects a retake waiting for its payment', () => {
    expect(nextState(examMachine, 'COMMITTED', 'approve')).toBe('TO_BE_ARRANGED');
    expect(nextState(examMachine, 'COMMITTED', 'reject')).toBe('REJECTED');
  });
  it('cancels every open exam and nothing closed', () => {
    for (const open of ['COMMITTED', 'TO_BE_ARRANGED', 'REGISTERED', 'ARRANGED'] as const) expect(nextState(examMachine, open, 'cancel')).toBe('CANCELED');
    for (const closed of ['COMPLETED', 'REJECTED', 'CANCELED'] as const) expect(nextState(examMachine, closed, 'cancel')).toBeUndefined();
  });
  it('enters no result before the exam is arranged', () => {
    expect(nextState(examMachine, 'REGISTERED', 'complete')).toBeUndefined();
    expect(nextState(examMachine, 'TO_BE_ARRANGED', 'complete')).toBeUndefined();
  });
});

describe('exam: booking', () => {
  const now = at('2026-11-26T08:00:00Z');
  const windowEnd = at('2027-06-01T00:00:00Z');
  it('refuses 29 minutes ahead and allows 30', () => {
    expect(examBookingIssue(now, minutes(now, 29), windowEnd)).toBe('EXAM_TIME_TOO_SOON');
    expect(examBookingIssue(now, minutes(now, 30), windowEnd)).toBeUndefined();
  });
  it('refuses a time that has passed', () => {
    expect(examBookingIssue(now, minutes(now, -1), windowEnd)).toBe('EXAM_TIME_IN_PAST');
    expect(examBookingIssue(now, now, windowEnd)).toBe('EXAM_TIME_IN_PAST');
  });
  it('refuses a time after the study window', () => {
    expect(examBookingIssue(now, windowEnd, windowEnd)).toBeUndefined();
    expect(examBookingIssue(now, minutes(windowEnd, 1), windowEnd)).toBe('EXAM_CERTIFICATION_EXPIRED');
  });
  it('requires the time and the form', () => {
    expect(codeOf(bookExamSchema.safeParse({ examId: id, bookExamForm: 'ONLINE' }))).toBe('EXAM_TIME_REQUIRED');
    expect(codeOf(bookExamSchema.safeParse({ examId: id, bookExamTime: 'tomorrow', bookExamForm: 'ONLINE' }))).toBe('EXAM_TIME_REQUIRED');
    expect(codeOf(bookExamSchema.safeParse({ examId: id, bookExamTime: '2026-12-01T09:00:00+08:00' }))).toBe('EXAM_FORM_REQUIRED');
    expect(codeOf(bookExamSchema.safeParse({ examId: id, bookExamTime: '2026-12-01T09:00:00+08:00', bookExamForm: 'ONSITE' }))).toBe('OK');
  });
});

describe('exam: starting an online exam', () => {
  const scheduled = at('2026-12-01T01:00:00Z');
  it('opens 15 minutes before its time and closes when its duration has passed', () => {
    expect(examStartIssue(minutes(scheduled, -16), scheduled, 90)).toBe('EXAM_NOT_DUE');
    expect(examStartIssue(minutes(scheduled, -15), scheduled, 90)).toBeUndefined();
    expect(examStartIssue(minutes(scheduled, 90), scheduled, 90)).toBeUndefined();
    expect(examStartIssue(minutes(scheduled, 91), scheduled, 90)).toBe('EXAM_OVER');
  });
});

describe('exam: the vendor', () => {
  const arrange = { examId: id, scheduledExamTime: '2026-12-01T09:00:00+08:00' };
  it('arranges an exam on site with its venue, online with its link', () => {
    expect(codeOf(arrangeExamSchema.safeParse({ ...arrange, form: 'ONSITE' }))).toBe('EXAM_VENUE_REQUIRED');
    expect(codeOf(arrangeExamSchema.safeParse({ ...arrange, form: 'ONSITE', venue: 'Room 3, Pudong' }))).toBe('OK');
    expect(codeOf(arrangeExamSchema.safeParse({ ...arrange, form: 'ONLINE' }))).toBe('EXAM_LINK_REQUIRED');
    expect(codeOf(arrangeExamSchema.safeParse({ ...arrange, form: 'OFFLINE_REMOTE' }))).toBe('EXAM_LINK_REQUIRED');
    expect(codeOf(arrangeExamSchema.safeParse({ ...arrange, form: 'ONLINE', link: 'ftp://exam.example.com' }))).toBe('URL_INVALID');
    expect(codeOf(arrangeExamSchema.safeParse({ ...arrange, form: 'ONLINE', link: 'https://exam.example.com/s/1' }))).toBe('OK');
    expect(codeOf(arrangeExamSchema.safeParse({ ...arrange, form: 'ONSITE', venue: 'x'.repeat(201) }))).toBe('EXAM_FIELD_TOO_LONG');
  });
  it('enters a result: a score for PASS and FAIL, nothing for ABSENT, the accuracy a percentage', () => {
    expect(codeOf(enterExamResultSchema.safeParse({ examId: id }))).toBe('EXAM_RESULT_REQUIRED');
    expect(codeOf(enterExamResultSchema.safeParse({ examId: id, result: 'PASS' }))).toBe('EXAM_SCORE_INVALID');
    expect(codeOf(enterExamResultSchema.safeParse({ examId: id, result: 'FAIL', score: -1 }))).toBe('EXAM_SCORE_INVALID');
    expect(codeOf(enterExamResultSchema.safeParse({ examId: id, result: 'PASS', score: 80, accuracy: 100.5 }))).toBe('EXAM_ACCURACY_INVALID');
    expect(codeOf(enterExamResultSchema.safeParse({ examId: id, result: 'PASS', score: 80, accuracy: 100 }))).toBe('OK');
    expect(codeOf(enterExamResultSchema.safeParse({ examId: id, result: 'ABSENT' }))).toBe('OK');
  });
  it('rejects with a reason of at most 200 characters', () => {
    expect(codeOf(rejectExamSchema.safeParse({ examId: id, auditComment: '  ' }))).toBe('EXAM_REJECT_REASON_REQUIRED');
    expect(codeOf(rejectExamSchema.safeParse({ examId: id, auditComment: 'x'.repeat(201) }))).toBe('EXAM_REASON_TOO_LONG');
    expect(codeOf(rejectExamSchema.safeParse({ examId: id, auditComment: 'x'.repeat(200) }))).toBe('OK');
  });
});

describe('exam: applying for a retake', () => {
  it('asks for what the payment method needs', () => {
    expect(codeOf(applyReExamSchema.safeParse({ examId: id }))).toBe('RE_EXAM_PAYMENT_METHOD_INVALID');
    expect(codeOf(applyReExamSchema.safeParse({ examId: id, paymentMethod: 'REDEEM_CODE' }))).toBe('RE_EXAM_PAYMENT_METHOD_INVALID');
    expect(codeOf(applyReExamSchema.safeParse({ examId: id, paymentMethod: 'POINT_DEDUCTION', pointType: 'MARKET_POINT' }))).toBe('RE_EXAM_POINT_COMPANY_REQUIRED');
    expect(codeOf(applyReExamSchema.safeParse({ examId: id, paymentMethod: 'POINT_DEDUCTION', companyId: id }))).toBe('RE_EXAM_POINT_TYPE_REQUIRED');
    expect(codeOf(applyReExamSchema.safeParse({ examId: id, paymentMethod: 'TRANSFER_ACCOUNTS' }))).toBe('RE_EXAM_RECEIPT_REQUIRED');
    expect(codeOf(applyReExamSchema.safeParse({ examId: id, paymentMethod: 'NO_PAYMENT' }))).toBe('OK');
  });
  it('checks the invoice of a transfer when one is asked for', () => {
    const transfer = { examId: id, paymentMethod: 'TRANSFER_ACCOUNTS', receiptFileId: id, wantsInvoice: true };
    expect(codeOf(applyReExamSchema.safeParse(transfer))).toBe('PERSONAL_CERTIFICATION_INVOICE_CONTENT_REQUIRED');
    const invoice = {
      invoiceContentType: 'TECHNICAL_TRAINING_EXPENSE',
      invoiceTitleType: 'PERSONAL',
      invoiceTitle: 'Li Lei',
      invoiceCompanyName: 'Alpha Ltd',
      invoiceTaxNumber: '91310000MA1FL0000X',
      invoiceReceiverEmail: 'li.lei@example',
    };
    expect(codeOf(applyReExamSchema.safeParse({ ...transfer, ...invoice }))).toBe('PERSONAL_CERTIFICATION_INVOICE_EMAIL_INVALID');
    expect(codeOf(applyReExamSchema.safeParse({ ...transfer, ...invoice, invoiceReceiverEmail: 'li.lei@example.com' }))).toBe('OK');
  });
});
