import type { I18nProvider } from '@refinedev/core';
import { currentLocale } from '../core/current-site.ts';
import type { Messages } from '../core/feature.ts';
import { features } from '../app/features.ts';
import { appMessages } from '../app/i18n.ts';
import { componentMessages } from '../components/i18n.ts';
import type { Locale } from '../core/site.ts';

export const locales: readonly Locale[] = ['en-US', 'zh-CN'];

/** All texts of one language: the app frame's, the shared form fields', and every feature's slice. */
export const messagesFor = (locale: Locale): Messages =>
  Object.assign({}, appMessages[locale], componentMessages[locale], ...features.map((f) => f.messages[locale])) as Messages;

const catalogue: Record<Locale, Messages> = { 'en-US': messagesFor('en-US'), 'zh-CN': messagesFor('zh-CN') };

const fill = (text: string, params?: Record<string, unknown>) =>
  params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;

/**
 * The text of a key of the feature slices in the site's language; an unknown key gives the caller's default, else the
 * key itself. Error codes are not known here: the domain's error registry shares its modules with the domain's
 * schemas (and so with zod), which the logged-out home page must not load. Screens that show an error code
 * translate it with `translateError` of `lib/errors.ts`, which loads with them.
 */
export const translate = (key: string, params?: Record<string, unknown>, defaultMessage?: string, locale: Locale = currentLocale): string => {
  const text = catalogue[locale][key];
  if (text !== undefined) return fill(text, params);
  return defaultMessage ?? key;
};

/** The language follows the site; it does not change while the page lives. */
export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => translate(key, options as Record<string, unknown> | undefined, defaultMessage),
  changeLocale: () => undefined,
  getLocale: () => currentLocale,
};
