import { z } from 'zod';
import { commonLimits } from '../common/constants.ts';
import { defineMachine } from '../common/machine.ts';
import { sqlConstant } from '../common/sql-constant.ts';
import { code, remarkSchema, uuidSchema } from '../common/validation.ts';
import { membersLimits } from '../members/index.ts';
import { joinCompanyLimits } from './limits.ts';
import { joinCompanyErrors } from './errors.ts';
import { joinApplicationSignals, joinApplicationWorkflowType } from './workflow-names.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { joinCompanyErrors } from './errors.ts';
export { joinCompanyLimits } from './limits.ts';
export * from './workflow-names.ts';

export const joinCompanySqlConstants = [
  sqlConstant({ name: 'max_companies_per_user', type: 'integer', value: joinCompanyLimits.maxCompaniesPerUser }),
  sqlConstant({ name: 'real_name_max', type: 'integer', value: joinCompanyLimits.realNameMax }),
  sqlConstant({ name: 'company_search_max_results', type: 'integer', value: joinCompanyLimits.companySearchMaxResults }),
] as const;

export const userJoinCompanyStatuses = ['CAN_APPLY', 'APPLYING', 'JOINED'] as const;
export type UserJoinCompanyStatus = (typeof userJoinCompanyStatuses)[number];

export const joinApplicationStatuses = ['APPLYING', 'APPROVED', 'REJECTED'] as const;
export type JoinApplicationStatus = (typeof joinApplicationStatuses)[number];
export type JoinApplicationEvent = 'approve' | 'reject';

/** APPLYING -> APPROVED | REJECTED. A rejected person re-applies with a new application. */
export const joinApplicationMachine = defineMachine<JoinApplicationStatus, JoinApplicationEvent>({
  name: 'join_application',
  initial: 'APPLYING',
  states: joinApplicationStatuses,
  transitions: {
    APPLYING: { approve: 'APPROVED', reject: 'REJECTED' },
    APPROVED: {},
    REJECTED: {},
  },
});

/** Colours of application and membership statuses; the front ends map them to badge severities. */
export const statusColors = {
  APPLYING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
  JOINED: 'green',
} as const;

export const realNameSchema = z
  .string()
  .trim()
  .min(1, code('JOIN_REAL_NAME_REQUIRED'))
  .max(joinCompanyLimits.realNameMax, code('JOIN_REAL_NAME_TOO_LONG'));

/** createOneCompanyJoinApplication */
export const createJoinApplicationSchema = z.object({
  companyId: uuidSchema,
  realName: realNameSchema,
});
export type CreateJoinApplicationInput = z.infer<typeof createJoinApplicationSchema>;

/** Approving needs name (at most 50), position and at least one role. */
export const approveJoinApplicationSchema = z.object({
  applicationId: uuidSchema,
  name: z
    .string({ message: 'JOIN_APPLICATION_PARAMS_INCOMPLETE' })
    .trim()
    .min(1, code('JOIN_APPLICATION_PARAMS_INCOMPLETE'))
    .max(membersLimits.memberNameMax, code('USER_NAME_TOO_LONG')),
  positionId: z.number({ message: 'JOIN_APPLICATION_PARAMS_INCOMPLETE' }).int().positive(code('JOIN_APPLICATION_PARAMS_INCOMPLETE')),
  roleIds: z.array(uuidSchema).min(1, code('JOIN_APPLICATION_PARAMS_INCOMPLETE')),
});
export type ApproveJoinApplicationInput = z.infer<typeof approveJoinApplicationSchema>;

/** Rejecting needs a reason. */
export const rejectJoinApplicationSchema = z.object({
  applicationId: uuidSchema,
  auditComment: z
    .string({ message: 'JOIN_REJECT_REASON_REQUIRED' })
    .trim()
    .min(1, code('JOIN_REJECT_REASON_REQUIRED'))
    .max(commonLimits.auditCommentMax, code('JOIN_REJECT_REASON_TOO_LONG')),
});
export type RejectJoinApplicationInput = z.infer<typeof rejectJoinApplicationSchema>;

/** A remark on an application (at most 200 characters; empty clears it), kept by reviewers and vendor admins. */
export const updateJoinApplicationRemarkSchema = z.object({
  applicationId: uuidSchema,
  remark: remarkSchema.nullish(),
});
export type UpdateJoinApplicationRemarkInput = z.infer<typeof updateJoinApplicationRemarkSchema>;

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const joinCompanyCommands = {
  createOneCompanyJoinApplication: createJoinApplicationSchema,
  approveCompanyJoinApplication: approveJoinApplicationSchema,
  rejectCompanyJoinApplication: rejectJoinApplicationSchema,
  updateCompanyJoinApplicationRemark: updateJoinApplicationRemarkSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const joinCompanyFeature = defineDomainFeature({
  name: 'join-company',
  errors: joinCompanyErrors,
  limits: joinCompanyLimits,
  commands: joinCompanyCommands,
  sqlConstants: joinCompanySqlConstants,
  sqlEnums: { 'app_public.join_application_status': joinApplicationStatuses },
  machines: [joinApplicationMachine],
  workflows: { [joinApplicationWorkflowType]: Object.values(joinApplicationSignals) },
});
