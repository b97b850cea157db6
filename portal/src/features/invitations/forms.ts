import { createCompanyInvitationSchema } from '@pp/domain';
import { schemaForm } from '../../components/schemaForm.ts';

/** The invite-member form: the position and roles the invitee gets in the company. */
export const inviteFormOptions = (companyId: string) => schemaForm(createCompanyInvitationSchema, { companyId, positionId: undefined, roleIds: [] });
