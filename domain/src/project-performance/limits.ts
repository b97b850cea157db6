import { sqlConstant } from '../common/sql-constant.ts';

/**
 * Limits of performance records. The amount's bound is the deal registration's (`projectFilingLimits.budgetMax`,
 * read by SQL as `app_hidden.project_filing_budget_max()`), the customer name follows the filing's rule, and remarks
 * the common 200 characters; what is particular to performance is declared here.
 */
export const projectPerformanceLimits = {
  /** The performance number typed by vendor staff. */
  performanceIdMax: 50,
  /** The first year of business figures: no effective date before 1 January of it, no annual target before it. */
  businessEarliestYear: 2021,
} as const;

/** A performance number: letters, digits, hyphens and underscores. */
export const performanceIdPatternSource = '^[A-Za-z0-9_-]+$';

export const projectPerformanceSqlConstants = [
  sqlConstant({ name: 'business_earliest_year', type: 'integer', value: projectPerformanceLimits.businessEarliestYear }),
  sqlConstant({ name: 'performance_id_max', type: 'integer', value: projectPerformanceLimits.performanceIdMax }),
  sqlConstant({ name: 'performance_id_pattern', type: 'text', value: performanceIdPatternSource }),
] as const;
