import { z } from 'zod';
import { code } from '../common/validation.ts';
import { certificationErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { certificationErrors } from './errors.ts';

/**
 * Certification: the plans (one per site: Register, Silver, Gold, Platinum on the mainland site; Registered, Advanced
 * on the global site) and their levels, and a company's level. A level carries the default deal-registration quota of
 * its companies; that rule is the quotas' (`project-filing-quota`), which name a level through `certificationLevelIdSchema`.
 */
export const certificationLevelIdSchema = z
  .number({ message: 'CERTIFICATION_LEVEL_NOT_FOUND' })
  .int(code('CERTIFICATION_LEVEL_NOT_FOUND'))
  .positive(code('CERTIFICATION_LEVEL_NOT_FOUND'));

/** setCompanyCertificationLevel: a level of the company's site's plan, or none (the lowest level applies). */
export const setCompanyCertificationLevelSchema = z.object({
  companyId: z.uuid({ message: 'COMPANY_NOT_FOUND' }),
  levelId: certificationLevelIdSchema.nullish(),
});
export type SetCompanyCertificationLevelInput = z.infer<typeof setCompanyCertificationLevelSchema>;

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const certificationCommands = {
  setCompanyCertificationLevel: setCompanyCertificationLevelSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const certificationFeature = defineDomainFeature({
  name: 'certification',
  errors: certificationErrors,
  commands: certificationCommands,
});
