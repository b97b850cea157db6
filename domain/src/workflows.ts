import { joinApplicationSignals, joinApplicationWorkflowType } from './join-company/workflow-names.ts';
import { partnerApplicationSignals, partnerApplicationWorkflowType } from './partner-applications/workflow-names.ts';
import { projectFilingSignals, projectFilingWorkflowType } from './project-filing/workflow-names.ts';
import { performanceImportSignals, performanceImportWorkflowType } from './performance-import/workflow-names.ts';
import { accountSyncSignals, accountSyncWorkflowType, smsDeliverySignals, smsDeliveryWorkflowType } from './profile/workflow-names.ts';

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

/** Every workflow type with the signals an outbox row may carry to it (SQL writes them; a test compares). */
export const workflowSignals: Readonly<Record<string, readonly string[]>> = {
  [joinApplicationWorkflowType]: Object.values(joinApplicationSignals),
  [partnerApplicationWorkflowType]: Object.values(partnerApplicationSignals),
  [smsDeliveryWorkflowType]: Object.values(smsDeliverySignals),
  [accountSyncWorkflowType]: Object.values(accountSyncSignals),
  [projectFilingWorkflowType]: Object.values(projectFilingSignals),
  [performanceImportWorkflowType]: Object.values(performanceImportSignals),
};
