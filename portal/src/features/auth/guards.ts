import { hasPermissionKeys } from '@pp/domain';
import type { RouteAccess } from '../../core/feature.ts';
import type { CurrentUserInfo } from './auth.graphql.ts';

/**
 * Pure decisions about sign-in, the current company, route access and the site suggestion. The UI only hides and
 * redirects with them; the server (row-level security) decides access.
 */

export const ADMIN_PATH = '/admin/';

/** Keys held in the current context: the default identity's (ManageAdminSite) plus the current company's. */
export const permissionKeysOf = (info: CurrentUserInfo | null | undefined): string[] => [
  ...new Set([...(info?.defaultUser?.permissionKeys ?? []), ...(info?.currentCompanyUser?.permissionKeys ?? [])]),
];

export const isVendorAdmin = (info: CurrentUserInfo | null | undefined): boolean =>
  hasPermissionKeys(info?.defaultUser?.permissionKeys, ['ManageAdminSite']);

export const isCompanyMember = (info: CurrentUserInfo | null | undefined): boolean => (info?.ownCompanyUsers.length ?? 0) > 0;

/** After sign-in: vendor admins go to /admin, company members to /workbench, everyone else to /. */
export const postSignInTarget = (info: CurrentUserInfo | null | undefined): string =>
  isVendorAdmin(info) ? ADMIN_PATH : isCompanyMember(info) ? '/workbench' : '/';

export type CompanyResolution =
  | { kind: 'current'; companyId: string; store: boolean }
  | { kind: 'lost' }
  | { kind: 'none' };

/**
 * The current company (spec 1 §4, remembered per user): the stored choice while it is still one of the user's
 * companies; a stored company that is no longer theirs is 'lost' (→ /no-company); without a stored choice the
 * server's default company is taken and stored.
 */
export const resolveCurrentCompany = (info: CurrentUserInfo, storedCompanyId: string | null): CompanyResolution => {
  const own = new Set(info.ownCompanyUsers.map((c) => c.companyId));
  if (storedCompanyId) {
    return own.has(storedCompanyId) ? { kind: 'current', companyId: storedCompanyId, store: false } : { kind: 'lost' };
  }
  const fallback = info.currentCompanyUser?.companyId ?? info.ownCompanyUsers[0]?.companyId;
  return fallback ? { kind: 'current', companyId: fallback, store: true } : { kind: 'none' };
};

/** The access levels of routes (see the feature declaration contract). */
export type Access = RouteAccess;

export interface GuardState {
  signedIn: boolean;
  info: CurrentUserInfo | null | undefined;
  /** The stored company is no longer the user's. */
  companyLost?: boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'signIn' } | { kind: 'redirect'; to: string };

/** Route guards: login routes need a session, workbench routes a current company, admin routes ManageAdminSite. */
export const guard = (access: Access, state: GuardState): GuardDecision => {
  if (access === 'public') return { kind: 'allow' };
  if (!state.signedIn) return { kind: 'signIn' };
  if (access === 'login') return { kind: 'allow' };
  if (access === 'admin') return isVendorAdmin(state.info) ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
  if (state.companyLost || !state.info?.currentCompanyUser) return { kind: 'redirect', to: '/no-company' };
  return { kind: 'allow' };
};

/** Only same-origin paths may be continued to after sign-in (no open redirects). */
export const safeContinuePath = (raw: string | null | undefined, origin: string): string | undefined => {
  if (!raw) return undefined;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
};

export type VerifyAuthResult = { kind: 'failed'; code: string } | { kind: 'continue'; continueTo?: string };

/**
 * /verify-auth, the page Keycloak returns to. The "auth code" it carries is the OIDC authorization code, which
 * keycloak-js has already exchanged (with its PKCE verifier) before this runs; the page itself never takes a token,
 * code or user id from the address, so a link cannot sign anyone in. A `status` other than ok, or an error of the
 * sign-in callback, shows the failure with its code; otherwise the page continues to the same-origin continue-url.
 */
export const parseVerifyAuth = (search: string, origin: string, signInError?: string): VerifyAuthResult => {
  const q = new URLSearchParams(search);
  const status = q.get('status');
  if (status !== null && status.toLowerCase() !== 'ok') return { kind: 'failed', code: q.get('code') || status || 'UNKNOWN' };
  if (signInError) return { kind: 'failed', code: signInError };
  return { kind: 'continue', continueTo: safeContinuePath(q.get('continue'), origin) };
};
