import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { currentRootUserId, isSignedIn } from '../../lib/keycloak.ts';
import { storage } from '../../lib/storage.ts';
import { CURRENT_USER_INFO, type CurrentUserInfo } from './currentUser.graphql.ts';
import { permissionKeysOf, resolveCurrentCompany } from './guards.ts';

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

const CurrentUserContext = createContext<CurrentUserState | null>(null);

/** currentUserInfo for the remembered company (spec 1 §3/§4); the first call with a new token creates the user. */
export const CurrentUserProvider = ({ children }: { children: ReactNode }) => {
  const signedIn = isSignedIn();
  const rootUserId = currentRootUserId();
  const storedCompanyId = rootUserId ? storage.getCurrentCompany(rootUserId) : null;
  const { data, loading, error, refetch } = useQuery(CURRENT_USER_INFO, {
    variables: { companyId: storedCompanyId },
    skip: !signedIn,
  });
  const info = data?.currentUserInfo ?? null;
  const resolution = useMemo(() => (info ? resolveCurrentCompany(info, storedCompanyId) : undefined), [info, storedCompanyId]);

  useEffect(() => {
    if (!info) return;
    if (resolution?.kind === 'current' && resolution.store) storage.setCurrentCompany(info.rootUserId, resolution.companyId);
  }, [info, resolution]);

  const keys = useMemo(() => permissionKeysOf(info), [info]);

  const value = useMemo<CurrentUserState>(
    () => ({
      signedIn,
      loading: signedIn && loading && !info,
      info,
      keys,
      companyLost: resolution?.kind === 'lost',
      error,
      refetch: () => refetch(),
    }),
    [signedIn, loading, info, keys, resolution, error, refetch],
  );
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
};

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
