import { describe, expect, it } from 'vitest';
import { exitTip, memberActions, membersAreaTab, membersAreaTabParam, membersTab } from './memberRules.ts';

describe('member rules', () => {
  it('picks the tab the user may see', () => {
    expect(membersTab('application', true, true)).toBe('applications');
    expect(membersTab('application', true, false)).toBe('members');
    expect(membersTab(null, false, true)).toBe('applications');
    expect(membersTab(null, false, false)).toBe('none');
  });

  it('picks the members area tab the user may see', () => {
    expect(membersAreaTab('invitation', true, true, true)).toBe('invitations');
    expect(membersAreaTab('invitation', true, true, false)).toBe('members');
    expect(membersAreaTab('application', true, true, true)).toBe('applications');
    expect(membersAreaTab(null, true, true, true)).toBe('members');
    expect(membersAreaTab(null, false, false, true)).toBe('invitations');
    expect(membersAreaTab(null, false, false, false)).toBe('none');
    expect(membersAreaTabParam('invitations')).toBe('invitation');
    expect(membersAreaTabParam('applications')).toBe('application');
    expect(membersAreaTabParam('members')).toBeUndefined();
  });

  it('gives administrators, the only administrator and members their own exit tip', () => {
    expect(exitTip({ isPartnerAdministrator: true, isOnlyPartnerCompanyInternalAdmin: false })).toBe('admin');
    expect(exitTip({ isPartnerAdministrator: true, isOnlyPartnerCompanyInternalAdmin: true })).toBe('soleAdmin');
    expect(exitTip({ isPartnerAdministrator: false, isOnlyPartnerCompanyInternalAdmin: false })).toBe('member');
    expect(exitTip(undefined)).toBe('member');
  });

  it('offers edit and remove to member managers on members who have not left', () => {
    expect(memberActions(true, 'JOINED')).toEqual({ edit: true, remove: true });
    expect(memberActions(true, 'EXITED')).toEqual({ edit: false, remove: false });
    expect(memberActions(false, 'JOINED')).toEqual({ edit: false, remove: false });
  });
});
