import type { ErrorTexts } from '../common/errors.ts';
import { joinCompanyLimits } from './limits.ts';

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

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'join-company': typeof joinCompanyErrors;
  }
}
