import type { z } from 'zod';
import { applyReExamSchema, bookExamSchema, examBookingIssue, type ApplyReExamInput, type ReExamPaymentMethod } from '@pp/domain';
import { schemaForm } from '../../components/schemaForm.ts';
import type { ApplyReExamInput as ApplyReExamGraphqlInput } from '../../generated/graphql.ts';

export type BookForm = z.input<typeof bookExamSchema>;
export type ReExamForm = z.input<typeof applyReExamSchema>;

/**
 * The booking form: the command's schema, and before sending the same time rules the server applies (not past, at
 * least the lead ahead, within the study window), checked against the clock at the submit.
 */
export const bookSchema = (windowEnd: string | null | undefined, now: () => Date = () => new Date()) =>
  bookExamSchema.superRefine((v, ctx) => {
    const issue = examBookingIssue(now(), new Date(v.bookExamTime), windowEnd ? new Date(windowEnd) : new Date(8.64e15));
    if (issue) ctx.addIssue({ code: 'custom', path: ['bookExamTime'], message: issue });
  });

/** Booking an exam: the time and form chosen in the dialog; a subject with one form starts with it. */
export const bookFormOptions = (examId: string, forms: readonly string[], windowEnd: string | null | undefined, now?: () => Date) =>
  schemaForm(bookSchema(windowEnd, now), {
    examId,
    bookExamTime: undefined,
    bookExamForm: forms.length === 1 ? (forms[0] as BookForm['bookExamForm']) : undefined,
  });

/** How a retake of a subject is paid: nothing where it is free, else the company's points or a transfer. */
export const retakePaymentMethods = (retakeFree: boolean): readonly ReExamPaymentMethod[] =>
  retakeFree ? ['NO_PAYMENT'] : ['POINT_DEDUCTION', 'TRANSFER_ACCOUNTS'];

/** A retake's application: a free one starts paid by nothing; the current company is offered for the points. */
export const reExamFormOptions = (examId: string, retakeFree: boolean, companyId: string | undefined) =>
  schemaForm(applyReExamSchema, {
    examId,
    paymentMethod: retakeFree ? 'NO_PAYMENT' : undefined,
    companyId: companyId ?? null,
    pointType: null,
    receiptFileId: null,
    wantsInvoice: false,
    invoiceContentType: null,
    invoiceTitleType: null,
    invoiceTitle: '',
    invoiceCompanyName: '',
    invoiceTaxNumber: '',
    invoiceReceiverEmail: '',
  });

/**
 * The command's arguments from the checked form: only what the chosen payment uses (a receipt uploaded before
 * switching to points, or an invoice asked for before switching away from the transfer, is not sent).
 */
export const reExamInput = (v: ApplyReExamInput): ApplyReExamGraphqlInput => {
  const points = v.paymentMethod === 'POINT_DEDUCTION';
  const transfer = v.paymentMethod === 'TRANSFER_ACCOUNTS';
  const invoice = transfer && v.wantsInvoice === true;
  const invoiceText = (value: string | null | undefined) => (invoice ? (value ?? null) : null);
  return {
    examId: v.examId,
    paymentMethod: v.paymentMethod,
    companyId: points ? (v.companyId ?? null) : null,
    pointType: points ? (v.pointType ?? null) : null,
    receiptFileId: transfer ? (v.receiptFileId ?? null) : null,
    wantsInvoice: invoice,
    invoiceContentType: invoice ? (v.invoiceContentType ?? null) : null,
    invoiceTitleType: invoice ? (v.invoiceTitleType ?? null) : null,
    invoiceTitle: invoiceText(v.invoiceTitle),
    invoiceCompanyName: invoiceText(v.invoiceCompanyName),
    invoiceTaxNumber: invoiceText(v.invoiceTaxNumber),
    invoiceReceiverEmail: invoiceText(v.invoiceReceiverEmail),
  };
};
