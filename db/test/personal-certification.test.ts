import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { personalCertificationMachine, pointUsageApprovalMachine, transitionRows } from '@pp/domain';
import { buildWorld, testDatabaseUrl, withWorld, type Tx } from './world.ts';

const SCF = 1;
const SCA_TSE = 2;

const applyText = `select * from app_public.apply_personal_certification(
  type_id => $1, real_name => $2, site => $3, payment_method => $4, company_id => $5, point_type => $6,
  receipt_file_id => $7, redeem_code_id => null, delivery_address_id => $8, delivery_contact_name => $9,
  delivery_contact_prefix => $10, delivery_contact_number => $11, delivery_address => $12, wants_invoice => $13,
  invoice_content_type => $14, invoice_title_type => $15, invoice_title => $16, invoice_company_name => $17,
  invoice_tax_number => $18, invoice_receiver_email => $19)`;

interface Application {
  typeId?: number | null;
  realName?: string | null;
  site?: string;
  paymentMethod?: string | null;
  companyId?: string | null;
  pointType?: string | null;
  receiptFileId?: string | null;
  deliveryAddressId?: string | null;
  contact?: string | null;
  prefix?: string | null;
  phone?: string | null;
  address?: string | null;
  invoice?: Partial<Record<'contentType' | 'titleType' | 'title' | 'companyName' | 'taxNumber' | 'email', string | null>> | null;
}

const values = (a: Application) => {
  const invoice = a.invoice === undefined ? null : a.invoice;
  const inv = { contentType: 'TECHNICAL_TRAINING_EXPENSE', titleType: 'ORGANIZATIONAL', title: 'Alpha Ltd', companyName: 'Alpha Ltd', taxNumber: '91310000MA1', email: 'finance@alpha.example.com', ...(invoice ?? {}) };
  return [
    a.typeId === undefined ? SCF : a.typeId, a.realName === undefined ? 'Li Lei' : a.realName, a.site ?? 'MAINLAND',
    a.paymentMethod === undefined ? 'TRANSFER_ACCOUNTS' : a.paymentMethod, a.companyId ?? null, a.pointType ?? null,
    a.receiptFileId ?? null, a.deliveryAddressId ?? null,
    a.contact === undefined ? 'Li Lei' : a.contact, a.prefix === undefined ? '+86' : a.prefix,
    a.phone === undefined ? '13800000000' : a.phone, a.address === undefined ? '1 Quay Road, Shanghai' : a.address,
    invoice !== null, inv.contentType, inv.titleType, inv.title, inv.companyName, inv.taxNumber, inv.email,
  ];
};

/** A receipt image `persona` uploaded. */
const receipt = async (tx: Tx, root: string, use = 'RECEIPT'): Promise<string> => {
  await tx.as(null);
  return (await tx.query<{ id: string }>(
    `insert into app_public.uploaded_files (root_user_id, use, name, size, mime_type, storage_key, status)
     values ($1, $2, 'receipt.png', 10, 'image/png', 'k/' || gen_random_uuid(), 'SUCCESS') returning id`, [root, use])).rows[0]!.id;
};

/** Gives company A `points` market points (a lot effective today for a year). */
const givePoints = async (tx: Tx, points: number, companyId?: string): Promise<void> => {
  await tx.as(null);
  await tx.query(
    `select app_private.company_point_add(null, $1, 'MARKET_POINT', $2, app_private.company_point_today(), app_private.company_point_today() + 365, 'ACTIVITY_REWARD', 'Test reward', null)`,
    [companyId ?? tx.world.companyA, points]);
};
const available = async (tx: Tx, companyId?: string): Promise<number> => {
  await tx.as(null);
  return Number((await tx.query<{ n: string }>(`select app_private.company_point_available($1, 'MARKET_POINT') as n`, [companyId ?? tx.world.companyA])).rows[0]!.n);
};

/** memberA applies (transfer by default); returns the row. */
const apply = async (tx: Tx, a: Application = {}) => {
  const receiptId = a.paymentMethod === undefined || a.paymentMethod === 'TRANSFER_ACCOUNTS' ? (a.receiptFileId ?? await receipt(tx, tx.world.people.memberA)) : a.receiptFileId;
  await tx.as('memberA');
  return (await tx.query<{ id: string; status: string; semantic_id: string; deducted_money: string; deducted_points: number; currency: string }>(
    applyText, values({ ...a, receiptFileId: receiptId }))).rows[0]!;
};
const applyError = async (tx: Tx, a: Application) => {
  await tx.as('memberA');
  return tx.errorOf(applyText, values(a));
};
const byPoints = (tx: Tx) => ({ paymentMethod: 'POINT_DEDUCTION', companyId: tx.world.companyA, pointType: 'MARKET_POINT' });

const statusOf = async (tx: Tx, id: string) => {
  await tx.as(null);
  return (await tx.query<{ status: string }>('select status from app_public.personal_certifications where id = $1', [id])).rows[0]!.status;
};
const approvalOf = async (tx: Tx, certificationId: string) => {
  await tx.as(null);
  return (await tx.query<{ id: string; status: string; point: number }>(
    'select id, status, point from app_public.point_usage_approvals where personal_certification_id = $1', [certificationId])).rows[0]!;
};

describe('applying for a personal certification', () => {
  it('by transfer: the fee of the type on the site, in its currency; it waits for the vendor', () =>
    withWorld(async (tx) => {
      const mainland = await apply(tx);
      expect(mainland).toMatchObject({ status: 'COMMITTED', deducted_money: '860.00', deducted_points: 0, currency: 'CNY' });
      expect(mainland.semantic_id).toMatch(/^PC-\d{4}-\d{7}$/);
      const global = await apply(tx, { typeId: SCA_TSE, site: 'GLOBAL', invoice: {} });
      expect(global).toMatchObject({ deducted_money: '500.00', currency: 'USD' });
    }));

  it('refuses bad input with its code and writes nothing', () =>
    withWorld(async (tx) => {
      const r = await receipt(tx, tx.world.people.memberA);
      const cases: [Application, string][] = [
        [{ typeId: 99, receiptFileId: r }, 'PERSONAL_CERTIFICATION_TYPE_INVALID'],
        [{ realName: ' ', receiptFileId: r }, 'PERSONAL_CERTIFICATION_REAL_NAME_REQUIRED'],
        [{ realName: 'x'.repeat(51), receiptFileId: r }, 'PERSONAL_CERTIFICATION_REAL_NAME_TOO_LONG'],
        [{ paymentMethod: 'NO_PAYMENT' }, 'PERSONAL_CERTIFICATION_PAYMENT_METHOD_INVALID'],
        [{ paymentMethod: null }, 'PERSONAL_CERTIFICATION_PAYMENT_METHOD_INVALID'],
        [{}, 'PERSONAL_CERTIFICATION_RECEIPT_REQUIRED'],
        [{ receiptFileId: '00000000-0000-4000-8000-0000000000ff' }, 'PERSONAL_CERTIFICATION_RECEIPT_INVALID'],
        [{ paymentMethod: 'POINT_DEDUCTION', pointType: 'MARKET_POINT' }, 'PERSONAL_CERTIFICATION_POINT_COMPANY_REQUIRED'],
        [{ paymentMethod: 'POINT_DEDUCTION', companyId: tx.world.companyA }, 'PERSONAL_CERTIFICATION_POINT_TYPE_REQUIRED'],
        [{ ...byPoints(tx), companyId: tx.world.companyB }, 'PERSONAL_CERTIFICATION_NOT_COMPANY_MEMBER'],
        [{ paymentMethod: 'REDEEM_CODE' }, 'PERSONAL_CERTIFICATION_REDEEM_CODE_REQUIRED'],
        [{ receiptFileId: r, contact: null, address: null }, 'PERSONAL_CERTIFICATION_DELIVERY_ADDRESS_REQUIRED'],
        [{ receiptFileId: r, phone: '12345' }, 'PHONE_INVALID'],
        [{ receiptFileId: r, deliveryAddressId: '00000000-0000-4000-8000-0000000000ff' }, 'DELIVERY_ADDRESS_NOT_FOUND'],
        [{ receiptFileId: r, invoice: { contentType: null } }, 'PERSONAL_CERTIFICATION_INVOICE_CONTENT_REQUIRED'],
        [{ receiptFileId: r, invoice: { titleType: null } }, 'PERSONAL_CERTIFICATION_INVOICE_TITLE_TYPE_REQUIRED'],
        [{ receiptFileId: r, invoice: { title: ' ' } }, 'PERSONAL_CERTIFICATION_INVOICE_TITLE_REQUIRED'],
        [{ receiptFileId: r, invoice: { companyName: null } }, 'PERSONAL_CERTIFICATION_INVOICE_COMPANY_REQUIRED'],
        [{ receiptFileId: r, invoice: { taxNumber: '' } }, 'PERSONAL_CERTIFICATION_INVOICE_TAX_NUMBER_REQUIRED'],
        [{ receiptFileId: r, invoice: { email: '' } }, 'PERSONAL_CERTIFICATION_INVOICE_EMAIL_REQUIRED'],
        [{ receiptFileId: r, invoice: { email: 'finance@alpha' } }, 'PERSONAL_CERTIFICATION_INVOICE_EMAIL_INVALID'],
        [{ receiptFileId: r, invoice: { taxNumber: 'x'.repeat(31) } }, 'PERSONAL_CERTIFICATION_FIELD_TOO_LONG'],
        [{ ...byPoints(tx) }, 'PERSONAL_CERTIFICATION_POINTS_INSUFFICIENT'],
      ];
      for (const [a, code] of cases) expect(await applyError(tx, a), code).toBe(code);
      // another person's receipt is not a receipt of this application
      const theirs = await receipt(tx, tx.world.people.adminA);
      expect(await applyError(tx, { receiptFileId: theirs })).toBe('PERSONAL_CERTIFICATION_RECEIPT_INVALID');
      const avatar = await receipt(tx, tx.world.people.memberA, 'AVATAR');
      expect(await applyError(tx, { receiptFileId: avatar })).toBe('PERSONAL_CERTIFICATION_RECEIPT_INVALID');
      await tx.as(null);
      expect((await tx.query('select 1 from app_public.personal_certifications where applicant_id = $1', [tx.world.people.memberA])).rowCount).toBe(0);
      expect((await tx.query('select 1 from app_public.company_point_holds where company_id = $1', [tx.world.companyA])).rowCount).toBe(0);
    }));

  it('one application or certificate in progress per type; another type is fine', () =>
    withWorld(async (tx) => {
      await apply(tx);
      expect(await applyError(tx, { receiptFileId: await receipt(tx, tx.world.people.memberA) })).toBe('PERSONAL_CERTIFICATION_APPLICANT_STATUS_INVALID');
      expect((await apply(tx, { typeId: SCA_TSE })).status).toBe('COMMITTED');
    }));

  it('the delivery comes from an own address, copied', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const { rows } = await tx.query<{ id: string }>(`select id from app_public.create_delivery_address('Han Mei', '+86', '13900000000', '2 River Road', true)`);
      const row = await apply(tx, { deliveryAddressId: rows[0]!.id, contact: null, address: null, phone: null, prefix: null });
      await tx.as(null);
      const { rows: stored } = await tx.query('select delivery_contact_name, delivery_contact_number, delivery_address from app_public.personal_certifications where id = $1', [row.id]);
      expect(stored[0]).toEqual({ delivery_contact_name: 'Han Mei', delivery_contact_number: '13900000000', delivery_address: '2 River Road' });
    }));
});

describe('paying with a redeem code', () => {
  /** A vendor admin of the world creates `n` codes of the type; their texts. */
  const codes = async (tx: Tx, typeId: number, n = 1): Promise<string[]> => {
    await tx.as('vendorAdmin');
    const { rows } = await tx.query<{ id: string }>(
      `select id from app_public.create_redeem_codes('Training voucher', $1, $2, app_hidden.business_today(), app_hidden.business_today() + 30, null)`,
      [n, typeId]);
    return (await tx.query<{ code: string }>('select code from app_public.redeem_codes where log_id = $1 order by code', [rows[0]!.id])).rows.map((r) => r.code);
  };
  const reserve = async (tx: Tx, code: string, typeId = SCF) => {
    await tx.as('memberA');
    return (await tx.query<{ redeem_code_id: string | null; error_code: string | null }>('select * from app_public.reserve_redeem_code($1, $2)', [code, typeId])).rows[0]!;
  };
  /** The application's arguments paying by a code, the code's id as $20. */
  const withCode = applyText.replace('redeem_code_id => null', 'redeem_code_id => $20');
  const applyWithCode = (redeemCodeId: string | null) => [...values({ paymentMethod: 'REDEEM_CODE', receiptFileId: null }), redeemCodeId];

  it('a reserved code pays for the application; it is then used, and freed again when the application is rejected', () =>
    withWorld(async (tx) => {
      const [code] = await codes(tx, SCF);
      const reserved = await reserve(tx, code!);
      expect(reserved.error_code).toBeNull();
      await tx.as('memberA');
      const row = (await tx.query<{ id: string; redeem_code_id: string }>(withCode, applyWithCode(reserved.redeem_code_id))).rows[0]!;
      expect(row.redeem_code_id).toBe(reserved.redeem_code_id);
      await tx.as(null);
      const used = async () => (await tx.query<{ used_by: string | null; personal_certification_id: string | null }>(
        'select used_by, personal_certification_id from app_public.redeem_codes where id = $1', [reserved.redeem_code_id])).rows[0]!;
      expect(await used()).toEqual({ used_by: tx.world.people.memberA, personal_certification_id: row.id });
      await tx.as('vendorAdmin');
      await tx.query('select app_public.reject_personal_certification($1, $2)', [row.id, 'Wrong type']);
      await tx.as(null);
      expect(await used()).toEqual({ used_by: null, personal_certification_id: null });
    }));

  it('a code of another type, or one not reserved by the applicant, does not pay', () =>
    withWorld(async (tx) => {
      const [scaCode] = await codes(tx, SCA_TSE);
      expect((await reserve(tx, scaCode!, SCF)).error_code).toBe('REDEEM_CODE_TYPE_MISMATCH');
      const [scfCode] = await codes(tx, SCF);
      await tx.as('adminA');
      const theirs = (await tx.query<{ redeem_code_id: string }>('select * from app_public.reserve_redeem_code($1, $2)', [scfCode, SCF])).rows[0]!;
      await tx.as('memberA');
      expect(await tx.errorOf(withCode, applyWithCode(theirs.redeem_code_id))).toMatch(/^REDEEM_CODE_(NOT_FOUND|USED)$/);
    }));
});

describe('paying with a company\'s points', () => {
  it('holds the points at once; the partner administrator approves (spent), then the vendor approves the application', () =>
    withWorld(async (tx) => {
      await givePoints(tx, 1000);
      const row = await apply(tx, byPoints(tx));
      expect(row.deducted_points).toBe(860);
      expect(await available(tx)).toBe(140);
      const approval = await approvalOf(tx, row.id);
      expect(approval).toMatchObject({ status: 'APPROVING', point: 860 });
      const told = await tx.query<{ message_key: string }>(`select message_key from app_public.user_messages where dedup_key like 'point_usage_approval:' || $1 || ':%'`, [approval.id]);
      expect(told.rows).toEqual([{ message_key: 'personal-certification.message.pointsWaiting' }]);
      // the vendor may not approve before the company has
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select app_public.approve_personal_certification($1)', [row.id])).toBe('PERSONAL_CERTIFICATION_POINTS_NOT_APPROVED');
      // a member without ApproveCredit may not decide
      await tx.as('memberA');
      expect(await tx.errorOf('select app_public.approve_point_usage_approval($1)', [approval.id])).toBe('POINT_USAGE_APPROVAL_NOT_FOUND');
      await tx.as('adminA');
      await tx.query('select app_public.approve_point_usage_approval($1)', [approval.id]);
      expect(await tx.errorOf('select app_public.approve_point_usage_approval($1)', [approval.id])).toBe('POINT_USAGE_APPROVAL_ALREADY_REVIEWED');
      expect((await approvalOf(tx, row.id)).status).toBe('APPROVED');
      expect(await available(tx)).toBe(140);
      await tx.as(null);
      const { rows: spent } = await tx.query<{ point: number; action: string }>(
        `select point, action from app_public.company_points where company_id = $1 and action = 'SUBTRACT'`, [tx.world.companyA]);
      expect(spent).toEqual([{ point: -860, action: 'SUBTRACT' }]);
      await tx.as('vendorAdmin');
      await tx.query('select app_public.approve_personal_certification($1)', [row.id]);
      expect(await statusOf(tx, row.id)).toBe('WAITING_APPROVAL');
    }));

  it('the partner administrator rejects: the points go back and the application is rejected with them', () =>
    withWorld(async (tx) => {
      await givePoints(tx, 860);
      const row = await apply(tx, byPoints(tx));
      expect(await available(tx)).toBe(0);
      const approval = await approvalOf(tx, row.id);
      await tx.as('adminA');
      expect(await tx.errorOf('select app_public.reject_point_usage_approval($1, $2)', [approval.id, ' '])).toBe('POINT_USAGE_REJECT_REASON_REQUIRED');
      await tx.query('select app_public.reject_point_usage_approval($1, $2)', [approval.id, 'Budget is frozen']);
      expect(await available(tx)).toBe(860);
      expect(await statusOf(tx, row.id)).toBe('REJECTED');
      expect((await approvalOf(tx, row.id)).status).toBe('REJECTED');
    }));

  it('exactly 860 points are enough; 859 are not', () =>
    withWorld(async (tx) => {
      await givePoints(tx, 859);
      expect(await applyError(tx, byPoints(tx))).toBe('PERSONAL_CERTIFICATION_POINTS_INSUFFICIENT');
      await givePoints(tx, 1);
      expect((await apply(tx, byPoints(tx))).deducted_points).toBe(860);
    }));

  it('rejected or cancelled after the points were spent, the company gets them back', () =>
    withWorld(async (tx) => {
      await givePoints(tx, 1000);
      const row = await apply(tx, byPoints(tx));
      const approval = await approvalOf(tx, row.id);
      await tx.as('adminA');
      await tx.query('select app_public.approve_point_usage_approval($1)', [approval.id]);
      expect(await available(tx)).toBe(140);
      await tx.as('vendorAdmin');
      await tx.query('select app_public.reject_personal_certification($1, $2)', [row.id, 'Wrong person']);
      expect(await statusOf(tx, row.id)).toBe('REJECTED');
      expect(await available(tx)).toBe(1000);
    }));
});

describe('paying with points: two applications at once (two real connections)', () => {
  /** Runs `sql` as `root` in its own transaction, kept open `holdMs` before committing; its code. */
  const runAs = async (root: string, sql: string, values: unknown[], holdMs: number): Promise<string> => {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      await client.query('begin');
      await client.query("select set_config('jwt.claims.sub', $1, true)", [root]);
      await client.query('set local role pp_user');
      try {
        await client.query(sql, values);
      } catch (error) {
        await client.query('rollback');
        const e = error as { code?: string; message?: string };
        return e.code === 'PPERR' ? e.message! : String(e.code);
      }
      await new Promise((r) => setTimeout(r, holdMs));
      await client.query('commit');
      return 'NO_ERROR';
    } finally {
      await client.end();
    }
  };

  it('that together exceed the company\'s points: exactly one holds, the other is refused', async () => {
    const owner = new pg.Client({ connectionString: testDatabaseUrl() });
    await owner.connect();
    const world = await buildWorld(owner); // committed: the parallel connections must see it
    try {
      await owner.query(
        `select app_private.company_point_add(null, $1, 'MARKET_POINT', 1000, app_private.company_point_today(), app_private.company_point_today() + 365, 'ACTIVITY_REWARD', 'Test reward', null)`,
        [world.companyA]);
      const sql = (name: string) => [applyText, values({ realName: name, paymentMethod: 'POINT_DEDUCTION', companyId: world.companyA, pointType: 'MARKET_POINT' })] as const;
      const results = await Promise.all([
        runAs(world.people.memberA, ...sql('Member A'), 300),
        runAs(world.people.adminA, ...sql('Admin A'), 300),
      ]);
      expect(results.sort()).toEqual(['NO_ERROR', 'PERSONAL_CERTIFICATION_POINTS_INSUFFICIENT']);
      const { rows } = await owner.query<{ n: string }>(`select app_private.company_point_available($1, 'MARKET_POINT') as n`, [world.companyA]);
      expect(Number(rows[0]!.n)).toBe(140);
      expect((await owner.query(`select 1 from app_public.point_usage_approvals where company_id = $1`, [world.companyA])).rowCount).toBe(1);
    } finally {
      await owner.query('delete from app_public.companies where id = any ($1::uuid[])', [[world.companyA, world.companyB]]);
      await owner.query('delete from app_public.root_users where id = any ($1::uuid[])', [Object.values(world.people)]);
      await owner.end();
    }
  }, 60_000);
});

describe('the vendor\'s review, cancelling and the certificate', () => {
  it('approve (the study window\'s workflow started), then issue the certificate: a number of the type, in effect 24 months, its expiry signalled', () =>
    withWorld(async (tx) => {
      const row = await apply(tx);
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select app_public.generate_personal_certificate_number($1)', [row.id])).toBe('PERSONAL_CERTIFICATION_STATUS_INVALID');
      await tx.query('select app_public.approve_personal_certification($1)', [row.id]);
      expect(await tx.errorOf('select app_public.reject_personal_certification($1, $2)', [row.id, 'late'])).toBe('PERSONAL_CERTIFICATION_ALREADY_REVIEWED');
      const issued = (await tx.query<{ status: string; certificate_number: string; grant_date: string; expired_date: string; certificate_to_user_name: string }>(
        `select status, certificate_number, grant_date::text, expired_date::text, certificate_to_user_name from app_public.generate_personal_certificate_number($1)`, [row.id])).rows[0]!;
      expect(issued.status).toBe('VALIDATING');
      expect(issued.certificate_number).toMatch(/^SCF-\d{4}-\d{6}$/);
      expect(issued.certificate_to_user_name).toBe('Li Lei');
      const [y, m, d] = issued.grant_date.split('-').map(Number) as [number, number, number];
      const expected = new Date(Date.UTC(y + 2, m - 1, d) - 86_400_000).toISOString().slice(0, 10);
      expect(issued.expired_date).toBe(expected);
      await tx.as(null);
      // the approval started the study window, the certificate its expiry
      const signals = await tx.query<{ signal: string }>('select signal from app_private.outbox where workflow_id = $1 order by id', [row.id]);
      expect(signals.rows.map((s) => s.signal)).toEqual(['personalCertificationApproved', 'personalCertificationIssued']);
    }));

  it('rejecting needs a reason; the applicant cancels while it waits, a vendor admin also once approved', () =>
    withWorld(async (tx) => {
      const first = await apply(tx);
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select app_public.reject_personal_certification($1, $2)', [first.id, ''])).toBe('PERSONAL_CERTIFICATION_REJECT_REASON_REQUIRED');
      expect(await tx.errorOf('select app_public.reject_personal_certification($1, $2)', [first.id, 'x'.repeat(201)])).toBe('PERSONAL_CERTIFICATION_REASON_TOO_LONG');
      await tx.as('memberA');
      expect(await tx.errorOf('select app_public.cancel_personal_certification($1, $2)', [first.id, ''])).toBe('PERSONAL_CERTIFICATION_CANCEL_REASON_REQUIRED');
      await tx.query('select app_public.cancel_personal_certification($1, $2)', [first.id, 'Changed my mind']);
      expect(await statusOf(tx, first.id)).toBe('CANCELED');
      // re-registration after it ended
      const second = await apply(tx);
      await tx.as('vendorAdmin');
      await tx.query('select app_public.approve_personal_certification($1)', [second.id]);
      await tx.as('memberA');
      expect(await tx.errorOf('select app_public.cancel_personal_certification($1, $2)', [second.id, 'Too late'])).toBe('PERSONAL_CERTIFICATION_STATUS_INVALID');
      await tx.as('adminA');
      expect(await tx.errorOf('select app_public.cancel_personal_certification($1, $2)', [second.id, 'No'])).toBe('PERSONAL_CERTIFICATION_NOT_FOUND');
      await tx.as('vendorAdmin');
      await tx.query('select app_public.cancel_personal_certification($1, $2)', [second.id, 'Left the company']);
      expect(await statusOf(tx, second.id)).toBe('CANCELED');
    }));

  it('a certificate expires at the end of its expiry date; then the person renews it for free', () =>
    withWorld(async (tx) => {
      const row = await apply(tx);
      await tx.as('vendorAdmin');
      await tx.query('select app_public.approve_personal_certification($1)', [row.id]);
      await tx.query('select app_public.generate_personal_certificate_number($1)', [row.id]);
      await tx.as(null);
      const expires = Number((await tx.query<{ expires_at: string }>('select expires_at from app_private.personal_certification_deadlines($1)', [row.id])).rows[0]!.expires_at);
      const expire = (at: number) => tx.query<{ r: boolean }>('select app_private.personal_certification_expire($1, to_timestamp($2 / 1000.0)) as r', [row.id, at]);
      expect((await expire(expires - 1)).rows[0]!.r).toBe(false);
      expect((await expire(expires)).rows[0]!.r).toBe(true);
      expect(await statusOf(tx, row.id)).toBe('EXPIRED');
      const renewal = await apply(tx, { paymentMethod: 'NO_PAYMENT', receiptFileId: null });
      await tx.as(null);
      const { rows } = await tx.query('select renewal_of_id, deducted_money from app_public.personal_certifications where id = $1', [renewal.id]);
      expect(rows[0]).toEqual({ renewal_of_id: row.id, deducted_money: '0.00' });
    }));

  it('a vendor admin applies on someone\'s behalf, free of charge', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      const create = `select * from app_public.create_personal_certification_for_admin($1, $2, 'Li Lei', 'MAINLAND', $3, null, null,
        'Li Lei', '+86', '13800000000', '1 Quay Road', false, null, null, null, null, null, null)`;
      const row = (await tx.query<{ payment_method: string; created_by: string; applicant_id: string }>(create, [tx.world.people.memberA, SCF, 'NO_PAYMENT'])).rows[0]!;
      expect(row).toMatchObject({ payment_method: 'NO_PAYMENT', created_by: tx.world.people.vendorAdmin, applicant_id: tx.world.people.memberA });
      expect(await tx.errorOf(create, [tx.world.people.memberA, SCA_TSE, 'POINT_DEDUCTION'])).toBe('PERSONAL_CERTIFICATION_PAYMENT_METHOD_INVALID');
      await tx.as('adminA');
      expect(await tx.errorOf(create, [tx.world.people.memberA, SCA_TSE, 'NO_PAYMENT'])).toBe('NO_PERMISSION');
    }));

  it('the vendor\'s certificate data, invoice and remark', () =>
    withWorld(async (tx) => {
      const row = await apply(tx, { invoice: {} });
      await tx.as('vendorAdmin');
      const update = 'select * from app_public.update_personal_certification($1, $2, $3::date, $4::date, $5, $6::date, null)';
      expect(await tx.errorOf(update, [row.id, 'Li Lei', '2026-01-01', '2028-01-01', 'SF1', null])).toBe('PERSONAL_CERTIFICATION_STATUS_INVALID');
      await tx.query('select app_public.approve_personal_certification($1)', [row.id]);
      await tx.query('select app_public.generate_personal_certificate_number($1)', [row.id]);
      expect(await tx.errorOf(update, [row.id, 'Li Lei', '2026-01-01', '2026-01-01', 'SF1', null])).toBe('COMPANY_CERTIFICATION_DATES_INVALID');
      expect(await tx.errorOf(update, [row.id, ' ', '2026-01-01', '2028-01-01', 'SF1', null])).toBe('PERSONAL_CERTIFICATION_REAL_NAME_REQUIRED');
      expect(await tx.errorOf(update, [row.id, 'Li Lei', '2026-01-01', '2028-01-01', 'SF1', '2026-01-05'])).toBe('NO_ERROR');
      const invoice = await receipt(tx, tx.world.people.vendorAdmin, 'INVOICE');
      const notAnInvoice = await receipt(tx, tx.world.people.vendorAdmin, 'RECEIPT');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select app_public.update_personal_certification_invoice($1, $2)', [row.id, notAnInvoice])).toBe('PERSONAL_CERTIFICATION_INVOICE_FILE_INVALID');
      await tx.as('vendorAdmin');
      await tx.query('select app_public.update_personal_certification_invoice($1, $2)', [row.id, invoice]);
      // the applicant may open their invoice
      await tx.as('memberA');
      expect(await tx.errorOf('select app_hidden.file_for_url($1, true)', [invoice])).toBe('NO_ERROR');
      await tx.as('memberB');
      expect(await tx.errorOf('select app_hidden.file_for_url($1, true)', [invoice])).toBe('FILE_NO_PERMISSION');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select app_public.update_personal_certification_remark($1, $2)', [row.id, 'x'.repeat(201)])).toBe('REMARK_TOO_LONG');
      expect(await tx.errorOf('select app_public.update_personal_certification_remark($1, $2)', [row.id, 'x'.repeat(200)])).toBe('NO_ERROR');
    }));
});

describe('who reads what', () => {
  it('the applicant, vendor admins and the company\'s people with ViewCompanyPersonalCertification or ApproveCredit', () =>
    withWorld(async (tx) => {
      await givePoints(tx, 1000);
      const row = await apply(tx, byPoints(tx));
      const seen = async () => (await tx.query('select 1 from app_public.personal_certifications where id = $1', [row.id])).rowCount;
      const approvals = async () => (await tx.query('select 1 from app_public.point_usage_approvals where personal_certification_id = $1', [row.id])).rowCount;
      for (const [persona, expected] of [['memberA', 1], ['adminA', 1], ['vendorAdmin', 1], ['memberB', 0], ['noCompany', 0]] as const) {
        await tx.as(persona);
        expect(await seen(), persona).toBe(expected);
        expect(await approvals(), persona).toBe(expected);
      }
      await tx.as('memberA');
      expect(await tx.errorOf("update app_public.personal_certifications set status = 'VALIDATING'")).toBe('42501');
    }));
});

describe('the state machines', () => {
  it('SQL holds the domain machines\' transitions', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      const expected = [...transitionRows(personalCertificationMachine), ...transitionRows(pointUsageApprovalMachine)];
      for (const name of [personalCertificationMachine.name, pointUsageApprovalMachine.name]) {
        const { rows } = await tx.query<{ machine: string; from: string; event: string; to: string }>(
          `select machine, from_state as from, event, to_state as to from app_private.state_transitions where machine = $1 order by 2, 3`, [name]);
        expect(rows).toEqual(expected.filter((r) => r.machine === name).sort((a, b) => a.from.localeCompare(b.from) || a.event.localeCompare(b.event)));
      }
    }));
});
