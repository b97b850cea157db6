import { z } from 'zod';
import { sites } from '../common/constants.ts';
import { sqlConstant } from '../common/sql-constant.ts';
import { sqlCharacterClassPattern } from '../common/sql-pattern.ts';
import { code, urlPattern, uuidSchema } from '../common/validation.ts';
import { companiesErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { companiesErrors } from './errors.ts';

/** Partner companies: their scales, name rule and the search used for joining. */

/** Letters (Chinese or Latin), digits and the punctuation real company names carry ("Co., Ltd.", "A & B"). */
export const companyNamePattern = /^[\p{Script=Han}\p{Script=Latin}0-9_\-.' ()（）,，&]+$/u;

export const companyScales = [
  'UP_TO_10',
  'FROM_11_TO_50',
  'FROM_51_TO_200',
  'FROM_201_TO_500',
  'FROM_501_TO_1000',
  'FROM_1001_TO_5000',
  'FROM_5001_TO_10000',
  'OVER_10000',
] as const;
export type CompanyScale = (typeof companyScales)[number];

export const companyScaleLabelsZh: Record<CompanyScale, string> = {
  UP_TO_10: '10人以下',
  FROM_11_TO_50: '11-50人',
  FROM_51_TO_200: '51-200人',
  FROM_201_TO_500: '201-500人',
  FROM_501_TO_1000: '501-1000人',
  FROM_1001_TO_5000: '1001-5000人',
  FROM_5001_TO_10000: '5000-10000人',
  OVER_10000: '10000人以上',
};

export const companyScaleLabels: Record<CompanyScale, string> = {
  UP_TO_10: 'Up to 10',
  FROM_11_TO_50: '11-50',
  FROM_51_TO_200: '51-200',
  FROM_201_TO_500: '201-500',
  FROM_501_TO_1000: '501-1000',
  FROM_1001_TO_5000: '1001-5000',
  FROM_5001_TO_10000: '5000-10000',
  OVER_10000: 'Over 10000',
};

/** Company search for joining: non-empty text after trimming. */
export const companySearchSchema = z.object({
  companyName: z.string().trim().min(1, code('COMPANY_SEARCH_EMPTY')),
});

/** Longest text each company column accepts; the database's check constraints hold the same numbers. */
export const companyLimits = {
  nameMax: 200,
  billingAddressMax: 500,
  phoneMax: 50,
  industryMax: 100,
  resourceMax: 2000,
  sfdcOwnerNameMax: 100,
} as const;

/**
 * A company's switchboard number as people write it: an optional leading +, then digits with spaces, hyphens and
 * parentheses, starting with a digit or an opening parenthesis and ending with a digit ("+86 (21) 5555-0101").
 * Written so JavaScript and PostgreSQL read it alike.
 */
export const companyPhonePattern = /^\+?[0-9(][0-9 ()-]*[0-9]$/;

export const companiesSqlConstants = [
  sqlConstant({ name: 'company_phone_pattern', type: 'text', value: companyPhonePattern.source }),
  sqlConstant({ name: 'company_website_pattern', type: 'text', value: urlPattern.source }),
  sqlConstant({ name: 'company_text_max', type: 'integer', value: companyLimits.industryMax }),
  sqlConstant({ name: 'company_billing_address_max', type: 'integer', value: companyLimits.billingAddressMax }),
  sqlConstant({ name: 'company_phone_max', type: 'integer', value: companyLimits.phoneMax }),
  sqlConstant({ name: 'company_resource_max', type: 'integer', value: companyLimits.resourceMax }),
  sqlConstant({ name: 'company_name_max', type: 'integer', value: companyLimits.nameMax }),
  // (a getter: the SQL form is computed only by the constants' generator and their test)
  sqlConstant({
    name: 'company_name_pattern',
    type: 'text',
    get value() {
      return sqlCharacterClassPattern(companyNamePattern);
    },
  }),
  sqlConstant({ name: 'company_industry_max', type: 'integer', value: companyLimits.industryMax }),
] as const;

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

const companyPhone = optionalText(companyLimits.phoneMax).refine(
  (v) => v === null || companyPhonePattern.test(v),
  code('COMPANY_PHONE_INVALID'),
);

const companyWebsite = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || urlPattern.test(v), code('URL_INVALID'));

const companyScale = z.enum(companyScales).nullish().or(z.literal('')).transform((v) => (v ? v : null));

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
  scale: companyScale,
  phone: companyPhone,
  website: companyWebsite,
  billingAddress: optionalText(companyLimits.billingAddressMax),
  mainBusinesses: textList,
  keyIndustries: textList,
  sfdcOwnerName: optionalText(companyLimits.sfdcOwnerNameMax),
  resource: optionalText(companyLimits.resourceMax),
});
export type CompanyInput = z.infer<typeof companySchema>;

/**
 * The company information a partner administrator edits in the workbench: every field of the record except the
 * name (changed by the vendor only), the site and the vendor's own fields (SFDC owner). Same rules as the vendor's
 * form. The server re-checks it, and the SQL command checks it again.
 */
export const companyInfoSchema = z.object({
  companyId: uuidSchema,
  billingAddress: optionalText(companyLimits.billingAddressMax),
  phone: companyPhone,
  website: companyWebsite,
  industry: optionalText(companyLimits.industryMax),
  mainBusinesses: textList,
  keyIndustries: textList,
  scale: companyScale,
  resource: optionalText(companyLimits.resourceMax),
});
export type CompanyInfoInput = z.infer<typeof companyInfoSchema>;
/** What the edit form holds before the schema cleans it (empty texts, an unset scale as ''). */
export type CompanyInfoFormValues = z.input<typeof companyInfoSchema>;

/** Commands re-checked by the API: GraphQL mutation field name -> schema of its input. */
export const companiesCommands = {
  updateCompanyInfo: companyInfoSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const companiesFeature = defineDomainFeature({
  name: 'companies',
  errors: companiesErrors,
  commands: companiesCommands,
  sqlConstants: companiesSqlConstants,
  sqlEnums: { 'app_public.company_scale': companyScales },
});
