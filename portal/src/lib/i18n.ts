import type { I18nProvider } from '@refinedev/core';
import { currentLocale } from '../core/currentSite.ts';
import type { Messages } from '../core/feature.ts';
import type { Locale } from '../core/site.ts';

export const locales: readonly Locale[] = ['en-US', 'zh-CN'];

/**
 * All texts of each language. The catalogue is the app's (app/i18n.ts gathers the frame's, the shared fields' and
 * every feature's slice); it hands it over once, as its modules load, with `installCatalogue`. Empty until then.
 */
let catalogue: Readonly<Record<Locale, Messages>> = { 'en-US': {}, 'zh-CN': {} };

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
const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => translate(key, options as Record<string, unknown> | undefined, defaultMessage),
  changeLocale: () => undefined,
  getLocale: () => currentLocale,
};

/**
 * Hands the catalogue to `translate` and gives refine's i18n provider over it. The layers below the app do not know
 * the features, so the app, which gathers them, fills the catalogue: getting the provider and filling it are one step.
 */
export const installCatalogue = (messages: Readonly<Record<Locale, Messages>>): I18nProvider => {
  catalogue = messages;
  return i18nProvider;
};
