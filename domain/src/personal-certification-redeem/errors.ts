import type { ErrorTexts } from '../common/errors.ts';
import { commonLimits } from '../common/constants.ts';
import { redeemCodeLimits } from './limits.ts';

const { redeemFailuresPerDay, redeemCreationsPerDay, redeemCodesPerCreationMax, redeemReasonMax } = redeemCodeLimits;

/**
 * Error codes of redeem codes: a person's redemption (the first eight are what `reserve_redeem_code` answers) and the
 * vendor's creation form. The bounds are written into the texts, so a form shows them without parameters.
 */
export const personalCertificationRedeemErrors = {
  REDEEM_CODE_TOO_MANY_FAILURES: {
    en: `Too many failed attempts: after ${redeemFailuresPerDay} failed redemptions today, please try again tomorrow.`,
    zh: `今日兑换失败已达${redeemFailuresPerDay}次，请明天再试。`,
  },
  REDEEM_CODE_REQUIRED: { en: 'Please enter a redeem code.', zh: '请输入兑换码。' },
  REDEEM_CODE_FORMAT_INVALID: {
    en: 'The redeem code should have 16 letters and digits, like ABCD-EFGH-JKLM-NPQR.',
    zh: '兑换码格式不正确，应为16位字母和数字，例如 ABCD-EFGH-JKLM-NPQR。',
  },
  REDEEM_CODE_NOT_FOUND: { en: 'The redeem code was not found.', zh: '兑换码不存在。' },
  REDEEM_CODE_USED: { en: 'The redeem code has already been used.', zh: '兑换码已被使用。' },
  REDEEM_CODE_EXPIRED: { en: 'The redeem code has expired.', zh: '兑换码已过期。' },
  REDEEM_CODE_NOT_YET_VALID: { en: 'The redeem code is not valid yet.', zh: '兑换码尚未生效。' },
  REDEEM_CODE_TYPE_MISMATCH: {
    en: 'The redeem code is for another certification type.',
    zh: '兑换码与认证类型不匹配。',
  },
  REDEEM_CODE_CREATE_LIMIT: {
    en: `You can create redeem codes at most ${redeemCreationsPerDay} times a day.`,
    zh: `每天最多创建${redeemCreationsPerDay}次兑换码。`,
  },
  REDEEM_CODE_REASON_REQUIRED: { en: 'Please enter the reason.', zh: '请填写创建原因。' },
  REDEEM_CODE_REASON_TOO_LONG: {
    en: `The reason should not exceed ${redeemReasonMax} characters.`,
    zh: `创建原因不能超过${redeemReasonMax}个字符。`,
  },
  REDEEM_CODE_NUMBER_INVALID: {
    en: `The quantity must be a whole number from 1 to ${redeemCodesPerCreationMax}.`,
    zh: `数量须为1到${redeemCodesPerCreationMax}之间的整数。`,
  },
  REDEEM_CODE_TYPE_REQUIRED: { en: 'Please choose a certification type.', zh: '请选择认证类型。' },
  REDEEM_CODE_DATE_REQUIRED: { en: 'Please enter the valid-from date and the expiry date.', zh: '请填写生效日期和失效日期。' },
  REDEEM_CODE_DATES_INVALID: {
    en: 'The expiry date cannot be earlier than the valid-from date.',
    zh: '失效日期不能早于生效日期。',
  },
  REDEEM_CODE_EXPIRY_PASSED: { en: 'The expiry date has already passed.', zh: '失效日期已过。' },
  REDEEM_CODE_REMARK_TOO_LONG: {
    en: `The remark should not exceed ${commonLimits.remarkMax} characters.`,
    zh: `备注不能超过${commonLimits.remarkMax}个字符。`,
  },
  REDEEM_CODE_LOG_NOT_FOUND: { en: 'The redeem code record was not found.', zh: '未找到该兑换码创建记录。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'personal-certification-redeem': typeof personalCertificationRedeemErrors;
  }
}
