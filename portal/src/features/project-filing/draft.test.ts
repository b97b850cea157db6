import { describe, expect, it } from 'vitest';
import { createStorage, type KeyValueStore } from '../../core/storage.ts';
import { filingDraft } from './draft.ts';
import { feature } from './feature.ts';

describe('the filing draft', () => {
  it('is declared by the feature, under the key browsers already keep it', () => {
    expect(feature.drafts).toContain(filingDraft);
    expect(filingDraft.key).toBe('projectFilingDraft');
  });

  it('goes with the session on sign-out', () => {
    const map = new Map<string, string>();
    const store: KeyValueStore = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
    store.setItem(filingDraft.key, '{"companyId":"c-1","values":{}}');
    createStorage(store).clearSession();
    expect(store.getItem(filingDraft.key)).toBeNull();
  });
});
