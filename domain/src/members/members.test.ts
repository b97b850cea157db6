import { describe, expect, it } from 'vitest';
import { personNamePattern } from '../common/validation.ts';
import { companyUserMachine, exitCompanySchema, memberNamePattern, memberNameSchema, nextState, removeCompanyUserSchema, updateCompanyUserSchema } from '../index.ts';

const codeOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? 'OK' : r.error?.issues[0]?.message);
const userId = '0b6f2b1e-0002-4000-8000-000000000002';
const roleId = '00000000-0000-4000-8000-00000000a002';

describe('member names', () => {
  it('allow Chinese and Latin letters, hyphen, dot, apostrophe and space, as the person-name rule does', () => {
    for (const name of ["Anne-Marie O'Neil Jr.", '张伟', 'José Müller', 'Nguyễn Văn An', 'Zoë']) {
      expect(memberNamePattern.test(name), name).toBe(true);
      expect(personNamePattern.test(name), name).toBe(true);
    }
    for (const name of ['Agent 007', 'a_b', 'Ann (Sales)', 'Ann@x', 'Анна', '😀']) {
      expect(memberNamePattern.test(name), name).toBe(false);
      expect(personNamePattern.test(name), name).toBe(false);
    }
  });

  it('are required, at most 50 characters after trimming', () => {
    expect(codeOf(memberNameSchema.safeParse('  '))).toBe('USER_NAME_REQUIRED');
    expect(codeOf(memberNameSchema.safeParse('x'.repeat(51)))).toBe('USER_NAME_TOO_LONG');
    expect(codeOf(memberNameSchema.safeParse(` ${'x'.repeat(50)} `))).toBe('OK');
    expect(codeOf(memberNameSchema.safeParse('R2-D2'))).toBe('USER_NAME_INVALID');
  });
});

describe('editing a member', () => {
  const valid = { userId, name: 'Ann', positionId: 1, roleIds: [roleId], remark: 'VIP' };
  it('needs a position and at least one role; the remark is at most 200 characters', () => {
    expect(codeOf(updateCompanyUserSchema.safeParse(valid))).toBe('OK');
    expect(codeOf(updateCompanyUserSchema.safeParse({ ...valid, positionId: undefined }))).toBe('POSITION_REQUIRED');
    expect(codeOf(updateCompanyUserSchema.safeParse({ ...valid, roleIds: [] }))).toBe('ROLE_REQUIRED');
    expect(codeOf(updateCompanyUserSchema.safeParse({ ...valid, remark: 'r'.repeat(201) }))).toBe('REMARK_TOO_LONG');
    expect(codeOf(updateCompanyUserSchema.safeParse({ ...valid, remark: null }))).toBe('OK');
    expect(codeOf(updateCompanyUserSchema.safeParse({ ...valid, status: 'EXITED' }))).toBe('OK');
    expect(codeOf(updateCompanyUserSchema.safeParse({ ...valid, status: 'ACTIVE' }))).toBe('VALIDATION_FAILED');
    expect(codeOf(removeCompanyUserSchema.safeParse({ userId: 'nope' }))).toBe('VALIDATION_FAILED');
    expect(codeOf(exitCompanySchema.safeParse({ companyId: userId }))).toBe('OK');
  });
});

describe('the membership machine', () => {
  it('a JOINED member leaves by removal or exit; only the vendor’s readmit brings an EXITED one back', () => {
    expect(nextState(companyUserMachine, 'JOINED', 'remove')).toBe('EXITED');
    expect(nextState(companyUserMachine, 'JOINED', 'exit')).toBe('EXITED');
    expect(nextState(companyUserMachine, 'EXITED', 'remove')).toBeUndefined();
    expect(nextState(companyUserMachine, 'EXITED', 'readmit')).toBe('JOINED');
  });
});
