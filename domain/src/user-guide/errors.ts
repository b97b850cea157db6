import type { ErrorTexts } from '../common/errors.ts';

/** Error codes of the user guide: the vendor's edit page and a reader's missing page. */
export const userGuideErrors = {
  USER_GUIDE_PAGE_NOT_FOUND: { en: 'This page of the user guide was not found.', zh: '用户指南页面不存在。' },
  USER_GUIDE_TITLE_LENGTH: { en: 'The title should be 1 to {max} characters.', zh: '标题长度应为 1 到 {max} 个字符。' },
  USER_GUIDE_CONTENT_TOO_LONG: { en: 'The content is too long.', zh: '内容过长。' },
  USER_GUIDE_CONTENT_UNSAFE: { en: 'The content holds markup that is not allowed.', zh: '内容包含不允许的格式。' },
  USER_GUIDE_SORT_ORDER_INVALID: { en: 'The order should be a whole number from 0 to {max}.', zh: '排序应为 0 到 {max} 的整数。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    userGuide: typeof userGuideErrors;
  }
}
