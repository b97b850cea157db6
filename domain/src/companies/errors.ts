import type { ErrorTexts } from '../common/errors.ts';

export const companiesErrors = {
  COMPANY_NOT_FOUND: { en: 'The company was not found.', zh: '未找到该公司。' },
  COMPANY_NAME_INVALID: { en: 'The company name is invalid.', zh: '公司名称格式不正确。' },
  COMPANY_SEARCH_EMPTY: { en: 'Please enter a company name to search.', zh: '请输入要搜索的公司名称。' },
  COMPANY_NAME_REQUIRED: { en: 'Please enter the company name.', zh: '请输入公司名称。' },
  COMPANY_NAME_TOO_LONG: { en: 'The company name should not exceed 200 characters.', zh: '公司名称不能超过200个字符。' },
  COMPANY_SITE_REQUIRED: { en: 'Please choose the site of the company.', zh: '请选择公司所属站点。' },
  COMPANY_PHONE_INVALID: {
    en: 'Enter the phone number with digits (spaces, hyphens, brackets and a leading + allowed).',
    zh: '请输入正确的电话号码（可含空格、连字符、括号及开头的 +）。',
  },
  COMPANY_FIELD_TOO_LONG: { en: 'This text is too long.', zh: '内容过长。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'companies': typeof companiesErrors;
  }
}
