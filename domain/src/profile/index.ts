import { z } from 'zod';
import { defaultPhonePrefix } from '../common/constants.ts';
import { emailSchema, isValidPhone, normalizePhonePrefix, positionIdSchema } from '../common/validation.ts';
import { memberNameSchema } from '../members/index.ts';

export { profileErrors } from './errors.ts';

/**
 * A person's own information (the user info form) and the SMS verification code needed when the phone changes:
 * six digits, valid for 30 minutes, a new one at most every 60 seconds.
 */
export const profileLimits = {
  smsCodeLength: 6,
  smsCodeValidMinutes: 30,
  smsResendSeconds: 60,
} as const;

/** The user info form. The verification code is needed only when the phone number or its prefix changed. */
export const userInfoFormSchema = (original: { contactNumber?: string | null; phonePrefixCountryCode?: string | null }) =>
  z
    .object({
      name: memberNameSchema,
      positionId: positionIdSchema,
      email: emailSchema,
      phonePrefixCountryCode: z.string().default(defaultPhonePrefix),
      contactNumber: z.string().trim(),
      verificationCode: z.string().max(profileLimits.smsCodeLength).optional(),
      isSyncToAccountCenter: z.boolean().default(true),
    })
    .superRefine((v, ctx) => {
      if (!isValidPhone(v.phonePrefixCountryCode, v.contactNumber)) {
        ctx.addIssue({ code: 'custom', path: ['contactNumber'], message: 'PHONE_INVALID' });
      }
      const changed =
        v.contactNumber !== (original.contactNumber ?? '') ||
        normalizePhonePrefix(v.phonePrefixCountryCode) !== normalizePhonePrefix(original.phonePrefixCountryCode);
      if (changed && !new RegExp(`^\\d{${profileLimits.smsCodeLength}}$`).test(v.verificationCode ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['verificationCode'], message: 'VERIFICATION_CODE_FORMAT' });
      }
    });
