import { currentLocale } from '../core/currentSite.ts';
import type { Locale } from '../core/site.ts';

/**
 * Dates, numbers and money shown in the language of the site (en-US on the global site, zh-CN on the mainland
 * site). Empty values show a dash.
 */
export const formatDateTime = (iso: string | null | undefined, locale: Locale = currentLocale): string =>
  iso
    ? new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso))
    : '—';

/**
 * A day. A date-only value (`2026-11-26`: an effective or expiry date) is that calendar day wherever the reader is, so
 * it is read and shown in UTC; a moment is shown in the reader's time zone.
 */
export const formatDate = (iso: string | null | undefined, locale: Locale = currentLocale): string =>
  iso
    ? new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        ...(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? { timeZone: 'UTC' } : {}),
      }).format(new Date(iso))
    : '—';

export const formatNumber = (value: number | null | undefined, locale: Locale = currentLocale): string =>
  value === null || value === undefined ? '—' : new Intl.NumberFormat(locale).format(value);

/** Money with grouping and two decimals, in the currency given (CNY on the mainland site, USD elsewhere by default). */
export const formatMoney = (value: number | null | undefined, currency?: string, locale: Locale = currentLocale): string =>
  value === null || value === undefined
    ? '—'
    : new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: currency ?? (locale === 'zh-CN' ? 'CNY' : 'USD'),
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);

export const dash = (value: string | null | undefined): string => (value && value.trim() !== '' ? value : '—');

/** A file's size in bytes, as B, kB or MB (binary steps of 1024, one decimal above bytes). */
export const formatFileSize = (bytes: number | string | null | undefined, locale: Locale = currentLocale): string => {
  if (bytes === null || bytes === undefined || bytes === '') return '—';
  const n = Number(bytes);
  const [value, unit] = n < 1024 ? [n, 'byte'] : n < 1024 * 1024 ? [n / 1024, 'kilobyte'] : [n / 1024 / 1024, 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'byte' ? 0 : 1 }).format(value);
};

/** A reference item's name in the site's language (`nameZh` on the mainland site); a dash when there is none. */
export const localName = (item: { name: string; nameZh: string } | null | undefined, locale: Locale = currentLocale): string =>
  item ? (locale === 'zh-CN' ? item.nameZh : item.name) : '—';
