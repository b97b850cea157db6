import { ApolloLink } from '@apollo/client';
import { laterWritePosition, readAfterHeader, writePositionHeader } from '../common/write-position.ts';

/** Where the latest position outlives a reload of the page (same tab). */
const storageKey = 'pp.writePosition';

const storage = (): Pick<Storage, 'getItem' | 'setItem'> | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
};

/**
 * Both front ends put this link before their auth link, so that a person reads their own writes whichever API process
 * answers: it keeps the latest write position the API answered with (`x-write-position`, after a mutation) and sends
 * it with every request (`x-read-after`); the API then answers a query from the read replica only once the replica has
 * that write. Kept in the tab's session storage, so a reload right after a write reads it too.
 */
export const writePositionLink = (): ApolloLink => {
  let latest: string | null = storage()?.getItem(storageKey) ?? null;
  return new ApolloLink((operation, forward) => {
    const after = latest;
    if (after) {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, [readAfterHeader]: after } }));
    }
    return forward(operation).map((result) => {
      const response = (operation.getContext() as { response?: { headers?: { get(name: string): string | null } } }).response;
      const later = laterWritePosition(latest, response?.headers?.get(writePositionHeader));
      if (later && later !== latest) {
        latest = later;
        try {
          storage()?.setItem(storageKey, later);
        } catch {
          // a full or disabled storage keeps the position in memory only
        }
      }
      return result;
    });
  });
};
