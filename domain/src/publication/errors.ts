import type { ErrorTexts } from '../common/errors.ts';

/** Error codes of publishing vendor content: the states every announcement and material share, and push strategies. */
export const publicationErrors = {
  PUBLICATION_STATUS_INVALID: {
    en: 'This cannot be done in its current status.',
    zh: '当前状态不允许此操作。',
  },
  PUBLICATION_DELISTED_NOT_EDITABLE: { en: 'A delisted item cannot be edited.', zh: '已下架的内容不可编辑。' },
  PUSH_STRATEGY_REQUIRED: {
    en: 'Choose who it is for: make it public or add a push rule.',
    zh: '请选择推送范围：设为公开或添加推送规则。',
  },
  PUSH_RULE_INVALID: { en: 'A push rule needs a field, an operator and at least one value.', zh: '推送规则需包含字段、条件和至少一个值。' },
  PUSH_RULES_TOO_MANY: { en: 'At most {max} push rules.', zh: '推送规则最多 {max} 条。' },
  PUSH_RULE_VALUES_TOO_MANY: { en: 'A push rule holds at most {max} values.', zh: '每条推送规则最多 {max} 个值。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    publication: typeof publicationErrors;
  }
}
