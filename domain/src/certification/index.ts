import { z } from 'zod';
import { code } from '../common/validation.ts';
import { certificationErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { certificationErrors } from './errors.ts';

/**
 * Certification: the plans (one per site: Register, Silver, Gold, Platinum on the mainland site; Registered, Advanced
 * on the global site) and their levels. A company's level is the result of its company certification in effect
 * (`company-certification`; none: the lowest level of its site's plan). A level carries the default deal-registration
 * quota of its companies; that rule is the quotas' (`project-filing-quota`), which name a level through
 * `certificationLevelIdSchema`.
 */
export const certificationLevelIdSchema = z
  .number({ message: 'CERTIFICATION_LEVEL_NOT_FOUND' })
  .int(code('CERTIFICATION_LEVEL_NOT_FOUND'))
  .positive(code('CERTIFICATION_LEVEL_NOT_FOUND'));

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const certificationFeature = defineDomainFeature({
  name: 'certification',
  errors: certificationErrors,
});
