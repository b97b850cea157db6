import polyglotI18nProvider from 'ra-i18n-polyglot';
import { contentAnalyticsTexts } from '../content-analytics/index.ts';
import { resources } from '../resources.ts';
import { buildZhMessages } from './messages.ts';

// The resources' texts, and those of the pages two resources share (content analytics).
export const zhMessages = buildZhMessages([...resources, contentAnalyticsTexts]);

/** The back office is shown in Chinese only. */
export const i18nProvider = polyglotI18nProvider(() => zhMessages, 'zh', [{ locale: 'zh', name: '中文' }], {
  allowMissing: true,
});

/** A translation outside react-admin's tree (start-up and no-permission pages). */
export const t = (key: string, options?: Record<string, unknown>): string => i18nProvider.translate(key, options);
