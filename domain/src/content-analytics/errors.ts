import type { ErrorTexts } from '../common/errors.ts';

/** Error codes of content analytics: a batch of events too large, and a report's range of days out of bounds. */
export const contentAnalyticsErrors = {
  CONTENT_EVENTS_TOO_MANY: { en: 'At most {max} events are recorded at once.', zh: '一次最多记录 {max} 个事件。' },
  CONTENT_ANALYTICS_RANGE_INVALID: {
    en: 'Choose a range of 1 to {max} days whose start is not after its end.',
    zh: '请选择 1 到 {max} 天的日期范围，且开始日期不晚于结束日期。',
  },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    contentAnalytics: typeof contentAnalyticsErrors;
  }
}
