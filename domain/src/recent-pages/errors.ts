import type { ErrorTexts } from '../common/errors.ts';

export const recentPagesErrors = {
  RECENT_PAGE_URL_INVALID: { en: 'The page address is not valid.', zh: '页面地址无效。' },
  RECENT_PAGE_TITLE_INVALID: { en: 'The page title is empty or too long.', zh: '页面标题为空或过长。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'recent-pages': typeof recentPagesErrors;
  }
}
