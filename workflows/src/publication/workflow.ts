/**
 * The publication's notification workflow: one per item published with a notification (workflow id
 * `<kind>:<item id>`), started by the relay with the `published` signal (signal-with-start). It sleeps until the
 * item's publish time (read again after the sleep: the vendor may have moved it), then tells the people the item
 * reaches in batches, in the order of their ids. SQL tells each person once, so a batch repeated after a worker's
 * restart sends nothing twice; a delisted item, or one no longer to be notified, stops the walk.
 *
 * Deterministic: activities are imported as types only; nothing from Node or from `@pp/domain`'s index is bundled.
 */
import { defineSignal, log, proxyActivities, setHandler, sleep } from '@temporalio/workflow';
import type { PublicationActivities } from './activities.ts';
import { publicationKinds, publicationNotifyBatchSize, publicationSignals, type PublicationKind } from '../domain.ts';

export const publicationPublishedSignal = defineSignal<[Record<string, unknown>?]>(publicationSignals.published);

const { publicationNotificationDue, publicationNotifyBatch } = proxyActivities<PublicationActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 minutes' },
});

export async function publicationNotificationWorkflow(key: string): Promise<string> {
  // the signal only starts the run; what to do is read from SQL
  setHandler(publicationPublishedSignal, () => undefined);
  const [kind, id] = key.split(':') as [PublicationKind, string];
  if (!(publicationKinds as readonly string[]).includes(kind) || !id) {
    log.warn('not a publication key; nothing to notify', { key });
    return 'invalid';
  }
  for (;;) {
    const due = await publicationNotificationDue(kind, id);
    if (due === null) return 'nothing';
    const wait = due - Date.now();
    if (wait <= 0) break;
    await sleep(wait);
  }
  let after: string | null = null;
  let batches = 0;
  do {
    after = await publicationNotifyBatch(kind, id, after, publicationNotifyBatchSize);
    batches++;
  } while (after !== null);
  return `notified in ${batches} batches`;
}
