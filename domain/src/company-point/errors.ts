import type { ErrorTexts } from '../common/errors.ts';

/**
 * Error codes of the company point ledger (lots of market and product points, holds, spends and expiry). Params named
 * in braces are filled in from the error's params.
 */
export const companyPointErrors = {
  COMPANY_POINT_ZERO: { en: 'The number of points cannot be zero.', zh: '积分数不能为0。' },
  COMPANY_POINT_OUT_OF_RANGE: {
    en: 'The number of points must be a whole number from -{max} to {max}.',
    zh: '积分数必须是-{max}到{max}之间的整数。',
  },
  COMPANY_POINT_TYPE_REQUIRED: { en: 'Please choose the point type.', zh: '请选择积分类型。' },
  COMPANY_POINT_SCENARIO_REQUIRED: { en: 'Please choose the scenario.', zh: '请选择积分场景。' },
  COMPANY_POINT_SOURCE_REQUIRED: { en: 'Market points need a source.', zh: '市场积分必须填写来源。' },
  COMPANY_POINT_SOURCE_TOO_LONG: {
    en: 'The source can be at most {max} characters.',
    zh: '来源最多{max}个字符。',
  },
  COMPANY_POINT_EXPIRY_REQUIRED: { en: 'Added points need an expiry date.', zh: '增加积分必须填写过期日期。' },
  COMPANY_POINT_DATES_INVALID: {
    en: 'The effective date cannot be in the past or after the expiry date.',
    zh: '生效日期不能早于今天，也不能晚于过期日期。',
  },
  COMPANY_POINT_INSUFFICIENT: {
    en: 'Not enough points: {available} available, {requested} needed.',
    zh: '积分不足：可用{available}，需要{requested}。',
  },
  COMPANY_POINT_REMARK_TOO_LONG: { en: 'The remark can be at most {max} characters.', zh: '备注最多{max}个字符。' },
  COMPANY_POINT_NOT_FOUND: { en: 'The point record was not found.', zh: '未找到该积分记录。' },
  COMPANY_POINT_NOT_DELETABLE: {
    en: 'Only added points that are untouched (not used, held or expired) can be deleted.',
    zh: '只能删除未使用、未冻结且未过期的增加积分。',
  },
  COMPANY_POINT_HOLD_NOT_FOUND: {
    en: 'The held points were not found or have already been spent or released.',
    zh: '未找到冻结的积分，或该积分已扣除或已释放。',
  },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'company-point': typeof companyPointErrors;
  }
}
