import { joinWithInvitationSchema, type ErrorCode } from '@pp/domain';
import { safeContinuePath } from '../auth/index.ts';
import type { TagSeverity } from '../join-company/index.ts';

/** i18n keys of the fallback texts when an error has no code. */
export const invitationFallbacks = {
  create: 'invitations.fallback.create',
  join: 'invitations.fallback.join',
} as const;

/** The route an invitation link opens (joining-company/*, query `code` and `redirectUrl`). */
export const JOINING_COMPANY_PATH = '/joining-company';
/** Where a successful join goes when the link carries no usable redirectUrl. */
export const DEFAULT_JOIN_TARGET = '/workbench';

/** The link an administrator shares: `<origin>/joining-company?code=<code>`. */
export const invitationLink = (origin: string, code: string): string => {
  const url = new URL(JOINING_COMPANY_PATH, origin);
  url.searchParams.set('code', code);
  return url.toString();
};

/**
 * Where to go after joining: `redirectUrl` when it is a same-site path (the sign-in continue helper decides, so no open
 * redirects), never back onto the joining page itself; otherwise the workbench.
 */
export const joinTarget = (redirectUrl: string | null | undefined, origin: string): string => {
  const path = safeContinuePath(redirectUrl, origin);
  if (!path || path === JOINING_COMPANY_PATH || path.startsWith(`${JOINING_COMPANY_PATH}/`) || path.startsWith(`${JOINING_COMPANY_PATH}?`)) {
    return DEFAULT_JOIN_TARGET;
  }
  return path;
};

/** A code worth asking the server about: present and well-formed (the domain rule, 32 URL-safe characters). */
export const isWellFormedCode = (code: string | null | undefined): code is string => joinWithInvitationSchema.safeParse({ code }).success;

/** Tag colours of the invitations list: ACTIVE green, USED gray, EXPIRED red. */
export const invitationStatusSeverity = (status: string | null | undefined): TagSeverity =>
  status === 'ACTIVE' ? 'success' : status === 'EXPIRED' ? 'danger' : 'secondary';

/** Only a link that can still be used is offered for copying. */
export const canCopyInvitation = (status: string | null | undefined): boolean => status === 'ACTIVE';

/** The invitation code errors (invalid, expired, used, joined, not found, cannot apply). */
export const invitationErrorCodes = [
  'INVITATION_INVALID',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  'INVITATION_ALREADY_JOINED',
  'INVITATION_NOT_FOUND',
  'INVITATION_CANNOT_APPLY',
] as const satisfies readonly ErrorCode[];
export type InvitationErrorCode = (typeof invitationErrorCodes)[number];

export const isInvitationErrorCode = (code: unknown): code is InvitationErrorCode =>
  typeof code === 'string' && (invitationErrorCodes as readonly string[]).includes(code);

/** Actions offered by the invitation problem dialog, in button order (the last one is the primary button). */
export type InvitationAction = 'home' | 'openWorkbench' | 'joinCompany';

export interface InvitationProblem {
  /** The code whose translation is shown; undefined for errors outside the catalogue (the fallback text is shown). */
  code: ErrorCode | undefined;
  actions: InvitationAction[];
}

/**
 * The dialog for a code that cannot be used: its message and a join-company option, next to Back to home, or
 * Open workbench when the person already belongs to the company.
 */
export const problemForCode = (code: ErrorCode | undefined): InvitationProblem => ({
  code,
  actions: code === 'INVITATION_ALREADY_JOINED' ? ['openWorkbench', 'joinCompany'] : ['home', 'joinCompany'],
});

const statusCodes: Partial<Record<string, InvitationErrorCode>> = {
  USED: 'INVITATION_USED',
  EXPIRED: 'INVITATION_EXPIRED',
  JOINED: 'INVITATION_ALREADY_JOINED',
};

/** invitationByCode's status: ACTIVE can be joined (no problem); USED, EXPIRED, JOINED or an unknown value cannot. */
export const problemForStatus = (status: string | null | undefined): InvitationProblem | undefined => {
  if (status === 'ACTIVE') return undefined;
  return problemForCode((status && statusCodes[status]) || 'INVITATION_INVALID');
};

/**
 * A failed join: the invitation code errors open the dialog; anything else (network, internal) is a toast and the page
 * stays, so the person may try again.
 */
export const joinFailure = (code: ErrorCode | undefined): { kind: 'dialog'; problem: InvitationProblem } | { kind: 'toast' } =>
  isInvitationErrorCode(code) ? { kind: 'dialog', problem: problemForCode(code) } : { kind: 'toast' };
