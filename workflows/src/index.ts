/** Node-side entry points of the worker package (for scripts/start.ts, seeds and tests). Not for workflow code. */
export { createActivities, type Activities } from './activities.ts';
export { defineWorkflowFeature, type WorkerDeps, type WorkflowFeature } from './feature.ts';
export { workflowFeatures } from './features.ts';
export { runWorker, workerConfigFromEnv, workflowsPath, type RunningWorker, type WorkerConfig } from './main.ts';
export { startOutboxRelay, type OutboxRelay, type OutboxRelayOptions, type RelayLogger } from './relay.ts';
export { toCodedFailure, withCodedErrors } from './errors.ts';
