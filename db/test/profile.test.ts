import { limits, smsCodeTexts } from '@pp/domain';
import { describe, expect, it } from 'vitest';
import { withWorld, type Tx } from './world.ts';

/** A Hong Kong number of this run: a code sent to a number holds it for 60 seconds, for every test that runs meanwhile. */
const hongKong = String(61_000_000 + Math.floor(Math.random() * 9_000_000));

const send = 'select * from app_public.send_verification_code($1, $2)';
const edit = 'select * from app_public.edit_user_info($1, $2, $3, $4, $5, $6, $7, $8)';

/** Sends a code as the current persona and reads it back from the pending delivery (owner), as the SMS would. */
const sendCode = async (tx: Tx, persona: 'noCompany' | 'memberA' | 'adminA', prefix: string, number: string) => {
  await tx.as(persona);
  const { rows } = await tx.query<{ id: string; expires_at: Date; resend_at: Date }>(send, [prefix, number]);
  const request = rows[0]!;
  await tx.as(null);
  const delivery = await tx.query<{ text: string; params: { code: string }; delivery_id: string; code_hash: string }>(
    `select d.text, d.params, d.id as delivery_id, c.code_hash
     from app_private.verification_codes c join app_private.sms_deliveries d on d.id = c.delivery_id where c.id = $1`,
    [request.id],
  );
  await tx.as(persona);
  return { request, ...delivery.rows[0]! };
};

/** Moves every code and delivery of the test back in time (the transaction's now() does not move). */
const age = async (tx: Tx, interval: string, persona: 'noCompany' | 'memberA' | 'adminA') => {
  await tx.as(null);
  await tx.query(
    `update app_private.verification_codes set created_at = created_at - $1::interval, expires_at = expires_at - $1::interval`,
    [interval],
  );
  await tx.as(persona);
};

type InfoField = 'user' | 'name' | 'position' | 'email' | 'prefix' | 'number' | 'code';

/** edit_user_info's arguments: a valid change of the no-company person's phone unless overridden (null included). */
const info = (tx: Tx, overrides: Partial<Record<InfoField, unknown>> = {}) => {
  const pick = (field: InfoField, value: unknown) => (field in overrides ? overrides[field] : value);
  return [
    pick('user', tx.world.identities['noCompany:default']),
    pick('name', 'Nora Newcomer'),
    pick('position', 6),
    pick('email', 'nora@example.com'),
    pick('prefix', '+86'),
    pick('number', '13912345678'),
    pick('code', null),
    false,
  ];
};

describe('sending a verification code', () => {
  it('checks the phone: +86 needs 11 digits starting 1 then 3–9, others digits only, a prefix is needed', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      for (const [prefix, number] of [['+86', '12912345678'], ['+86', '1391234567'], ['+86', '139123456789'], ['+852', '6123-4567'], ['', hongKong], ['+86', '']]) {
        expect(await tx.errorOf(send, [prefix, number]), `${prefix} ${number}`).toBe('PHONE_INVALID');
      }
      expect(await tx.errorOf(send, ['+86', '13912345678'])).toBe('NO_ERROR');
      expect(await tx.errorOf(send, ['00852', hongKong])).toBe('VERIFICATION_CODE_TOO_SOON');
      await tx.as('anonymous');
      expect(await tx.errorOf(send, ['+86', '13912345678'])).toBe('UNAUTHENTICATED');
    }));

  it('stores six digits hashed, valid 30 minutes, in a message in the language of the prefix, and asks the worker to send it', () =>
    withWorld(async (tx) => {
      const sent = await sendCode(tx, 'noCompany', '+86', '13912345678');
      const code = sent.params.code;
      expect(code).toMatch(/^\d{6}$/);
      expect(sent.code_hash).not.toContain(code);
      expect(sent.code_hash).toMatch(/^\$2[ab]\$/);
      expect(sent.text).toBe(smsCodeTexts.zh.replace('{code}', code));
      expect(sent.request.expires_at.getTime() - (sent.request.resend_at.getTime() - 60_000)).toBe(limits.smsCodeValidMinutes * 60_000);
      await tx.as(null);
      const outbox = await tx.query('select * from app_private.outbox where workflow_id = $1', [sent.delivery_id]);
      expect(outbox.rows[0]).toMatchObject({ workflow_type: 'smsDeliveryWorkflow', signal: 'smsDeliveryRequested' });
      // Nobody but the owner reads codes or deliveries.
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select * from app_private.verification_codes')).toBe('42501');
      const english = await sendCode(tx, 'memberA', '+852', hongKong);
      expect(english.text).toBe(smsCodeTexts.en.replace('{code}', english.params.code));
    }));

  it('refuses a second code within 60 seconds (per person and per number), allows it after', () =>
    withWorld(async (tx) => {
      await sendCode(tx, 'noCompany', '+86', '13912345678');
      await age(tx, '59 seconds', 'noCompany');
      expect(await tx.errorOf(send, ['+86', '13912345670'])).toBe('VERIFICATION_CODE_TOO_SOON');
      // Another person asking for the same number waits too.
      await tx.as('memberA');
      expect(await tx.errorOf(send, ['+86', '13912345678'])).toBe('VERIFICATION_CODE_TOO_SOON');
      await age(tx, '1 second', 'noCompany');
      expect(await tx.errorOf(send, ['+86', '13912345678'])).toBe('NO_ERROR');
    }));

  it('the seconds left come with the refusal', () =>
    withWorld(async (tx) => {
      await sendCode(tx, 'noCompany', '+86', '13912345678');
      await age(tx, '45 seconds', 'noCompany');
      await tx.query('savepoint s');
      const error = await tx.query(send, ['+86', '13912345678']).catch((e: { detail?: string }) => e);
      await tx.query('rollback to savepoint s');
      expect(JSON.parse((error as { detail: string }).detail)).toEqual({ seconds: 15 });
    }));

  it('allows 5 codes per number and 10 per person an hour; failed deliveries do not count', () =>
    withWorld(async (tx) => {
      for (let i = 0; i < limits.smsCodesPerNumberPerHour; i++) {
        await sendCode(tx, 'noCompany', '+86', '13912345678');
        await age(tx, '61 seconds', 'noCompany');
      }
      expect(await tx.errorOf(send, ['+86', '13912345678'])).toBe('VERIFICATION_CODE_LIMIT');
      await tx.as('memberA');
      expect(await tx.errorOf(send, ['+86', '13912345678'])).toBe('VERIFICATION_CODE_LIMIT');
      for (let i = 0; i < limits.smsCodesPerAccountPerHour - limits.smsCodesPerNumberPerHour; i++) {
        await sendCode(tx, 'noCompany', '+86', `1391234560${i}`);
        await age(tx, '61 seconds', 'noCompany');
      }
      expect(await tx.errorOf(send, ['+86', '13912345699'])).toBe('VERIFICATION_CODE_LIMIT');
      // A delivery given up does not count; an hour later the limits start again.
      await tx.as(null);
      const last = await tx.query<{ id: string }>(
        `select delivery_id as id from app_private.verification_codes where root_user_id = $1 order by created_at desc limit 1`,
        [tx.world.people.noCompany],
      );
      await tx.query('select app_private.sms_delivery_failed($1, $2)', [last.rows[0]!.id, 'provider down']);
      await tx.as('noCompany');
      expect(await tx.errorOf(send, ['+86', '13912345699'])).toBe('NO_ERROR');
      await age(tx, '1 hour', 'noCompany');
      expect(await tx.errorOf(send, ['+86', '13912345698'])).toBe('NO_ERROR');
    }));
});

describe('editing own information', () => {
  it('needs a right, unused, unexpired code when the phone or its prefix changed', () =>
    withWorld(async (tx) => {
      const sent = await sendCode(tx, 'noCompany', '+86', '13912345678');
      const code = sent.params.code;
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await tx.errorOf(edit, info(tx))).toBe('VERIFICATION_CODE_FORMAT');
      expect(await tx.errorOf(edit, info(tx, { code: '12345' }))).toBe('VERIFICATION_CODE_FORMAT');
      expect(await tx.errorOf(edit, info(tx, { code: '1234567' }))).toBe('VERIFICATION_CODE_FORMAT');
      expect(await tx.errorOf(edit, info(tx, { code: wrong }))).toBe('VERIFICATION_CODE_WRONG');
      // The code belongs to its number.
      expect(await tx.errorOf(edit, info(tx, { code, number: '13912345679' }))).toBe('VERIFICATION_CODE_WRONG');
      // Another person cannot use it.
      await tx.as('memberA');
      expect(await tx.errorOf(edit, info(tx, { code, user: tx.world.identities['memberA:default'] }))).toBe('VERIFICATION_CODE_WRONG');
      await tx.as('noCompany');
      expect(await tx.errorOf(edit, info(tx, { code }))).toBe('NO_ERROR');
      const me = await tx.query('select * from app_public.users where id = $1', [tx.world.identities['noCompany:default']]);
      expect(me.rows[0]).toMatchObject({
        name: 'Nora Newcomer',
        position_id: 6,
        email: 'nora@example.com',
        phone_prefix_country_code: '+86',
        contact_number: '13912345678',
        is_added_user_info: true,
      });
      // Same phone again: no code needed. Another prefix: a code again, and the used one is refused.
      expect(await tx.errorOf(edit, info(tx, { name: 'Nora N' }))).toBe('NO_ERROR');
      expect(await tx.errorOf(edit, info(tx, { prefix: '+852', number: '13912345678' }))).toBe('VERIFICATION_CODE_FORMAT');
    }));

  it('refuses a used code and a code older than 30 minutes', () =>
    withWorld(async (tx) => {
      const first = await sendCode(tx, 'noCompany', '+86', '13912345678');
      expect(await tx.errorOf(edit, info(tx, { code: first.params.code }))).toBe('NO_ERROR');
      // Back to another number, then to the first one with the used code.
      await tx.as(null);
      await tx.query(`update app_public.users set contact_number = '13900000000' where root_user_id = $1`, [tx.world.people.noCompany]);
      await tx.as('noCompany');
      expect(await tx.errorOf(edit, info(tx, { code: first.params.code }))).toBe('VERIFICATION_CODE_USED');

      await age(tx, '61 seconds', 'noCompany');
      const second = await sendCode(tx, 'noCompany', '+86', '13912345678');
      await age(tx, '29 minutes 59 seconds', 'noCompany');
      await tx.query('savepoint fresh');
      expect(await tx.errorOf(edit, info(tx, { code: second.params.code }))).toBe('NO_ERROR');
      await tx.query('rollback to savepoint fresh');
      await age(tx, '1 second', 'noCompany');
      expect(await tx.errorOf(edit, info(tx, { code: second.params.code }))).toBe('VERIFICATION_CODE_EXPIRED');
    }));

  it('a code whose SMS could not be sent gives SMS_SERVICE_ERROR', () =>
    withWorld(async (tx) => {
      const sent = await sendCode(tx, 'noCompany', '+86', '13912345678');
      expect((await tx.query('select app_public.verification_code_status($1) as s', [sent.request.id])).rows[0]!.s).toBe('SENDING');
      await tx.as(null);
      await tx.query('select app_private.sms_delivery_failed($1, $2)', [sent.delivery_id, 'provider down']);
      const gone = await tx.query('select text, params, status from app_private.sms_deliveries where id = $1', [sent.delivery_id]);
      expect(gone.rows[0]).toEqual({ text: null, params: null, status: 'FAILED' });
      await tx.as('noCompany');
      expect((await tx.query('select app_public.verification_code_status($1) as s', [sent.request.id])).rows[0]!.s).toBe('FAILED');
      expect(await tx.errorOf(edit, info(tx, { code: sent.params.code }))).toBe('SMS_SERVICE_ERROR');
      // Someone else does not see the status.
      await tx.as('memberA');
      expect((await tx.query('select app_public.verification_code_status($1) as s', [sent.request.id])).rows[0]!.s).toBeNull();
    }));

  it('checks name, position, e-mail and phone, and only the caller’s own identities', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      expect(await tx.errorOf(edit, info(tx, { name: '  ' }))).toBe('USER_NAME_REQUIRED');
      expect(await tx.errorOf(edit, info(tx, { name: 'x'.repeat(51) }))).toBe('USER_NAME_TOO_LONG');
      expect(await tx.errorOf(edit, info(tx, { name: 'R2-D2' }))).toBe('USER_NAME_INVALID');
      expect(await tx.errorOf(edit, info(tx, { name: 'Ann@example' }))).toBe('USER_NAME_INVALID');
      expect(await tx.errorOf(edit, info(tx, { position: null }))).toBe('POSITION_REQUIRED');
      expect(await tx.errorOf(edit, info(tx, { position: 999 }))).toBe('POSITION_NOT_FOUND');
      expect(await tx.errorOf(edit, info(tx, { email: '' }))).toBe('EMAIL_REQUIRED');
      expect(await tx.errorOf(edit, info(tx, { email: 'nora@example' }))).toBe('EMAIL_INVALID');
      expect(await tx.errorOf(edit, info(tx, { number: '23912345678' }))).toBe('PHONE_INVALID');
      expect(await tx.errorOf(edit, info(tx, { prefix: null }))).toBe('PHONE_INVALID');
      expect(await tx.errorOf(edit, info(tx, { user: tx.world.identities['memberA:A'] }))).toBe('USER_NOT_FOUND');
      await tx.as('anonymous');
      expect(await tx.errorOf(edit, info(tx))).toBe('UNAUTHENTICATED');
    }));

  it('writes a company identity and the account’s own identity, and asks for the account sync when told', () =>
    withWorld(async (tx) => {
      const sent = await sendCode(tx, 'memberA', '+852', hongKong);
      const args = info(tx, { user: tx.world.identities['memberA:A'], prefix: '+852', number: hongKong, code: sent.params.code, name: 'Mia Chan' });
      args[7] = true;
      expect(await tx.errorOf(edit, args)).toBe('NO_ERROR');
      await tx.as(null);
      const rows = await tx.query<{ company_id: string | null; name: string; contact_number: string; is_added_user_info: boolean }>(
        'select company_id, name, contact_number, is_added_user_info from app_public.users where root_user_id = $1 order by company_id nulls first',
        [tx.world.people.memberA],
      );
      expect(rows.rows.map((r) => [r.name, r.contact_number, r.is_added_user_info])).toEqual([
        ['Mia Chan', hongKong, true],
        ['Mia Chan', hongKong, true],
      ]);
      const outbox = await tx.query('select * from app_private.outbox where workflow_id = $1', [tx.world.people.memberA]);
      expect(outbox.rows[0]).toMatchObject({ workflow_type: 'accountSyncWorkflow', signal: 'accountSyncRequested' });
      const data = await tx.query('select * from app_private.account_sync_data($1)', [tx.world.people.memberA]);
      expect(data.rows[0]).toEqual({ name: 'Mia Chan', email: 'nora@example.com', phone_prefix_country_code: '+852', contact_number: hongKong });
      // The person sees a failing sync's code until a later attempt succeeds; nobody else sees it.
      await tx.query('select app_private.account_sync_record($1, $2)', [tx.world.people.memberA, 'JOIN_SYNC_ACCOUNT_FAILED: HTTP 503']);
      await tx.as('memberA');
      const failing = await tx.query('select * from app_public.my_account_sync()');
      expect(failing.rows[0]).toMatchObject({ synced_at: null, error_code: 'JOIN_SYNC_ACCOUNT_FAILED' });
      await tx.as('memberB');
      expect((await tx.query('select * from app_public.my_account_sync()')).rows[0]).toMatchObject({ error_code: null, requested_at: null });
      await tx.as(null);
      await tx.query('select app_private.account_sync_record($1, null)', [tx.world.people.memberA]);
      await tx.as('memberA');
      const synced = await tx.query<{ synced_at: Date | null; error_code: string | null }>('select * from app_public.my_account_sync()');
      expect(synced.rows[0]!.error_code).toBeNull();
      expect(synced.rows[0]!.synced_at).not.toBeNull();
    }));
});

describe('the SMS deliveries and the development outbox', () => {
  it('clear the text once sent, keep the outbox message once per delivery, and show it to vendor admins only', () =>
    withWorld(async (tx) => {
      const sent = await sendCode(tx, 'noCompany', '+86', '13912345678');
      await tx.as(null);
      await tx.query('select app_private.sms_outbox_store($1, $2, $3)', [sent.delivery_id, '+86 13912345678', sent.text]);
      await tx.query('select app_private.sms_outbox_store($1, $2, $3)', [sent.delivery_id, '+86 13912345678', sent.text]);
      await tx.query('select app_private.sms_delivery_sent($1, $2, $3)', [sent.delivery_id, 'outbox', null]);
      await tx.query('select app_private.sms_delivery_failed($1, $2)', [sent.delivery_id, 'late failure is ignored']);
      const delivery = await tx.query('select text, params, status, provider from app_private.sms_deliveries where id = $1', [sent.delivery_id]);
      expect(delivery.rows[0]).toEqual({ text: null, params: null, status: 'SENT', provider: 'outbox' });
      for (const [persona, seen] of [['vendorAdmin', 1], ['adminA', 0], ['noCompany', 0]] as const) {
        await tx.as(persona);
        const r = await tx.query('select text from app_public.sms_outbox_messages where delivery_id = $1', [sent.delivery_id]);
        expect(r.rowCount, persona).toBe(seen);
      }
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(`delete from app_public.sms_outbox_messages`)).toBe('42501');
    }));
});
