import { z } from 'zod';
import { defaultPhonePrefix } from '../common/constants.ts';
import { sqlConstant } from '../common/sql-constant.ts';
import {
  code,
  emailSchema,
  isValidPhone,
  normalizePhonePrefix,
  personNamePattern,
  positionIdSchema,
  uuidSchema,
} from '../common/validation.ts';
import { memberNameSchema } from '../members/index.ts';
import { profileErrors } from './errors.ts';
import { accountSyncSignals, accountSyncWorkflowType, smsDeliverySignals, smsDeliveryWorkflowType } from './workflow-names.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { profileErrors } from './errors.ts';
export * from './workflow-names.ts';

/**
 * A person's own information (the user info form) and the SMS verification code needed when the phone changes:
 * six digits, valid for 30 minutes, a new one at most every 60 seconds, and at most a few per hour for one number
 * and for one account, so nobody can flood a phone or guess their way through many codes.
 */
export const profileLimits = {
  smsCodeLength: 6,
  smsCodeValidMinutes: 30,
  smsResendSeconds: 60,
  smsCodesPerNumberPerHour: 5,
  smsCodesPerAccountPerHour: 10,
} as const;

/** The text of the SMS carrying a code; `{code}` is replaced by the six digits. Chinese for +86, English elsewhere. */
export const smsCodeTexts = {
  zh: `【合作伙伴门户】您的验证码是 {code}，${profileLimits.smsCodeValidMinutes} 分钟内有效，请勿泄露给他人。`,
  en: `[Partner Portal] Your verification code is {code}. It is valid for ${profileLimits.smsCodeValidMinutes} minutes. Do not share it.`,
} as const;

export const verificationCodePattern = new RegExp(`^\\d{${profileLimits.smsCodeLength}}$`);

export const profileSqlConstants = [
  sqlConstant({ name: 'sms_code_validity', type: 'interval', value: `${profileLimits.smsCodeValidMinutes} minutes` }),
  sqlConstant({ name: 'sms_resend_interval', type: 'interval', value: `${profileLimits.smsResendSeconds} seconds` }),
  sqlConstant({ name: 'sms_codes_per_number_per_hour', type: 'integer', value: profileLimits.smsCodesPerNumberPerHour }),
  sqlConstant({ name: 'sms_codes_per_account_per_hour', type: 'integer', value: profileLimits.smsCodesPerAccountPerHour }),
  sqlConstant({ name: 'verification_code_pattern', type: 'text', value: verificationCodePattern.source }),
  sqlConstant({ name: 'sms_code_text_zh', type: 'text', value: smsCodeTexts.zh }),
  sqlConstant({ name: 'sms_code_text_en', type: 'text', value: smsCodeTexts.en }),
] as const;

/** Where an SMS delivery stands: on its way, handed to the provider (or the development outbox), or given up. */
export const smsDeliveryStatuses = ['SENDING', 'SENT', 'FAILED'] as const;
export type SmsDeliveryStatus = (typeof smsDeliveryStatuses)[number];

/** A person's name: required, at most 50, Chinese or Latin letters, hyphen, dot, apostrophe and space only. */
export const personNameSchema = memberNameSchema.pipe(z.string().regex(personNamePattern, code('USER_NAME_INVALID')));

const phoneFields = {
  phonePrefixCountryCode: z.string({ message: 'PHONE_INVALID' }),
  contactNumber: z.string({ message: 'PHONE_INVALID' }).trim(),
};

const phoneRule = (v: { phonePrefixCountryCode: string; contactNumber: string }, ctx: z.RefinementCtx) => {
  if (!isValidPhone(v.phonePrefixCountryCode, v.contactNumber)) {
    ctx.addIssue({ code: 'custom', path: ['contactNumber'], message: 'PHONE_INVALID' });
  }
};

/** sendVerificationCode: the phone the code goes to, valid for its prefix. */
export const sendVerificationCodeSchema = z.object(phoneFields).superRefine(phoneRule);
export type SendVerificationCodeInput = z.infer<typeof sendVerificationCodeSchema>;

/** Whether the phone differs from the one on record (no phone on record counts as a change). */
export const phoneChanged = (
  original: { contactNumber?: string | null; phonePrefixCountryCode?: string | null },
  next: { contactNumber: string; phonePrefixCountryCode: string },
): boolean =>
  next.contactNumber !== (original.contactNumber ?? '') ||
  normalizePhonePrefix(next.phonePrefixCountryCode) !== normalizePhonePrefix(original.phonePrefixCountryCode);

const userInfoFields = {
  name: personNameSchema,
  positionId: positionIdSchema,
  email: emailSchema,
  ...phoneFields,
  verificationCode: z
    .string()
    .trim()
    .max(profileLimits.smsCodeLength, code('VERIFICATION_CODE_FORMAT'))
    .nullish()
    .transform((v) => (v ? v : undefined)),
  isSyncToAccountCenter: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
};

/**
 * editUserInfo as the server re-checks it: which identity (`userId`, one of the caller's own) and the form's fields.
 * A code, when given, is six digits; whether one is needed (the phone changed) is the database's rule.
 */
export const editUserInfoSchema = z
  .object({ userId: uuidSchema, ...userInfoFields })
  .superRefine(phoneRule)
  .superRefine((v, ctx) => {
    if (v.verificationCode !== undefined && !verificationCodePattern.test(v.verificationCode)) {
      ctx.addIssue({ code: 'custom', path: ['verificationCode'], message: 'VERIFICATION_CODE_FORMAT' });
    }
  });
export type EditUserInfoInput = z.infer<typeof editUserInfoSchema>;

/** The user info form. The verification code is needed only when the phone number or its prefix changed. */
export const userInfoFormSchema = (original: { contactNumber?: string | null; phonePrefixCountryCode?: string | null }) =>
  z
    .object({
      ...userInfoFields,
      phonePrefixCountryCode: z.string({ message: 'PHONE_INVALID' }).default(defaultPhonePrefix),
    })
    .superRefine(phoneRule)
    .superRefine((v, ctx) => {
      if (phoneChanged(original, v) && !verificationCodePattern.test(v.verificationCode ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['verificationCode'], message: 'VERIFICATION_CODE_FORMAT' });
      }
    });
export type UserInfoFormInput = z.input<ReturnType<typeof userInfoFormSchema>>;
export type UserInfoFormValues = z.infer<ReturnType<typeof userInfoFormSchema>>;

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const profileCommands = {
  sendVerificationCode: sendVerificationCodeSchema,
  editUserInfo: editUserInfoSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const profileFeature = defineDomainFeature({
  name: 'profile',
  errors: profileErrors,
  limits: profileLimits,
  commands: profileCommands,
  sqlConstants: profileSqlConstants,
  sqlEnums: { 'app_public.sms_delivery_status': smsDeliveryStatuses },
  workflows: {
    [smsDeliveryWorkflowType]: Object.values(smsDeliverySignals),
    [accountSyncWorkflowType]: Object.values(accountSyncSignals),
  },
});
