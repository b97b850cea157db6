import { z } from 'zod';
import { commonLimits } from '../common/constants.ts';
import { code, uuidSchema } from '../common/validation.ts';
import { customerFullNamePattern, projectFilingLimits, type ProjectFilingStatus } from '../project-filing/index.ts';
import { currencies } from '../reference-data/index.ts';
import { performanceIdPatternSource, projectPerformanceLimits, projectPerformanceSqlConstants } from './limits.ts';
import { projectPerformanceErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { projectPerformanceErrors } from './errors.ts';
export { performanceIdPatternSource, projectPerformanceLimits, projectPerformanceSqlConstants } from './limits.ts';

/**
 * Performance records: the sales amounts vendor staff record against a partner company's deal registration, in
 * CNY or USD, each effective on a business day and counted as a new purchase or a repeat purchase. A negative amount
 * is a return or a correction; a company's month (per project type and currency) never sums below zero.
 *
 * Project types: TOTAL exists only for annual targets (the sum of both kinds); a record is one of the other two.
 */
export const performanceProjectTypes = ['TOTAL', 'NEW_PURCHASE', 'REPEAT_PURCHASE'] as const;
export type PerformanceProjectType = (typeof performanceProjectTypes)[number];
export const performanceRecordProjectTypes = ['NEW_PURCHASE', 'REPEAT_PURCHASE'] as const satisfies readonly PerformanceProjectType[];
export type PerformanceRecordProjectType = (typeof performanceRecordProjectTypes)[number];

/** How the project types are shown: English in the portal, Chinese in the back office. */
export const performanceProjectTypeNames: Record<PerformanceProjectType, { en: string; zh: string }> = {
  TOTAL: { en: 'Total', zh: '总计' },
  NEW_PURCHASE: { en: 'New purchase', zh: '新购' },
  REPEAT_PURCHASE: { en: 'Repeat purchase', zh: '复购' },
};

/** A record may be written against a filing in effect (it becomes signed) or one already signed. */
export const performanceFilingStatuses = ['VALIDATING', 'HAVE_SIGNED'] as const satisfies readonly ProjectFilingStatus[];

/**
 * What a deleted record's filing becomes: it stays signed, or (only when it was the filing's last record, and before
 * the end of its protection) goes back into effect.
 */
export const performanceDeleteFilingStatuses = ['HAVE_SIGNED', 'VALIDATING'] as const satisfies readonly ProjectFilingStatus[];
export type PerformanceDeleteFilingStatus = (typeof performanceDeleteFilingStatuses)[number];

export const performanceIdPattern = new RegExp(performanceIdPatternSource);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The first effective date of business figures (YYYY-MM-DD). */
export const businessEarliestDate = `${projectPerformanceLimits.businessEarliestYear}-01-01`;

/** The amount arrives as a number from forms and as a decimal string from GraphQL (BigFloat) or a spreadsheet. */
export const performanceAmountSchema = z
  .union([z.number(), z.string()], { message: 'PERFORMANCE_FIELD_REQUIRED' })
  .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v.trim())))
  .refine((v) => Number.isFinite(v), code('PERFORMANCE_FIELD_REQUIRED'))
  .refine((v) => v !== 0 && Math.abs(v) <= projectFilingLimits.budgetMax, code('PERFORMANCE_AMOUNT_INVALID'))
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), code('PERFORMANCE_AMOUNT_INVALID'));

/** The performance number: trimmed, 1..50 letters, digits, hyphens and underscores. */
export const performanceIdSchema = z
  .string({ message: 'PERFORMANCE_FIELD_REQUIRED' })
  .trim()
  .min(1, code('PERFORMANCE_FIELD_REQUIRED'))
  .max(projectPerformanceLimits.performanceIdMax, code('PERFORMANCE_ID_INVALID'))
  .regex(performanceIdPattern, code('PERFORMANCE_ID_INVALID'));

/** A remark: at most 200 characters; empty clears it. */
export const performanceRemarkSchema = z
  .string()
  .trim()
  .max(commonLimits.remarkMax, code('PERFORMANCE_REMARK_TOO_LONG'))
  .nullish();

/** The effective date: a business day, not before the first business year. */
export const effectiveDateSchema = z
  .string({ message: 'PERFORMANCE_FIELD_REQUIRED' })
  .regex(isoDate, code('PERFORMANCE_FIELD_REQUIRED'))
  .refine((v) => v >= businessEarliestDate, code('PERFORMANCE_EFFECTIVE_DATE_INVALID'));

/** The fields of the performance form (create and edit); the server checks the filing and the monthly sums. */
export const companyPerformanceFields = {
  companyId: z.uuid({ message: 'PERFORMANCE_FIELD_REQUIRED' }),
  projectFilingId: z.uuid({ message: 'PERFORMANCE_FIELD_REQUIRED' }),
  semanticId: performanceIdSchema,
  customerFullName: z
    .string({ message: 'PERFORMANCE_FIELD_REQUIRED' })
    .trim()
    .min(1, code('PERFORMANCE_FIELD_REQUIRED'))
    .max(projectFilingLimits.customerFullNameMax, code('PERFORMANCE_CUSTOMER_NAME_INVALID'))
    .regex(customerFullNamePattern, code('PERFORMANCE_CUSTOMER_NAME_INVALID')),
  performance: performanceAmountSchema,
  currencyIsoCode: z.enum(currencies, { message: 'PERFORMANCE_CURRENCY_INVALID' }),
  effectiveDate: effectiveDateSchema,
  projectType: z.enum(performanceRecordProjectTypes, { message: 'PERFORMANCE_PROJECT_TYPE_INVALID' }),
  remark: performanceRemarkSchema,
};

/** createCompanyPerformance: a vendor admin records performance against a company's filing. */
export const createCompanyPerformanceSchema = z.object(companyPerformanceFields);
export type CreateCompanyPerformanceInput = z.infer<typeof createCompanyPerformanceSchema>;
export type CompanyPerformanceForm = z.input<typeof createCompanyPerformanceSchema>;

/** updateCompanyPerformance: every field of a record again. */
export const updateCompanyPerformanceSchema = z.object({ id: uuidSchema, ...companyPerformanceFields });
export type UpdateCompanyPerformanceInput = z.infer<typeof updateCompanyPerformanceSchema>;

/** updateCompanyPerformanceRemark: the remark dialog. */
export const updateCompanyPerformanceRemarkSchema = z.object({ id: uuidSchema, remark: performanceRemarkSchema });
export type UpdateCompanyPerformanceRemarkInput = z.infer<typeof updateCompanyPerformanceRemarkSchema>;

/** deleteCompanyPerformance: the delete dialog asks what the filing's status becomes. */
export const deleteCompanyPerformanceSchema = z.object({
  id: uuidSchema,
  filingStatusAfter: z.enum(performanceDeleteFilingStatuses, { message: 'PERFORMANCE_DELETE_FILING_STATUS' }),
});
export type DeleteCompanyPerformanceInput = z.infer<typeof deleteCompanyPerformanceSchema>;

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const projectPerformanceCommands = {
  createCompanyPerformance: createCompanyPerformanceSchema,
  updateCompanyPerformance: updateCompanyPerformanceSchema,
  updateCompanyPerformanceRemark: updateCompanyPerformanceRemarkSchema,
  deleteCompanyPerformance: deleteCompanyPerformanceSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const projectPerformanceFeature = defineDomainFeature({
  name: 'project-performance',
  errors: projectPerformanceErrors,
  limits: projectPerformanceLimits,
  commands: projectPerformanceCommands,
  sqlConstants: projectPerformanceSqlConstants,
  sqlEnums: { 'app_public.performance_project_type': performanceProjectTypes },
});
