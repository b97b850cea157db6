import { describe, expect, it, vi } from 'vitest';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { schemaFormControl, type SchemaForm } from '../../components/schemaForm.ts';
import { translateError } from '../../lib/errors.ts';
import type { CurrentUserIdentity, CurrentUserInfo } from '../auth/index.ts';
import { userInfoFormOptions } from './forms.ts';
import { identityInUse, needsUserInfo, secondsLeft } from './userInfoRules.ts';

const formOf = <O, I extends FieldValues>(form: SchemaForm<O, I>) => {
  const control = schemaFormControl(form);
  const send = vi.fn<(values: O) => void>();
  const submit = () => control.handleSubmit(send)();
  const errorOf = (name: FieldPath<I>) => {
    const message = control.getFieldState(name).error?.message;
    return message ? translateError(message) : undefined;
  };
  return { control, send, submit, errorOf };
};

const identity = (overrides: Partial<CurrentUserIdentity> = {}): CurrentUserIdentity => ({
  __typename: 'CurrentUserIdentity',
  userId: '5f0c1f43-87a4-4b8e-9f0f-3a1f2d3c4b5a',
  userName: 'Nora Newcomer',
  email: 'nora@example.com',
  permissionKeys: [],
  canApplyJoinCompany: true,
  contactNumber: null,
  phonePrefixCountryCode: null,
  isAddedUserInfo: false,
  roleLabels: [],
  companyId: null,
  companyName: null,
  position: null,
  ...overrides,
});

const info = (defaultUser: CurrentUserIdentity | null, currentCompanyUser: CurrentUserIdentity | null = null) =>
  ({ rootUserId: 'r', switchSiteSuggestionReaded: false, defaultUser, ownCompanyUsers: [], currentCompanyUser }) as unknown as CurrentUserInfo;

describe('who must complete their information', () => {
  it('is the identity in use: the current company’s, else the person’s own', () => {
    expect(needsUserInfo(info(identity()))).toBe(true);
    expect(needsUserInfo(info(identity({ isAddedUserInfo: true })))).toBe(false);
    const company = identity({ companyId: 'c', isAddedUserInfo: true });
    expect(identityInUse(info(identity(), company))).toBe(company);
    expect(needsUserInfo(info(identity(), company))).toBe(false);
    expect(needsUserInfo(null)).toBe(false);
  });

  it('counts the resend countdown down in whole seconds', () => {
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 61_000)).toBe(0);
  });
});

describe('the user info form', () => {
  it('starts with +86 and needs a code for a phone the identity does not have', async () => {
    const f = formOf(userInfoFormOptions(identity()));
    expect(f.control.getValues('phonePrefixCountryCode')).toBe('+86');
    f.control.setValue('positionId', 6);
    f.control.setValue('contactNumber', '13912345678');
    await f.submit();
    expect(f.send).not.toHaveBeenCalled();
    expect(f.errorOf('verificationCode')).toBe('Incorrect verification code');
    f.control.setValue('verificationCode', '123456');
    await f.submit();
    expect(f.send).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Nora Newcomer', positionId: 6, phonePrefixCountryCode: '+86', contactNumber: '13912345678', verificationCode: '123456', isSyncToAccountCenter: true }),
      undefined,
    );
  });

  it('checks the name’s characters, the e-mail and the phone of the prefix; no code for the same phone', async () => {
    const f = formOf(userInfoFormOptions(identity({ contactNumber: '61234567', phonePrefixCountryCode: '+852', position: { __typename: 'CurrentUserPosition', id: 6, name: 'x' } })));
    f.control.setValue('name', 'Nora <script>');
    f.control.setValue('email', 'nora@example');
    await f.submit();
    expect(f.send).not.toHaveBeenCalled();
    expect(f.errorOf('name')).toMatch(/may only contain/);
    expect(f.errorOf('email')).toBe('Incorecct email format');
    f.control.setValue('name', "Nora O'Brien-Chan");
    f.control.setValue('email', 'nora@example.com');
    await f.submit();
    expect(f.send).toHaveBeenCalledTimes(1);
    f.control.setValue('phonePrefixCountryCode', '+86');
    f.control.setValue('contactNumber', '61234567');
    await f.submit();
    expect(f.errorOf('contactNumber')).toBe('Invalid phone number');
  });
});
