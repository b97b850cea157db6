import { Suspense, createContext, lazy, useContext, type ReactNode } from 'react';
import { isSignedIn } from '../../lib/keycloak.ts';
import { storage } from '../../core/storage.ts';
import type { CurrentUserInfo } from './auth.graphql.ts';

export interface CurrentUserState {
  signedIn: boolean;
  loading: boolean;
  info: CurrentUserInfo | null;
  keys: string[];
  /** The stored company is no longer the user's (spec 1 §4 → /no-company). */
  companyLost: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export const CurrentUserContext = createContext<CurrentUserState | null>(null);

const signedOut: CurrentUserState = {
  signedIn: false,
  loading: false,
  info: null,
  keys: [],
  companyLost: false,
  error: undefined,
  refetch: () => Promise.resolve(undefined),
};

const SignedInUserProvider = lazy(() => import('./SignedInUserProvider.tsx').then((m) => ({ default: m.SignedInUserProvider })));

/**
 * The current user. Signed out, nothing is asked of the API (and the GraphQL client is not even loaded); signed in,
 * currentUserInfo comes from the API through the GraphQL client, loaded with it.
 */
export const CurrentUserProvider = ({ children }: { children: ReactNode }) =>
  isSignedIn() ? (
    <Suspense fallback={null}>
      <SignedInUserProvider>{children}</SignedInUserProvider>
    </Suspense>
  ) : (
    <CurrentUserContext.Provider value={signedOut}>{children}</CurrentUserContext.Provider>
  );

export const useCurrentUser = (): CurrentUserState => {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser outside CurrentUserProvider');
  return value;
};

/** Sets the current company and reloads the workbench (spec 1 §4). */
export const switchCompany = (rootUserId: string, companyId: string, path = '/workbench'): void => {
  storage.setCurrentCompany(rootUserId, companyId);
  window.location.assign(path);
};
