// The personal certification list's filter form, turned into one PostGraphile connection filter (the data provider
// calls it through the resource's `filterOf`): the status and the type as they are, the payment method, and the search
// by the application's number, the certificate's number or the applicant's name.
//
// The API filters neither by the payment method nor by the real name (the columns have no index, and the API offers
// filters on indexed columns only). The payment method is read from what each method leaves on the row by the rules of
// 510-personal-certification.sql: points create the company's point usage approval, a transfer its receipt, the
// vendor's own applications are free or by transfer (created_by set), a free renewal names the certificate it renews,
// and a redeem code is what remains. The search reads the applicant's name where the real name cannot be read.
import {
  personalCertificationPaymentMethods,
  personalCertificationStatuses,
  type PersonalCertificationPaymentMethod,
  type PersonalCertificationStatus,
} from '@pp/domain';
import { choicesOf } from '../common/choices.ts';
import { text } from '../common/filterValues.ts';

export const statusChoices = choicesOf('personal_certification_status', personalCertificationStatuses);
export const paymentMethodChoices = choicesOf('personal_certification_payment_method', personalCertificationPaymentMethods);

/** What the list's filter form holds. */
export interface PersonalCertificationListFilter {
  status?: string | null;
  typeId?: number | string | null;
  paymentMethod?: string | null;
  /** The application's number, the certificate's number or the applicant's name. */
  q?: string | null;
}

type Clause = Record<string, unknown>;

/** The rows each payment method leaves (see above). */
export const paymentMethodClause: Readonly<Record<PersonalCertificationPaymentMethod, Clause>> = {
  POINT_DEDUCTION: { pointUsageApprovalsExist: true },
  TRANSFER_ACCOUNTS: { receiptFileExists: true },
  NO_PAYMENT: {
    or: [{ rootUserByCreatedByExists: true, receiptFileExists: false }, { renewalOfExists: true }],
  },
  REDEEM_CODE: {
    pointUsageApprovalsExist: false,
    receiptFileExists: false,
    rootUserByCreatedByExists: false,
    renewalOfExists: false,
  },
};

const isStatus = (v: unknown): v is PersonalCertificationStatus => personalCertificationStatuses.includes(v as PersonalCertificationStatus);
const isPaymentMethod = (v: unknown): v is PersonalCertificationPaymentMethod =>
  personalCertificationPaymentMethods.includes(v as PersonalCertificationPaymentMethod);

/** The connection filter of the form; empty when nothing narrows the list. */
export const personalCertificationFilter = (values: PersonalCertificationListFilter | Record<string, unknown>): Clause => {
  const v = values as PersonalCertificationListFilter;
  const clauses: Clause[] = [];
  if (isStatus(v.status)) clauses.push({ status: { equalTo: v.status } });
  const typeId = Number(v.typeId);
  if (v.typeId !== null && v.typeId !== undefined && v.typeId !== '' && Number.isInteger(typeId) && typeId > 0) {
    clauses.push({ typeId: { equalTo: typeId } });
  }
  if (isPaymentMethod(v.paymentMethod)) clauses.push(paymentMethodClause[v.paymentMethod]);
  const q = text(v.q);
  if (q) {
    clauses.push({
      or: [
        { semanticId: { includesInsensitive: q } },
        { certificateNumber: { includesInsensitive: q } },
        { applicantName: { includesInsensitive: q } },
      ],
    });
  }
  if (clauses.length <= 1) return clauses[0] ?? {};
  return { and: clauses };
};
