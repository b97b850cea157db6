import { z } from 'zod';
import { commonLimits, defaultPhonePrefix, sites } from '../common/constants.ts';
import { defineMachine } from '../common/machine.ts';
import {
  code,
  emailSchema,
  isValidPhone,
  personNamePattern,
  positionIdSchema,
  urlPattern,
  uuidSchema,
} from '../common/validation.ts';
import { companyLimits, companyNamePattern, companyScales } from '../companies/index.ts';
import { partnerApplicationsLimits } from './limits.ts';
import { partnerApplicationsErrors } from './errors.ts';
import { partnerApplicationSignals, partnerApplicationWorkflowType } from './workflow-names.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { partnerApplicationsErrors } from './errors.ts';
export { partnerApplicationReplyDays, partnerApplicationsLimits } from './limits.ts';
export * from './workflow-names.ts';

/**
 * Becoming a partner company: a signed-in person without a company applies with the company's details, its business
 * licence and their own contact details; a vendor admin approves (the company is created on the site applied on, the
 * applicant becomes its partner administrator, a partner manager is assigned) or rejects with a reason. A person has
 * at most one pending application and may apply again after a rejection.
 */
export const partnerApplicationStatuses = ['APPLYING', 'APPROVED', 'REJECTED'] as const;
export type PartnerApplicationStatus = (typeof partnerApplicationStatuses)[number];
export type PartnerApplicationEvent = 'approve' | 'reject';

/** APPLYING -> APPROVED | REJECTED; both are final (applying again makes a new application). */
export const partnerApplicationMachine = defineMachine<PartnerApplicationStatus, PartnerApplicationEvent>({
  name: 'partner_application',
  initial: 'APPLYING',
  states: partnerApplicationStatuses,
  transitions: {
    APPLYING: { approve: 'APPROVED', reject: 'REJECTED' },
    APPROVED: {},
    REJECTED: {},
  },
});

/** A required text: trimmed, not empty, at most `max` characters. */
const requiredText = (max: number) =>
  z
    .string({ message: 'PARTNER_APPLICATION_FIELD_REQUIRED' })
    .trim()
    .min(1, code('PARTNER_APPLICATION_FIELD_REQUIRED'))
    .max(max, code('COMPANY_FIELD_TOO_LONG'));

/** A list of short texts (main businesses, key industries): blanks dropped, each within the industry limit. */
const textList = z
  .array(z.string().trim().max(companyLimits.industryMax, code('COMPANY_FIELD_TOO_LONG')))
  .nullish()
  .transform((v) => (v ?? []).filter((s) => s.length > 0));

/**
 * createPartnerApplication: the company (name with the company-name characters; billing address, phone, industry and
 * scale required; website optional and starting with http(s); lists optional), the licence (an uploaded file's id),
 * and the applicant's contact details (name with the person-name characters, position, e-mail, phone valid for its
 * prefix). `site` is the site applied on, where the company will be created.
 */
export const createPartnerApplicationSchema = z
  .object({
    site: z.enum(sites, { message: 'COMPANY_SITE_REQUIRED' }),
    companyName: z
      .string({ message: 'COMPANY_NAME_REQUIRED' })
      .trim()
      .min(1, code('COMPANY_NAME_REQUIRED'))
      .max(companyLimits.nameMax, code('COMPANY_NAME_TOO_LONG'))
      .regex(companyNamePattern, code('COMPANY_NAME_INVALID')),
    billingAddress: requiredText(companyLimits.billingAddressMax),
    phone: requiredText(companyLimits.phoneMax),
    website: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || urlPattern.test(v), code('URL_INVALID')),
    industry: requiredText(companyLimits.industryMax),
    mainBusinesses: textList,
    keyIndustries: textList,
    scale: z.enum(companyScales, { message: 'PARTNER_APPLICATION_FIELD_REQUIRED' }),
    businessLicenseFileId: z.uuid({ message: 'PARTNER_APPLICATION_LICENSE_REQUIRED' }),
    contactName: z
      .string({ message: 'USER_NAME_REQUIRED' })
      .trim()
      .min(1, code('USER_NAME_REQUIRED'))
      .max(partnerApplicationsLimits.partnerContactNameMax, code('USER_NAME_TOO_LONG'))
      .regex(personNamePattern, code('USER_NAME_INVALID')),
    positionId: positionIdSchema,
    contactEmail: emailSchema,
    phonePrefixCountryCode: z.string().default(defaultPhonePrefix),
    contactNumber: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (!isValidPhone(v.phonePrefixCountryCode, v.contactNumber)) {
      ctx.addIssue({ code: 'custom', path: ['contactNumber'], message: 'PHONE_INVALID' });
    }
  });
export type CreatePartnerApplicationInput = z.infer<typeof createPartnerApplicationSchema>;
export type CreatePartnerApplicationForm = z.input<typeof createPartnerApplicationSchema>;

/** Approving needs the partner manager who will look after the new company. */
export const approvePartnerApplicationSchema = z.object({
  applicationId: uuidSchema,
  partnerManagerId: z.uuid({ message: 'PARTNER_MANAGER_REQUIRED' }),
});
export type ApprovePartnerApplicationInput = z.infer<typeof approvePartnerApplicationSchema>;

/** Rejecting needs a reason the applicant reads (at most 200 characters). */
export const rejectPartnerApplicationSchema = z.object({
  applicationId: uuidSchema,
  auditComment: z
    .string({ message: 'PARTNER_APPLICATION_REJECT_REASON_REQUIRED' })
    .trim()
    .min(1, code('PARTNER_APPLICATION_REJECT_REASON_REQUIRED'))
    .max(commonLimits.auditCommentMax, code('PARTNER_APPLICATION_REJECT_REASON_TOO_LONG')),
});
export type RejectPartnerApplicationInput = z.infer<typeof rejectPartnerApplicationSchema>;

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const partnerApplicationsCommands = {
  createPartnerApplication: createPartnerApplicationSchema,
  approvePartnerApplication: approvePartnerApplicationSchema,
  rejectPartnerApplication: rejectPartnerApplicationSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const partnerApplicationsFeature = defineDomainFeature({
  name: 'partner-applications',
  errors: partnerApplicationsErrors,
  limits: partnerApplicationsLimits,
  commands: partnerApplicationsCommands,
  sqlEnums: { 'app_public.partner_application_status': partnerApplicationStatuses },
  machines: [partnerApplicationMachine],
  workflows: { [partnerApplicationWorkflowType]: Object.values(partnerApplicationSignals) },
});
