/**
 * Local storage of the portal (spec 1 §9): the token under the partner token key, the root user id, the current
 * workbench company per user, the hide-guide-banner flag per user, the project filing draft, and the site chosen by the development override.
 */
export const storageKeys = {
  token: 'partnerToken',
  rootUserId: 'rootUserId',
  filingDraft: 'projectFilingDraft',
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

export const createStorage = (store: KeyValueStore = browserStore()) => ({
  getToken: () => store.getItem(storageKeys.token),
  setToken: (token: string) => store.setItem(storageKeys.token, token),
  getRootUserId: () => store.getItem(storageKeys.rootUserId),
  setRootUserId: (id: string) => store.setItem(storageKeys.rootUserId, id),
  getCurrentCompany: (rootUserId: string) => store.getItem(storageKeys.currentCompany(rootUserId)),
  setCurrentCompany: (rootUserId: string, companyId: string) => store.setItem(storageKeys.currentCompany(rootUserId), companyId),
  clearCurrentCompany: (rootUserId: string) => store.removeItem(storageKeys.currentCompany(rootUserId)),
  /** The deal-registration form's unsent draft (one per browser; it names the company it was written for). */
  getFilingDraft: () => store.getItem(storageKeys.filingDraft),
  setFilingDraft: (draft: string) => store.setItem(storageKeys.filingDraft, draft),
  clearFilingDraft: () => store.removeItem(storageKeys.filingDraft),
  getSite: () => store.getItem(storageKeys.site),
  setSite: (site: string) => store.setItem(storageKeys.site, site),
  clearSite: () => store.removeItem(storageKeys.site),
  /**
   * Logout (spec 1 §4): the stored token, root user id and filing draft are removed. The current company per user
   * stays, so the next sign-in opens the same workbench.
   */
  clearSession: () => {
    store.removeItem(storageKeys.token);
    store.removeItem(storageKeys.rootUserId);
    store.removeItem(storageKeys.filingDraft);
  },
});

export type PortalStorage = ReturnType<typeof createStorage>;
export const storage: PortalStorage = createStorage();
