import { describe, expect, it } from 'vitest';
import { normalizeRedeemCode, redeemCodeAlphabet, redeemCodePattern } from '@pp/domain';
import { builtinRoleIds, withWorld, type Persona, type Tx } from './world.ts';

// Personal certification types of split 510: 1 SCF, 2 SCA-TSE.
const SCF = 1;
const SCA_TSE = 2;

const create = 'select * from app_public.create_redeem_codes($1, $2, $3, $4::date, $5::date, $6)';
const reserve = 'select * from app_public.reserve_redeem_code($1, $2)';
const use = 'select * from app_private.redeem_code_use($1, $2, $3)';
const release = 'select app_private.redeem_code_release($1) as n';
const missing = '00000000-0000-4000-8000-0000000000ff';
const application = '00000000-0000-4000-8000-00000000a001';

interface Reservation {
  redeem_code_id: string | null;
  error_code: string | null;
  failures_left: number;
}

interface Code {
  id: string;
  code: string;
  status: string;
  reserved_by: string | null;
  reserved_until: Date | null;
  used_by: string | null;
  used_at: Date | null;
  personal_certification_id: string | null;
}

/** A business date `days` from business today (YYYY-MM-DD). */
const dayIn = async (tx: Tx, days: number): Promise<string> =>
  (await tx.query<{ d: string }>(`select to_char(app_hidden.business_today() + $1::int, 'YYYY-MM-DD') as d`, [days])).rows[0]!.d;

/** Creates codes as the vendor admin (valid from today for a year unless told) and answers the log's id and its codes. */
const created = async (tx: Tx, number = 3, o: { type?: number; from?: number; until?: number; as?: Persona } = {}) => {
  await tx.as(o.as ?? 'vendorAdmin');
  const { rows } = await tx.query<{ id: string }>(create, ['Training campaign', number, o.type ?? SCF, await dayIn(tx, o.from ?? 0), await dayIn(tx, o.until ?? 365), null]);
  const logId = rows[0]!.id;
  return { logId, codes: await codesOf(tx, logId) };
};

/** Codes read as the owner: a log's (in the order of their letters), or one. */
const codesWhere = async (tx: Tx, column: 'log_id' | 'id', value: string): Promise<Code[]> => {
  await tx.as(null);
  return (
    await tx.query<Code>(
      `select c.id, c.code, app_public.redeem_codes_status(c)::text as status, c.reserved_by, c.reserved_until, c.used_by, c.used_at,
              c.personal_certification_id
       from app_public.redeem_codes c where c.${column} = $1 order by c.code`,
      [value],
    )
  ).rows;
};
const codesOf = (tx: Tx, logId: string): Promise<Code[]> => codesWhere(tx, 'log_id', logId);
const codeRow = async (tx: Tx, id: string): Promise<Code> => (await codesWhere(tx, 'id', id))[0]!;

const reserveAs = async (tx: Tx, persona: Persona, code: string, type = SCF): Promise<Reservation> => {
  await tx.as(persona);
  return (await tx.query<Reservation>(reserve, [code, type])).rows[0]!;
};

/** The person's failures counted today. */
const failures = async (tx: Tx, persona: Exclude<Persona, 'anonymous'>): Promise<number> => {
  await tx.as(null);
  const { rows } = await tx.query<{ n: number }>(
    'select coalesce(max(failures), 0) as n from app_private.redeem_code_failures where root_user_id = $1 and day = app_hidden.business_today()',
    [tx.world.people[persona]],
  );
  return rows[0]!.n;
};

/** Runs the rest as the owner on behalf of the person, as a command of `app_public` runs the `app_private` steps. */
const onBehalfOf = async (tx: Tx, persona: Exclude<Persona, 'anonymous'>) => {
  await tx.as(null);
  await tx.query("select set_config('jwt.claims.sub', $1, true)", [tx.world.people[persona]]);
};

/** Makes the no-company person a second vendor admin. */
const secondVendorAdmin = async (tx: Tx) => {
  await tx.as(null);
  await tx.query(
    `insert into app_public.user_roles (user_id, role_id)
     select u.id, $2 from app_public.users u where u.root_user_id = $1 and u.company_id is null`,
    [tx.world.people.noCompany, builtinRoleIds.vendorAdministrator],
  );
};

const logsOfRun = async (tx: Tx) => {
  await tx.as(null);
  return (await tx.query<{ n: number }>('select count(*)::int as n from app_public.redeem_code_create_logs where created_by = any ($1)', [
    Object.values(tx.world.people),
  ])).rows[0]!.n;
};

describe('creating redeem codes', () => {
  it('a vendor admin creates codes with a reason: the log, and its codes, each 16 letters of the alphabet in groups of four', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      const from = await dayIn(tx, 1);
      const until = await dayIn(tx, 30);
      const log = (await tx.query(create, ['  Partner training  ', 3, SCF, from, until, ' first batch '])).rows[0]!;
      expect(log).toMatchObject({ reason: 'Partner training', number: 3, type_id: SCF, remark: 'first batch', created_by: tx.world.people.vendorAdmin });
      const read = await tx.query(
        `select to_char(l.validate_date, 'YYYY-MM-DD') as validate_date, to_char(l.expired_date, 'YYYY-MM-DD') as expired_date,
                app_public.redeem_code_create_logs_creator_name(l) as creator, app_public.redeem_code_create_logs_used_count(l) as used,
                app_public.redeem_code_create_logs_unused_count(l) as unused
         from app_public.redeem_code_create_logs l where l.id = $1`,
        [log.id],
      );
      expect(read.rows[0]).toEqual({ validate_date: from, expired_date: until, creator: 'vendorAdmin', used: 0, unused: 3 });
      const codes = await codesOf(tx, log.id as string);
      expect(codes).toHaveLength(3);
      for (const c of codes) {
        expect(c.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
        expect(redeemCodePattern.test(normalizeRedeemCode(c.code))).toBe(true);
        expect(c.status).toBe('NOT_YET_VALID');
      }
      const rows = await tx.query<{ type_id: number; valid_from: string; expired_date: string; hashed: boolean }>(
        `select type_id, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(expired_date, 'YYYY-MM-DD') as expired_date,
                code_hash = sha256(convert_to(replace(code, '-', ''), 'UTF8')) as hashed
         from app_public.redeem_codes where log_id = $1`,
        [log.id],
      );
      expect(new Set(rows.rows.map((r) => JSON.stringify(r)))).toEqual(new Set([JSON.stringify({ type_id: SCF, valid_from: from, expired_date: until, hashed: true })]));
    }));

  it('codes are unique and use every letter of the 32-letter alphabet, and only those', () =>
    withWorld(async (tx) => {
      const { codes } = await created(tx, 100);
      expect(codes).toHaveLength(100);
      expect(new Set(codes.map((c) => c.code)).size).toBe(100);
      const letters = new Set(codes.flatMap((c) => [...normalizeRedeemCode(c.code)]));
      expect([...letters].sort().join('')).toBe([...redeemCodeAlphabet].sort().join(''));
      for (const look of ['0', '1', 'I', 'O']) expect(letters.has(look)).toBe(false);
      const hashes = await tx.query<{ n: number }>('select count(distinct code_hash)::int as n from app_public.redeem_codes where id = any ($1)', [codes.map((c) => c.id)]);
      expect(hashes.rows[0]!.n).toBe(100);
    }));

  it('refuses each bad field with its code, at its bound, and writes nothing', () =>
    withWorld(async (tx) => {
      const today = await dayIn(tx, 0);
      const yesterday = await dayIn(tx, -1);
      const later = await dayIn(tx, 30);
      await tx.as('vendorAdmin');
      const refused: [unknown[], string][] = [
        [['  ', 3, SCF, today, later, null], 'REDEEM_CODE_REASON_REQUIRED'],
        [[null, 3, SCF, today, later, null], 'REDEEM_CODE_REASON_REQUIRED'],
        [['x'.repeat(201), 3, SCF, today, later, null], 'REDEEM_CODE_REASON_TOO_LONG'],
        [['why', 0, SCF, today, later, null], 'REDEEM_CODE_NUMBER_INVALID'],
        [['why', 101, SCF, today, later, null], 'REDEEM_CODE_NUMBER_INVALID'],
        [['why', null, SCF, today, later, null], 'REDEEM_CODE_NUMBER_INVALID'],
        [['why', 3, null, today, later, null], 'REDEEM_CODE_TYPE_REQUIRED'],
        [['why', 3, 999, today, later, null], 'REDEEM_CODE_TYPE_REQUIRED'],
        [['why', 3, SCF, null, later, null], 'REDEEM_CODE_DATE_REQUIRED'],
        [['why', 3, SCF, today, null, null], 'REDEEM_CODE_DATE_REQUIRED'],
        [['why', 3, SCF, later, today, null], 'REDEEM_CODE_DATES_INVALID'],
        [['why', 3, SCF, yesterday, yesterday, null], 'REDEEM_CODE_EXPIRY_PASSED'],
        [['why', 3, SCF, today, later, 'r'.repeat(201)], 'REDEEM_CODE_REMARK_TOO_LONG'],
      ];
      for (const [values, code] of refused) expect(await tx.errorOf(create, values), code).toBe(code);
      for (const persona of ['adminA', 'memberA', 'noCompany'] as const) {
        await tx.as(persona);
        expect(await tx.errorOf(create, ['why', 3, SCF, today, later, null]), persona).toBe('NO_PERMISSION');
      }
      await tx.as('anonymous');
      expect(await tx.errorOf(create, ['why', 3, SCF, today, later, null])).toBe('42501');
      expect(await logsOfRun(tx)).toBe(0);
    }));

  it('takes each field at its bound: a reason and a remark of 200 characters, 1 and 100 codes, one valid day that is today', () =>
    withWorld(async (tx) => {
      const today = await dayIn(tx, 0);
      await tx.as('vendorAdmin');
      const big = (await tx.query<{ id: string; reason: string; remark: string }>(create, [` ${'x'.repeat(200)} `, 100, SCA_TSE, today, today, 'r'.repeat(200)])).rows[0]!;
      expect([big.reason.length, big.remark.length]).toEqual([200, 200]);
      expect(await codesOf(tx, big.id)).toHaveLength(100);
      await tx.as('vendorAdmin');
      const one = (await tx.query<{ id: string }>(create, ['one', 1, SCF, today, today, null])).rows[0]!;
      expect((await codesOf(tx, one.id)).map((c) => c.status)).toEqual(['UNUSED']);
    }));

  it('the 10th creation of a business day passes, the 11th is refused; another vendor admin still may; the next day it works again', () =>
    withWorld(async (tx) => {
      for (let i = 1; i <= 10; i++) await created(tx, 1);
      await tx.as('vendorAdmin');
      const values = ['one more', 1, SCF, await dayIn(tx, 0), await dayIn(tx, 30), null];
      expect(await tx.errorOf(create, values)).toBe('REDEEM_CODE_CREATE_LIMIT');
      await secondVendorAdmin(tx);
      await tx.as('noCompany');
      expect(await tx.errorOf(create, values)).toBe('NO_ERROR');
      // created at the first moment of today: still today's
      await tx.as(null);
      await tx.query(
        `update app_public.redeem_code_create_logs set created_at = app_hidden.business_day_start(app_hidden.business_today()) where created_by = $1`,
        [tx.world.people.vendorAdmin],
      );
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(create, values)).toBe('REDEEM_CODE_CREATE_LIMIT');
      // a moment earlier: yesterday's (the business day begins at midnight UTC+8)
      await tx.as(null);
      await tx.query(
        `update app_public.redeem_code_create_logs set created_at = created_at - interval '1 microsecond' where created_by = $1`,
        [tx.world.people.vendorAdmin],
      );
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(create, values)).toBe('NO_ERROR');
    }));

  it('the remark of a log: at most 200 characters, empty clears it, vendor admins only', () =>
    withWorld(async (tx) => {
      const { logId } = await created(tx, 1);
      const update = 'select * from app_public.update_redeem_code_create_log_remark($1, $2)';
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(update, [logId, 'r'.repeat(201)])).toBe('REDEEM_CODE_REMARK_TOO_LONG');
      expect((await tx.query(update, [logId, ` ${'r'.repeat(200)} `])).rows[0]!.remark).toBe('r'.repeat(200));
      expect((await tx.query(update, [logId, '  '])).rows[0]!.remark).toBeNull();
      expect(await tx.errorOf(update, [missing, 'x'])).toBe('REDEEM_CODE_LOG_NOT_FOUND');
      await tx.as('adminA');
      expect(await tx.errorOf(update, [logId, 'x'])).toBe('REDEEM_CODE_LOG_NOT_FOUND');
      await tx.as('anonymous');
      expect(await tx.errorOf(update, [logId, 'x'])).toBe('42501');
    }));
});

describe('redeeming a code', () => {
  it('holds the code for its person for 30 minutes, whatever its case, spaces or dashes; the same person again extends the hold', () =>
    withWorld(async (tx) => {
      const { logId, codes } = await created(tx, 2);
      const code = codes[0]!;
      const typed = ` ${normalizeRedeemCode(code.code).toLowerCase().replace(/(.{4})/g, '$1 ')}`;
      const answer = await reserveAs(tx, 'memberA', typed);
      expect(answer).toEqual({ redeem_code_id: code.id, error_code: null, failures_left: 10 });
      const held = await codeRow(tx, code.id);
      expect(held).toMatchObject({ status: 'RESERVED', reserved_by: tx.world.people.memberA, used_at: null });
      const { rows } = await tx.query<{ minutes: number }>(
        `select extract(epoch from reserved_until - now()) / 60 as minutes from app_public.redeem_codes where id = $1`, [code.id]);
      expect(Number(rows[0]!.minutes)).toBe(30);
      await tx.query(`update app_public.redeem_codes set reserved_until = now() + interval '1 minute' where id = $1`, [code.id]);
      expect((await reserveAs(tx, 'memberA', code.code)).redeem_code_id).toBe(code.id);
      expect((await codeRow(tx, code.id)).reserved_until!.getTime()).toBe(held.reserved_until!.getTime());
      // the back office's view: the holder's name; the log counts it unused until an application uses it
      const seen = await tx.query(
        `select app_public.redeem_codes_redeemer_name(c) as name, app_public.redeem_code_create_logs_unused_count(l) as unused
         from app_public.redeem_codes c join app_public.redeem_code_create_logs l on l.id = c.log_id where c.id = $1`, [code.id]);
      expect(seen.rows[0]).toEqual({ name: 'memberA', unused: 2 });
      expect((await codesOf(tx, logId)).filter((c) => c.status === 'UNUSED')).toHaveLength(1);
    }));

  it('answers each error in its order and counts it (a blank code uncounted): format, not found, used, held by another, not yet valid, expired, type', () =>
    withWorld(async (tx) => {
      const { codes } = await created(tx, 3);
      const [free, usedCode, heldCode] = codes as [Code, Code, Code];
      const { codes: later } = await created(tx, 1, { from: 1, until: 30 });
      const { codes: lastDay } = await created(tx, 2, { from: 0, until: 0 });
      await tx.as(null);
      await tx.query(`update app_public.redeem_codes set used_by = $2, used_at = now(), personal_certification_id = $3 where id = $1`,
        [usedCode.id, tx.world.people.memberB, application]);
      await tx.query(`update app_public.redeem_codes set expired_date = app_hidden.business_today() - 1, valid_from = app_hidden.business_today() - 30 where id = $1`,
        [lastDay[1]!.id]);
      expect((await reserveAs(tx, 'memberB', heldCode.code)).error_code).toBeNull();

      const attempts: [string, number, string][] = [
        ['ABCD-EFGH-JKLM', SCF, 'REDEEM_CODE_FORMAT_INVALID'],
        ['ABCD-EFGH-JKLM-NPQ0', SCF, 'REDEEM_CODE_FORMAT_INVALID'], // 0 is not a letter of the alphabet
        ['ABCD-EFGH-JKLM-NPQR', SCF, 'REDEEM_CODE_NOT_FOUND'],
        [usedCode.code, SCF, 'REDEEM_CODE_USED'],
        [heldCode.code, SCF, 'REDEEM_CODE_USED'],
        [later[0]!.code, SCF, 'REDEEM_CODE_NOT_YET_VALID'],
        [lastDay[1]!.code, SCF, 'REDEEM_CODE_EXPIRED'],
        [free.code, SCA_TSE, 'REDEEM_CODE_TYPE_MISMATCH'],
      ];
      // a blank code (nothing once spaces and dashes are removed) is answered as missing and not counted
      for (const blank of ['', ' - ']) {
        expect(await reserveAs(tx, 'memberA', blank)).toEqual({ redeem_code_id: null, error_code: 'REDEEM_CODE_REQUIRED', failures_left: 10 });
      }
      expect(await failures(tx, 'memberA')).toBe(0);
      let left = 10;
      for (const [code, type, error] of attempts) {
        expect(await reserveAs(tx, 'memberA', code, type), error).toEqual({ redeem_code_id: null, error_code: error, failures_left: --left });
      }
      expect(await failures(tx, 'memberA')).toBe(attempts.length);
      expect(await failures(tx, 'memberB')).toBe(0);
      // its first valid day and its last valid day: good
      expect((await reserveAs(tx, 'memberA', lastDay[0]!.code)).redeem_code_id).toBe(lastDay[0]!.id);
      expect((await reserveAs(tx, 'memberA', free.code, SCF)).redeem_code_id).toBe(free.id);
    }));

  it('a failed attempt answers instead of raising, so its count is kept', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      expect(await tx.errorOf(reserve, ['NOT-A-CODE', SCF])).toBe('NO_ERROR');
      expect(await tx.errorOf(reserve, ['ABCD-EFGH-JKLM-NPQR', SCF])).toBe('NO_ERROR');
      expect(await failures(tx, 'memberA')).toBe(2);
    }));

  it('the 10th failure still gets its own error; the 11th attempt is refused even with a good code, uncounted; the next day it works', () =>
    withWorld(async (tx) => {
      const { codes } = await created(tx, 1);
      for (let i = 1; i <= 9; i++) await reserveAs(tx, 'memberA', 'ABCD-EFGH-JKLM-NPQR');
      expect(await reserveAs(tx, 'memberA', 'ABCD-EFGH-JKLM-NPQS')).toEqual({ redeem_code_id: null, error_code: 'REDEEM_CODE_NOT_FOUND', failures_left: 0 });
      expect(await reserveAs(tx, 'memberA', codes[0]!.code)).toEqual({ redeem_code_id: null, error_code: 'REDEEM_CODE_TOO_MANY_FAILURES', failures_left: 0 });
      expect(await reserveAs(tx, 'memberA', 'ABCD')).toMatchObject({ error_code: 'REDEEM_CODE_TOO_MANY_FAILURES' });
      expect(await failures(tx, 'memberA')).toBe(10);
      expect((await codeRow(tx, codes[0]!.id)).status).toBe('UNUSED');
      // someone else is not held back
      expect((await reserveAs(tx, 'memberB', 'ABCD')).error_code).toBe('REDEEM_CODE_FORMAT_INVALID');
      // the counter's day moved back: a new business day
      await tx.as(null);
      await tx.query('update app_private.redeem_code_failures set day = day - 1 where root_user_id = $1', [tx.world.people.memberA]);
      expect(await reserveAs(tx, 'memberA', codes[0]!.code)).toEqual({ redeem_code_id: codes[0]!.id, error_code: null, failures_left: 10 });
    }));

  it('a hold by another person blocks until it lapses', () =>
    withWorld(async (tx) => {
      const { codes } = await created(tx, 1);
      const code = codes[0]!;
      expect((await reserveAs(tx, 'memberA', code.code)).redeem_code_id).toBe(code.id);
      expect((await reserveAs(tx, 'memberB', code.code)).error_code).toBe('REDEEM_CODE_USED');
      await tx.as(null);
      await tx.query(`update app_public.redeem_codes set reserved_until = now() where id = $1`, [code.id]);
      expect((await codeRow(tx, code.id)).status).toBe('UNUSED');
      expect((await reserveAs(tx, 'memberB', code.code)).redeem_code_id).toBe(code.id);
      expect((await codeRow(tx, code.id)).reserved_by).toBe(tx.world.people.memberB);
    }));
});

describe('using and releasing a held code (the application\'s steps)', () => {
  it('the holder uses it for an application: recorded who, when and for which; the log counts it used', () =>
    withWorld(async (tx) => {
      const { logId, codes } = await created(tx, 3);
      const code = codes[0]!;
      await reserveAs(tx, 'memberA', code.code);
      await onBehalfOf(tx, 'memberA');
      await tx.query(use, [code.id, SCF, application]);
      const used = await codeRow(tx, code.id);
      expect(used).toMatchObject({ status: 'USED', used_by: tx.world.people.memberA, personal_certification_id: application, reserved_by: null });
      expect(used.used_at).not.toBeNull();
      const counts = await tx.query(
        `select app_public.redeem_code_create_logs_used_count(l) as used, app_public.redeem_code_create_logs_unused_count(l) as unused
         from app_public.redeem_code_create_logs l where l.id = $1`, [logId]);
      expect(counts.rows[0]).toEqual({ used: 1, unused: 2 });
      expect((await tx.query('select app_public.redeem_codes_redeemer_name(c) as n from app_public.redeem_codes c where id = $1', [code.id])).rows[0]!.n).toBe('memberA');
      // used: no second use, no new hold
      await onBehalfOf(tx, 'memberA');
      expect(await tx.errorOf(use, [code.id, SCF, '00000000-0000-4000-8000-00000000a002'])).toBe('REDEEM_CODE_USED');
      expect((await reserveAs(tx, 'memberB', code.code)).error_code).toBe('REDEEM_CODE_USED');
    }));

  it('refuses without a live hold of the caller, for another type, or an unknown code', () =>
    withWorld(async (tx) => {
      const { codes } = await created(tx, 2);
      const [held, free] = codes as [Code, Code];
      await reserveAs(tx, 'memberA', held.code);
      await onBehalfOf(tx, 'memberA');
      expect(await tx.errorOf(use, [missing, SCF, application])).toBe('REDEEM_CODE_NOT_FOUND');
      expect(await tx.errorOf(use, [held.id, SCA_TSE, application])).toBe('REDEEM_CODE_TYPE_MISMATCH');
      expect(await tx.errorOf(use, [free.id, SCF, application])).toBe('REDEEM_CODE_NOT_FOUND');
      await onBehalfOf(tx, 'memberB');
      expect(await tx.errorOf(use, [held.id, SCF, application])).toBe('REDEEM_CODE_USED');
      // the hold lapsed: redeem again
      await tx.query(`update app_public.redeem_codes set reserved_until = now() where id = $1`, [held.id]);
      await onBehalfOf(tx, 'memberA');
      expect(await tx.errorOf(use, [held.id, SCF, application])).toBe('REDEEM_CODE_NOT_FOUND');
      expect((await codeRow(tx, held.id)).status).toBe('UNUSED');
    }));

  it('releasing a rejected or cancelled application\'s code frees it for anyone', () =>
    withWorld(async (tx) => {
      const { codes } = await created(tx, 1);
      const code = codes[0]!;
      await reserveAs(tx, 'memberA', code.code);
      await onBehalfOf(tx, 'memberA');
      await tx.query(use, [code.id, SCF, application]);
      expect((await tx.query<{ n: number }>(release, [application])).rows[0]!.n).toBe(1);
      expect(await codeRow(tx, code.id)).toMatchObject({ status: 'UNUSED', used_by: null, used_at: null, personal_certification_id: null, reserved_by: null });
      expect((await tx.query<{ n: number }>(release, [application])).rows[0]!.n).toBe(0);
      expect((await reserveAs(tx, 'memberB', code.code)).redeem_code_id).toBe(code.id);
    }));
});

describe('who sees and writes redeem codes', () => {
  it('vendor admins read logs and codes; nobody else does; nobody writes them directly', () =>
    withWorld(async (tx) => {
      const { logId, codes } = await created(tx, 2);
      await reserveAs(tx, 'memberA', codes[0]!.code);
      const seen = async () => ({
        logs: (await tx.query('select 1 from app_public.redeem_code_create_logs where id = $1', [logId])).rowCount,
        codes: (await tx.query('select 1 from app_public.redeem_codes where log_id = $1', [logId])).rowCount,
      });
      await tx.as('vendorAdmin');
      expect(await seen()).toEqual({ logs: 1, codes: 2 });
      for (const persona of ['adminA', 'memberA', 'noCompany', 'memberB'] as const) {
        await tx.as(persona);
        expect(await seen(), persona).toEqual({ logs: 0, codes: 0 });
      }
      await tx.as('anonymous');
      expect(await tx.errorOf('select 1 from app_public.redeem_codes')).toBe('42501');
      expect(await tx.errorOf('select 1 from app_public.redeem_code_create_logs')).toBe('42501');
      expect(await tx.errorOf(reserve, [codes[1]!.code, SCF])).toBe('42501');
      for (const persona of ['vendorAdmin', 'memberA'] as const) {
        await tx.as(persona);
        expect(await tx.errorOf(`update app_public.redeem_codes set used_at = now() where log_id = $1`, [logId]), persona).toBe('42501');
        expect(await tx.errorOf(`update app_public.redeem_code_create_logs set remark = 'x' where id = $1`, [logId]), persona).toBe('42501');
        expect(await tx.errorOf(`delete from app_public.redeem_codes where log_id = $1`, [logId]), persona).toBe('42501');
        expect(await tx.errorOf(
          `insert into app_public.redeem_codes (log_id, type_id, code, code_hash, valid_from, expired_date) values ($1, 1, 'X', '\\x00', now(), now())`,
          [logId],
        ), persona).toBe('42501');
        expect(await tx.errorOf('select 1 from app_private.redeem_code_failures'), persona).toBe('42501');
        expect(await tx.errorOf(use, [codes[0]!.id, SCF, application]), persona).toBe('42501');
        expect(await tx.errorOf(release, [application]), persona).toBe('42501');
      }
    }));
});
