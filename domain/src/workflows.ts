/**
 * Names shared by the SQL outbox, the relay and the workflows, for the workflow bundle (`@pp/domain/workflows`):
 * only modules without runtime dependencies are gathered here. A command writes an outbox row (workflow_type,
 * workflow_id = entity id, signal, payload); the worker relays it with signal-with-start.
 */
export const taskQueue = 'partner-portal';

export * from './join-company/workflow-names.ts';
export * from './partner-applications/workflow-names.ts';
export * from './profile/workflow-names.ts';
export * from './project-filing/workflow-names.ts';
export * from './company-point/workflow-names.ts';
export * from './performance-import/workflow-names.ts';
export * from './company-certification/workflow-names.ts';
export * from './personal-certification/workflow-names.ts';
export * from './exam/workflow-names.ts';
export * from './publication/workflow-names.ts';
