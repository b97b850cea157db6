import { z } from 'zod';
import { defineDomainFeature } from '../common/feature.ts';
import { defineMachine } from '../common/machine.ts';
import { commonLimits, sites } from '../common/constants.ts';
import { code, emailPattern, isValidPhone, remarkSchema, uuidSchema } from '../common/validation.ts';
import { companyCertificationLimits, updateCompanyCertificationSchema } from '../company-certification/index.ts';
import { joinCompanyLimits } from '../join-company/index.ts';
import { deliveryAddressTextSchema, deliveryContactNameSchema } from '../delivery-addresses/index.ts';
import { personalCertificationErrors } from './errors.ts';
import { personalCertificationLimits, personalCertificationSqlConstants } from './limits.ts';
import { personalCertificationSignals, personalCertificationWorkflowType } from './workflow-names.ts';

export { personalCertificationErrors } from './errors.ts';
export { personalCertificationLimits } from './limits.ts';
export * from './workflow-names.ts';

/**
 * Personal certification: the certifications a partner company's people sit. Two types, SCF and SCA-TSE, each with
 * its latest version and its fees per site (configuration in `app_public.personal_certification_fees`: money in the
 * site's currency, points, and a retake); a certificate stays in effect for the type's `valid_months` (24) after it
 * is granted.
 *
 * A person applies with their real name, the type, a delivery address for the certificate (one of their own on the
 * mainland site, typed in on the global site), an optional electronic invoice, and a payment method:
 * - POINT_DEDUCTION: from a company they are a member of; the points are held on its ledger at once and its
 *   partner administrators (ApproveCredit) approve the usage (the points are spent) or reject it (released, and the
 *   application is rejected with it);
 * - TRANSFER_ACCOUNTS: with a screenshot of the transfer's receipt;
 * - REDEEM_CODE: with a code reserved first (`reserve_redeem_code`, which counts failed attempts);
 * - NO_PAYMENT: granted by the vendor only (an application a vendor admin creates for someone, or a free renewal
 *   after expiry).
 * The vendor then approves it (COMMITTED → WAITING_APPROVAL: studying and taking exams), or rejects it with a reason;
 * it may cancel it with a reason; it issues the certificate with a generated number (→ VALIDATING), which expires at
 * the end of its expiry date (→ EXPIRED).
 */
export const personalCertificationTypeKeys = ['SCF', 'SCA-TSE'] as const;
export type PersonalCertificationTypeKey = (typeof personalCertificationTypeKeys)[number];

export const personalCertificationStatuses = ['COMMITTED', 'WAITING_APPROVAL', 'VALIDATING', 'REJECTED', 'CANCELED', 'EXPIRED'] as const;
export type PersonalCertificationStatus = (typeof personalCertificationStatuses)[number];
export type PersonalCertificationEvent = 'approve' | 'reject' | 'cancel' | 'issue' | 'expire';

export const personalCertificationMachine = defineMachine<PersonalCertificationStatus, PersonalCertificationEvent>({
  name: 'personal_certification',
  initial: 'COMMITTED',
  states: personalCertificationStatuses,
  transitions: {
    COMMITTED: { approve: 'WAITING_APPROVAL', reject: 'REJECTED', cancel: 'CANCELED' },
    WAITING_APPROVAL: { issue: 'VALIDATING', cancel: 'CANCELED' },
    VALIDATING: { expire: 'EXPIRED' },
    REJECTED: {},
    CANCELED: {},
    EXPIRED: {},
  },
});

export const personalCertificationPaymentMethods = ['NO_PAYMENT', 'POINT_DEDUCTION', 'REDEEM_CODE', 'TRANSFER_ACCOUNTS'] as const;
export type PersonalCertificationPaymentMethod = (typeof personalCertificationPaymentMethods)[number];
/** What a person may choose when applying; NO_PAYMENT is the vendor's to grant. */
export const personalPaymentMethods = ['POINT_DEDUCTION', 'REDEEM_CODE', 'TRANSFER_ACCOUNTS'] as const satisfies readonly PersonalCertificationPaymentMethod[];

export const invoiceContentTypes = ['TECHNICAL_SERVICE_CHARGE', 'TECHNICAL_TRAINING_EXPENSE'] as const;
export const invoiceTitleTypes = ['PERSONAL', 'ORGANIZATIONAL'] as const;

/** A point usage approval (spending a company's points on a certification): its partner administrators decide. */
export const pointUsageApprovalStatuses = ['APPROVING', 'APPROVED', 'REJECTED'] as const;
export type PointUsageApprovalStatus = (typeof pointUsageApprovalStatuses)[number];
export const pointUsageApprovalMachine = defineMachine<PointUsageApprovalStatus, 'approve' | 'reject'>({
  name: 'point_usage_approval',
  initial: 'APPROVING',
  states: pointUsageApprovalStatuses,
  transitions: {
    APPROVING: { approve: 'APPROVED', reject: 'REJECTED' },
    APPROVED: {},
    REJECTED: {},
  },
});

const requiredText = (max: number, required: Parameters<typeof code>[0], tooLong: Parameters<typeof code>[0]) =>
  z.string({ message: required }).trim().min(1, code(required)).max(max, code(tooLong));

/** The electronic invoice: every field required once asked for; the receiver's e-mail by the e-mail pattern. */
export const invoiceSchema = z.object({
  contentType: z.enum(invoiceContentTypes, { message: 'PERSONAL_CERTIFICATION_INVOICE_CONTENT_REQUIRED' }),
  titleType: z.enum(invoiceTitleTypes, { message: 'PERSONAL_CERTIFICATION_INVOICE_TITLE_TYPE_REQUIRED' }),
  title: requiredText(personalCertificationLimits.invoiceTextMax, 'PERSONAL_CERTIFICATION_INVOICE_TITLE_REQUIRED', 'PERSONAL_CERTIFICATION_FIELD_TOO_LONG'),
  companyName: requiredText(personalCertificationLimits.invoiceTextMax, 'PERSONAL_CERTIFICATION_INVOICE_COMPANY_REQUIRED', 'PERSONAL_CERTIFICATION_FIELD_TOO_LONG'),
  taxNumber: requiredText(personalCertificationLimits.taxNumberMax, 'PERSONAL_CERTIFICATION_INVOICE_TAX_NUMBER_REQUIRED', 'PERSONAL_CERTIFICATION_FIELD_TOO_LONG'),
  receiverEmail: z
    .string({ message: 'PERSONAL_CERTIFICATION_INVOICE_EMAIL_REQUIRED' })
    .trim()
    .min(1, code('PERSONAL_CERTIFICATION_INVOICE_EMAIL_REQUIRED'))
    .regex(emailPattern, code('PERSONAL_CERTIFICATION_INVOICE_EMAIL_INVALID')),
});
export type InvoiceInput = z.infer<typeof invoiceSchema>;

/** A typed-in delivery address (the global site): contact, phone by its prefix's rule, address. */
export const typedDeliverySchema = z
  .object({
    contactName: deliveryContactNameSchema,
    phonePrefixCountryCode: z.string({ message: 'PHONE_INVALID' }).trim(),
    contactNumber: z.string({ message: 'PHONE_INVALID' }).trim(),
    address: deliveryAddressTextSchema,
  })
  .superRefine((v, ctx) => {
    if (!isValidPhone(v.phonePrefixCountryCode, v.contactNumber)) ctx.addIssue({ code: 'custom', path: ['contactNumber'], message: 'PHONE_INVALID' });
  });

const optionalText = z.string().trim().nullish();
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The command's argument of each typed-delivery field. */
const typedDeliveryFields: Readonly<Record<string, string>> = {
  contactName: 'deliveryContactName',
  phonePrefixCountryCode: 'deliveryContactPrefix',
  contactNumber: 'deliveryContactNumber',
  address: 'deliveryAddress',
};

/** The delivery and invoice fields of an application, flat as a command's arguments. */
interface DeliveryAndInvoice {
  deliveryAddressId?: string | null;
  deliveryContactName?: string | null;
  deliveryContactPrefix?: string | null;
  deliveryContactNumber?: string | null;
  deliveryAddress?: string | null;
  wantsInvoice?: boolean | null;
  invoiceContentType?: string | null;
  invoiceTitleType?: string | null;
  invoiceTitle?: string | null;
  invoiceCompanyName?: string | null;
  invoiceTaxNumber?: string | null;
  invoiceReceiverEmail?: string | null;
}

/**
 * The rules of an application's delivery (an own address's id, or contact, phone by its prefix's rule and address
 * typed in) and invoice (every field once asked for), reported on the command's own arguments.
 */
const deliveryAndInvoiceIssues = (v: DeliveryAndInvoice, issue: (path: string, message: string) => void, typedOnly = false): void => {
  if (!v.deliveryAddressId) {
    const typed = typedDeliverySchema.safeParse({
      contactName: v.deliveryContactName ?? '',
      phonePrefixCountryCode: v.deliveryContactPrefix ?? '',
      contactNumber: v.deliveryContactNumber ?? '',
      address: v.deliveryAddress ?? '',
    });
    // Neither an own address nor a typed one: one error where a person chooses an address; a typed-only form (the
    // vendor's) names each field instead.
    if (!typedOnly && !v.deliveryContactName && !v.deliveryAddress) issue('deliveryAddressId', 'PERSONAL_CERTIFICATION_DELIVERY_ADDRESS_REQUIRED');
    else if (!typed.success) for (const i of typed.error.issues) issue(typedDeliveryFields[String(i.path[0])] ?? 'deliveryAddress', i.message);
  }
  if (v.wantsInvoice) {
    const invoice = invoiceSchema.safeParse({
      contentType: v.invoiceContentType,
      titleType: v.invoiceTitleType,
      title: v.invoiceTitle ?? '',
      companyName: v.invoiceCompanyName ?? '',
      taxNumber: v.invoiceTaxNumber ?? '',
      receiverEmail: v.invoiceReceiverEmail ?? '',
    });
    if (!invoice.success) for (const i of invoice.error.issues) issue(`invoice${capitalise(String(i.path[0] ?? ''))}`, i.message);
  }
};

/**
 * applyPersonalCertification: the person's own application, flat as the command's arguments. Delivery: an own
 * address's id (the mainland site), or a typed-in contact, phone (by its prefix's rule) and address. The payment
 * method's own field is required: the company and point type (POINT_DEDUCTION), the receipt (TRANSFER_ACCOUNTS), the
 * reserved code (REDEEM_CODE). With `wantsInvoice`, every invoice field is required and the receiver's e-mail follows
 * the e-mail pattern.
 */
export const applyPersonalCertificationSchema = z
  .object({
    typeId: z.number({ message: 'PERSONAL_CERTIFICATION_TYPE_INVALID' }).int().positive(code('PERSONAL_CERTIFICATION_TYPE_INVALID')),
    realName: requiredText(joinCompanyLimits.realNameMax, 'PERSONAL_CERTIFICATION_REAL_NAME_REQUIRED', 'PERSONAL_CERTIFICATION_REAL_NAME_TOO_LONG'),
    site: z.enum(sites, { message: 'VALIDATION_FAILED' }),
    paymentMethod: z.enum(personalPaymentMethods, { message: 'PERSONAL_CERTIFICATION_PAYMENT_METHOD_INVALID' }),
    companyId: uuidSchema.nullish(),
    pointType: z.enum(['MARKET_POINT', 'PRODUCT_POINT']).nullish(),
    receiptFileId: uuidSchema.nullish(),
    redeemCodeId: uuidSchema.nullish(),
    deliveryAddressId: uuidSchema.nullish(),
    deliveryContactName: optionalText,
    deliveryContactPrefix: optionalText,
    deliveryContactNumber: optionalText,
    deliveryAddress: optionalText,
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
    if (v.paymentMethod === 'POINT_DEDUCTION' && !v.companyId) issue('companyId', 'PERSONAL_CERTIFICATION_POINT_COMPANY_REQUIRED');
    if (v.paymentMethod === 'POINT_DEDUCTION' && !v.pointType) issue('pointType', 'PERSONAL_CERTIFICATION_POINT_TYPE_REQUIRED');
    if (v.paymentMethod === 'TRANSFER_ACCOUNTS' && !v.receiptFileId) issue('receiptFileId', 'PERSONAL_CERTIFICATION_RECEIPT_REQUIRED');
    if (v.paymentMethod === 'REDEEM_CODE' && !v.redeemCodeId) issue('redeemCodeId', 'PERSONAL_CERTIFICATION_REDEEM_CODE_REQUIRED');
    deliveryAndInvoiceIssues(v, issue);
  });
export type ApplyPersonalCertificationInput = z.infer<typeof applyPersonalCertificationSchema>;
const applyFields = applyPersonalCertificationSchema.shape;

/** What a vendor admin may choose when applying for someone (points and redeem codes are the person's own). */
export const vendorPaymentMethods = ['NO_PAYMENT', 'TRANSFER_ACCOUNTS'] as const satisfies readonly PersonalCertificationPaymentMethod[];

/**
 * createPersonalCertificationForAdmin: the person (required), the type, real name and site of a person's own
 * application, no payment or a transfer with its receipt, an optional company (one the person has joined: the server
 * checks), the delivery typed in and the invoice when asked for.
 */
export const createPersonalCertificationForAdminSchema = z
  .object({
    applicantId: uuidSchema,
    typeId: applyFields.typeId,
    realName: applyFields.realName,
    site: applyFields.site,
    paymentMethod: z.enum(vendorPaymentMethods, { message: 'PERSONAL_CERTIFICATION_PAYMENT_METHOD_INVALID' }),
    companyId: applyFields.companyId,
    receiptFileId: applyFields.receiptFileId,
    deliveryContactName: optionalText,
    deliveryContactPrefix: optionalText,
    deliveryContactNumber: optionalText,
    deliveryAddress: optionalText,
    wantsInvoice: applyFields.wantsInvoice,
    invoiceContentType: applyFields.invoiceContentType,
    invoiceTitleType: applyFields.invoiceTitleType,
    invoiceTitle: optionalText,
    invoiceCompanyName: optionalText,
    invoiceTaxNumber: optionalText,
    invoiceReceiverEmail: optionalText,
  })
  .superRefine(
    (v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (v.paymentMethod === 'TRANSFER_ACCOUNTS' && !v.receiptFileId) issue('receiptFileId', 'PERSONAL_CERTIFICATION_RECEIPT_REQUIRED');
      deliveryAndInvoiceIssues(v, issue, true);
    },
    { when: () => true },
  );
export type CreatePersonalCertificationForAdminInput = z.infer<typeof createPersonalCertificationForAdminSchema>;

/** A vendor's command on one application that takes nothing else (approve, generate the certificate number). */
export const personalCertificationIdSchema = z.object({ certificationId: uuidSchema });

/**
 * updatePersonalCertification: the name on the certificate (the real name's rule), grant and expiry dates (both
 * required, expiry after grant: the company certificate's rule and codes, which the SQL command shares), the tracking
 * number (the company certificate's limit), the delivery date and the certificate file.
 */
export const updatePersonalCertificationSchema = z
  .object({
    certificationId: uuidSchema,
    certificateToUserName: applyFields.realName,
    grantDate: updateCompanyCertificationSchema.shape.grantDate,
    expiredDate: updateCompanyCertificationSchema.shape.expiredDate,
    trackingNumber: z.string().trim().max(companyCertificationLimits.certificationTrackingMax, code('PERSONAL_CERTIFICATION_FIELD_TOO_LONG')).nullish(),
    certificateDeliveryDate: updateCompanyCertificationSchema.shape.deliveryDate,
    certificateFileId: uuidSchema.nullish(),
  })
  .superRefine(
    (v, ctx) => {
      if (typeof v.grantDate === 'string' && typeof v.expiredDate === 'string' && v.grantDate && v.expiredDate && v.expiredDate <= v.grantDate) {
        ctx.addIssue({ code: 'custom', message: 'COMPANY_CERTIFICATION_DATES_INVALID', path: ['expiredDate'] });
      }
    },
    { when: () => true },
  );

/** updatePersonalCertificationInvoice: the electronic invoice, an INVOICE file, is required. */
export const updatePersonalCertificationInvoiceSchema = z.object({
  certificationId: uuidSchema,
  invoiceFileId: z.uuid(code('PERSONAL_CERTIFICATION_INVOICE_FILE_INVALID')),
});

/** updatePersonalCertificationRemark: at most 200 characters, or none. */
export const updatePersonalCertificationRemarkSchema = z.object({ certificationId: uuidSchema, remark: remarkSchema.nullish() });

const reasonSchema = (required: Parameters<typeof code>[0], tooLong: Parameters<typeof code>[0]) =>
  requiredText(commonLimits.auditCommentMax, required, tooLong);

export const rejectPersonalCertificationSchema = z.object({
  certificationId: uuidSchema,
  auditComment: reasonSchema('PERSONAL_CERTIFICATION_REJECT_REASON_REQUIRED', 'PERSONAL_CERTIFICATION_REASON_TOO_LONG'),
});
export const cancelPersonalCertificationSchema = z.object({
  certificationId: uuidSchema,
  reason: reasonSchema('PERSONAL_CERTIFICATION_CANCEL_REASON_REQUIRED', 'PERSONAL_CERTIFICATION_REASON_TOO_LONG'),
});
export const rejectPointUsageApprovalSchema = z.object({
  approvalId: uuidSchema,
  auditComment: reasonSchema('POINT_USAGE_REJECT_REASON_REQUIRED', 'POINT_USAGE_REASON_TOO_LONG'),
});

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const personalCertificationCommands = {
  applyPersonalCertification: applyPersonalCertificationSchema,
  createPersonalCertificationForAdmin: createPersonalCertificationForAdminSchema,
  approvePersonalCertification: personalCertificationIdSchema,
  generatePersonalCertificateNumber: personalCertificationIdSchema,
  updatePersonalCertification: updatePersonalCertificationSchema,
  updatePersonalCertificationInvoice: updatePersonalCertificationInvoiceSchema,
  updatePersonalCertificationRemark: updatePersonalCertificationRemarkSchema,
  rejectPersonalCertification: rejectPersonalCertificationSchema,
  cancelPersonalCertification: cancelPersonalCertificationSchema,
  rejectPointUsageApproval: rejectPointUsageApprovalSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const personalCertificationFeature = defineDomainFeature({
  name: 'personal-certification',
  errors: personalCertificationErrors,
  limits: personalCertificationLimits,
  commands: personalCertificationCommands,
  sqlConstants: personalCertificationSqlConstants,
  sqlEnums: {
    'app_public.personal_certification_status': personalCertificationStatuses,
    'app_public.personal_certification_payment_method': personalCertificationPaymentMethods,
    'app_public.invoice_content_type': invoiceContentTypes,
    'app_public.invoice_title_type': invoiceTitleTypes,
    'app_public.point_usage_approval_status': pointUsageApprovalStatuses,
  },
  machines: [personalCertificationMachine, pointUsageApprovalMachine],
  workflows: { [personalCertificationWorkflowType]: Object.values(personalCertificationSignals) },
});
