import { apiErrors } from './api/errors.ts';
import { commonErrors } from './common/errors.ts';
import { companiesErrors } from './companies/errors.ts';
import { invitationsErrors } from './invitations/errors.ts';
import { joinCompanyErrors } from './join-company/errors.ts';
import { membersErrors } from './members/errors.ts';
import { notificationsErrors } from './notifications/errors.ts';
import { partnerApplicationsErrors } from './partner-applications/errors.ts';
import { permissionsErrors } from './permissions/errors.ts';
import { profileErrors } from './profile/errors.ts';
import { uploadsErrors } from './uploads/errors.ts';
import { deliveryAddressesErrors } from './delivery-addresses/errors.ts';
import { recentPagesErrors } from './recent-pages/errors.ts';
import { projectFilingErrors } from './project-filing/errors.ts';
import { projectFilingQuotaErrors } from './project-filing-quota/errors.ts';
import { referenceDataErrors } from './reference-data/errors.ts';
import { performanceImportErrors } from './performance-import/errors.ts';
import { projectPerformanceErrors } from './project-performance/errors.ts';
import { companyPointErrors } from './company-point/errors.ts';
import { companyPerformanceTargetErrors } from './company-performance-target/errors.ts';

/**
 * The one error-code registry, gathered from the features' slices. Codes are raised in SQL
 * (`app_hidden.raise_error('<CODE>', params)`), thrown in TypeScript (`new CodedError(code)`), used as Temporal failure
 * types, and mapped once in the API to GraphQL errors whose message and `extensions.code` are the code.
 */
export const errorCatalog = {
  ...commonErrors,
  ...apiErrors,
  ...permissionsErrors,
  ...companiesErrors,
  ...joinCompanyErrors,
  ...invitationsErrors,
  ...membersErrors,
  ...profileErrors,
  ...notificationsErrors,
  ...uploadsErrors,
  ...deliveryAddressesErrors,
  ...recentPagesErrors,
  ...partnerApplicationsErrors,
  ...projectFilingErrors,
  ...projectFilingQuotaErrors,
  ...referenceDataErrors,
  ...performanceImportErrors,
  ...projectPerformanceErrors,
  ...companyPointErrors,
  ...companyPerformanceTargetErrors,
} as const;

export type ErrorCode = keyof typeof errorCatalog;
export type Locale = 'en' | 'zh';

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorCatalog, value);

/** The text of a code in a locale, with `{name}` placeholders filled from params. */
export const errorText = (code: ErrorCode, locale: Locale, params: Record<string, unknown> = {}): string =>
  errorCatalog[code][locale].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

export class CodedError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, unknown>;
  constructor(code: ErrorCode, params: Record<string, unknown> = {}) {
    super(code);
    this.name = 'CodedError';
    this.code = code;
    this.params = params;
  }
}
