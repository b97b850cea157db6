// The personal certification list's filter form, turned into one PostGraphile connection filter (the data provider
// calls it through the resource's `filterOf`): the status, the type and the payment method as they are. The search by
// the application's number, the certificate's number or the applicant's name is the list's condition (`conditionOf`),
// which the API answers from trigram indexes rather than by testing each certification.

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
  if (isPaymentMethod(v.paymentMethod)) clauses.push({ paymentMethod: { equalTo: v.paymentMethod } });
  if (clauses.length <= 1) return clauses[0] ?? {};
  return { and: clauses };
};

/** The list's condition: the search (`keywordContains`), trimmed; nothing when blank. */
export const personalCertificationCondition = (values: PersonalCertificationListFilter | Record<string, unknown>): { keywordContains?: string } => {
  const q = text((values as PersonalCertificationListFilter).q);
  return q ? { keywordContains: q } : {};
};
