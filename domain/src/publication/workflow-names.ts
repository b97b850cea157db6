/**
 * Names the publication's notification workflow shares with the SQL outbox and the relay. Kept free of other
 * imports: the workflow bundle reads it through `@pp/domain/workflows`.
 *
 * One workflow per item published with a notification (workflow id = `<kind>:<item id>`, e.g. `announcement:<uuid>`,
 * `material:<uuid>`):
 * it waits until the item's publish time, then tells the people the item reaches, a batch at a time.
 */
export const publicationNotificationWorkflowType = 'publicationNotificationWorkflow';

export const publicationSignals = {
  /** The item was published with a notification. */
  published: 'publicationPublished',
} as const;
export type PublicationSignal = (typeof publicationSignals)[keyof typeof publicationSignals];

/** The kinds of item the workflow notifies of (the first part of its id). */
export const publicationKinds = ['announcement', 'material'] as const;
export type PublicationKind = (typeof publicationKinds)[number];

/** People told per batch (one statement each). */
export const publicationNotifyBatchSize = 2000;
