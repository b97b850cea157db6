// The shared domain: one folder per feature (its error codes with en/zh texts, schemas, limits, state machines,
// workflow names), each declaring itself once (defineDomainFeature); features.ts lists them, and the files at this
// level only reduce that list.
export * from './common/constants.ts';
export * from './common/decode.ts';
export * from './common/errors.ts';
export * from './common/machine.ts';
export * from './common/validation.ts';
export * from './permissions/index.ts';
export * from './companies/index.ts';
export * from './join-company/index.ts';
export * from './invitations/index.ts';
export * from './members/index.ts';
export * from './profile/index.ts';
export * from './notifications/index.ts';
export * from './uploads/index.ts';
export * from './partner-applications/index.ts';
export * from './lists/index.ts';
export * from './delivery-addresses/index.ts';
export * from './recent-pages/index.ts';
export * from './reference-data/index.ts';
export * from './project-filing/index.ts';
export * from './project-filing-quota/index.ts';
export * from './performance-import/index.ts';
export * from './project-performance/index.ts';
export * from './company-point/index.ts';
export * from './company-performance-target/index.ts';
export * from './api/index.ts';
export * from './errors.ts';
export * from './limits.ts';
export * from './commands.ts';
export * from './machines.ts';
export * from './common/sql-constant.ts';
export * from './sql.ts';
export { taskQueue } from './workflows.ts';
export { workflowSignals } from './workflow-signals.ts';
export * from './common/feature.ts';
export { platformFeature } from './common/platform.ts';
export { domainFeatures } from './features.ts';
