import { describe, expect, it } from 'vitest';
import { createCompanyInvitationSchema } from '@pp/domain';
import { errorMessage, translateError } from '../../lib/errors.ts';
import { messagesFor } from '../../app/i18n.ts';
import { translate } from '../../lib/i18n.ts';
import { copyText } from './clipboard.ts';
import {
  canCopyInvitation,
  invitationErrorCodes,
  invitationFallbacks,
  invitationLink,
  invitationStatusSeverity,
  isWellFormedCode,
  joinFailure,
  joinTarget,
  problemForCode,
  problemForStatus,
} from './invitationRules.ts';

const origin = 'https://portal.example';
const code = 'Ab_-'.repeat(8);

describe('invitation link', () => {
  it('points at the joining-company route with the code', () => {
    expect(invitationLink(origin, code)).toBe(`${origin}/joining-company?code=${code}`);
    expect(invitationLink('http://localhost:5173', code)).toBe(`http://localhost:5173/joining-company?code=${code}`);
  });
  it('round-trips the code through the query', () => {
    expect(new URL(invitationLink(origin, code)).searchParams.get('code')).toBe(code);
  });
  it('asks the server only about well-formed codes', () => {
    expect(isWellFormedCode(code)).toBe(true);
    expect(isWellFormedCode(null)).toBe(false);
    expect(isWellFormedCode('')).toBe(false);
    expect(isWellFormedCode('short')).toBe(false);
    expect(isWellFormedCode(`${'a'.repeat(31)}!`)).toBe(false);
  });
});

describe('where a successful join goes', () => {
  it('follows a same-site redirectUrl', () => {
    expect(joinTarget('/workbench/user?tab=invitation', origin)).toBe('/workbench/user?tab=invitation');
    expect(joinTarget(`${origin}/profile/own-company`, origin)).toBe('/profile/own-company');
  });
  it('goes to the workbench otherwise', () => {
    expect(joinTarget(null, origin)).toBe('/workbench');
    expect(joinTarget('', origin)).toBe('/workbench');
    expect(joinTarget('https://evil.example/x', origin)).toBe('/workbench');
    expect(joinTarget('//evil.example/x', origin)).toBe('/workbench');
    expect(joinTarget('javascript:alert(1)', origin)).toBe('/workbench');
  });
  it('never returns to the joining page itself', () => {
    expect(joinTarget(`/joining-company?code=${code}`, origin)).toBe('/workbench');
    expect(joinTarget('/joining-company', origin)).toBe('/workbench');
    expect(joinTarget('/joining-company-help', origin)).toBe('/joining-company-help');
  });
});

describe('invitations list', () => {
  it('colours statuses: ACTIVE green, USED gray, EXPIRED red', () => {
    expect(invitationStatusSeverity('ACTIVE')).toBe('success');
    expect(invitationStatusSeverity('USED')).toBe('secondary');
    expect(invitationStatusSeverity('EXPIRED')).toBe('danger');
    expect(invitationStatusSeverity(null)).toBe('secondary');
  });
  it('offers Copy link for active invitations only', () => {
    expect(canCopyInvitation('ACTIVE')).toBe(true);
    expect(canCopyInvitation('USED')).toBe(false);
    expect(canCopyInvitation('EXPIRED')).toBe(false);
  });
  it('has a text for each status', () => {
    for (const s of ['ACTIVE', 'USED', 'EXPIRED']) expect(`invitations.status.${s}` in messagesFor('en-US')).toBe(true);
  });
});

describe('invitation problems', () => {
  it('lets ACTIVE invitations be joined', () => {
    expect(problemForStatus('ACTIVE')).toBeUndefined();
  });
  it('maps USED, EXPIRED and JOINED to their codes and actions', () => {
    expect(problemForStatus('USED')).toEqual({ code: 'INVITATION_USED', actions: ['home', 'joinCompany'] });
    expect(problemForStatus('EXPIRED')).toEqual({ code: 'INVITATION_EXPIRED', actions: ['home', 'joinCompany'] });
    expect(problemForStatus('JOINED')).toEqual({ code: 'INVITATION_ALREADY_JOINED', actions: ['openWorkbench', 'joinCompany'] });
    expect(problemForStatus('SOMETHING_NEW')).toEqual({ code: 'INVITATION_INVALID', actions: ['home', 'joinCompany'] });
    expect(problemForStatus(null)?.code).toBe('INVITATION_INVALID');
  });
  it('always offers joining a company', () => {
    for (const c of invitationErrorCodes) expect(problemForCode(c).actions).toContain('joinCompany');
    expect(problemForCode(undefined).actions).toEqual(['home', 'joinCompany']);
  });
  it('opens the dialog for invitation code errors and toasts other failures', () => {
    for (const c of invitationErrorCodes) expect(joinFailure(c).kind).toBe('dialog');
    expect(joinFailure('INVITATION_ALREADY_JOINED')).toEqual({ kind: 'dialog', problem: { code: 'INVITATION_ALREADY_JOINED', actions: ['openWorkbench', 'joinCompany'] } });
    expect(joinFailure('INTERNAL_ERROR').kind).toBe('toast');
    expect(joinFailure(undefined).kind).toBe('toast');
  });
  it('shows the translated code, else the fallback', () => {
    expect(errorMessage('INVITATION_EXPIRED', invitationFallbacks.join)).toBe('This invitation link has expired.');
    expect(errorMessage({ graphQLErrors: [{ message: 'INVITATION_CANNOT_APPLY', extensions: { code: 'INVITATION_CANNOT_APPLY' } }] }, invitationFallbacks.join)).toBe(
      'You cannot join more companies.',
    );
    expect(errorMessage(new Error('socket hang up'), invitationFallbacks.join)).toBe('Failed to join the company');
  });
});

describe('create invitation form', () => {
  const companyId = '2667ddc7-6d68-4634-871b-4878f890d91f';
  const roleId = '00000000-0000-4000-8000-00000000a002';
  const issue = (input: object) => {
    const r = createCompanyInvitationSchema.safeParse(input);
    return r.success ? undefined : translateError(r.error.issues[0]!.message);
  };
  it('needs a position and a role, with their texts', () => {
    expect(issue({ companyId, positionId: 3, roleIds: [roleId] })).toBeUndefined();
    expect(issue({ companyId, roleIds: [roleId] })).toBe('Please select a position.');
    expect(issue({ companyId, positionId: 3, roleIds: [] })).toBe('Please select a role.');
  });
  it('fills the intro and expiry texts', () => {
    expect(translate('invitations.intro', { days: 3 })).toContain('valid for 3 days and can be used once');
    expect(translate('invitations.validUntil', { date: 'May 4, 2026' })).toBe('Valid until May 4, 2026, single use.');
    expect(translate('invitations.joining.join', { company: 'Cloudway' })).toBe('Join Cloudway');
  });
});

describe('copying', () => {
  it('reports whether the clipboard took the text', async () => {
    const written: string[] = [];
    expect(await copyText('x', { writeText: async (t) => void written.push(t) })).toBe(true);
    expect(written).toEqual(['x']);
    expect(await copyText('x', { writeText: () => Promise.reject(new Error('denied')) })).toBe(false);
    expect(await copyText('x', undefined)).toBe(false);
  });
});
