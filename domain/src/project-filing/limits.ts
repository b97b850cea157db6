import { sqlConstant } from '../common/sql-constant.ts';

/**
 * Limits and periods of deal registration. The database reads the same values as `app_hidden.<name>()` functions
 * generated from `projectFilingSqlConstants`, so the form, the API's re-check and the SQL commands agree.
 */
export const projectFilingLimits = {
  /** Project name, contact name and contact position. */
  projectNameMax: 50,
  customerFullNameMax: 100,
  customerAddressMax: 200,
  contactNameMax: 50,
  contactPositionMax: 50,
  /** Opportunity details (the project requirement), progress content, cancel and renewal reasons, comments. */
  filingTextMax: 200,
  productsMax: 10,
  /** Each product line's count. */
  productCountMax: 1_000_000,
  /** The estimated order amount: above 0 and at most this, in the filing's currency, with two decimals. */
  budgetMax: 99_999_999.99,
} as const;

/**
 * Time rules of a filing, all counted in the business time zone (both sites are in UTC+8):
 * - the vendor's approval puts the filing in effect with a protection period of `protectionDays`; its
 *   `validUntilDate` is the last protected day; it expires at the end of that day;
 * - a filing in effect without progress for `inactivityExpiryDays` expires as well (whichever comes first);
 * - a renewal may be applied for during the `renewalWindowDays` before `validUntilDate`, and may move it by at most
 *   `renewalMaxExtensionMonths`;
 * - a progress entry may be edited for `progressEditableFor` after its creation.
 * The reminders' days are in workflow-names.ts (the workflow bundle reads them).
 */
export const projectFilingPeriods = {
  businessTimeZone: 'Asia/Shanghai',
  protectionDays: 180,
  inactivityExpiryDays: 90,
  renewalWindowDays: 30,
  renewalMaxExtensionMonths: 3,
  progressEditableFor: '3 days',
  /** The win rate is signed ÷ (signed + expired) over filings that ended in this many last months. */
  winRateWindowMonths: 12,
  /** What partners are told the vendor's review takes (working days). */
  vendorReviewDays: '3-5',
} as const;

/**
 * A customer's full name: Chinese characters, letters, digits, spaces, hyphens, underscores, periods and parentheses
 * (half or full width). Written as code-point escapes that JavaScript (with the u flag) and PostgreSQL read alike.
 */
export const customerFullNamePatternSource = '^[\\u3400-\\u4dbf\\u4e00-\\u9fffA-Za-z0-9 _.()\\uff08\\uff09-]+$';

export const projectFilingSqlConstants = [
  sqlConstant({ name: 'project_filing_name_max', type: 'integer', value: projectFilingLimits.projectNameMax }),
  sqlConstant({ name: 'project_filing_customer_name_max', type: 'integer', value: projectFilingLimits.customerFullNameMax }),
  sqlConstant({ name: 'project_filing_customer_address_max', type: 'integer', value: projectFilingLimits.customerAddressMax }),
  sqlConstant({ name: 'project_filing_contact_name_max', type: 'integer', value: projectFilingLimits.contactNameMax }),
  sqlConstant({ name: 'project_filing_contact_position_max', type: 'integer', value: projectFilingLimits.contactPositionMax }),
  sqlConstant({ name: 'project_filing_text_max', type: 'integer', value: projectFilingLimits.filingTextMax }),
  sqlConstant({ name: 'project_filing_products_max', type: 'integer', value: projectFilingLimits.productsMax }),
  sqlConstant({ name: 'project_filing_product_count_max', type: 'integer', value: projectFilingLimits.productCountMax }),
  sqlConstant({ name: 'project_filing_customer_name_pattern', type: 'text', value: customerFullNamePatternSource }),
  sqlConstant({ name: 'project_filing_budget_max', type: 'text', value: projectFilingLimits.budgetMax.toFixed(2) }),
  sqlConstant({ name: 'project_filing_time_zone', type: 'text', value: projectFilingPeriods.businessTimeZone }),
  sqlConstant({ name: 'project_filing_protection', type: 'interval', value: `${projectFilingPeriods.protectionDays} days` }),
  sqlConstant({ name: 'project_filing_inactivity_expiry', type: 'interval', value: `${projectFilingPeriods.inactivityExpiryDays} days` }),
  sqlConstant({ name: 'project_filing_renewal_window', type: 'interval', value: `${projectFilingPeriods.renewalWindowDays} days` }),
  sqlConstant({
    name: 'project_filing_renewal_max_extension',
    type: 'interval',
    value: `${projectFilingPeriods.renewalMaxExtensionMonths} months`,
  }),
  sqlConstant({ name: 'project_filing_progress_editable', type: 'interval', value: projectFilingPeriods.progressEditableFor }),
  sqlConstant({ name: 'project_filing_win_rate_window', type: 'interval', value: `${projectFilingPeriods.winRateWindowMonths} months` }),
] as const;
