import { describe, expect, it } from 'vitest';
import {
  approveJoinApplicationSchema,
  companyNamePattern,
  companySearchSchema,
  createCompanyInvitationSchema,
  createJoinApplicationSchema,
  emailSchema,
  firstIssueCode,
  isValidPhone,
  isValidUrl,
  joinWithInvitationSchema,
  normalizePhonePrefix,
  personNamePattern,
  phoneCountries,
  realNameSchema,
  rejectJoinApplicationSchema,
  editUserInfoSchema,
  sendVerificationCodeSchema,
  sqlConstants,
  userInfoFormSchema,
} from './index.ts';
import { errorText } from './index.ts';

const codeOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? 'OK' : r.error?.issues[0]?.message);

describe('phone (spec 1 §5)', () => {
  it('needs an 11-digit mainland mobile starting 1 then 3-9 with +86', () => {
    expect(isValidPhone('+86', '13800000000')).toBe(true);
    expect(isValidPhone('+86', '19912345678')).toBe(true);
    expect(isValidPhone('+86', '12800000000')).toBe(false);
    expect(isValidPhone('+86', '1380000000')).toBe(false);
    expect(isValidPhone('+86', '138000000000')).toBe(false);
    expect(isValidPhone('+86', '23800000000')).toBe(false);
    expect(isValidPhone('0086', '13800000000')).toBe(true);
  });
  it('accepts digits only for other prefixes and nothing without a prefix', () => {
    expect(isValidPhone('+852', '61234567')).toBe(true);
    expect(isValidPhone('00852', '6123 4567')).toBe(false);
    expect(isValidPhone('+853', '6612a345')).toBe(false);
    expect(isValidPhone('', '61234567')).toBe(false);
    expect(isValidPhone(undefined, '13800000000')).toBe(false);
    expect(normalizePhonePrefix('0082')).toBe('+82');
  });
  it('offers about 230 countries and regions with their calling codes', () => {
    const list = phoneCountries();
    expect(list.length).toBeGreaterThan(200);
    expect(list).toEqual(expect.arrayContaining([{ country: 'HK', prefix: '+852' }, { country: 'MO', prefix: '+853' }, { country: 'CN', prefix: '+86' }, { country: 'KR', prefix: '+82' }]));
  });
});

describe('e-mail, URL and names', () => {
  it('accepts letters, digits and _ . + - before @ and a dotted domain', () => {
    expect(codeOf(emailSchema.safeParse('a.b+c_d-e@example.co'))).toBe('OK');
    expect(codeOf(emailSchema.safeParse('a@example'))).toBe('EMAIL_INVALID');
    expect(codeOf(emailSchema.safeParse('a b@example.com'))).toBe('EMAIL_INVALID');
    expect(codeOf(emailSchema.safeParse(''))).toBe('EMAIL_REQUIRED');
    expect(errorText('EMAIL_INVALID', 'en')).toBe('Incorecct email format');
  });
  it('needs http or https for links', () => {
    expect(isValidUrl('https://example.com')).toBe(true);
    expect(isValidUrl('http://example.com/x')).toBe(true);
    expect(isValidUrl('ftp://example.com')).toBe(false);
    expect(isValidUrl('example.com')).toBe(false);
  });
  it('allows Chinese or Latin letters, hyphen, dot, apostrophe and space in person names; more in company names', () => {
    expect(personNamePattern.test("Anne-Marie O'Neil Jr.")).toBe(true);
    expect(personNamePattern.test('张伟')).toBe(true);
    expect(personNamePattern.test('Agent 007')).toBe(false);
    expect(companyNamePattern.test('Cloudway (Shanghai) Co._Ltd 2')).toBe(true);
    expect(companyNamePattern.test('云途（上海）科技')).toBe(true);
    expect(companyNamePattern.test('Shanghai Cloudway Technology Co., Ltd.')).toBe(true);
    expect(companyNamePattern.test('Bad;Name')).toBe(false);
  });
});

describe('join application forms', () => {
  it('trims the real name, requires it and caps it at 50 with the spec’s messages', () => {
    expect(codeOf(realNameSchema.safeParse('   '))).toBe('JOIN_REAL_NAME_REQUIRED');
    expect(codeOf(realNameSchema.safeParse('x'.repeat(50)))).toBe('OK');
    expect(codeOf(realNameSchema.safeParse(` ${'x'.repeat(50)} `))).toBe('OK');
    expect(codeOf(realNameSchema.safeParse('x'.repeat(51)))).toBe('JOIN_REAL_NAME_TOO_LONG');
    expect(errorText('JOIN_REAL_NAME_REQUIRED', 'en')).toBe('The real name cannot be empty.');
    expect(errorText('JOIN_REAL_NAME_TOO_LONG', 'en')).toBe('The length of your real name should not exceed 50 characters.');
  });
  it('checks the company id and the search text', () => {
    expect(codeOf(createJoinApplicationSchema.safeParse({ companyId: 'nope', realName: 'Ann' }))).toBe('VALIDATION_FAILED');
    expect(codeOf(companySearchSchema.safeParse({ companyName: '  ' }))).toBe('COMPANY_SEARCH_EMPTY');
  });
  it('needs name (≤ 50), position and a role to approve, and a reason (≤ 200) to reject', () => {
    const id = '0c000000-0000-4000-8000-000000000001';
    const ok = { applicationId: id, name: 'Ann', positionId: 1, roleIds: [id] };
    expect(codeOf(approveJoinApplicationSchema.safeParse(ok))).toBe('OK');
    expect(codeOf(approveJoinApplicationSchema.safeParse({ ...ok, name: ' ' }))).toBe('JOIN_APPLICATION_PARAMS_INCOMPLETE');
    expect(codeOf(approveJoinApplicationSchema.safeParse({ ...ok, name: 'x'.repeat(51) }))).toBe('USER_NAME_TOO_LONG');
    expect(codeOf(approveJoinApplicationSchema.safeParse({ ...ok, positionId: undefined }))).toBe('JOIN_APPLICATION_PARAMS_INCOMPLETE');
    expect(codeOf(approveJoinApplicationSchema.safeParse({ ...ok, roleIds: [] }))).toBe('JOIN_APPLICATION_PARAMS_INCOMPLETE');
    expect(codeOf(rejectJoinApplicationSchema.safeParse({ applicationId: id, auditComment: '' }))).toBe('JOIN_REJECT_REASON_REQUIRED');
    expect(codeOf(rejectJoinApplicationSchema.safeParse({ applicationId: id, auditComment: 'r'.repeat(200) }))).toBe('OK');
    expect(codeOf(rejectJoinApplicationSchema.safeParse({ applicationId: id, auditComment: 'r'.repeat(201) }))).toBe('JOIN_REJECT_REASON_TOO_LONG');
  });
  it('reduces a failed parse to its first coded issue', () => {
    const r = approveJoinApplicationSchema.safeParse({});
    expect(r.success).toBe(false);
    if (!r.success) expect(firstIssueCode(r.error)).toMatch(/^[A-Z_]+$/);
  });
});

describe('invitations', () => {
  const id = '0c000000-0000-4000-8000-000000000001';
  it('need company, position and a role to create', () => {
    expect(codeOf(createCompanyInvitationSchema.safeParse({ companyId: id, positionId: 1, roleIds: [id] }))).toBe('OK');
    expect(codeOf(createCompanyInvitationSchema.safeParse({ companyId: id, roleIds: [id] }))).toBe('POSITION_REQUIRED');
    expect(codeOf(createCompanyInvitationSchema.safeParse({ companyId: id, positionId: 1, roleIds: [] }))).toBe('ROLE_REQUIRED');
  });
  it('take a 32-character URL-safe code', () => {
    expect(codeOf(joinWithInvitationSchema.safeParse({ code: 'a'.repeat(32) }))).toBe('OK');
    expect(codeOf(joinWithInvitationSchema.safeParse({ code: 'A-_b'.repeat(8) }))).toBe('OK');
    expect(codeOf(joinWithInvitationSchema.safeParse({ code: 'a'.repeat(31) }))).toBe('INVITATION_INVALID');
    expect(codeOf(joinWithInvitationSchema.safeParse({ code: `${'a'.repeat(31)}!` }))).toBe('INVITATION_INVALID');
  });
});

describe('user info form', () => {
  const original = { contactNumber: '13800000000', phonePrefixCountryCode: '+86' };
  const base = { name: 'Ann', positionId: 1, email: 'ann@example.com', phonePrefixCountryCode: '+86', contactNumber: '13800000000' };
  it('needs a verification code only when the phone number or prefix changed', () => {
    expect(codeOf(userInfoFormSchema(original).safeParse(base))).toBe('OK');
    expect(codeOf(userInfoFormSchema(original).safeParse({ ...base, contactNumber: '13900000000' }))).toBe('VERIFICATION_CODE_FORMAT');
    expect(codeOf(userInfoFormSchema(original).safeParse({ ...base, contactNumber: '13900000000', verificationCode: '12345' }))).toBe(
      'VERIFICATION_CODE_FORMAT',
    );
    expect(codeOf(userInfoFormSchema(original).safeParse({ ...base, contactNumber: '13900000000', verificationCode: '123456' }))).toBe('OK');
    expect(codeOf(userInfoFormSchema(original).safeParse({ ...base, phonePrefixCountryCode: '+852', contactNumber: '61234567', verificationCode: '654321' }))).toBe('OK');
  });
  it('checks the phone for its prefix and requires name, position and e-mail', () => {
    expect(codeOf(userInfoFormSchema(original).safeParse({ ...base, contactNumber: '12345' }))).toBe('PHONE_INVALID');
    expect(codeOf(userInfoFormSchema(original).safeParse({ ...base, name: '' }))).toBe('USER_NAME_REQUIRED');
    expect(codeOf(userInfoFormSchema(original).safeParse({ ...base, positionId: undefined }))).toBe('POSITION_REQUIRED');
  });
});

describe('own information commands', () => {
  const userId = '5f0c1f43-87a4-4b8e-9f0f-3a1f2d3c4b5a';
  const base = { userId, name: 'Ann Lee', positionId: 1, email: 'ann@example.com', phonePrefixCountryCode: '+86', contactNumber: '13800000000' };
  it('editUserInfo: the name’s characters, a six-digit code when one is given, sync on by default', () => {
    expect(codeOf(editUserInfoSchema.safeParse(base))).toBe('OK');
    expect(editUserInfoSchema.parse({ ...base, verificationCode: null, isSyncToAccountCenter: null })).toMatchObject({
      verificationCode: undefined,
      isSyncToAccountCenter: true,
    });
    expect(codeOf(editUserInfoSchema.safeParse({ ...base, name: "Ann O'Neil-Lee" }))).toBe('OK');
    expect(codeOf(editUserInfoSchema.safeParse({ ...base, name: '王伟' }))).toBe('OK');
    expect(codeOf(editUserInfoSchema.safeParse({ ...base, name: 'Ann 2' }))).toBe('USER_NAME_INVALID');
    expect(codeOf(editUserInfoSchema.safeParse({ ...base, verificationCode: '12a456' }))).toBe('VERIFICATION_CODE_FORMAT');
    expect(codeOf(editUserInfoSchema.safeParse({ ...base, verificationCode: '1234567' }))).toBe('VERIFICATION_CODE_FORMAT');
    expect(codeOf(editUserInfoSchema.safeParse({ ...base, email: 'ann@example' }))).toBe('EMAIL_INVALID');
  });
  it('sendVerificationCode: the phone must be valid for its prefix', () => {
    expect(codeOf(sendVerificationCodeSchema.safeParse({ phonePrefixCountryCode: '+852', contactNumber: '61234567' }))).toBe('OK');
    expect(codeOf(sendVerificationCodeSchema.safeParse({ phonePrefixCountryCode: '', contactNumber: '61234567' }))).toBe('PHONE_INVALID');
    expect(codeOf(sendVerificationCodeSchema.safeParse({ phonePrefixCountryCode: '+86', contactNumber: '12800000000' }))).toBe('PHONE_INVALID');
  });
  it('shares the code limits and the SMS texts with SQL', () => {
    const byName = Object.fromEntries(sqlConstants.map((c) => [c.name, c.value]));
    expect(byName.sms_code_validity).toBe('30 minutes');
    expect(byName.sms_resend_interval).toBe('60 seconds');
    expect(byName.verification_code_pattern).toBe('^\\d{6}$');
    expect(String(byName.sms_code_text_en)).toContain('{code}');
  });
});
