import { isValidPhone, normalizePhonePrefix, phoneCountries, type ErrorCode } from '@pp/domain';

/** One choice of the phone prefix select: a calling code and the countries or regions that share it. */
export interface PhonePrefixOption {
  /** '+852' */
  prefix: string;
  /** ISO 3166 codes sharing the prefix, alphabetical, e.g. ['CA', 'US', …] for +1. */
  countries: string[];
}

/** The prefix offered first and used when none is chosen: mainland China. */
export const DEFAULT_PHONE_PREFIX = '+86';

const callingCode = (prefix: string): number => Number(prefix.slice(1));

/**
 * Every calling code of libphonenumber's metadata, once each: +86 first (most partners dial it), then the others by
 * their numeric code.
 */
export const phonePrefixOptions = (): PhonePrefixOption[] => {
  const byPrefix = new Map<string, string[]>();
  for (const { country, prefix } of phoneCountries()) byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), country]);
  return [...byPrefix.entries()]
    .map(([prefix, countries]) => ({ prefix, countries: [...countries].sort() }))
    .sort((a, b) => {
      if (a.prefix === DEFAULT_PHONE_PREFIX) return -1;
      if (b.prefix === DEFAULT_PHONE_PREFIX) return 1;
      return callingCode(a.prefix) - callingCode(b.prefix);
    });
};

/** What the select shows for an option: the code, then up to three of its regions ('+1 AG, AI, AS …'). */
export const phonePrefixLabel = (option: PhonePrefixOption): string => {
  const shown = option.countries.slice(0, 3).join(', ');
  return `${option.prefix} ${shown}${option.countries.length > 3 ? ' …' : ''}`;
};

/**
 * The number rule of a phone: with +86 a mainland mobile number (11 digits, 1 then 3–9), with another prefix
 * digits only, and no prefix at all is invalid. Answers the error code, or undefined when the phone is valid.
 */
export const phoneError = (prefix: string | null | undefined, number: string | null | undefined): ErrorCode | undefined =>
  isValidPhone(prefix, number?.trim()) ? undefined : 'PHONE_INVALID';

/** A phone for reading: '+86 13812345678'; the number alone when the prefix is unknown; '—' when there is none. */
export const formatPhone = (prefix: string | null | undefined, number: string | null | undefined): string => {
  const n = number?.trim();
  if (!n) return '—';
  const p = normalizePhonePrefix(prefix);
  return p ? `${p} ${n}` : n;
};
