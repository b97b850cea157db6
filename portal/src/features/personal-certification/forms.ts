import type { z } from 'zod';
import type { DefaultValues } from 'react-hook-form';
import {
  applyPersonalCertificationSchema,
  cancelPersonalCertificationSchema,
  rejectPointUsageApprovalSchema,
  type ApplyPersonalCertificationInput,
  type Site,
} from '@pp/domain';
import { schemaForm } from '../../components/schemaForm.ts';
import type { ApplyPersonalCertificationInput as ApplyGraphqlInput } from '../../generated/graphql.ts';

export type ApplyForm = z.input<typeof applyPersonalCertificationSchema>;

export interface ApplyStart {
  site: Site;
  typeId: number | undefined;
  /** The name of the person's default identity, to start from. */
  realName: string;
  /** The current company, offered first for the points. */
  companyId: string | undefined;
  /** The default one of the person's own delivery addresses (the mainland site). */
  deliveryAddressId: string | undefined;
  /** The calling code a typed-in address starts with (the global site). */
  phonePrefix: string;
}

/**
 * A new application on this site: the type chosen, the person's name, the current company; the certificate goes to
 * the default own address on the mainland site and to an address typed in on the global site; no invoice.
 */
export const applyDefaults = (start: ApplyStart): DefaultValues<ApplyForm> => ({
  typeId: start.typeId,
  realName: start.realName,
  site: start.site,
  paymentMethod: undefined,
  companyId: start.companyId ?? null,
  pointType: null,
  receiptFileId: null,
  redeemCodeId: null,
  deliveryAddressId: start.site === 'MAINLAND' ? (start.deliveryAddressId ?? null) : null,
  deliveryContactName: '',
  deliveryContactPrefix: start.phonePrefix,
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

/** The apply form, checked by the command's own schema (the one the API re-checks). */
export const applyFormOptions = (start: ApplyStart) => schemaForm(applyPersonalCertificationSchema, applyDefaults(start));

/**
 * The command's arguments from the checked form: only what the chosen payment, delivery and invoice use (a receipt
 * uploaded before switching to points, or a typed address left behind, is not sent).
 */
export const applyInput = (v: ApplyPersonalCertificationInput): ApplyGraphqlInput => {
  const points = v.paymentMethod === 'POINT_DEDUCTION';
  const transfer = v.paymentMethod === 'TRANSFER_ACCOUNTS';
  const redeem = v.paymentMethod === 'REDEEM_CODE';
  const own = Boolean(v.deliveryAddressId);
  const invoice = v.wantsInvoice === true;
  const typed = (value: string | null | undefined) => (own ? null : (value ?? null));
  const invoiceText = (value: string | null | undefined) => (invoice ? (value ?? null) : null);
  return {
    typeId: v.typeId,
    realName: v.realName,
    site: v.site,
    paymentMethod: v.paymentMethod,
    companyId: v.companyId ?? null,
    pointType: points ? (v.pointType ?? null) : null,
    receiptFileId: transfer ? (v.receiptFileId ?? null) : null,
    redeemCodeId: redeem ? (v.redeemCodeId ?? null) : null,
    deliveryAddressId: own ? (v.deliveryAddressId ?? null) : null,
    deliveryContactName: typed(v.deliveryContactName),
    deliveryContactPrefix: typed(v.deliveryContactPrefix),
    deliveryContactNumber: typed(v.deliveryContactNumber),
    deliveryAddress: typed(v.deliveryAddress),
    wantsInvoice: invoice,
    invoiceContentType: invoice ? (v.invoiceContentType ?? null) : null,
    invoiceTitleType: invoice ? (v.invoiceTitleType ?? null) : null,
    invoiceTitle: invoiceText(v.invoiceTitle),
    invoiceCompanyName: invoiceText(v.invoiceCompanyName),
    invoiceTaxNumber: invoiceText(v.invoiceTaxNumber),
    invoiceReceiverEmail: invoiceText(v.invoiceReceiverEmail),
  };
};

/** Cancelling one's application: the reason is required. */
export const cancelFormOptions = (certificationId: string) => schemaForm(cancelPersonalCertificationSchema, { certificationId, reason: '' });

/** Approving a point usage: nothing to fill in but the approval itself (the reject schema's id). */
const approvePointUsageSchema = rejectPointUsageApprovalSchema.pick({ approvalId: true });
export const approvePointsFormOptions = (approvalId: string) => schemaForm(approvePointUsageSchema, { approvalId });

/** Rejecting a point usage: the reason is required (it rejects the application with it). */
export const rejectPointsFormOptions = (approvalId: string) => schemaForm(rejectPointUsageApprovalSchema, { approvalId, auditComment: '' });
