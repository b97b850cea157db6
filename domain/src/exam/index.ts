import { z } from 'zod';
import { defineDomainFeature } from '../common/feature.ts';
import { defineMachine } from '../common/machine.ts';
import { commonLimits } from '../common/constants.ts';
import { code, remarkSchema, urlPattern, uuidSchema } from '../common/validation.ts';
import { invoiceContentTypes, invoiceSchema, invoiceTitleTypes } from '../personal-certification/index.ts';
import { examErrors } from './errors.ts';
import { examLimits, examSqlConstants } from './limits.ts';
import { examSignals, examWorkflowType } from './workflow-names.ts';

export { examErrors } from './errors.ts';
export { examLimits } from './limits.ts';
export * from './workflow-names.ts';

/**
 * Exams: what a person sits between the approval of a personal certification (WAITING_APPROVAL) and its certificate.
 *
 * Each certification type has its subjects, taken in order (SCF one; SCA-TSE theory, practice, then service
 * standard). The approval opens the first subject's exam (FIRST_EXAM, TO_BE_ARRANGED); the candidate books a time
 * and a form (REGISTERED), at least 30 minutes ahead and within the study window; the vendor arranges it (time,
 * venue, form, link: ARRANGED) or refuses the booking with a reason (back to TO_BE_ARRANGED, to book again), and
 * enters the result (PASS, FAIL or ABSENT: COMPLETED). With no result a week after the exam ended, it is ABSENT.
 * A pass opens the next subject's exam; the last pass issues the certificate. After FAIL or ABSENT the candidate
 * applies for a retake (RE_EXAM), paid by the company's points (COMMITTED until the company approves them), by
 * transfer (COMMITTED until the vendor approves the registration), or free for the service-standard subject
 * (TO_BE_ARRANGED at once). The subjects are passed within a year of the approval, or the certification and its open
 * exams are cancelled.
 */
export const examSubjectKeys = ['SCF', 'SCA_TSE_THEORY', 'SCA_TSE_PRACTICE', 'SCA_TSE_SERVICE_STANDARD'] as const;
export type ExamSubjectKey = (typeof examSubjectKeys)[number];
/** Each type's subjects in the order they are taken (passing one opens the next). */
export const examSubjectsByType = {
  SCF: ['SCF'],
  'SCA-TSE': ['SCA_TSE_THEORY', 'SCA_TSE_PRACTICE', 'SCA_TSE_SERVICE_STANDARD'],
} as const satisfies Record<string, readonly ExamSubjectKey[]>;
/** Subjects whose retake is free (and unlimited). */
export const freeRetakeSubjects = ['SCA_TSE_SERVICE_STANDARD'] as const satisfies readonly ExamSubjectKey[];

export const examStatuses = ['COMMITTED', 'TO_BE_ARRANGED', 'ARRANGED', 'REGISTERED', 'COMPLETED', 'REJECTED', 'CANCELED'] as const;
export type ExamStatus = (typeof examStatuses)[number];
export const examTypes = ['FIRST_EXAM', 'RE_EXAM'] as const;
export type ExamType = (typeof examTypes)[number];
export const examResults = ['PASS', 'FAIL', 'ABSENT'] as const;
export type ExamResult = (typeof examResults)[number];
/** ONLINE: started from the portal through its link; ONSITE: at a venue; OFFLINE_REMOTE: by video, through its link. */
export const examForms = ['ONLINE', 'ONSITE', 'OFFLINE_REMOTE'] as const;
export type ExamForm = (typeof examForms)[number];
/** How a retake is paid (a first exam is the certification's: NO_PAYMENT). */
export const reExamPaymentMethods = ['NO_PAYMENT', 'POINT_DEDUCTION', 'TRANSFER_ACCOUNTS'] as const;
export type ReExamPaymentMethod = (typeof reExamPaymentMethods)[number];

export type ExamEvent = 'approve' | 'reject' | 'book' | 'arrange' | 'refuse' | 'complete' | 'cancel';

/**
 * The exam's one state machine. COMMITTED is a retake waiting for its payment's approval (the company's points, or
 * the vendor's check of a transfer); `refuse` sends a booking back to be booked again; `cancel` is the study window's
 * end (or the certification's cancellation), which closes every open exam.
 */
export const examMachine = defineMachine<ExamStatus, ExamEvent>({
  name: 'exam',
  initial: 'TO_BE_ARRANGED',
  states: examStatuses,
  transitions: {
    COMMITTED: { approve: 'TO_BE_ARRANGED', reject: 'REJECTED', cancel: 'CANCELED' },
    TO_BE_ARRANGED: { book: 'REGISTERED', arrange: 'ARRANGED', cancel: 'CANCELED' },
    REGISTERED: { arrange: 'ARRANGED', refuse: 'TO_BE_ARRANGED', cancel: 'CANCELED' },
    ARRANGED: { arrange: 'ARRANGED', complete: 'COMPLETED', cancel: 'CANCELED' },
    COMPLETED: {},
    REJECTED: {},
    CANCELED: {},
  },
});

/** Forms that are taken through a link (and need one when arranged). */
export const linkedExamForms = ['ONLINE', 'OFFLINE_REMOTE'] as const satisfies readonly ExamForm[];
const needsLink = (form: ExamForm) => (linkedExamForms as readonly ExamForm[]).includes(form);

const minute = 60_000;

/**
 * Why a booking at `time` is refused at `now`, or undefined: the time has passed, it is less than the lead ahead
 * (29 minutes is refused, 30 allowed), or it falls after the end of the certification's study window.
 */
export const examBookingIssue = (now: Date, time: Date, windowEnd: Date): 'EXAM_TIME_IN_PAST' | 'EXAM_TIME_TOO_SOON' | 'EXAM_CERTIFICATION_EXPIRED' | undefined => {
  if (time.getTime() <= now.getTime()) return 'EXAM_TIME_IN_PAST';
  if (time.getTime() - now.getTime() < examLimits.examBookLeadMinutes * minute) return 'EXAM_TIME_TOO_SOON';
  if (time.getTime() > windowEnd.getTime()) return 'EXAM_CERTIFICATION_EXPIRED';
  return undefined;
};

/** Why an online exam scheduled at `scheduled`, lasting `durationMinutes`, cannot be started at `now`, or undefined. */
export const examStartIssue = (now: Date, scheduled: Date, durationMinutes: number): 'EXAM_NOT_DUE' | 'EXAM_OVER' | undefined => {
  if (now.getTime() < scheduled.getTime() - examLimits.examStartEarlyMinutes * minute) return 'EXAM_NOT_DUE';
  if (now.getTime() > scheduled.getTime() + durationMinutes * minute) return 'EXAM_OVER';
  return undefined;
};

const timeSchema = (required: Parameters<typeof code>[0]) => z.iso.datetime({ offset: true, message: required });
const reasonSchema = z
  .string({ message: 'EXAM_REJECT_REASON_REQUIRED' })
  .trim()
  .min(1, code('EXAM_REJECT_REASON_REQUIRED'))
  .max(commonLimits.auditCommentMax, code('EXAM_REASON_TOO_LONG'));
const optionalText = z.string().trim().nullish();

/** bookExam: the candidate's time (at least the lead ahead: checked against the server's clock) and form. */
export const bookExamSchema = z.object({
  examId: uuidSchema,
  bookExamTime: timeSchema('EXAM_TIME_REQUIRED'),
  bookExamForm: z.enum(examForms, { message: 'EXAM_FORM_REQUIRED' }),
});
export type BookExamInput = z.infer<typeof bookExamSchema>;

/**
 * arrangeExam: the vendor's time and form; a venue for an exam on site, a link (http or https) for one taken online
 * or by video.
 */
export const arrangeExamSchema = z
  .object({
    examId: uuidSchema,
    scheduledExamTime: timeSchema('EXAM_TIME_REQUIRED'),
    form: z.enum(examForms, { message: 'EXAM_FORM_REQUIRED' }),
    venue: z.string().trim().max(examLimits.examVenueMax, code('EXAM_FIELD_TOO_LONG')).nullish(),
    link: z.string().trim().max(examLimits.examLinkMax, code('EXAM_FIELD_TOO_LONG')).nullish(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.form === 'ONSITE' && !v.venue) issue('venue', 'EXAM_VENUE_REQUIRED');
    if (needsLink(v.form) && !v.link) issue('link', 'EXAM_LINK_REQUIRED');
    else if (v.link && !urlPattern.test(v.link)) issue('link', 'URL_INVALID');
  });
export type ArrangeExamInput = z.infer<typeof arrangeExamSchema>;

/**
 * enterExamResult: PASS or FAIL with the score (0 to the subject's full score: the server checks the bound) and the
 * accuracy (a percentage); ABSENT with neither.
 */
export const enterExamResultSchema = z
  .object({
    examId: uuidSchema,
    result: z.enum(examResults, { message: 'EXAM_RESULT_REQUIRED' }),
    score: z.number({ message: 'EXAM_SCORE_INVALID' }).min(0, code('EXAM_SCORE_INVALID')).nullish(),
    accuracy: z.number({ message: 'EXAM_ACCURACY_INVALID' }).min(0, code('EXAM_ACCURACY_INVALID')).max(100, code('EXAM_ACCURACY_INVALID')).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.result !== 'ABSENT' && (v.score === null || v.score === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['score'], message: 'EXAM_SCORE_INVALID' });
    }
  });
export type EnterExamResultInput = z.infer<typeof enterExamResultSchema>;

/** A command on one exam that takes nothing else (start, approve a retake's registration). */
export const examIdSchema = z.object({ examId: uuidSchema });

/** rejectExam: a retake's registration or a booking refused, with a reason. */
export const rejectExamSchema = z.object({ examId: uuidSchema, auditComment: reasonSchema });

/**
 * applyReExam: a retake of the subject of `examId` (a completed FAIL or ABSENT). Paid by the company's points (the
 * company and the kind of points), by transfer (the receipt; an electronic invoice when asked for, every field then
 * required), or nothing where the subject's retake is free.
 */
export const applyReExamSchema = z
  .object({
    examId: uuidSchema,
    paymentMethod: z.enum(reExamPaymentMethods, { message: 'RE_EXAM_PAYMENT_METHOD_INVALID' }),
    companyId: uuidSchema.nullish(),
    pointType: z.enum(['MARKET_POINT', 'PRODUCT_POINT']).nullish(),
    receiptFileId: uuidSchema.nullish(),
    wantsInvoice: z.boolean().nullish(),
    invoiceContentType: z.enum(invoiceContentTypes).nullish(),
    invoiceTitleType: z.enum(invoiceTitleTypes).nullish(),
    invoiceTitle: optionalText,
    invoiceCompanyName: optionalText,
    invoiceTaxNumber: optionalText,
    invoiceReceiverEmail: optionalText,
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.paymentMethod === 'POINT_DEDUCTION' && !v.companyId) issue('companyId', 'RE_EXAM_POINT_COMPANY_REQUIRED');
    if (v.paymentMethod === 'POINT_DEDUCTION' && !v.pointType) issue('pointType', 'RE_EXAM_POINT_TYPE_REQUIRED');
    if (v.paymentMethod === 'TRANSFER_ACCOUNTS' && !v.receiptFileId) issue('receiptFileId', 'RE_EXAM_RECEIPT_REQUIRED');
    if (v.paymentMethod === 'TRANSFER_ACCOUNTS' && v.wantsInvoice) {
      const invoice = invoiceSchema.safeParse({
        contentType: v.invoiceContentType,
        titleType: v.invoiceTitleType,
        title: v.invoiceTitle ?? '',
        companyName: v.invoiceCompanyName ?? '',
        taxNumber: v.invoiceTaxNumber ?? '',
        receiverEmail: v.invoiceReceiverEmail ?? '',
      });
      if (!invoice.success) {
        for (const i of invoice.error.issues) {
          const field = String(i.path[0] ?? '');
          issue(`invoice${field.charAt(0).toUpperCase()}${field.slice(1)}`, i.message);
        }
      }
    }
  });
export type ApplyReExamInput = z.infer<typeof applyReExamSchema>;

/** updateReExamInvoice: the electronic invoice of a retake paid by transfer (an image or PDF the vendor uploaded). */
export const updateReExamInvoiceSchema = z.object({ examId: uuidSchema, invoiceFileId: uuidSchema });
export const updateExamRemarkSchema = z.object({ examId: uuidSchema, remark: remarkSchema });

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const examCommands = {
  bookExam: bookExamSchema,
  startExam: examIdSchema,
  arrangeExam: arrangeExamSchema,
  enterExamResult: enterExamResultSchema,
  approveExam: examIdSchema,
  rejectExam: rejectExamSchema,
  applyReExam: applyReExamSchema,
  updateReExamInvoice: updateReExamInvoiceSchema,
  updateExamRemark: updateExamRemarkSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const examFeature = defineDomainFeature({
  name: 'exam',
  errors: examErrors,
  limits: examLimits,
  commands: examCommands,
  sqlConstants: examSqlConstants,
  sqlEnums: {
    'app_public.exam_status': examStatuses,
    'app_public.exam_type': examTypes,
    'app_public.exam_result': examResults,
    'app_public.exam_form': examForms,
  },
  machines: [examMachine],
  workflows: { [examWorkflowType]: Object.values(examSignals) },
});
