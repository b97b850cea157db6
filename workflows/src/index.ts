/** Node-side entry points of the worker package (for scripts/start.ts, seeds and tests). Not for workflow code. */
export { createActivities, type Activities } from './activities.ts';
export { runWorker, workerConfigFromEnv, workflowsPath, type RunningWorker, type WorkerConfig } from './main.ts';
export { startOutboxRelay, type OutboxRelay, type OutboxRelayOptions, type RelayLogger } from './relay.ts';
export { toCodedFailure, withCodedErrors } from './errors.ts';
export {
  createJoinApplicationActivities,
  type JoinApplicationActivities,
  type JoinApplicationOutcome,
} from './join-company/activities.ts';
export { createUploadsActivities, type UploadsActivities } from './uploads/activities.ts';
export { ensureUploadsCleanup } from './uploads/start.ts';
export { uploadsStorageFromEnv, type UploadsStorage } from './uploads/storage.ts';
export { createProfileActivities, type ProfileActivities, type SmsDeliveryOutcome } from './profile/activities.ts';
export { accountServiceFromEnv, keycloakAccountService, splitName, type AccountService } from './profile/account.ts';
export { outboxSender, smsSenderFromEnv, type SmsSender } from './profile/sms.ts';
export {
  createProjectFilingActivities,
  type ProjectFilingActivities,
  type ProjectFilingDeadlines,
  type ProjectFilingReminder,
} from './project-filing/activities.ts';
