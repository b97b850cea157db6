import type { ErrorTexts } from '../common/errors.ts';

/**
 * Error codes of performance records: what vendor staff record against a partner company's deal registration, one by
 * one in the back office or through the bulk import. Params named in braces are filled in from the error's params.
 */
export const projectPerformanceErrors = {
  PERFORMANCE_NOT_FOUND: { en: 'The performance record was not found.', zh: '未找到该业绩记录。' },
  PERFORMANCE_FIELD_REQUIRED: { en: 'Please fill in every required field.', zh: '请填写所有必填项。' },
  PERFORMANCE_ID_INVALID: {
    en: 'The performance number should be 1 to 50 letters, digits, hyphens or underscores.',
    zh: '业绩编号应为1至50个字母、数字、连字符或下划线。',
  },
  PERFORMANCE_DUPLICATE_ID: { en: 'This performance number is already used.', zh: '该业绩编号已存在。' },
  PERFORMANCE_CUSTOMER_NAME_INVALID: {
    en: 'The customer name should be at most 100 Chinese characters, letters, digits, spaces, hyphens, underscores, periods and parentheses.',
    zh: '客户名称最多100个字符，只能包含汉字、字母、数字、空格、连字符、下划线、句点和括号。',
  },
  PERFORMANCE_AMOUNT_INVALID: {
    en: 'The amount must not be 0, at most 99,999,999.99 either way, with at most two decimals.',
    zh: '业绩金额不能为0，绝对值不超过99,999,999.99，最多两位小数。',
  },
  PERFORMANCE_CURRENCY_INVALID: { en: 'Please choose CNY or USD.', zh: '请选择币种：CNY 或 USD。' },
  PERFORMANCE_PROJECT_TYPE_INVALID: {
    en: 'A performance record is a new purchase or a repeat purchase.',
    zh: '业绩的项目类型只能是新购或复购。',
  },
  PERFORMANCE_EFFECTIVE_DATE_INVALID: {
    en: 'The effective date cannot be before 2021-01-01.',
    zh: '生效日期不能早于2021年1月1日。',
  },
  PERFORMANCE_REMARK_TOO_LONG: { en: 'The remark should not exceed 200 characters.', zh: '备注不能超过200个字符。' },
  PERFORMANCE_MONTHLY_NEGATIVE: {
    en: 'The company’s {projectType} performance in {currency} for {month} would fall below 0.',
    zh: '该公司{month}的{projectType}业绩（{currency}）将低于0。',
  },
  PERFORMANCE_FILING_NOT_OF_COMPANY: {
    en: 'The deal registration does not belong to this company.',
    zh: '该项目报备不属于所选公司。',
  },
  PERFORMANCE_FILING_STATUS: {
    en: 'Performance can be recorded only against a deal registration in effect or signed.',
    zh: '只能为生效中或已签约的项目报备录入业绩。',
  },
  PERFORMANCE_DELETE_FILING_STATUS: {
    en: 'This status cannot be chosen: the deal registration stays signed while it has other performance records, and can go back into effect only before its protection has ended.',
    zh: '不能选择该状态：项目报备仍有其他业绩时保持已签约，且只有在保护期结束前才能恢复为生效中。',
  },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'project-performance': typeof projectPerformanceErrors;
  }
}
