/**
 * Counts the operation plans the API makes, per operation name. Grafast keeps a plan per operation document and reuses
 * it for every request whose variables satisfy the plan's constraints; a plan made again for new variable values
 * costs a request many times its usual CPU. The counts let a test (and the bench) show that a shipped operation, once
 * planned, stays on its plan whatever the values it is sent with.
 */
export interface OperationPlanCounter {
  plugin: GraphileConfig.Plugin;
  /** Plans made so far, by operation name (`(anonymous)` for an operation without one). */
  counts(): ReadonlyMap<string, number>;
}

export const makeOperationPlanCounter = (): OperationPlanCounter => {
  const known = new WeakSet<object>();
  const made = new Map<string, number>();
  return {
    plugin: {
      name: 'OperationPlanCounterPlugin',
      version: '1.0.0',
      grafast: {
        middleware: {
          establishOperationPlan(next, event) {
            const plan = next();
            if (!known.has(plan)) {
              known.add(plan);
              const name = event.operation.name?.value ?? '(anonymous)';
              made.set(name, (made.get(name) ?? 0) + 1);
            }
            return plan;
          },
        },
      },
    },
    counts: () => made,
  };
};
