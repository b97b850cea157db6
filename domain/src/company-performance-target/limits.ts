import { sqlConstant } from '../common/sql-constant.ts';
import { projectFilingLimits } from '../project-filing/limits.ts';
import { projectPerformanceLimits } from '../project-performance/limits.ts';

/** Bounds of an annual target. */
export const companyPerformanceTargetLimits = {
  /** The first year a target may be set for: the first year performance is recorded. */
  performanceTargetYearMin: projectPerformanceLimits.businessEarliestYear,
  /** A sane last year, so a mistyped year (20255) is refused rather than stored. */
  performanceTargetYearMax: 2100,
  /** The largest target: the same bound as every amount of deal registration and performance. */
  performanceTargetAmountMax: projectFilingLimits.budgetMax,
} as const;

export const companyPerformanceTargetSqlConstants = [
  sqlConstant({ name: 'performance_target_year_max', type: 'integer', value: companyPerformanceTargetLimits.performanceTargetYearMax }),
] as const;
