import { describe, expect, it } from 'vitest';
import { createStorage, type KeyValueStore } from '../../core/storage.ts';
import { filingDraft } from './draft.ts';
import { feature } from './feature.ts';

describe('the filing draft', () => {
  it('is declared by the feature, under the key browsers already keep it', () => {
    expect(feature.drafts).toContain(filingDraft);
    expect(filingDraft.key).toBe('projectFilingDraft');
  });

  it('goes on sign-out, and outlives an ended session only for the member who wrote it (PL-67)', () => {
    const map = new Map<string, string>();
    const store: KeyValueStore = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
    const storage = createStorage(store);
    const draft = '{"companyId":"c-1","values":{}}';

    storage.beginSession('u-1');
    store.setItem(filingDraft.key, draft);
    storage.endSession();
    storage.beginSession('u-1');
    expect(store.getItem(filingDraft.key)).toBe(draft);

    storage.endSession();
    storage.beginSession('u-2');
    expect(store.getItem(filingDraft.key)).toBeNull();

    store.setItem(filingDraft.key, draft);
    storage.clearSession();
    expect(store.getItem(filingDraft.key)).toBeNull();
  });
});
