import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import { rejectExamSchema, updateExamRemarkSchema } from '@pp/domain';
import { withBounds } from '../common/formErrors.ts';
import { arrangeDefaults, arrangeFormSchema, examActions, invoiceFormSchema, resultFormSchema } from './forms.ts';

const id = '00000000-0000-4000-8000-000000000001';
const file = '00000000-0000-4000-8000-000000000003';

/** The code each field of a failed parse shows (its first issue, as the form's resolver reads them). */
const codes = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((i) => [String(i.path[0]), i.message]));

describe('what an exam’s state allows', () => {
  const first = { type: 'FIRST_EXAM', paymentMethod: 'NO_PAYMENT' } as const;
  const byTransfer = { type: 'RE_EXAM', paymentMethod: 'TRANSFER_ACCOUNTS' } as const;
  const byPoints = { type: 'RE_EXAM', paymentMethod: 'POINT_DEDUCTION' } as const;
  const shown = (a: ReturnType<typeof examActions>) => Object.entries(a).flatMap(([k, v]) => (v ? [k] : []));

  it('arranges an opened or booked exam (and moves an arranged one), refuses a booking, enters the result once arranged', () => {
    expect(shown(examActions({ ...first, status: 'TO_BE_ARRANGED' }))).toEqual(['arrange']);
    expect(shown(examActions({ ...first, status: 'REGISTERED' }))).toEqual(['arrange', 'reject']);
    expect(shown(examActions({ ...first, status: 'ARRANGED' }))).toEqual(['arrange', 'result']);
    for (const status of ['COMPLETED', 'REJECTED', 'CANCELED'] as const) expect(shown(examActions({ ...first, status }))).toEqual([]);
  });

  it('reviews a retake paid by transfer, with its invoice in every status', () => {
    expect(shown(examActions({ ...byTransfer, status: 'COMMITTED' }))).toEqual(['approve', 'reject', 'invoice']);
    expect(shown(examActions({ ...byTransfer, status: 'COMPLETED' }))).toEqual(['invoice']);
    expect(shown(examActions({ ...byTransfer, status: 'ARRANGED' }))).toEqual(['arrange', 'result', 'invoice']);
  });

  it('leaves a retake paid by points to its company’s approval', () => {
    expect(shown(examActions({ ...byPoints, status: 'COMMITTED' }))).toEqual(['pointsPending']);
    expect(shown(examActions({ ...byPoints, status: 'TO_BE_ARRANGED' }))).toEqual(['arrange']);
  });
});

describe('the arrangement form', () => {
  it('starts from the arrangement, else the booking', () => {
    expect(arrangeDefaults({ id, bookExamTime: '2026-12-01T01:30:00Z', bookExamForm: 'ONLINE' })).toEqual({
      examId: id,
      scheduledExamTime: '2026-12-01T09:30',
      form: 'ONLINE',
      venue: '',
      link: '',
    });
  });

  it('needs a venue on site and a link online or by video (the server’s codes)', () => {
    const base = { examId: id, scheduledExamTime: '2026-12-01T09:30', venue: ' ', link: '' };
    expect(codes(arrangeFormSchema.safeParse({ ...base, form: 'ONSITE' }))).toEqual({ venue: 'EXAM_VENUE_REQUIRED' });
    expect(codes(arrangeFormSchema.safeParse({ ...base, form: 'ONLINE' }))).toEqual({ link: 'EXAM_LINK_REQUIRED' });
    expect(codes(arrangeFormSchema.safeParse({ ...base, form: 'OFFLINE_REMOTE', link: 'ftp://x' }))).toEqual({ link: 'URL_INVALID' });
    expect(codes(arrangeFormSchema.safeParse({ ...base, scheduledExamTime: '', form: null }))).toMatchObject({
      scheduledExamTime: 'EXAM_TIME_REQUIRED',
      form: 'EXAM_FORM_REQUIRED',
    });
    expect(arrangeFormSchema.parse({ ...base, form: 'ONSITE', venue: 'Room 301' })).toEqual({
      examId: id,
      scheduledExamTime: '2026-12-01T09:30:00+08:00',
      form: 'ONSITE',
      venue: 'Room 301',
      link: null,
    });
  });
});

describe('the result form', () => {
  const schema = resultFormSchema(100);

  it('needs a score from 0 to the full score for a pass or a fail, and names the bound', async () => {
    expect(codes(schema.safeParse({ examId: id, result: 'FAIL', score: null }))).toEqual({ score: 'EXAM_SCORE_INVALID' });
    expect(codes(schema.safeParse({ examId: id, result: 'PASS', score: 101 }))).toEqual({ score: 'EXAM_SCORE_INVALID' });
    const resolved = await withBounds(zodResolver<FieldValues, unknown, FieldValues>(schema, undefined, { raw: true }), schema)(
      { examId: id, result: 'FAIL', score: -1 },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    const message = String((resolved.errors as Record<string, { message?: string }>).score?.message).replace('@@react-admin@@', '');
    expect(JSON.parse(message)).toEqual({ message: 'EXAM_SCORE_INVALID', args: { max: 100 } });
  });

  it('checks the accuracy, needs the result, and sends an absence without a score', () => {
    expect(codes(schema.safeParse({ examId: id, result: 'PASS', score: 80, accuracy: 120 }))).toEqual({ accuracy: 'EXAM_ACCURACY_INVALID' });
    expect(codes(schema.safeParse({ examId: id, result: null }))).toEqual({ result: 'EXAM_RESULT_REQUIRED' });
    expect(schema.parse({ examId: id, result: 'ABSENT', score: 50, accuracy: 20 })).toEqual({ examId: id, result: 'ABSENT', score: null, accuracy: null });
    expect(schema.parse({ examId: id, result: 'FAIL', score: 42.5 })).toEqual({ examId: id, result: 'FAIL', score: 42.5, accuracy: null });
  });
});

describe('the review, invoice and remark forms', () => {
  it('need a reason of at most 200 characters, an invoice file, and a remark of at most 200 characters', () => {
    expect(codes(rejectExamSchema.safeParse({ examId: id, auditComment: ' ' }))).toEqual({ auditComment: 'EXAM_REJECT_REASON_REQUIRED' });
    expect(codes(rejectExamSchema.safeParse({ examId: id, auditComment: 'x'.repeat(201) }))).toEqual({ auditComment: 'EXAM_REASON_TOO_LONG' });
    expect(codes(invoiceFormSchema.safeParse({ examId: id, invoiceFileId: null }))).toEqual({ invoiceFileId: 'RE_EXAM_INVOICE_INVALID' });
    expect(invoiceFormSchema.parse({ examId: id, invoiceFileId: file })).toEqual({ examId: id, invoiceFileId: file });
    expect(codes(updateExamRemarkSchema.safeParse({ examId: id, remark: 'x'.repeat(201) }))).toEqual({ remark: 'REMARK_TOO_LONG' });
  });
});
