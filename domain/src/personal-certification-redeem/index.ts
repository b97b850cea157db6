import { z } from 'zod';
import { defineDomainFeature } from '../common/feature.ts';
import { commonLimits } from '../common/constants.ts';
import { code, uuidSchema } from '../common/validation.ts';
import { personalCertificationRedeemErrors } from './errors.ts';
import {
  personalCertificationRedeemSqlConstants,
  redeemCodeGroupLength,
  redeemCodeLimits,
  redeemCodePatternSource,
  redeemCodeSeparatorPatternSource,
} from './limits.ts';

export { personalCertificationRedeemErrors } from './errors.ts';
export {
  personalCertificationRedeemSqlConstants,
  redeemCodeAlphabet,
  redeemCodeGroupLength,
  redeemCodeLength,
  redeemCodeLimits,
  redeemCodePatternSource,
  redeemCodeSeparatorPatternSource,
} from './limits.ts';

/**
 * Redeem codes for personal certification: a vendor admin creates a batch of codes for a certification type with a
 * reason, valid from one date through another (its log: reason, quantity, type, dates, remark, creator); a person
 * pays an application with one. Redeeming is two steps: `reserve_redeem_code` checks the code and holds it for its
 * person for 30 minutes (a failed attempt is counted, and after 10 failures in a business day every attempt is refused
 * that day), then the application marks it used (`app_private.redeem_code_use`) in its own transaction, and frees it
 * again when rejected or cancelled (`app_private.redeem_code_release`).
 *
 * A code's status, as the back office shows it: UNUSED, RESERVED (held by a person now), USED, EXPIRED (after its
 * expiry date), NOT_YET_VALID (before its valid-from date).
 */
export const redeemCodeStatuses = ['UNUSED', 'RESERVED', 'USED', 'EXPIRED', 'NOT_YET_VALID'] as const;
export type RedeemCodeStatus = (typeof redeemCodeStatuses)[number];

/** What a redemption attempt may answer instead of a reservation (`redeem_code_reservation.error_code`). */
export const redeemCodeAttemptErrors = [
  'REDEEM_CODE_TOO_MANY_FAILURES',
  'REDEEM_CODE_REQUIRED',
  'REDEEM_CODE_FORMAT_INVALID',
  'REDEEM_CODE_NOT_FOUND',
  'REDEEM_CODE_USED',
  'REDEEM_CODE_NOT_YET_VALID',
  'REDEEM_CODE_EXPIRED',
  'REDEEM_CODE_TYPE_MISMATCH',
] as const;
export type RedeemCodeAttemptError = (typeof redeemCodeAttemptErrors)[number];

export const redeemCodePattern = new RegExp(redeemCodePatternSource);
const separators = new RegExp(redeemCodeSeparatorPatternSource, 'g');

/** A typed code as SQL compares it: upper case, without white space and dashes. */
export const normalizeRedeemCode = (input: string): string => input.toUpperCase().replace(separators, '');

/** A code shown in groups of four (`ABCD-EFGH-JKLM-NPQR`); what is not a code stays as typed. */
export const formatRedeemCode = (input: string): string => {
  const normalized = normalizeRedeemCode(input);
  if (!redeemCodePattern.test(normalized)) return input;
  return normalized.match(new RegExp(`.{${redeemCodeGroupLength}}`, 'g'))!.join('-');
};

/** The code field of a form that pays with a redeem code: required, in the code's format; its value normalised. */
export const redeemCodeSchema = z
  .string({ message: 'REDEEM_CODE_REQUIRED' })
  .transform(normalizeRedeemCode)
  .pipe(z.string().min(1, code('REDEEM_CODE_REQUIRED')).regex(redeemCodePattern, code('REDEEM_CODE_FORMAT_INVALID')));

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const dateSchema = z.string({ message: 'REDEEM_CODE_DATE_REQUIRED' }).regex(isoDate, code('REDEEM_CODE_DATE_REQUIRED'));
const remarkSchema = z.string().trim().max(commonLimits.remarkMax, code('REDEEM_CODE_REMARK_TOO_LONG')).nullish();

/**
 * Creating codes (vendor admins): a reason, the quantity (1 to 100), the certification type, the dates (valid from,
 * and the last day valid, not before it) and a remark. The server also refuses an expiry date already past and an
 * eleventh creation in a day.
 */
export const createRedeemCodesSchema = z
  .object({
    reason: z
      .string({ message: 'REDEEM_CODE_REASON_REQUIRED' })
      .trim()
      .min(1, code('REDEEM_CODE_REASON_REQUIRED'))
      .max(redeemCodeLimits.redeemReasonMax, code('REDEEM_CODE_REASON_TOO_LONG')),
    number: z
      .number({ message: 'REDEEM_CODE_NUMBER_INVALID' })
      .int(code('REDEEM_CODE_NUMBER_INVALID'))
      .min(1, code('REDEEM_CODE_NUMBER_INVALID'))
      .max(redeemCodeLimits.redeemCodesPerCreationMax, code('REDEEM_CODE_NUMBER_INVALID')),
    typeId: z.number({ message: 'REDEEM_CODE_TYPE_REQUIRED' }).int().positive(code('REDEEM_CODE_TYPE_REQUIRED')),
    validateDate: dateSchema,
    expiredDate: dateSchema,
    remark: remarkSchema,
  })
  .superRefine((v, ctx) => {
    if (v.validateDate && v.expiredDate && v.expiredDate < v.validateDate) {
      ctx.addIssue({ code: 'custom', message: 'REDEEM_CODE_DATES_INVALID', path: ['expiredDate'] });
    }
  });
export type CreateRedeemCodesInput = z.infer<typeof createRedeemCodesSchema>;

/** A creation log's remark (at most 200 characters; empty clears it). */
export const updateRedeemCodeCreateLogRemarkSchema = z.object({
  logId: uuidSchema,
  remark: remarkSchema,
});
export type UpdateRedeemCodeCreateLogRemarkInput = z.infer<typeof updateRedeemCodeCreateLogRemarkSchema>;

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const personalCertificationRedeemCommands = {
  createRedeemCodes: createRedeemCodesSchema,
  updateRedeemCodeCreateLogRemark: updateRedeemCodeCreateLogRemarkSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const personalCertificationRedeemFeature = defineDomainFeature({
  name: 'personal-certification-redeem',
  errors: personalCertificationRedeemErrors,
  limits: redeemCodeLimits,
  commands: personalCertificationRedeemCommands,
  sqlConstants: personalCertificationRedeemSqlConstants,
  sqlEnums: { 'app_public.redeem_code_status': redeemCodeStatuses },
});
