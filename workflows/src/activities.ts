import type { WorkerDeps, WorkflowFeature } from './feature.ts';
import { workflowFeatures } from './features.ts';

/**
 * Every activity the worker registers, built from each feature's declaration (`features.ts`) with the pool and the
 * services injected. Activity names are global to the task queue, so a duplicate name across features is a startup error.
 */
export const createActivities = (pool: WorkerDeps['pool'], profile: WorkerDeps['profile'], storage?: WorkerDeps['storage']) => {
  const deps: WorkerDeps = { pool, profile, storage };
  const factories = workflowFeatures.flatMap((f: WorkflowFeature) => (f.activities ? [f.activities(deps)] : []));
  const seen = new Set<string>();
  for (const name of factories.flatMap((f) => Object.keys(f))) {
    if (seen.has(name)) throw new Error(`activity name registered twice: ${name}`);
    seen.add(name);
  }
  return Object.assign({}, ...factories) as ActivitiesOf<typeof workflowFeatures>;
};

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type ActivitiesOf<Fs extends readonly WorkflowFeature[]> = UnionToIntersection<
  Fs[number] extends infer F ? (F extends { activities: (deps: WorkerDeps) => infer A } ? A : never) : never
>;

export type Activities = ReturnType<typeof createActivities>;
