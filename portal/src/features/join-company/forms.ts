import { approveJoinApplicationSchema, createJoinApplicationSchema, rejectJoinApplicationSchema } from '@pp/domain';
import { schemaForm } from '../../components/schemaForm.ts';

/** The real-name form of applying to join a company: the person's name, prefilled, for one company. */
export const realNameFormOptions = (companyId: string, realName: string) => schemaForm(createJoinApplicationSchema, { companyId, realName });

/** Approving an application: the member's name (prefilled with the real name), position and roles. */
export const approveFormOptions = (applicationId: string, realName: string) =>
  schemaForm(approveJoinApplicationSchema, { applicationId, name: realName, positionId: undefined, roleIds: [] });

/** Rejecting an application: the reason the applicant reads. */
export const rejectFormOptions = (applicationId: string) => schemaForm(rejectJoinApplicationSchema, { applicationId, auditComment: '' });
