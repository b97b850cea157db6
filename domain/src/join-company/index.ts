import { z } from 'zod';
import type { ErrorTexts } from '../common/errors.ts';
import { commonLimits } from '../common/constants.ts';
import { defineMachine } from '../common/machine.ts';
import { sqlConstant } from '../common/sql-constant.ts';
import { code, uuidSchema } from '../common/validation.ts';
import { membersLimits } from '../members/index.ts';

export * from './workflow-names.ts';

/**
 * Joining a company: a person applies with their real name; the company's partner administrator approves (name,
 * position, roles) or rejects (reason). A person holds at most five companies, pending applications included.
 */
export const joinCompanyLimits = {
  maxCompaniesPerUser: 5,
  realNameMax: 50,
} as const;

export const joinCompanySqlConstants = [
  sqlConstant({ name: 'max_companies_per_user', type: 'integer', value: joinCompanyLimits.maxCompaniesPerUser }),
  sqlConstant({ name: 'real_name_max', type: 'integer', value: joinCompanyLimits.realNameMax }),
] as const;

export const joinCompanyErrors = {
  JOIN_REAL_NAME_REQUIRED: { en: 'The real name cannot be empty.', zh: '真实姓名不能为空。' },
  JOIN_REAL_NAME_TOO_LONG: {
    en: `The length of your real name should not exceed ${joinCompanyLimits.realNameMax} characters.`,
    zh: `真实姓名长度不能超过${joinCompanyLimits.realNameMax}个字符。`,
  },
  JOIN_ALREADY_APPLIED: { en: 'Your application has already been received. Please wait for the review.', zh: '已收到您的申请，请耐心等待审核。' },
  JOIN_COMPANY_LIMIT_REACHED: {
    en: `You have already joined or applied to ${joinCompanyLimits.maxCompaniesPerUser} companies, the maximum allowed.`,
    zh: `您已加入或申请加入${joinCompanyLimits.maxCompaniesPerUser}家公司，已达上限。`,
  },
  JOIN_ALREADY_JOINED: { en: 'You have already joined this company.', zh: '您已加入该公司。' },
  JOIN_CANNOT_REAPPLY: { en: 'You cannot apply to this company again.', zh: '您不能再次申请加入该公司。' },
  JOIN_SYNC_ACCOUNT_FAILED: { en: 'Syncing with your account failed. Please try again later.', zh: '同步账号信息失败，请稍后重试。' },
  JOIN_APPLICATION_NOT_FOUND: { en: 'The application was not found.', zh: '未找到该申请。' },
  JOIN_APPLICATION_ALREADY_REVIEWED: { en: 'This application has already been reviewed.', zh: '该申请已被审核。' },
  JOIN_APPLICATION_PARAMS_INCOMPLETE: { en: 'Name, position and role are required to approve.', zh: '审批通过需要填写姓名、职位和角色。' },
  JOIN_APPLICANT_OVER_LIMIT: {
    en: `The applicant has already joined ${joinCompanyLimits.maxCompaniesPerUser} companies.`,
    zh: `申请人已加入${joinCompanyLimits.maxCompaniesPerUser}家公司，无法再加入。`,
  },
  JOIN_REJECT_REASON_REQUIRED: { en: 'Please enter a reason for the rejection.', zh: '请填写拒绝原因。' },
  JOIN_REJECT_REASON_TOO_LONG: { en: 'The reason should not exceed 200 characters.', zh: '拒绝原因不能超过200个字符。' },
} as const satisfies ErrorTexts;

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

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const joinCompanyCommands = {
  createOneCompanyJoinApplication: createJoinApplicationSchema,
  approveCompanyJoinApplication: approveJoinApplicationSchema,
  rejectCompanyJoinApplication: rejectJoinApplicationSchema,
} as const;
