/**
 * Names the profile workflows share with the SQL outbox and the relay. Kept free of other imports: the workflow
 * bundle reads it through `@pp/domain/workflows`.
 */

/** One SMS on its way to a phone: workflow id = the delivery's id. */
export const smsDeliveryWorkflowType = 'smsDeliveryWorkflow';
export const smsDeliverySignals = { requested: 'smsDeliveryRequested' } as const;

/** Writing a person's name, e-mail and phone to their account in the account service: workflow id = root user id. */
export const accountSyncWorkflowType = 'accountSyncWorkflow';
export const accountSyncSignals = { requested: 'accountSyncRequested' } as const;
