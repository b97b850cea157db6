import { describe, expect, it } from 'vitest';
import { canUseBackOffice, refusedVisitorTarget, type CurrentUser } from './currentUser.ts';

const person = (over: Partial<CurrentUser>): CurrentUser => ({
  rootUserId: 'r',
  userId: 'u',
  userName: 'Ann',
  avatar: null,
  permissionKeys: [],
  hasCompany: false,
  ...over,
});

describe('back office access', () => {
  it('opens only with ManageAdminSite', () => {
    expect(canUseBackOffice(person({ permissionKeys: ['ManageAdminSite'] }))).toBe(true);
    expect(canUseBackOffice(person({ permissionKeys: ['ViewCompanyInfo'] }))).toBe(false);
    expect(canUseBackOffice(null)).toBe(false);
  });
  it('sends a refused company member to the workbench and anyone else home', () => {
    expect(refusedVisitorTarget(person({ hasCompany: true }))).toBe('/workbench');
    expect(refusedVisitorTarget(person({ hasCompany: false }))).toBe('/');
    expect(refusedVisitorTarget(null)).toBe('/');
  });
});
