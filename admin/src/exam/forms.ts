// The vendor's forms on one exam: which actions its state allows, and the forms' schemas. Each form is checked by its
// command's domain schema (`arrangeExamSchema`, `enterExamResultSchema`, …), which the API checks again; the arrangement
// is entered as a wall-clock time of the business time zone (UTC+8), and the result's score is bounded by the
// subject's full score (its text names the bound).
import { z } from 'zod';
import {
  arrangeExamSchema,
  enterExamResultSchema,
  updateReExamInvoiceSchema,
  type ExamForm,
  type ExamStatus,
  type ExamType,
  type PersonalCertificationPaymentMethod,
} from '@pp/domain';
import { businessTimeToIso, isoToBusinessTime } from '../common/businessTime.ts';

/** What the detail page's actions read of an exam. */
export interface ExamState {
  status: ExamStatus;
  type: ExamType;
  paymentMethod: PersonalCertificationPaymentMethod;
}

/** The actions an exam's state allows on its detail page. */
export const examActions = (e: ExamState) => {
  const retakeWaiting = e.status === 'COMMITTED' && e.type === 'RE_EXAM';
  // A retake paid by points is opened by its company's approval of the points (the vendor's approval is refused, and a
  // rejection would leave the points held), so the vendor reviews only the other retakes.
  const byPoints = e.paymentMethod === 'POINT_DEDUCTION';
  return {
    /** Arrange (or move) the exam: once opened, booked or not, until its result. */
    arrange: e.status === 'TO_BE_ARRANGED' || e.status === 'REGISTERED' || e.status === 'ARRANGED',
    /** Approve a retake waiting for the vendor's check of its transfer. */
    approve: retakeWaiting && !byPoints,
    /** Refuse a booking (to be booked again), or reject a retake waiting for the vendor. */
    reject: e.status === 'REGISTERED' || (retakeWaiting && !byPoints),
    /** The retake waits for its company's approval of the points. */
    pointsPending: retakeWaiting && byPoints,
    /** Enter the result: once arranged. */
    result: e.status === 'ARRANGED',
    /** The electronic invoice: a retake paid by transfer. */
    invoice: e.type === 'RE_EXAM' && e.paymentMethod === 'TRANSFER_ACCOUNTS',
  };
};

const blankToNull = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? null : v);

/** The arrangement form: its wall-clock time read in the business time zone, blanks as nothing, then the command's schema. */
export const arrangeFormSchema = z
  .looseObject({})
  .transform(
    (v) =>
      ({ ...v, scheduledExamTime: businessTimeToIso(v.scheduledExamTime), venue: blankToNull(v.venue), link: blankToNull(v.link) }) as z.input<
        typeof arrangeExamSchema
      >,
  )
  .pipe(arrangeExamSchema);

/** The arrangement form's starting values: what is arranged, else what the candidate booked. */
export const arrangeDefaults = (e: {
  id: string;
  scheduledExamTime?: string | null;
  bookExamTime?: string | null;
  form?: ExamForm | null;
  bookExamForm?: ExamForm | null;
  venue?: string | null;
  link?: string | null;
}) => ({
  examId: e.id,
  scheduledExamTime: isoToBusinessTime(e.scheduledExamTime ?? e.bookExamTime),
  form: e.form ?? e.bookExamForm ?? null,
  venue: e.venue ?? '',
  link: e.link ?? '',
});

/**
 * The result form: a pass or a fail needs a score from 0 to the subject's full score (the text names it), an absence
 * sends neither score nor accuracy; then the command's schema.
 */
export const resultFormSchema = (fullScore: number) =>
  z
    .looseObject({})
    .superRefine((v, ctx) => {
      if (v.result !== 'PASS' && v.result !== 'FAIL') return;
      const score = v.score;
      if (typeof score !== 'number' || Number.isNaN(score) || score < 0 || score > fullScore) {
        ctx.addIssue({ code: 'custom', path: ['score'], message: 'EXAM_SCORE_INVALID', params: { max: fullScore } });
      }
    })
    .transform(
      (v) =>
        (v.result === 'ABSENT' ? { ...v, score: null, accuracy: null } : { ...v, accuracy: v.accuracy ?? null }) as z.input<typeof enterExamResultSchema>,
    )
    .pipe(enterExamResultSchema);

/** The invoice form: a file must be uploaded first (the code of an invoice that is not the vendor's upload), then the command's schema. */
export const invoiceFormSchema = z
  .looseObject({})
  .superRefine((v, ctx) => {
    if (typeof v.invoiceFileId !== 'string' || v.invoiceFileId === '') {
      ctx.addIssue({ code: 'custom', path: ['invoiceFileId'], message: 'RE_EXAM_INVOICE_INVALID' });
    }
  })
  .transform((v) => v as z.input<typeof updateReExamInvoiceSchema>)
  .pipe(updateReExamInvoiceSchema);
