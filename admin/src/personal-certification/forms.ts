// The vendor's forms on personal certifications: what they start from, the commands' inputs from their checked values,
// and which actions an application's state allows. The forms are checked by the commands' domain schemas
// (`createPersonalCertificationForAdminSchema`, `updatePersonalCertificationSchema`, …), which the API checks again.
import type { z } from 'zod';
import {
  defaultPhonePrefix,
  type CreatePersonalCertificationForAdminInput,
  type PersonalCertificationPaymentMethod,
  type PersonalCertificationStatus,
  type Site,
  type updatePersonalCertificationSchema,
} from '@pp/domain';

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
export const createForAdminInput = (v: CreatePersonalCertificationForAdminInput) => {
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
export const certificateInput = (v: z.infer<typeof updatePersonalCertificationSchema>) => ({
  certificationId: v.certificationId,
  certificateToUserName: v.certificateToUserName,
  grantDate: v.grantDate,
  expiredDate: v.expiredDate,
  trackingNumber: blankToNull(v.trackingNumber),
  certificateDeliveryDate: v.certificateDeliveryDate ?? null,
  certificateFileId: v.certificateFileId ?? null,
});
