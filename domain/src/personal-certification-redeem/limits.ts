import { sqlConstant } from '../common/sql-constant.ts';

/**
 * Limits of redeem codes. The database reads the same values as `app_hidden.<name>()` functions generated from
 * `personalCertificationRedeemSqlConstants`; a day is a business day (UTC+8, `app_hidden.business_today()`).
 */
export const redeemCodeLimits = {
  /** Failed redemptions a person may make in a day; once reached, every further attempt that day is refused. */
  redeemFailuresPerDay: 10,
  /** Creations (logs) one vendor admin may make in a day. */
  redeemCreationsPerDay: 10,
  /** Codes one creation makes, at most: one page of the API (its 100 rows), so a creation's codes are read at once. */
  redeemCodesPerCreationMax: 100,
  /** The reason of a creation, at most this many characters. */
  redeemReasonMax: 200,
  /** Minutes a successful redemption reserves the code for its person (a second one by the same person extends it). */
  redeemReservationMinutes: 30,
} as const;

/**
 * A redeem code: 16 letters of a 32-letter alphabet without look-alike characters (no 0, 1, I or O), 80 bits, shown
 * in four groups of four (`ABCD-EFGH-JKLM-NPQR`). What a person types is normalised first: upper case, without spaces
 * and dashes.
 */
export const redeemCodeAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const redeemCodeLength = 16;
export const redeemCodeGroupLength = 4;
/** The normalised code. */
export const redeemCodePatternSource = `^[${redeemCodeAlphabet}]{${redeemCodeLength}}$`;
/** What normalising removes: white space and dashes. */
export const redeemCodeSeparatorPatternSource = '[\\s-]+';

export const personalCertificationRedeemSqlConstants = [
  sqlConstant({ name: 'redeem_failures_per_day', type: 'integer', value: redeemCodeLimits.redeemFailuresPerDay }),
  sqlConstant({ name: 'redeem_creations_per_day', type: 'integer', value: redeemCodeLimits.redeemCreationsPerDay }),
  sqlConstant({ name: 'redeem_codes_per_creation_max', type: 'integer', value: redeemCodeLimits.redeemCodesPerCreationMax }),
  sqlConstant({ name: 'redeem_reason_max', type: 'integer', value: redeemCodeLimits.redeemReasonMax }),
  sqlConstant({ name: 'redeem_reservation', type: 'interval', value: `${redeemCodeLimits.redeemReservationMinutes} minutes` }),
  sqlConstant({ name: 'redeem_code_alphabet', type: 'text', value: redeemCodeAlphabet }),
  sqlConstant({ name: 'redeem_code_length', type: 'integer', value: redeemCodeLength }),
  sqlConstant({ name: 'redeem_code_group_length', type: 'integer', value: redeemCodeGroupLength }),
  sqlConstant({ name: 'redeem_code_pattern', type: 'text', value: redeemCodePatternSource }),
  sqlConstant({ name: 'redeem_code_separator_pattern', type: 'text', value: redeemCodeSeparatorPatternSource }),
] as const;
