/** Error codes of editing a company's record (back office, later the partner's own company page). */
export const companyErrors = {
  COMPANY_NAME_REQUIRED: { en: 'Please enter the company name.', zh: '请输入公司名称。' },
  COMPANY_NAME_TOO_LONG: { en: 'The company name should not exceed 200 characters.', zh: '公司名称不能超过200个字符。' },
  COMPANY_SITE_REQUIRED: { en: 'Please choose the site of the company.', zh: '请选择公司所属站点。' },
  COMPANY_FIELD_TOO_LONG: { en: 'This text is too long.', zh: '内容过长。' },
} as const satisfies Record<string, { en: string; zh: string }>;
