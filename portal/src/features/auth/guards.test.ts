import { describe, expect, it } from 'vitest';
import type { CurrentUserInfo, CurrentUserIdentity } from './auth.graphql.ts';
import {
  guard,
  parseVerifyAuth,
  permissionKeysOf,
  postSignInTarget,
  resolveCurrentCompany,
  safeContinuePath,
} from './guards.ts';
import { shouldSuggestChineseSite } from './siteSuggestion.ts';

const identity = (over: Partial<CurrentUserIdentity> = {}): CurrentUserIdentity => ({
  __typename: 'CurrentUserIdentity',
  userId: 'u',
  userName: 'Test',
  email: null,
  permissionKeys: [],
  canApplyJoinCompany: true,
  contactNumber: null,
  phonePrefixCountryCode: null,
  isAddedUserInfo: true,
  roleLabels: [],
  companyId: null,
  companyName: null,
  position: null,
  ...over,
});

const info = (over: Partial<CurrentUserInfo> = {}): CurrentUserInfo => ({
  __typename: 'CurrentUserInfo',
  rootUserId: 'r',
  switchSiteSuggestionReaded: false,
  defaultUser: identity(),
  ownCompanyUsers: [],
  currentCompanyUser: null,
  ...over,
});

const member = info({
  ownCompanyUsers: [
    { __typename: 'OwnCompanyUser', companyId: 'c1', companyName: 'One', userId: 'u1' },
    { __typename: 'OwnCompanyUser', companyId: 'c2', companyName: 'Two', userId: 'u2' },
  ],
  currentCompanyUser: identity({ companyId: 'c1', permissionKeys: ['ViewCompanyAllUser'] }),
});
const admin = info({ defaultUser: identity({ permissionKeys: ['ManageAdminSite'], phonePrefixCountryCode: '+86' }) });

describe('post sign-in target', () => {
  it('sends admins to /admin, members to /workbench, others home', () => {
    expect(postSignInTarget(admin)).toBe('/admin/');
    expect(postSignInTarget(member)).toBe('/workbench');
    expect(postSignInTarget(info())).toBe('/');
    expect(postSignInTarget(null)).toBe('/');
  });
});

describe('current company', () => {
  it('keeps a stored company that is still theirs', () => {
    expect(resolveCurrentCompany(member, 'c2')).toEqual({ kind: 'current', companyId: 'c2', store: false });
  });
  it('marks a stored company that is no longer theirs as lost', () => {
    expect(resolveCurrentCompany(member, 'gone')).toEqual({ kind: 'lost' });
  });
  it('stores the default company when nothing is stored', () => {
    expect(resolveCurrentCompany(member, null)).toEqual({ kind: 'current', companyId: 'c1', store: true });
    expect(resolveCurrentCompany(info(), null)).toEqual({ kind: 'none' });
  });
});

describe('route guard', () => {
  it('lets anyone see public routes', () => {
    expect(guard('public', { signedIn: false, info: null })).toEqual({ kind: 'allow' });
  });
  it('asks signed-out users to sign in', () => {
    expect(guard('login', { signedIn: false, info: null })).toEqual({ kind: 'signIn' });
    expect(guard('company', { signedIn: false, info: null })).toEqual({ kind: 'signIn' });
  });
  it('sends users without a current company to /no-company', () => {
    expect(guard('company', { signedIn: true, info: info() })).toEqual({ kind: 'redirect', to: '/no-company' });
    expect(guard('company', { signedIn: true, info: member, companyLost: true })).toEqual({ kind: 'redirect', to: '/no-company' });
    expect(guard('company', { signedIn: true, info: member })).toEqual({ kind: 'allow' });
  });
  it('needs ManageAdminSite for admin routes', () => {
    expect(guard('admin', { signedIn: true, info: member })).toEqual({ kind: 'redirect', to: '/' });
    expect(guard('admin', { signedIn: true, info: admin })).toEqual({ kind: 'allow' });
  });
});

describe('permission keys', () => {
  it('combines default and company keys', () => {
    expect(permissionKeysOf(admin)).toEqual(['ManageAdminSite']);
    expect(permissionKeysOf(member)).toEqual(['ViewCompanyAllUser']);
  });
});

describe('site suggestion', () => {
  it('suggests the Chinese site for +86 users who have not read it, never for admins', () => {
    expect(shouldSuggestChineseSite(info({ defaultUser: identity({ phonePrefixCountryCode: '+86' }) }))).toBe(true);
    expect(shouldSuggestChineseSite(info({ defaultUser: identity({ phonePrefixCountryCode: '0086' }) }))).toBe(true);
    expect(shouldSuggestChineseSite(info({ defaultUser: identity({ phonePrefixCountryCode: '+852' }) }))).toBe(false);
    expect(shouldSuggestChineseSite(info({ switchSiteSuggestionReaded: true, defaultUser: identity({ phonePrefixCountryCode: '+86' }) }))).toBe(false);
    expect(shouldSuggestChineseSite(admin)).toBe(false);
  });
});

describe('/verify-auth', () => {
  const origin = 'http://localhost:5173';
  it('fails showing the code when the status is not ok', () => {
    expect(parseVerifyAuth('?status=fail&code=E42', origin)).toEqual({ kind: 'failed', code: 'E42' });
    expect(parseVerifyAuth('?status=denied', origin)).toEqual({ kind: 'failed', code: 'denied' });
  });
  it('fails with the error of the sign-in callback', () => {
    expect(parseVerifyAuth('', origin, 'access_denied')).toEqual({ kind: 'failed', code: 'access_denied' });
  });
  it('never takes a token or a user id from the address', () => {
    const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ2aWN0aW0ifQ.sig';
    const result = parseVerifyAuth(`?status=ok&code=${token}&rootUserId=victim&continue=%2Fworkbench`, origin);
    expect(result).toEqual({ kind: 'continue', continueTo: '/workbench' });
    expect(JSON.stringify(result)).not.toContain(token);
    expect(JSON.stringify(result)).not.toContain('victim');
  });
  it('continues to the continue-url after a Keycloak sign-in', () => {
    expect(parseVerifyAuth('?continue=/profile', origin)).toEqual({ kind: 'continue', continueTo: '/profile' });
    expect(parseVerifyAuth('', origin)).toEqual({ kind: 'continue', continueTo: undefined });
  });
  it('never continues to another origin', () => {
    expect(safeContinuePath('https://evil.example/x', origin)).toBeUndefined();
    expect(safeContinuePath('//evil.example/x', origin)).toBeUndefined();
    expect(safeContinuePath('/workbench?tab=1', origin)).toBe('/workbench?tab=1');
  });
});
