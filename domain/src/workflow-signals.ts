import { mergeFeatures } from './common/feature.ts';
import { domainFeatures } from './features.ts';

/**
 * Every workflow type with the signals an outbox row may carry to it (SQL writes them; a test compares), from the
 * features' declarations. Not part of `@pp/domain/workflows`: the workflow bundle does not need it, and reading the
 * features list would carry zod into the sandbox.
 */
export const workflowSignals: Readonly<Record<string, readonly string[]>> = mergeFeatures(domainFeatures, 'workflows');
