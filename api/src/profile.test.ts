// The profile commands through GraphQL: the form's schema is re-checked by the API (the name's characters are the
// schema's rule), and a code sent by sendVerificationCode lets editUserInfo change the phone once.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeOf, useTestApi } from './test-kit.ts';

/** A Hong Kong number of this run: a code sent to a number holds it for 60 seconds, for every test that runs meanwhile. */
const hongKong = String(61_000_000 + Math.floor(Math.random() * 9_000_000));

const kit = useTestApi();


const send = `mutation($p: String!, $n: String!) {
  sendVerificationCode(input: { phonePrefixCountryCode: $p, contactNumber: $n }) { result { id expiresAt resendAt } }
}`;
const edit = `mutation($userId: UUID!, $name: String!, $email: String!, $p: String!, $n: String!, $code: String) {
  editUserInfo(input: { userId: $userId, name: $name, positionId: 6, email: $email, phonePrefixCountryCode: $p, contactNumber: $n,
                        verificationCode: $code, isSyncToAccountCenter: false }) { result { id isAddedUserInfo contactNumber } }
}`;
const me = `{ currentUserInfo { defaultUser { userId isAddedUserInfo contactNumber phonePrefixCountryCode } } }`;

describe('own information through GraphQL', () => {
  it('refuses bad input with one coded error, writing nothing', async () => {
    const sub = randomUUID();
    const token = await kit.api.sign({ sub });
    const info = await kit.api.graphql<{ currentUserInfo: { defaultUser: { userId: string; isAddedUserInfo: boolean } } }>(me, {}, token);
    const userId = info.body.data!.currentUserInfo.defaultUser.userId;
    expect(info.body.data!.currentUserInfo.defaultUser.isAddedUserInfo).toBe(false);

    expect(codeOf((await kit.api.graphql(send, { p: '+86', n: '23912345678' }, token)).body)).toBe('PHONE_INVALID');
    expect(codeOf((await kit.api.graphql(send, { p: '', n: hongKong }, token)).body)).toBe('PHONE_INVALID');
    const args = { userId, name: 'Nora Chan', email: 'nora@example.com', p: '+852', n: hongKong, code: '123456' };
    expect(codeOf((await kit.api.graphql(edit, { ...args, name: 'Nora <b>' }, token)).body)).toBe('USER_NAME_INVALID');
    expect(codeOf((await kit.api.graphql(edit, { ...args, email: 'nora@example' }, token)).body)).toBe('EMAIL_INVALID');
    expect(codeOf((await kit.api.graphql(edit, { ...args, code: '12a456' }, token)).body)).toBe('VERIFICATION_CODE_FORMAT');
    expect(codeOf((await kit.api.graphql(edit, { ...args, code: null }, token)).body)).toBe('VERIFICATION_CODE_FORMAT');
    const { rows } = await kit.owner.query('select count(*)::int as n from app_private.verification_codes where root_user_id = $1', [sub]);
    expect(rows[0].n).toBe(0);
  });

  it('sends a code, then saves the new phone with it once; the information is then complete', async () => {
    const sub = randomUUID();
    const token = await kit.api.sign({ sub });
    const info = await kit.api.graphql<{ currentUserInfo: { defaultUser: { userId: string } } }>(me, {}, token);
    const userId = info.body.data!.currentUserInfo.defaultUser.userId;
    const sent = await kit.api.graphql<{ sendVerificationCode: { result: { id: string; expiresAt: string; resendAt: string } } }>(send, { p: '852', n: hongKong }, token);
    expect(sent.body.errors).toBeUndefined();
    const request = sent.body.data!.sendVerificationCode.result;
    expect(new Date(request.expiresAt).getTime() - new Date(request.resendAt).getTime()).toBe(29 * 60_000);
    const again = await kit.api.graphql(send, { p: '+852', n: hongKong }, token);
    expect(codeOf(again.body)).toBe('VERIFICATION_CODE_TOO_SOON');
    const status = await kit.api.graphql<{ verificationCodeStatus: string }>(`query($id: UUID!) { verificationCodeStatus(id: $id) }`, { id: request.id }, token);
    expect(status.body.data?.verificationCodeStatus).toBe('SENDING');

    const { rows } = await kit.owner.query<{ code: string }>(
      `select d.params->>'code' as code from app_private.verification_codes c join app_private.sms_deliveries d on d.id = c.delivery_id where c.id = $1`,
      [request.id],
    );
    const args = { userId, name: 'Nora Chan', email: 'nora@example.com', p: '+852', n: hongKong, code: rows[0]!.code };
    const saved = await kit.api.graphql<{ editUserInfo: { result: { isAddedUserInfo: boolean; contactNumber: string } } }>(edit, args, token);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.editUserInfo.result).toMatchObject({ isAddedUserInfo: true, contactNumber: hongKong });
    const after = await kit.api.graphql(me, {}, token);
    expect(after.body.data).toMatchObject({ currentUserInfo: { defaultUser: { isAddedUserInfo: true, phonePrefixCountryCode: '+852' } } });
    // Used once: going to another number and back needs a new code.
    await kit.owner.query(`update app_public.users set contact_number = '60000000' where root_user_id = $1`, [sub]);
    expect(codeOf((await kit.api.graphql(edit, args, token)).body)).toBe('VERIFICATION_CODE_USED');
  });
});
