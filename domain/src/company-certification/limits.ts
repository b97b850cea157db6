import { sqlConstant } from '../common/sql-constant.ts';

/**
 * Limits of a company certification's certificate and delivery data. The database reads the same values as
 * `app_hidden.<name>()` functions generated from `companyCertificationSqlConstants`.
 */
export const companyCertificationLimits = {
  /** The company name printed on the certificate: at least this many characters … */
  certificationCompanyNameMin: 4,
  /** … and at most this many (a company name's limit). */
  certificationCompanyNameMax: 100,
  certificationNumberMax: 50,
  certificationContactNameMax: 50,
  certificationAddressMax: 200,
  certificationTrackingMax: 50,
} as const;

/**
 * Time rules of a company certification, counted in the business time zone (both sites are in UTC+8): it is in
 * effect through its expiry date and expires when that day ends; it may be renewed from `renewalWindowDays` before
 * its expiry date until `renewalWindowDays` after it; its partner administrators are reminded when the window opens
 * and when it expires. The workflow's own copy of these numbers is in workflow-names.ts (the bundle reads it).
 */
export const companyCertificationPeriods = {
  renewalWindowDays: 60,
} as const;

export const companyCertificationSqlConstants = [
  sqlConstant({ name: 'company_certification_name_min', type: 'integer', value: companyCertificationLimits.certificationCompanyNameMin }),
  sqlConstant({ name: 'company_certification_name_max', type: 'integer', value: companyCertificationLimits.certificationCompanyNameMax }),
  sqlConstant({ name: 'company_certification_number_max', type: 'integer', value: companyCertificationLimits.certificationNumberMax }),
  sqlConstant({ name: 'company_certification_contact_max', type: 'integer', value: companyCertificationLimits.certificationContactNameMax }),
  sqlConstant({ name: 'company_certification_address_max', type: 'integer', value: companyCertificationLimits.certificationAddressMax }),
  sqlConstant({ name: 'company_certification_tracking_max', type: 'integer', value: companyCertificationLimits.certificationTrackingMax }),
  sqlConstant({ name: 'company_certification_renewal_days', type: 'integer', value: companyCertificationPeriods.renewalWindowDays }),
] as const;
