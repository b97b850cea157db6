import type { ErrorTexts } from '../common/errors.ts';

/** Errors of the GraphQL endpoint itself: requests refused before any data is read. */
export const apiErrors = {
  PAGE_SIZE_TOO_LARGE: { en: 'At most {max} rows can be requested at once.', zh: '每次最多只能请求 {max} 条数据。' },
  OPERATION_NOT_ALLOWED: { en: 'This request is not one of the operations the portal ships.', zh: '该请求不属于门户发布的操作。' },
  QUERY_TOO_DEEP: { en: 'The request is nested too deeply.', zh: '请求的嵌套层级过深。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'api': typeof apiErrors;
  }
}
