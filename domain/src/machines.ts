import { joinFeatures } from './common/feature.ts';
import { domainFeatures } from './features.ts';

/** Every state machine of the product, gathered for the database test that keeps SQL's transitions equal. */
export const machines = joinFeatures(domainFeatures, 'machines');
