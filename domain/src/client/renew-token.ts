import type { Renewal } from './unauthenticated-retry.ts';
export type { Renewal } from './unauthenticated-retry.ts';

/** What renewing needs of a keycloak-js instance. */
export interface RenewableSession {
  authenticated?: boolean;
  token?: string;
  updateToken(minValidity: number): Promise<boolean>;
}

/**
 * A new access token whatever the current one's expiry says (`updateToken(-1)`), for a call the API refused as
 * UNAUTHENTICATED: the token may be expired by clock skew, or signed by a key Keycloak has since rotated out.
 * 'renewed': a new token is there; 'ended': Keycloak refused the refresh (keycloak-js then clears the tokens: the
 * session is over) or there is no session; 'unreachable': the refresh failed otherwise (network), the session may well
 * be alive. Both front ends call it with their keycloak-js instance.
 */
export const renewSessionToken = async (session: RenewableSession): Promise<Renewal> => {
  if (!session.authenticated) return 'ended';
  try {
    await session.updateToken(-1);
    return session.token ? 'renewed' : 'ended';
  } catch {
    return session.authenticated ? 'unreachable' : 'ended';
  }
};
