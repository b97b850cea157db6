import { z } from 'zod';
import { companyScales, sites } from '../constants.ts';
import { companyNamePattern, urlPattern } from '../validation.ts';
import type { ErrorCode } from '../errors.ts';

const code = (c: ErrorCode) => ({ message: c });

/** Longest text each company column accepts; the database's check constraints hold the same numbers. */
export const companyLimits = {
  nameMax: 200,
  billingAddressMax: 500,
  phoneMax: 50,
  industryMax: 100,
  resourceMax: 2000,
  sfdcOwnerNameMax: 100,
} as const;

/** An optional text column: empty means unset (null); longer than `max` is refused. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, code('COMPANY_FIELD_TOO_LONG'))
    .nullish()
    .transform((v) => (v ? v : null));

const textList = z
  .array(z.string().trim().max(companyLimits.industryMax, code('COMPANY_FIELD_TOO_LONG')))
  .nullish()
  .transform((v) => (v ?? []).filter((s) => s.length > 0));

/**
 * A company's record as a vendor admin edits it: the name is required and uses the company-name characters,
 * the website (when given) starts with http:// or https://, and texts stay within the column limits.
 */
export const companySchema = z.object({
  name: z
    .string({ message: 'COMPANY_NAME_REQUIRED' })
    .trim()
    .min(1, code('COMPANY_NAME_REQUIRED'))
    .max(companyLimits.nameMax, code('COMPANY_NAME_TOO_LONG'))
    .regex(companyNamePattern, code('COMPANY_NAME_INVALID')),
  site: z.enum(sites, { message: 'COMPANY_SITE_REQUIRED' }),
  industry: optionalText(companyLimits.industryMax),
  scale: z.enum(companyScales).nullish().or(z.literal('')).transform((v) => (v ? v : null)),
  phone: optionalText(companyLimits.phoneMax),
  website: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || urlPattern.test(v), code('URL_INVALID')),
  billingAddress: optionalText(companyLimits.billingAddressMax),
  mainBusinesses: textList,
  keyIndustries: textList,
  sfdcOwnerName: optionalText(companyLimits.sfdcOwnerNameMax),
  resource: optionalText(companyLimits.resourceMax),
});
export type CompanyInput = z.infer<typeof companySchema>;
