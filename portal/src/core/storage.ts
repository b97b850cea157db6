/**
 * Local storage of the portal (spec 1 §9): the token under the partner token key, the root user id, the current
 * workbench company per user, the hide-guide-banner flag per user, the site chosen by the development override, the
 * unsent drafts features declare (`storedDraft`) and, after a session ended, whose drafts they are (PL-67).
 */
export const storageKeys = {
  token: 'partnerToken',
  rootUserId: 'rootUserId',
  draftOwner: 'draftOwner',
  site: 'site',
  currentCompany: (rootUserId: string) => `currentCompany:${rootUserId}`,
  hideGuideBanner: (rootUserId: string) => `hideGuideBanner:${rootUserId}`,
} as const;

/** The minimal Storage surface used here, so tests can pass a Map-backed fake. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const memory = new Map<string, string>();
const memoryStore: KeyValueStore = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => void memory.set(k, v),
  removeItem: (k) => void memory.delete(k),
};

const browserStore = (): KeyValueStore => {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // storage blocked (private mode); fall back to memory
  }
  return memoryStore;
};

/** The keys of every declared draft (`storedDraft`): a sign-out removes them with the session. */
const draftKeys = new Set<string>();

export const createStorage = (store: KeyValueStore = browserStore()) => ({
  getToken: () => store.getItem(storageKeys.token),
  setToken: (token: string) => store.setItem(storageKeys.token, token),
  getRootUserId: () => store.getItem(storageKeys.rootUserId),
  setRootUserId: (id: string) => store.setItem(storageKeys.rootUserId, id),
  getCurrentCompany: (rootUserId: string) => store.getItem(storageKeys.currentCompany(rootUserId)),
  setCurrentCompany: (rootUserId: string, companyId: string) => store.setItem(storageKeys.currentCompany(rootUserId), companyId),
  clearCurrentCompany: (rootUserId: string) => store.removeItem(storageKeys.currentCompany(rootUserId)),
  getSite: () => store.getItem(storageKeys.site),
  setSite: (site: string) => store.setItem(storageKeys.site, site),
  clearSite: () => store.removeItem(storageKeys.site),
  /**
   * An explicit sign-out (spec 1 §4): the stored token, root user id and every declared draft are removed. The
   * current company per user stays, so the next sign-in opens the same workbench.
   */
  clearSession: () => {
    store.removeItem(storageKeys.token);
    store.removeItem(storageKeys.rootUserId);
    store.removeItem(storageKeys.draftOwner);
    for (const key of draftKeys) store.removeItem(key);
  },
  /**
   * The session ended without the person signing out (refused by Keycloak, a page loaded signed out), PL-67: the
   * token and root user id go, the declared drafts stay, bound to the root user id that wrote them (`draftOwner`),
   * until `beginSession` says who signs in next.
   */
  endSession: () => {
    const owner = store.getItem(storageKeys.rootUserId);
    if (owner) store.setItem(storageKeys.draftOwner, owner);
    store.removeItem(storageKeys.token);
    store.removeItem(storageKeys.rootUserId);
  },
  /**
   * A session of `rootUserId` begins (or its token was refreshed), PL-67: drafts kept from an ended session are that
   * person's again when they wrote them; written by anyone else, or by nobody known, they are removed.
   */
  beginSession: (rootUserId: string) => {
    const owner = store.getItem(storageKeys.draftOwner) ?? store.getItem(storageKeys.rootUserId);
    if (owner !== rootUserId) for (const key of draftKeys) store.removeItem(key);
    store.removeItem(storageKeys.draftOwner);
    store.setItem(storageKeys.rootUserId, rootUserId);
  },
});

export type PortalStorage = ReturnType<typeof createStorage>;
export const storage: PortalStorage = createStorage();

/** A form's unsent draft in the browser (one per browser, as text). */
export interface StoredDraft {
  key: string;
  get(): string | null;
  set(text: string): void;
  clear(): void;
}

/**
 * Declares an unsent draft a feature keeps in the browser under `key`. A draft belongs to the person who wrote it
 * (PL-67): signing out removes every declared draft; a session that ends otherwise keeps them for that person, and
 * the next sign-in of someone else removes them. The feature lists it in its declaration (`PortalFeature.drafts`), so
 * it is declared when the features list loads at start and is removed even if its form never opened in this page.
 */
export const storedDraft = (key: string, store: KeyValueStore = browserStore()): StoredDraft => {
  draftKeys.add(key);
  return { key, get: () => store.getItem(key), set: (text) => store.setItem(key, text), clear: () => store.removeItem(key) };
};
