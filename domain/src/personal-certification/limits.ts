import { sqlConstant } from '../common/sql-constant.ts';

/** Limits of a personal certification application's own fields (the real name and the delivery use their features'). */
export const personalCertificationLimits = {
  invoiceTextMax: 100,
  taxNumberMax: 30,
  personalCertificateNumberMax: 50,
} as const;

export const personalCertificationSqlConstants = [
  sqlConstant({ name: 'personal_certification_invoice_text_max', type: 'integer', value: personalCertificationLimits.invoiceTextMax }),
  sqlConstant({ name: 'personal_certification_tax_number_max', type: 'integer', value: personalCertificationLimits.taxNumberMax }),
] as const;
