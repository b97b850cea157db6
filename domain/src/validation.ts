import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { z } from 'zod';
import { limits } from './constants.ts';
import type { ErrorCode } from './errors.ts';

/**
 * Field rules of spec 1 §5. Each refinement's message is an error code from the registry, so the
 * forms translate it and the server reports the same code.
 */
const code = (c: ErrorCode) => ({ message: c });

export const mainlandMobilePattern = /^1[3-9]\d{9}$/;
export const emailPattern = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
export const urlPattern = /^https?:\/\/\S+$/i;
export const personNamePattern = /^[\p{Script=Han}\p{Script=Latin}\-.' ]+$/u;
/** Spec 1 §5 plus comma and ampersand, which real company names carry ("Co., Ltd.", "A & B"): see docs/decisions.md. */
export const companyNamePattern = /^[\p{Script=Han}\p{Script=Latin}0-9_\-.' ()（）,，&]+$/u;

/** Normalises '+86', '86' and '0086' to '+86'. */
export const normalizePhonePrefix = (prefix: string | null | undefined): string | null => {
  if (!prefix) return null;
  const digits = prefix.trim().replace(/^\+/, '').replace(/^00/, '');
  return /^\d{1,4}$/.test(digits) ? `+${digits}` : null;
};

/** Spec 1 §5: +86 needs a mainland mobile number, other prefixes digits only, no prefix is invalid. */
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

export const realNameSchema = z
  .string()
  .trim()
  .min(1, code('JOIN_REAL_NAME_REQUIRED'))
  .max(limits.realNameMax, code('JOIN_REAL_NAME_TOO_LONG'));

export const memberNameSchema = z
  .string()
  .trim()
  .min(1, code('USER_NAME_REQUIRED'))
  .max(limits.memberNameMax, code('USER_NAME_TOO_LONG'));

export const emailSchema = z.string().trim().min(1, code('EMAIL_REQUIRED')).regex(emailPattern, code('EMAIL_INVALID'));

export const remarkSchema = z.string().max(limits.remarkMax, code('REMARK_TOO_LONG'));

const uuid = z.uuid(code('VALIDATION_FAILED'));

/** Company search for joining: non-empty text after trimming. */
export const companySearchSchema = z.object({
  companyName: z.string().trim().min(1, code('COMPANY_SEARCH_EMPTY')),
});

/** createOneCompanyJoinApplication */
export const createJoinApplicationSchema = z.object({
  companyId: uuid,
  realName: realNameSchema,
});
export type CreateJoinApplicationInput = z.infer<typeof createJoinApplicationSchema>;

/** Approving needs name (at most 50), position and at least one role. */
export const approveJoinApplicationSchema = z.object({
  applicationId: uuid,
  name: z
    .string({ message: 'JOIN_APPLICATION_PARAMS_INCOMPLETE' })
    .trim()
    .min(1, code('JOIN_APPLICATION_PARAMS_INCOMPLETE'))
    .max(limits.memberNameMax, code('USER_NAME_TOO_LONG')),
  positionId: z.number({ message: 'JOIN_APPLICATION_PARAMS_INCOMPLETE' }).int().positive(code('JOIN_APPLICATION_PARAMS_INCOMPLETE')),
  roleIds: z.array(uuid).min(1, code('JOIN_APPLICATION_PARAMS_INCOMPLETE')),
});
export type ApproveJoinApplicationInput = z.infer<typeof approveJoinApplicationSchema>;

/** Rejecting needs a reason. */
export const rejectJoinApplicationSchema = z.object({
  applicationId: uuid,
  auditComment: z
    .string({ message: 'JOIN_REJECT_REASON_REQUIRED' })
    .trim()
    .min(1, code('JOIN_REJECT_REASON_REQUIRED'))
    .max(limits.auditCommentMax, code('JOIN_REJECT_REASON_TOO_LONG')),
});
export type RejectJoinApplicationInput = z.infer<typeof rejectJoinApplicationSchema>;

/** Creating an invitation needs company, position and at least one role (spec 1 §5). */
export const createCompanyInvitationSchema = z.object({
  companyId: uuid,
  positionId: z.number({ message: 'POSITION_REQUIRED' }).int().positive(code('POSITION_REQUIRED')),
  roleIds: z.array(uuid, { message: 'ROLE_REQUIRED' }).min(1, code('ROLE_REQUIRED')),
});
export type CreateCompanyInvitationInput = z.infer<typeof createCompanyInvitationSchema>;

/** An invitation code: 32 URL-safe characters. */
export const invitationCodePattern = /^[A-Za-z0-9_-]{32}$/;
export const joinWithInvitationSchema = z.object({
  code: z.string({ message: 'INVITATION_INVALID' }).regex(invitationCodePattern, code('INVITATION_INVALID')),
});

/** The user info form of spec 1 §3/§5. The verification code is needed only when the phone changed. */
export const userInfoFormSchema = (original: { contactNumber?: string | null; phonePrefixCountryCode?: string | null }) =>
  z
    .object({
      name: memberNameSchema,
      positionId: z.number({ message: 'POSITION_REQUIRED' }).int().positive(code('POSITION_REQUIRED')),
      email: emailSchema,
      phonePrefixCountryCode: z.string().default('+86'),
      contactNumber: z.string().trim(),
      verificationCode: z.string().max(limits.smsCodeLength).optional(),
      isSyncToAccountCenter: z.boolean().default(true),
    })
    .superRefine((v, ctx) => {
      if (!isValidPhone(v.phonePrefixCountryCode, v.contactNumber)) {
        ctx.addIssue({ code: 'custom', path: ['contactNumber'], message: 'PHONE_INVALID' });
      }
      const changed =
        v.contactNumber !== (original.contactNumber ?? '') ||
        normalizePhonePrefix(v.phonePrefixCountryCode) !== normalizePhonePrefix(original.phonePrefixCountryCode);
      if (changed && !/^\d{6}$/.test(v.verificationCode ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['verificationCode'], message: 'VERIFICATION_CODE_FORMAT' });
      }
    });

/** Commands re-checked by the API before they reach SQL: GraphQL mutation field name -> schema of its input. */
export const commandSchemas = {
  createOneCompanyJoinApplication: createJoinApplicationSchema,
  approveCompanyJoinApplication: approveJoinApplicationSchema,
  rejectCompanyJoinApplication: rejectJoinApplicationSchema,
  createCompanyInvitation: createCompanyInvitationSchema,
  joinCompanyWithInvitationCode: joinWithInvitationSchema,
} as const;
export type CommandName = keyof typeof commandSchemas;

/** The first issue's code of a failed parse, for one coded error per bad input. */
export const firstIssueCode = (error: z.ZodError): ErrorCode => {
  const message = error.issues[0]?.message;
  return (message && /^[A-Z][A-Z0-9_]+$/.test(message) ? message : 'VALIDATION_FAILED') as ErrorCode;
};
