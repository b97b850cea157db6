import { z } from 'zod';
import { sqlConstant } from '../common/sql-constant.ts';
import { code, positionIdSchema, uuidSchema } from '../common/validation.ts';
import { invitationsErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { invitationsErrors } from './errors.ts';

/**
 * Invitations: a partner administrator makes a link carrying company, position and roles; it is valid for three
 * days and can be used once, and whoever opens it signed in joins the company at once.
 */
export const invitationsLimits = {
  inviteValidDays: 3,
} as const;

export const invitationStatuses = ['ACTIVE', 'USED', 'EXPIRED'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** An invitation code: 32 URL-safe characters. */
export const invitationCodePattern = /^[A-Za-z0-9_-]{32}$/;

export const invitationsSqlConstants = [
  sqlConstant({ name: 'invitation_validity', type: 'interval', value: `${invitationsLimits.inviteValidDays} days` }),
  sqlConstant({ name: 'invitation_code_pattern', type: 'text', value: invitationCodePattern.source }),
] as const;

/** Creating an invitation needs company, position and at least one role. */
export const createCompanyInvitationSchema = z.object({
  companyId: uuidSchema,
  positionId: positionIdSchema,
  roleIds: z.array(uuidSchema, { message: 'ROLE_REQUIRED' }).min(1, code('ROLE_REQUIRED')),
});
export type CreateCompanyInvitationInput = z.infer<typeof createCompanyInvitationSchema>;

export const joinWithInvitationSchema = z.object({
  code: z.string({ message: 'INVITATION_INVALID' }).regex(invitationCodePattern, code('INVITATION_INVALID')),
});

export const invitationsCommands = {
  createCompanyInvitation: createCompanyInvitationSchema,
  joinCompanyWithInvitationCode: joinWithInvitationSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const invitationsFeature = defineDomainFeature({
  name: 'invitations',
  errors: invitationsErrors,
  limits: invitationsLimits,
  commands: invitationsCommands,
  sqlConstants: invitationsSqlConstants,
  sqlEnums: { 'app_public.company_invitation_status': invitationStatuses },
});
