import { z } from 'zod';
import { code, uuidSchema } from '../common/validation.ts';
import { performanceProjectTypes } from '../project-performance/index.ts';
import { currencies } from '../reference-data/index.ts';
import { companyPerformanceTargetLimits, companyPerformanceTargetSqlConstants } from './limits.ts';
import { companyPerformanceTargetErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { companyPerformanceTargetErrors } from './errors.ts';
export { companyPerformanceTargetLimits, companyPerformanceTargetSqlConstants } from './limits.ts';

/**
 * Annual performance targets: a vendor admin sets, per company, year and project type (TOTAL, NEW_PURCHASE,
 * REPEAT_PURCHASE), the amount the company should reach in a currency. A year's NEW_PURCHASE or REPEAT_PURCHASE
 * target needs that year's TOTAL target first, and the TOTAL target stays until they are gone. The results per month
 * are computed from the company's performance records (never stored): TOTAL counts both kinds of record, and only
 * records in the target's currency count.
 */
export type PerformanceTargetProjectType = (typeof performanceProjectTypes)[number];

const yearParams = {
  min: companyPerformanceTargetLimits.performanceTargetYearMin,
  max: companyPerformanceTargetLimits.performanceTargetYearMax,
};

/** A whole year from the first business year to the last one allowed. */
export const performanceTargetYearSchema = z
  .number({ message: 'PERFORMANCE_TARGET_YEAR_INVALID' })
  .int(code('PERFORMANCE_TARGET_YEAR_INVALID'))
  .min(yearParams.min, code('PERFORMANCE_TARGET_YEAR_INVALID'))
  .max(yearParams.max, code('PERFORMANCE_TARGET_YEAR_INVALID'));

/**
 * The target amount: above 0, at most the amount bound, two decimals at most. It arrives as a number from the forms
 * and as a decimal string from GraphQL (BigFloat).
 */
export const performanceTargetAmountSchema = z
  .union([z.number(), z.string()], { message: 'PERFORMANCE_TARGET_AMOUNT_INVALID' })
  .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v)))
  .refine((v) => Number.isFinite(v), code('PERFORMANCE_TARGET_AMOUNT_INVALID'))
  .refine((v) => v > 0 && v <= companyPerformanceTargetLimits.performanceTargetAmountMax, code('PERFORMANCE_TARGET_AMOUNT_INVALID'))
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), code('PERFORMANCE_TARGET_AMOUNT_INVALID'));

const currencySchema = z.enum(currencies, { message: 'PERFORMANCE_TARGET_CURRENCY_INVALID' });

/** createCompanyPerformanceTarget: one target of a company for a year and a project type. */
export const createCompanyPerformanceTargetSchema = z.object({
  companyId: z.uuid({ message: 'PERFORMANCE_TARGET_COMPANY_REQUIRED' }),
  year: performanceTargetYearSchema,
  projectType: z.enum(performanceProjectTypes, { message: 'PERFORMANCE_TARGET_PROJECT_TYPE_INVALID' }),
  performance: performanceTargetAmountSchema,
  currencyIsoCode: currencySchema,
});
export type CreateCompanyPerformanceTargetInput = z.infer<typeof createCompanyPerformanceTargetSchema>;

/** updateCompanyPerformanceTarget: a target's amount and currency (company, year and type name the target). */
export const updateCompanyPerformanceTargetSchema = z.object({
  id: uuidSchema,
  performance: performanceTargetAmountSchema,
  currencyIsoCode: currencySchema,
});
export type UpdateCompanyPerformanceTargetInput = z.infer<typeof updateCompanyPerformanceTargetSchema>;

export const deleteCompanyPerformanceTargetSchema = z.object({ id: uuidSchema });

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const companyPerformanceTargetCommands = {
  createCompanyPerformanceTarget: createCompanyPerformanceTargetSchema,
  updateCompanyPerformanceTarget: updateCompanyPerformanceTargetSchema,
  deleteCompanyPerformanceTarget: deleteCompanyPerformanceTargetSchema,
} as const;

/** One month of a target's year as the charts read it: the month's sum and the sum since January. */
export interface PerformanceTargetMonth {
  month: number;
  performance: number;
  cumulative: number;
}

/** How much of the target the cumulative amount reaches, in percent with two decimals (0 when nothing is set). */
export const completionPercent = (cumulative: number, target: number): number =>
  target > 0 ? Math.round((cumulative / target) * 10000) / 100 : 0;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const companyPerformanceTargetFeature = defineDomainFeature({
  name: 'company-performance-target',
  errors: companyPerformanceTargetErrors,
  limits: companyPerformanceTargetLimits,
  commands: companyPerformanceTargetCommands,
  sqlConstants: companyPerformanceTargetSqlConstants,
});
