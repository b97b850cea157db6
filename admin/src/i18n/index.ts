import polyglotI18nProvider from 'ra-i18n-polyglot';
import { zhMessages } from './zh.ts';

/** Chinese only (spec 1 §1: zh for the back office). */
export const i18nProvider = polyglotI18nProvider(() => zhMessages, 'zh', [{ locale: 'zh', name: '中文' }], {
  allowMissing: true,
});
