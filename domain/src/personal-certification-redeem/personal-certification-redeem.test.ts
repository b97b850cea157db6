import { describe, expect, it } from 'vitest';
import { firstIssueCode } from '../common/validation.ts';
import {
  createRedeemCodesSchema,
  formatRedeemCode,
  normalizeRedeemCode,
  redeemCodeAlphabet,
  redeemCodePattern,
  redeemCodeSchema,
  updateRedeemCodeCreateLogRemarkSchema,
} from './index.ts';

const codeOf = (result: { success: boolean; error?: Parameters<typeof firstIssueCode>[0] }) =>
  result.success ? 'OK' : firstIssueCode(result.error!);

describe('a redeem code', () => {
  it('has 32 letters without look-alikes: 5 bits a letter, 80 bits in 16', () => {
    expect(new Set(redeemCodeAlphabet).size).toBe(32);
    for (const c of '01IO') expect(redeemCodeAlphabet).not.toContain(c);
  });
  it('is normalised as typed: upper case, without spaces and dashes', () => {
    expect(normalizeRedeemCode(' abcd-efgh jklm–npqr ')).toBe('ABCDEFGHJKLM–NPQR');
    expect(normalizeRedeemCode('abcd - efgh\tjklm npqr')).toBe('ABCDEFGHJKLMNPQR');
    expect(formatRedeemCode('abcdefghjklmnpqr')).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(formatRedeemCode('not a code')).toBe('not a code');
  });
  it('is checked for its format: 16 letters of the alphabet', () => {
    expect(redeemCodePattern.test('ABCDEFGHJKLMNPQR')).toBe(true);
    expect(redeemCodePattern.test('ABCDEFGHJKLMNPQ')).toBe(false);
    expect(redeemCodePattern.test('ABCDEFGHJKLMNPQ0')).toBe(false);
    expect(codeOf(redeemCodeSchema.safeParse('abcd-efgh-jklm-npqr'))).toBe('OK');
    expect(redeemCodeSchema.parse('abcd-efgh-jklm-npqr')).toBe('ABCDEFGHJKLMNPQR');
    expect(codeOf(redeemCodeSchema.safeParse(' - '))).toBe('REDEEM_CODE_REQUIRED');
    expect(codeOf(redeemCodeSchema.safeParse(null))).toBe('REDEEM_CODE_REQUIRED');
    expect(codeOf(redeemCodeSchema.safeParse('ABCD-EFGH-JKLM-NPQI'))).toBe('REDEEM_CODE_FORMAT_INVALID');
  });
});

describe('creating redeem codes', () => {
  const valid = { reason: 'Training', number: 3, typeId: 1, validateDate: '2027-01-01', expiredDate: '2027-01-01', remark: null };
  it('takes each field at its bound', () => {
    expect(codeOf(createRedeemCodesSchema.safeParse(valid))).toBe('OK');
    expect(codeOf(createRedeemCodesSchema.safeParse({ ...valid, reason: 'x'.repeat(200), number: 100, remark: 'r'.repeat(200) }))).toBe('OK');
    expect(codeOf(createRedeemCodesSchema.safeParse({ ...valid, number: 1 }))).toBe('OK');
  });
  it('refuses each bad field with its code', () => {
    const refused: [Record<string, unknown>, string][] = [
      [{ reason: '  ' }, 'REDEEM_CODE_REASON_REQUIRED'],
      [{ reason: undefined }, 'REDEEM_CODE_REASON_REQUIRED'],
      [{ reason: 'x'.repeat(201) }, 'REDEEM_CODE_REASON_TOO_LONG'],
      [{ number: 0 }, 'REDEEM_CODE_NUMBER_INVALID'],
      [{ number: 101 }, 'REDEEM_CODE_NUMBER_INVALID'],
      [{ number: 1.5 }, 'REDEEM_CODE_NUMBER_INVALID'],
      [{ number: null }, 'REDEEM_CODE_NUMBER_INVALID'],
      [{ typeId: null }, 'REDEEM_CODE_TYPE_REQUIRED'],
      [{ validateDate: null }, 'REDEEM_CODE_DATE_REQUIRED'],
      [{ expiredDate: '' }, 'REDEEM_CODE_DATE_REQUIRED'],
      [{ expiredDate: '2026-12-31' }, 'REDEEM_CODE_DATES_INVALID'],
      [{ remark: 'r'.repeat(201) }, 'REDEEM_CODE_REMARK_TOO_LONG'],
    ];
    for (const [change, code] of refused) expect(codeOf(createRedeemCodesSchema.safeParse({ ...valid, ...change })), code).toBe(code);
  });
  it('a log\'s remark: at most 200 characters', () => {
    const logId = '00000000-0000-4000-8000-000000000001';
    expect(codeOf(updateRedeemCodeCreateLogRemarkSchema.safeParse({ logId, remark: 'r'.repeat(200) }))).toBe('OK');
    expect(codeOf(updateRedeemCodeCreateLogRemarkSchema.safeParse({ logId, remark: 'r'.repeat(201) }))).toBe('REDEEM_CODE_REMARK_TOO_LONG');
  });
});
