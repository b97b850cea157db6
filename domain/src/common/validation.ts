import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { z } from 'zod';
import { commonLimits } from './constants.ts';
import { sqlConstant } from './sql-constant.ts';
import type { ErrorCode } from '../errors.ts';

/**
 * Field rules shared by many forms. Each refinement's message is an error code from the registry, so the forms
 * translate it and the server reports the same code.
 */
export const code = (c: ErrorCode) => ({ message: c });

export const mainlandMobilePattern = /^1[3-9]\d{9}$/;
export const emailPattern = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** The patterns SQL checks too (generated as `app_hidden.<name>()`), written so JavaScript and PostgreSQL read them alike. */
export const validationSqlConstants = [
  sqlConstant({ name: 'email_pattern', type: 'text', value: emailPattern.source }),
  sqlConstant({ name: 'mainland_mobile_pattern', type: 'text', value: mainlandMobilePattern.source }),
] as const;
export const urlPattern = /^https?:\/\/\S+$/i;
export const personNamePattern = /^[\p{Script=Han}\p{Script=Latin}\-.' ]+$/u;

/** Normalises '+86', '86' and '0086' to '+86'. */
export const normalizePhonePrefix = (prefix: string | null | undefined): string | null => {
  if (!prefix) return null;
  const digits = prefix.trim().replace(/^\+/, '').replace(/^00/, '');
  return /^\d{1,4}$/.test(digits) ? `+${digits}` : null;
};

/** +86 needs a mainland mobile number (11 digits, 1 then 3–9), other prefixes digits only, no prefix is invalid. */
export const isValidPhone = (prefix: string | null | undefined, number: string | null | undefined): boolean => {
  const p = normalizePhonePrefix(prefix);
  if (!p || !number) return false;
  return p === '+86' ? mainlandMobilePattern.test(number) : /^\d+$/.test(number);
};

export const isValidEmail = (value: string): boolean => emailPattern.test(value);
export const isValidUrl = (value: string): boolean => urlPattern.test(value);

export interface PhoneCountry {
  /** ISO 3166 code, e.g. HK */
  country: string;
  /** '+852' */
  prefix: string;
}

/** About 230 countries and regions with their calling codes, from libphonenumber's metadata. */
export const phoneCountries = (): PhoneCountry[] =>
  getCountries()
    .map((country) => ({ country, prefix: `+${getCountryCallingCode(country)}` }))
    .sort((a, b) => a.country.localeCompare(b.country));

export const emailSchema = z.string().trim().min(1, code('EMAIL_REQUIRED')).regex(emailPattern, code('EMAIL_INVALID'));

export const remarkSchema = z.string().max(commonLimits.remarkMax, code('REMARK_TOO_LONG'));

export const uuidSchema = z.uuid(code('VALIDATION_FAILED'));

export const positionIdSchema = z.number({ message: 'POSITION_REQUIRED' }).int().positive(code('POSITION_REQUIRED'));

/** The first issue's code of a failed parse, for one coded error per bad input. */
export const firstIssueCode = (error: z.ZodError): ErrorCode => {
  const message = error.issues[0]?.message;
  return (message && /^[A-Z][A-Z0-9_]+$/.test(message) ? message : 'VALIDATION_FAILED') as ErrorCode;
};
