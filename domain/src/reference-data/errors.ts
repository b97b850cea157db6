import type { ErrorTexts } from '../common/errors.ts';

/** Error codes of the reference lists vendor admins keep in the back office. */
export const referenceDataErrors = {
  REFERENCE_NAME_REQUIRED: { en: 'Please enter the name in English and in Chinese.', zh: '请填写英文名称和中文名称。' },
  REFERENCE_NAME_TOO_LONG: { en: 'A name should not exceed 100 characters.', zh: '名称不能超过100个字符。' },
  REFERENCE_NAME_DUPLICATE: { en: 'An item of this list already has this name.', zh: '该列表中已有同名项目。' },
  REFERENCE_SORT_ORDER_INVALID: { en: 'The order must be a whole number.', zh: '排序必须是整数。' },
  PRODUCT_PURCHASE_TYPES_REQUIRED: { en: 'Choose at least one purchase type.', zh: '请至少选择一种购买类型。' },
  PRODUCT_UNITS_REQUIRED: { en: 'Choose at least one unit.', zh: '请至少选择一种单位。' },
  DISTRIBUTOR_TIER_REQUIRED: { en: 'Please choose the distributor tier.', zh: '请选择分销商级别。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'reference-data': typeof referenceDataErrors;
  }
}
