import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resources } from '../resources.ts';
import { buildZhMessages } from './messages.ts';

export const zhMessages = buildZhMessages(resources);

/** The back office is shown in Chinese only. */
export const i18nProvider = polyglotI18nProvider(() => zhMessages, 'zh', [{ locale: 'zh', name: '中文' }], {
  allowMissing: true,
});

/** A translation outside react-admin's tree (start-up and no-permission pages). */
export const t = (key: string, options?: Record<string, unknown>): string => i18nProvider.translate(key, options);
