import { commonLimits, commonSqlConstants, sites } from './constants.ts';
import { commonErrors } from './errors.ts';
import { defineDomainFeature } from './feature.ts';
import { validationSqlConstants } from './validation.ts';

/** The platform's declaration (generic errors, shared limits and patterns, the sites), first in `features.ts`. */
export const platformFeature = defineDomainFeature({
  name: 'common',
  errors: commonErrors,
  limits: commonLimits,
  sqlConstants: [...validationSqlConstants, ...commonSqlConstants],
  sqlEnums: { 'app_public.site': sites },
});
