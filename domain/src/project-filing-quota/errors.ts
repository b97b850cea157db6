import type { ErrorTexts } from '../common/errors.ts';

/**
 * Error codes of deal-registration quotas: the default rule of each certification level and a company's custom rule
 * (the codes of a level itself are certification's). Params named in braces are filled in from the error's params.
 */
export const projectFilingQuotaErrors = {
  QUOTA_NO_CHANGE: { en: 'Nothing was changed.', zh: '未做任何修改。' },
  QUOTA_COUNT_OUT_OF_RANGE: {
    en: 'The maximum number of deal registrations must be a whole number from 0 to 1000.',
    zh: '项目报备数量上限必须是0到1000之间的整数。',
  },
  QUOTA_WIN_RATE_OUT_OF_RANGE: {
    en: 'The win rate must be a whole number from 0 to 100 (percent).',
    zh: '赢单率必须是0到100之间的整数（百分比）。',
  },
  QUOTA_COMPANY_REQUIRED: { en: 'Please choose a company.', zh: '请选择公司。' },
  QUOTA_VALID_UNTIL_REQUIRED: { en: 'Please enter the valid-until date.', zh: '请填写有效期至。' },
  QUOTA_VALID_UNTIL_PAST: { en: 'The valid-until date cannot be in the past.', zh: '有效期至不能早于今天。' },
  QUOTA_CUSTOM_RULE_DUPLICATE: {
    en: 'This company already has a custom quota rule. Edit or delete it instead.',
    zh: '该公司已有自定义配额规则，请编辑或删除现有规则。',
  },
  QUOTA_CUSTOM_RULE_DELETED: {
    en: 'This custom quota rule has been deleted and can no longer be edited or deleted.',
    zh: '该自定义配额规则已删除，不能再编辑或删除。',
  },
  QUOTA_CUSTOM_RULE_NOT_FOUND: { en: 'The custom quota rule was not found.', zh: '未找到该自定义配额规则。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'project-filing-quota': typeof projectFilingQuotaErrors;
  }
}
