import { apiErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';
export * from './errors.ts';
export * from './limits.ts';

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const apiFeature = defineDomainFeature({
  name: 'api',
  errors: apiErrors,
});
