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

  it('clears token, root user id and filing draft on an explicit sign-out, keeping the company choice', () => {
    const store = fakeStore();
    const s = createStorage(store);
    s.setToken('jwt');
    s.beginSession('u-1');
    s.setCurrentCompany('u-1', 'c-1');
    store.setItem(filingDraft.key, '{"name":"draft"}');
    s.clearSession();
    expect(s.getToken()).toBeNull();
    expect(s.getRootUserId()).toBeNull();
    expect(store.getItem(filingDraft.key)).toBeNull();
    expect(s.getCurrentCompany('u-1')).toBe('c-1');
  });
});

describe('drafts across an ended session (PL-67)', () => {
  /** u-1 wrote a draft, then the session ended without a sign-out (Keycloak refused the refresh). */
  const endedWithDraft = () => {
    const store = fakeStore();
    const s = createStorage(store);
    s.setToken('jwt');
    s.beginSession('u-1');
    store.setItem(filingDraft.key, '{"name":"draft"}');
    s.endSession();
    return { store, s };
  };

  it('a session end removes the token and root user id but keeps the draft, bound to its writer', () => {
    const { store, s } = endedWithDraft();
    expect(s.getToken()).toBeNull();
    expect(s.getRootUserId()).toBeNull();
    expect(store.getItem(filingDraft.key)).toBe('{"name":"draft"}');
    expect(store.getItem(storageKeys.draftOwner)).toBe('u-1');
  });

  it('the same person signing in again gets the draft back', () => {
    const { store, s } = endedWithDraft();
    s.beginSession('u-1');
    expect(store.getItem(filingDraft.key)).toBe('{"name":"draft"}');
    expect(s.getRootUserId()).toBe('u-1');
    expect(store.getItem(storageKeys.draftOwner)).toBeNull();
  });

  it('another person signing in in that browser removes it', () => {
    const { store, s } = endedWithDraft();
    s.beginSession('u-2');
    expect(store.getItem(filingDraft.key)).toBeNull();
    expect(s.getRootUserId()).toBe('u-2');
    // and the writer coming back later finds nothing of it
    s.endSession();
    s.beginSession('u-1');
    expect(store.getItem(filingDraft.key)).toBeNull();
  });

  it('a page loaded signed out keeps the owner: several ended sessions in a row still know the writer', () => {
    const { store, s } = endedWithDraft();
    s.endSession();
    expect(store.getItem(storageKeys.draftOwner)).toBe('u-1');
    s.beginSession('u-1');
    expect(store.getItem(filingDraft.key)).toBe('{"name":"draft"}');
  });

  it('an explicit sign-out after a session end still removes it', () => {
    const { store, s } = endedWithDraft();
    s.clearSession();
    expect(store.getItem(filingDraft.key)).toBeNull();
    expect(store.getItem(storageKeys.draftOwner)).toBeNull();
  });

  it('a token refresh of the writer (the same session going on) keeps the draft', () => {
    const store = fakeStore();
    const s = createStorage(store);
    s.beginSession('u-1');
    store.setItem(filingDraft.key, '{"name":"draft"}');
    s.beginSession('u-1');
    expect(store.getItem(filingDraft.key)).toBe('{"name":"draft"}');
  });

  it('a draft whose writer is unknown is removed at the next sign-in', () => {
    const store = fakeStore();
    store.setItem(filingDraft.key, '{"name":"draft"}');
    createStorage(store).beginSession('u-1');
    expect(store.getItem(filingDraft.key)).toBeNull();
  });
});
