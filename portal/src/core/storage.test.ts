import { describe, expect, it } from 'vitest';
import { createStorage, storageKeys, type KeyValueStore } from './storage.ts';
import { filingDraft } from '../features/project-filing/draft.ts';

const fakeStore = (): KeyValueStore & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};

describe('storage keys', () => {
  it('keeps the current company per root user', () => {
    expect(storageKeys.currentCompany('u-1')).toBe('currentCompany:u-1');
    expect(storageKeys.currentCompany('u-2')).not.toBe(storageKeys.currentCompany('u-1'));
  });

  it('clears token, root user id and filing draft on logout, keeping the company choice', () => {
    const store = fakeStore();
    const s = createStorage(store);
    s.setToken('jwt');
    s.setRootUserId('u-1');
    s.setCurrentCompany('u-1', 'c-1');
    store.setItem(filingDraft.key, '{"name":"draft"}');
    s.clearSession();
    expect(s.getToken()).toBeNull();
    expect(s.getRootUserId()).toBeNull();
    expect(store.getItem(filingDraft.key)).toBeNull();
    expect(s.getCurrentCompany('u-1')).toBe('c-1');
  });
});
