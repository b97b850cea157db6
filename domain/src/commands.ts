import { mergeFeatures } from './common/feature.ts';
import { domainFeatures } from './features.ts';

/** Commands re-checked by the API before they reach SQL: GraphQL mutation field name -> schema of its input. */
export const commandSchemas = mergeFeatures(domainFeatures, 'commands');
export type CommandName = keyof typeof commandSchemas;
