import { mergeFeatures } from './common/feature.ts';
import { domainFeatures } from './features.ts';

/** Every feature's limits in one object (the features declare them in `features.ts`' list; this only gathers). */
export const limits = mergeFeatures(domainFeatures, 'limits');
