import { z } from 'zod';
import { sqlConstant } from '../common/sql-constant.ts';
import { code, uuidSchema } from '../common/validation.ts';
import { businessToday } from '../project-filing/index.ts';
import { certificationLevelIdSchema } from '../certification/index.ts';
import { projectFilingQuotaErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { projectFilingQuotaErrors } from './errors.ts';

/**
 * Deal-registration quotas. Each certification level carries a default rule: how many of a company's filings may be
 * under review or in effect at once (`maxProjectFilingCount`) and the lowest win rate over the last 12 months
 * (`winRate`, percent). A vendor admin may give a company one custom rule that replaces its level's default until its
 * `validUntilDate` (inclusive, business time zone); a deleted custom rule is kept as history and is final.
 */
export const projectFilingQuotaLimits = {
  quotaCountMin: 0,
  quotaCountMax: 1000,
  quotaWinRateMin: 0,
  quotaWinRateMax: 100,
} as const;

export const projectFilingQuotaSqlConstants = [
  sqlConstant({ name: 'quota_count_min', type: 'integer', value: projectFilingQuotaLimits.quotaCountMin }),
  sqlConstant({ name: 'quota_count_max', type: 'integer', value: projectFilingQuotaLimits.quotaCountMax }),
  sqlConstant({ name: 'quota_win_rate_min', type: 'integer', value: projectFilingQuotaLimits.quotaWinRateMin }),
  sqlConstant({ name: 'quota_win_rate_max', type: 'integer', value: projectFilingQuotaLimits.quotaWinRateMax }),
] as const;

const countParams = { min: projectFilingQuotaLimits.quotaCountMin, max: projectFilingQuotaLimits.quotaCountMax };
const winRateParams = { min: projectFilingQuotaLimits.quotaWinRateMin, max: projectFilingQuotaLimits.quotaWinRateMax };

/** A whole number within the bounds; anything missing or fractional is the same coded error as out of range. */
const boundedInt = (min: number, max: number, c: 'QUOTA_COUNT_OUT_OF_RANGE' | 'QUOTA_WIN_RATE_OUT_OF_RANGE') =>
  z.number({ message: c }).int(code(c)).min(min, code(c)).max(max, code(c));

export const quotaCountSchema = boundedInt(countParams.min, countParams.max, 'QUOTA_COUNT_OUT_OF_RANGE');
export const quotaWinRateSchema = boundedInt(winRateParams.min, winRateParams.max, 'QUOTA_WIN_RATE_OUT_OF_RANGE');

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const validUntilSchema = z
  .string({ message: 'QUOTA_VALID_UNTIL_REQUIRED' })
  .regex(isoDate, code('QUOTA_VALID_UNTIL_REQUIRED'));

/** createProjectFilingQuotaRule: a company's custom rule; its last day may be today but not earlier. */
export const createProjectFilingQuotaRuleSchema = z
  .object({
    companyId: z.uuid({ message: 'QUOTA_COMPANY_REQUIRED' }),
    maxProjectFilingCount: quotaCountSchema,
    winRate: quotaWinRateSchema,
    validUntilDate: validUntilSchema,
  })
  .superRefine((v, ctx) => {
    if (v.validUntilDate < businessToday()) {
      ctx.addIssue({ code: 'custom', path: ['validUntilDate'], message: 'QUOTA_VALID_UNTIL_PAST' });
    }
  });
export type CreateProjectFilingQuotaRuleInput = z.infer<typeof createProjectFilingQuotaRuleSchema>;

/**
 * updateProjectFilingQuotaRule: the same values of an existing rule. A new date may not be in the past; an expired
 * rule keeping its date may still be edited (the server knows whether the date changed, so it checks that).
 */
export const updateProjectFilingQuotaRuleSchema = z.object({
  ruleId: uuidSchema,
  maxProjectFilingCount: quotaCountSchema,
  winRate: quotaWinRateSchema,
  validUntilDate: validUntilSchema,
});
export type UpdateProjectFilingQuotaRuleInput = z.infer<typeof updateProjectFilingQuotaRuleSchema>;

export const deleteProjectFilingQuotaRuleSchema = z.object({ ruleId: uuidSchema });

/** updateCertificationLevelQuota: a level's default rule (the level is certification's). */
export const updateCertificationLevelQuotaSchema = z.object({
  levelId: certificationLevelIdSchema,
  maxProjectFilingCount: quotaCountSchema,
  winRate: quotaWinRateSchema,
});
export type UpdateCertificationLevelQuotaInput = z.infer<typeof updateCertificationLevelQuotaSchema>;

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const projectFilingQuotaCommands = {
  createProjectFilingQuotaRule: createProjectFilingQuotaRuleSchema,
  updateProjectFilingQuotaRule: updateProjectFilingQuotaRuleSchema,
  deleteProjectFilingQuotaRule: deleteProjectFilingQuotaRuleSchema,
  updateCertificationLevelQuota: updateCertificationLevelQuotaSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const projectFilingQuotaFeature = defineDomainFeature({
  name: 'project-filing-quota',
  errors: projectFilingQuotaErrors,
  limits: projectFilingQuotaLimits,
  commands: projectFilingQuotaCommands,
  sqlConstants: projectFilingQuotaSqlConstants,
});
