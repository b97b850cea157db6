// The vendor's forms on personal certifications and what they start from, and which actions an application's state
// allows. The person's own application has its domain schema (`applyPersonalCertificationSchema`); the vendor's
// commands below have none in domain, so their forms are checked here with the domain's pieces and the codes the SQL
// commands raise for the same rules (510-personal-certification.sql), so a field shows what the server would answer.
import { z } from 'zod';
import {
  applyPersonalCertificationSchema,
  code,
  companyCertificationLimits,
  defaultPhonePrefix,
  invoiceSchema,
  remarkSchema,
  typedDeliverySchema,
  updateCompanyCertificationSchema,
  uuidSchema,
  type PersonalCertificationPaymentMethod,
  type PersonalCertificationStatus,
  type Site,
} from '@pp/domain';

/** What the vendor may choose when applying for someone (the SQL command refuses the others). */
export const vendorPaymentMethods = ['NO_PAYMENT', 'TRANSFER_ACCOUNTS'] as const satisfies readonly PersonalCertificationPaymentMethod[];

/** The actions an application's state allows on its detail page. */
export const certificationActions = (c: { status: PersonalCertificationStatus; certificateNumber?: string | null; wantsInvoice: boolean }) => ({
  /** Approve or reject: while it waits for the vendor's review. */
  review: c.status === 'COMMITTED',
  /** Cancel with a reason: before the certificate is issued. */
  cancel: c.status === 'COMMITTED' || c.status === 'WAITING_APPROVAL',
  /** Issue the certificate with a generated number: once approved. */
  generate: c.status === 'WAITING_APPROVAL',
  /** The certificate and its delivery: once issued. */
  certificate: Boolean(c.certificateNumber),
  /** The electronic invoice: when the applicant asked for one. */
  invoice: c.wantsInvoice,
});

/** The points of an application paid by points are approved by its company (the vendor may approve only then). */
export const pointsAwaitApproval = (c: {
  paymentMethod: PersonalCertificationPaymentMethod;
  pointUsageApprovals: { nodes: readonly ({ status: string } | null)[] };
}): boolean => c.paymentMethod === 'POINT_DEDUCTION' && !c.pointUsageApprovals.nodes.some((a) => a?.status === 'APPROVED');

/**
 * A form's rules across fields run even when a field's own rule failed (zod skips them then by default), so the form
 * shows every problem at once; they read the values defensively.
 */
const everyIssueAtOnce = { when: () => true };

/** A command on one application that takes nothing else (approve, generate the certificate number). */
export const certificationIdSchema = z.object({ certificationId: uuidSchema });

const dateOrNull = updateCompanyCertificationSchema.shape.deliveryDate;

/**
 * updatePersonalCertification: the name on the certificate (the real name's rule), grant and expiry dates (both
 * required, expiry after grant: the company certificate's rule and codes, which the SQL command shares), the tracking
 * number (the company certificate's limit), the delivery date and the certificate file.
 */
export const updateCertificateSchema = z
  .object({
    certificationId: uuidSchema,
    certificateToUserName: applyPersonalCertificationSchema.shape.realName,
    grantDate: updateCompanyCertificationSchema.shape.grantDate,
    expiredDate: updateCompanyCertificationSchema.shape.expiredDate,
    trackingNumber: z
      .string()
      .trim()
      .max(companyCertificationLimits.certificationTrackingMax, code('PERSONAL_CERTIFICATION_FIELD_TOO_LONG'))
      .nullish(),
    certificateDeliveryDate: dateOrNull,
    certificateFileId: uuidSchema.nullish(),
  })
  .superRefine((v, ctx) => {
    if (typeof v.grantDate === 'string' && typeof v.expiredDate === 'string' && v.grantDate && v.expiredDate && v.expiredDate <= v.grantDate) {
      ctx.addIssue({ code: 'custom', message: 'COMPANY_CERTIFICATION_DATES_INVALID', path: ['expiredDate'] });
    }
  }, everyIssueAtOnce);

/** updatePersonalCertificationInvoice: the electronic invoice, an INVOICE file uploaded here, is required. */
export const updateInvoiceSchema = z.object({
  certificationId: uuidSchema,
  invoiceFileId: z.uuid(code('PERSONAL_CERTIFICATION_INVOICE_FILE_INVALID')),
});

/** updatePersonalCertificationRemark: at most 200 characters, or none. */
export const updateRemarkSchema = z.object({ certificationId: uuidSchema, remark: remarkSchema.nullish() });

const apply = applyPersonalCertificationSchema.shape;
/** The command's argument of each field of the typed delivery and of the invoice (their domain schemas' names). */
const deliveryField: Readonly<Record<string, string>> = {
  contactName: 'deliveryContactName',
  phonePrefixCountryCode: 'deliveryContactPrefix',
  contactNumber: 'deliveryContactNumber',
  address: 'deliveryAddress',
};
const invoiceField: Readonly<Record<string, string>> = {
  contentType: 'invoiceContentType',
  titleType: 'invoiceTitleType',
  title: 'invoiceTitle',
  companyName: 'invoiceCompanyName',
  taxNumber: 'invoiceTaxNumber',
  receiverEmail: 'invoiceReceiverEmail',
};

/**
 * createPersonalCertificationForAdmin: the person (required), the type, real name and site of the person's own
 * application, no payment or a transfer with its receipt, an optional company (one the person has joined: the server
 * checks), the delivery typed in (contact, phone by its prefix's rule, address) and the invoice by the invoice's rules
 * when asked for.
 */
export const createForAdminSchema = z
  .object({
    applicantId: uuidSchema,
    typeId: apply.typeId,
    realName: apply.realName,
    site: apply.site,
    paymentMethod: z.enum(vendorPaymentMethods, { message: 'PERSONAL_CERTIFICATION_PAYMENT_METHOD_INVALID' }),
    companyId: apply.companyId,
    receiptFileId: apply.receiptFileId,
    deliveryContactName: apply.deliveryContactName,
    deliveryContactPrefix: apply.deliveryContactPrefix,
    deliveryContactNumber: apply.deliveryContactNumber,
    deliveryAddress: apply.deliveryAddress,
    wantsInvoice: apply.wantsInvoice,
    invoiceContentType: apply.invoiceContentType,
    invoiceTitleType: apply.invoiceTitleType,
    invoiceTitle: apply.invoiceTitle,
    invoiceCompanyName: apply.invoiceCompanyName,
    invoiceTaxNumber: apply.invoiceTaxNumber,
    invoiceReceiverEmail: apply.invoiceReceiverEmail,
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.paymentMethod === 'TRANSFER_ACCOUNTS' && !v.receiptFileId) issue('receiptFileId', 'PERSONAL_CERTIFICATION_RECEIPT_REQUIRED');
    const delivery = typedDeliverySchema.safeParse({
      contactName: v.deliveryContactName ?? '',
      phonePrefixCountryCode: v.deliveryContactPrefix ?? '',
      contactNumber: v.deliveryContactNumber ?? '',
      address: v.deliveryAddress ?? '',
    });
    if (!delivery.success) for (const i of delivery.error.issues) issue(deliveryField[String(i.path[0])] ?? 'deliveryAddress', i.message);
    if (v.wantsInvoice) {
      const invoice = invoiceSchema.safeParse({
        contentType: v.invoiceContentType,
        titleType: v.invoiceTitleType,
        title: v.invoiceTitle ?? '',
        companyName: v.invoiceCompanyName ?? '',
        taxNumber: v.invoiceTaxNumber ?? '',
        receiverEmail: v.invoiceReceiverEmail ?? '',
      });
      if (!invoice.success) for (const i of invoice.error.issues) issue(invoiceField[String(i.path[0])] ?? 'invoiceTitle', i.message);
    }
  }, everyIssueAtOnce);
export type CreateForAdminValues = z.infer<typeof createForAdminSchema>;

/** The create form's starting values: the mainland site and its phone prefix, no payment, no invoice. */
export const createDefaults = (site: Site = 'MAINLAND') => ({
  applicantId: null,
  typeId: null,
  realName: '',
  site,
  paymentMethod: 'NO_PAYMENT' as const,
  companyId: null,
  receiptFileId: null,
  deliveryContactName: '',
  deliveryContactPrefix: defaultPhonePrefix,
  deliveryContactNumber: '',
  deliveryAddress: '',
  wantsInvoice: false,
  invoiceContentType: null,
  invoiceTitleType: null,
  invoiceTitle: '',
  invoiceCompanyName: '',
  invoiceTaxNumber: '',
  invoiceReceiverEmail: '',
});

/** A blank optional text as nothing (the commands store no empty strings). */
const blankToNull = (v: string | null | undefined): string | null => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

/**
 * The command's input from the form's checked values: the receipt only with a transfer, the invoice's fields only
 * when asked for, blanks as nothing.
 */
export const createForAdminInput = (v: CreateForAdminValues) => {
  const invoice = v.wantsInvoice === true;
  return {
    applicantId: v.applicantId,
    typeId: v.typeId,
    realName: v.realName,
    site: v.site,
    paymentMethod: v.paymentMethod,
    companyId: v.companyId ?? null,
    receiptFileId: v.paymentMethod === 'TRANSFER_ACCOUNTS' ? (v.receiptFileId ?? null) : null,
    deliveryContactName: blankToNull(v.deliveryContactName),
    deliveryContactPrefix: blankToNull(v.deliveryContactPrefix),
    deliveryContactNumber: blankToNull(v.deliveryContactNumber),
    deliveryAddress: blankToNull(v.deliveryAddress),
    wantsInvoice: invoice,
    invoiceContentType: invoice ? (v.invoiceContentType ?? null) : null,
    invoiceTitleType: invoice ? (v.invoiceTitleType ?? null) : null,
    invoiceTitle: invoice ? blankToNull(v.invoiceTitle) : null,
    invoiceCompanyName: invoice ? blankToNull(v.invoiceCompanyName) : null,
    invoiceTaxNumber: invoice ? blankToNull(v.invoiceTaxNumber) : null,
    invoiceReceiverEmail: invoice ? blankToNull(v.invoiceReceiverEmail) : null,
  };
};

/** The certificate as the detail query reads it. */
export interface CertificateData {
  id: string;
  realName: string;
  certificateToUserName?: string | null;
  grantDate?: string | null;
  expiredDate?: string | null;
  trackingNumber?: string | null;
  certificateDeliveryDate?: string | null;
  certificateFileId?: string | null;
}

/** The certificate form's starting values: what is saved, the real name until another name is entered. */
export const certificateDefaults = (c: CertificateData) => ({
  certificationId: c.id,
  certificateToUserName: c.certificateToUserName ?? c.realName,
  grantDate: c.grantDate ?? '',
  expiredDate: c.expiredDate ?? '',
  trackingNumber: c.trackingNumber ?? '',
  certificateDeliveryDate: c.certificateDeliveryDate ?? null,
  certificateFileId: c.certificateFileId ?? null,
});

/** The update command's input from the certificate form's checked values (a blank tracking number is none). */
export const certificateInput = (v: z.infer<typeof updateCertificateSchema>) => ({
  certificationId: v.certificationId,
  certificateToUserName: v.certificateToUserName,
  grantDate: v.grantDate,
  expiredDate: v.expiredDate,
  trackingNumber: blankToNull(v.trackingNumber),
  certificateDeliveryDate: v.certificateDeliveryDate ?? null,
  certificateFileId: v.certificateFileId ?? null,
});
