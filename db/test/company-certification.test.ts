import { describe, expect, it } from 'vitest';
import { companyCertificationMachine, transitionRows } from '@pp/domain';
import { withWorld, type Tx } from './world.ts';

// Level ids of the foundation's plans: 1 REGISTER, 2 SILVER, 3 GOLD, 4 PLATINUM (mainland); 5 REGISTERED, 6 ADVANCED (global).
const SILVER = 2;
const GOLD = 3;
const ADVANCED = 6;

const apply = 'select * from app_public.apply_company_certification($1, $2)';
const approve = 'select * from app_public.approve_company_certification($1, $2, $3::date, $4::date)';
const reject = 'select * from app_public.reject_company_certification($1, $2)';
const update = `select * from app_public.update_company_certification($1, $2, $3, $4::date, $5::date, $6, $7, $8, $9, $10, $11::date, $12)`;

/** A business date `days` from business today (YYYY-MM-DD). */
const dayIn = async (tx: Tx, days: number): Promise<string> =>
  (await tx.query<{ d: string }>(`select to_char(app_hidden.business_today() + $1::int, 'YYYY-MM-DD') as d`, [days])).rows[0]!.d;

const applyAs = async (tx: Tx, level: number, companyId = tx.world.companyA): Promise<string> => {
  await tx.as('adminA');
  return (await tx.query<{ id: string }>(apply, [companyId, level])).rows[0]!.id;
};

/** An approved certification of company A: granted today, expiring in `validDays`. */
const approved = async (tx: Tx, level = SILVER, validDays = 365): Promise<string> => {
  const id = await applyAs(tx, level);
  await tx.as('vendorAdmin');
  await tx.query(approve, [id, level, await dayIn(tx, 0), await dayIn(tx, validDays)]);
  return id;
};

const row = async (tx: Tx, id: string) =>
  (await tx.query<{ status: string; approved_level_id: number | null; renewal_of_id: string | null; audit_comment: string | null; approver_id: string | null }>(
    'select status, approved_level_id, renewal_of_id, audit_comment, approver_id from app_public.company_certifications where id = $1', [id])).rows[0]!;

const levelOf = async (tx: Tx, companyId: string): Promise<number | null> =>
  (await tx.query<{ l: number | null }>('select certification_level_id as l from app_public.companies where id = $1', [companyId])).rows[0]!.l;

const setExpiry = async (tx: Tx, id: string, days: number): Promise<void> => {
  await tx.as(null);
  await tx.query(
    'update app_public.company_certifications set grant_date = app_hidden.business_today() + $2::int - 365, expired_date = app_hidden.business_today() + $2::int where id = $1',
    [id, days],
  );
};

describe('applying for a company certification', () => {
  it('the partner administrator applies for a level of the company\'s programme; it waits for the vendor', () =>
    withWorld(async (tx) => {
      const id = await applyAs(tx, SILVER);
      await tx.as(null);
      const { rows } = await tx.query('select company_id, plan_id, applied_level_id, applicant_id, status from app_public.company_certifications where id = $1', [id]);
      expect(rows[0]).toEqual({ company_id: tx.world.companyA, plan_id: 1, applied_level_id: SILVER, applicant_id: tx.world.people.adminA, status: 'WAITING_APPROVAL' });
    }));

  it('refuses bad input with its code and writes nothing', () =>
    withWorld(async (tx) => {
      await tx.as('adminA');
      expect(await tx.errorOf(apply, [tx.world.companyA, null])).toBe('COMPANY_CERTIFICATION_LEVEL_REQUIRED');
      expect(await tx.errorOf(apply, [tx.world.companyA, 999])).toBe('CERTIFICATION_LEVEL_NOT_FOUND');
      expect(await tx.errorOf(apply, [tx.world.companyA, ADVANCED])).toBe('CERTIFICATION_LEVEL_NOT_IN_PLAN');
      // without CreateCompanyCertification, or for another company
      await tx.as('memberA');
      expect(await tx.errorOf(apply, [tx.world.companyA, SILVER])).toBe('NO_PERMISSION');
      await tx.as('adminA');
      expect(await tx.errorOf(apply, [tx.world.companyB, ADVANCED])).toBe('NO_PERMISSION');
      await tx.as(null);
      expect((await tx.query('select 1 from app_public.company_certifications where company_id = any ($1)', [[tx.world.companyA, tx.world.companyB]])).rowCount).toBe(0);
    }));

  it('one application under review at a time; the level held is applied for again only inside the renewal window', () =>
    withWorld(async (tx) => {
      await applyAs(tx, SILVER);
      expect(await tx.errorOf(apply, [tx.world.companyA, GOLD])).toBe('COMPANY_CERTIFICATION_DUPLICATE');
      await tx.as(null);
      await tx.query("delete from app_public.company_certifications where company_id = $1", [tx.world.companyA]);
      const held = await approved(tx, SILVER, 365);
      await tx.as('adminA');
      expect(await tx.errorOf(apply, [tx.world.companyA, SILVER])).toBe('COMPANY_CERTIFICATION_DUPLICATE');
      // another level (an upgrade) is a new application
      const upgrade = (await tx.query<{ id: string; renewal_of_id: string | null }>(apply, [tx.world.companyA, GOLD])).rows[0]!;
      expect(upgrade.renewal_of_id).toBeNull();
      await tx.as(null);
      await tx.query('delete from app_public.company_certifications where id = $1', [upgrade.id]);
      // 61 days before the expiry date: not yet; 60 days: a renewal
      await setExpiry(tx, held, 61);
      await tx.as('adminA');
      expect(await tx.errorOf(apply, [tx.world.companyA, SILVER])).toBe('COMPANY_CERTIFICATION_DUPLICATE');
      await setExpiry(tx, held, 60);
      await tx.as('adminA');
      const renewal = (await tx.query<{ renewal_of_id: string }>(apply, [tx.world.companyA, SILVER])).rows[0]!;
      expect(renewal.renewal_of_id).toBe(held);
    }));

  it('two applications at once: exactly one is kept (the unique index backs the check)', () =>
    withWorld(async (tx) => {
      await applyAs(tx, SILVER);
      await tx.as(null);
      expect(await tx.errorOf(
        `insert into app_public.company_certifications (company_id, plan_id, applied_level_id) values ($1, 1, $2)`,
        [tx.world.companyA, GOLD],
      )).toBe('23505');
    }));
});

describe('the renewal window', () => {
  it('in effect: opens 60 days before the expiry date; expired: closes 60 days after it', () =>
    withWorld(async (tx) => {
      const id = await approved(tx);
      const canRenew = async () =>
        (await tx.query<{ r: boolean }>('select app_public.company_certifications_can_renew(c) as r from app_public.company_certifications c where id = $1', [id])).rows[0]!.r;
      await setExpiry(tx, id, 61);
      expect(await canRenew()).toBe(false);
      await setExpiry(tx, id, 60);
      expect(await canRenew()).toBe(true);
      await tx.query("update app_public.company_certifications set status = 'EXPIRED' where id = $1", [id]);
      await setExpiry(tx, id, -60);
      expect(await canRenew()).toBe(true);
      await setExpiry(tx, id, -61);
      expect(await canRenew()).toBe(false);
    }));

  it('after expiry, applying within 60 days renews the expired one', () =>
    withWorld(async (tx) => {
      const id = await approved(tx);
      await tx.as(null);
      await setExpiry(tx, id, -60);
      await tx.query("update app_public.company_certifications set status = 'EXPIRED' where id = $1", [id]);
      await tx.as('adminA');
      expect((await tx.query<{ renewal_of_id: string }>(apply, [tx.world.companyA, SILVER])).rows[0]!.renewal_of_id).toBe(id);
    }));
});

describe('the vendor\'s review', () => {
  it('approving puts it in effect with the level granted, sets the company\'s level, tells the partner administrators and starts the workflow', () =>
    withWorld(async (tx) => {
      const id = await applyAs(tx, GOLD);
      await tx.as('vendorAdmin');
      await tx.query(approve, [id, SILVER, await dayIn(tx, 0), await dayIn(tx, 365)]);
      expect(await row(tx, id)).toMatchObject({ status: 'VALIDATING', approved_level_id: SILVER, approver_id: tx.world.people.vendorAdmin });
      await tx.as(null);
      expect(await levelOf(tx, tx.world.companyA)).toBe(SILVER);
      const told = await tx.query<{ root_user_id: string; message_key: string; link: string }>(
        `select root_user_id, message_key, link from app_public.user_messages where dedup_key like 'company_certification:' || $1 || ':%'`, [id]);
      expect(told.rows).toEqual([{ root_user_id: tx.world.people.adminA, message_key: 'company-certification.message.approved', link: `/workbench/company-certification-detail/${id}` }]);
      const outbox = await tx.query<{ workflow_type: string; signal: string }>(
        `select workflow_type, signal from app_private.outbox where workflow_id = $1`, [id]);
      expect(outbox.rows).toEqual([{ workflow_type: 'companyCertificationWorkflow', signal: 'companyCertificationApproved' }]);
    }));

  it('a newer approval replaces the certification in effect (CANCELED) and its level', () =>
    withWorld(async (tx) => {
      const first = await approved(tx, SILVER);
      const second = await approved(tx, GOLD);
      expect((await row(tx, first)).status).toBe('CANCELED');
      expect((await row(tx, second)).status).toBe('VALIDATING');
      await tx.as(null);
      expect(await levelOf(tx, tx.world.companyA)).toBe(GOLD);
      const signals = await tx.query<{ signal: string }>(`select signal from app_private.outbox where workflow_id = $1 order by id`, [first]);
      expect(signals.rows.map((r) => r.signal)).toEqual(['companyCertificationApproved', 'companyCertificationClosed']);
    }));

  it('approving checks the level and the dates; only vendor admins decide; a decided one is not decided again', () =>
    withWorld(async (tx) => {
      const id = await applyAs(tx, SILVER);
      const today = await dayIn(tx, 0);
      expect(await tx.errorOf(approve, [id, SILVER, today, await dayIn(tx, 365)])).toBe('COMPANY_CERTIFICATION_NOT_FOUND');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(approve, [id, ADVANCED, today, await dayIn(tx, 365)])).toBe('CERTIFICATION_LEVEL_NOT_IN_PLAN');
      expect(await tx.errorOf(approve, [id, 999, today, await dayIn(tx, 365)])).toBe('CERTIFICATION_LEVEL_NOT_FOUND');
      expect(await tx.errorOf(approve, [id, SILVER, today, today])).toBe('COMPANY_CERTIFICATION_DATES_INVALID');
      expect(await tx.errorOf(approve, [id, SILVER, null, today])).toBe('COMPANY_CERTIFICATION_DATE_REQUIRED');
      expect(await tx.errorOf(approve, ['00000000-0000-4000-8000-0000000000ff', SILVER, today, await dayIn(tx, 1)])).toBe('COMPANY_CERTIFICATION_NOT_FOUND');
      expect((await row(tx, id)).status).toBe('WAITING_APPROVAL');
      await tx.query(approve, [id, SILVER, today, await dayIn(tx, 1)]);
      expect(await tx.errorOf(approve, [id, SILVER, today, await dayIn(tx, 1)])).toBe('COMPANY_CERTIFICATION_ALREADY_REVIEWED');
      expect(await tx.errorOf(reject, [id, 'late'])).toBe('COMPANY_CERTIFICATION_ALREADY_REVIEWED');
    }));

  it('rejecting needs a reason of at most 200 characters, keeps the level and tells the partner administrators', () =>
    withWorld(async (tx) => {
      const id = await applyAs(tx, SILVER);
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(reject, [id, '  '])).toBe('COMPANY_CERTIFICATION_REJECT_REASON_REQUIRED');
      expect(await tx.errorOf(reject, [id, 'x'.repeat(201)])).toBe('COMPANY_CERTIFICATION_REJECT_REASON_TOO_LONG');
      await tx.query(reject, [id, ` ${'x'.repeat(200)} `]);
      expect(await row(tx, id)).toMatchObject({ status: 'REJECTED', audit_comment: 'x'.repeat(200) });
      await tx.as(null);
      expect(await levelOf(tx, tx.world.companyA)).toBeNull();
      const told = await tx.query<{ message_key: string }>(`select message_key from app_public.user_messages where dedup_key = $1`,
        [`company_certification:${id}:rejected:${tx.world.people.adminA}`]);
      expect(told.rows).toEqual([{ message_key: 'company-certification.message.rejected' }]);
      // rejected: the company may apply again
      await tx.as('adminA');
      expect(await tx.errorOf(apply, [tx.world.companyA, SILVER])).toBe('NO_ERROR');
    }));
});

describe('certificate and delivery data', () => {
  const values = (id: string, o: Record<string, unknown> = {}, grant = '2026-01-01', expiry = '2027-01-01') => [
    id, o.number ?? 'CERT-001', o.name ?? 'Alpha Test Co', grant, expiry, o.contact ?? 'Li Lei', o.prefix ?? '+86',
    o.phone ?? '13800000000', o.address ?? '1 Quay Road', o.tracking ?? 'SF123', o.deliveryDate ?? '2026-01-05', o.file ?? null,
  ];

  it('saves the certificate on an approved certification, trimmed; checks each field at its limit', () =>
    withWorld(async (tx) => {
      const id = await approved(tx);
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(update, values(id, { name: 'Abc' }))).toBe('COMPANY_CERTIFICATION_COMPANY_NAME_TOO_SHORT');
      expect(await tx.errorOf(update, values(id, { name: 'x'.repeat(101) }))).toBe('COMPANY_CERTIFICATION_FIELD_TOO_LONG');
      expect(await tx.errorOf(update, values(id, { number: 'x'.repeat(51) }))).toBe('COMPANY_CERTIFICATION_FIELD_TOO_LONG');
      expect(await tx.errorOf(update, values(id, { tracking: 'x'.repeat(51) }))).toBe('COMPANY_CERTIFICATION_FIELD_TOO_LONG');
      expect(await tx.errorOf(update, values(id, { address: 'x'.repeat(201) }))).toBe('COMPANY_CERTIFICATION_FIELD_TOO_LONG');
      expect(await tx.errorOf(update, values(id, { phone: '12345' }))).toBe('COMPANY_CERTIFICATION_PHONE_INVALID');
      expect(await tx.errorOf(update, values(id, { prefix: '+852', phone: '12ab' }))).toBe('COMPANY_CERTIFICATION_PHONE_INVALID');
      expect(await tx.errorOf(update, values(id, {}, '2027-01-01', '2027-01-01'))).toBe('COMPANY_CERTIFICATION_DATES_INVALID');
      await tx.query(update, values(id, { name: ' Abcd ', tracking: 'x'.repeat(50) }));
      const { rows } = await tx.query('select certificate_to_company_name, tracking_number, delivery_contact_number, grant_date::text from app_public.company_certifications where id = $1', [id]);
      expect(rows[0]).toEqual({ certificate_to_company_name: 'Abcd', tracking_number: 'x'.repeat(50), delivery_contact_number: '13800000000', grant_date: '2026-01-01' });
    }));

  it('only on an approved certification, only by vendor admins', () =>
    withWorld(async (tx) => {
      const id = await applyAs(tx, SILVER);
      expect(await tx.errorOf(update, values(id))).toBe('COMPANY_CERTIFICATION_NOT_FOUND');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(update, values(id))).toBe('COMPANY_CERTIFICATION_NOT_EDITABLE');
    }));

  it('new dates of a certification in effect are a new reminder moment and a signal to its workflow', () =>
    withWorld(async (tx) => {
      const id = await approved(tx);
      await tx.as(null);
      await tx.query('update app_public.company_certifications set renewal_reminded_at = now() where id = $1', [id]);
      await tx.as('vendorAdmin');
      await tx.query(update, values(id, {}, await dayIn(tx, 0), await dayIn(tx, 500)));
      await tx.as(null);
      const { rows } = await tx.query<{ reminded: boolean }>('select renewal_reminded_at is not null as reminded from app_public.company_certifications where id = $1', [id]);
      expect(rows[0]!.reminded).toBe(false);
      const signals = await tx.query<{ signal: string }>(`select signal from app_private.outbox where workflow_id = $1 order by id`, [id]);
      expect(signals.rows.map((r) => r.signal)).toEqual(['companyCertificationApproved', 'companyCertificationChanged']);
    }));

  it('the certificate file is a vendor admin\'s CERTIFICATE upload; attached, the company\'s people with the record key may open it', () =>
    withWorld(async (tx) => {
      const id = await approved(tx);
      await tx.as(null);
      const file = async (use: string) =>
        (await tx.query<{ id: string }>(
          `insert into app_public.uploaded_files (root_user_id, use, name, size, mime_type, storage_key, status)
           values ($1, $2, 'cert.pdf', 10, 'application/pdf', 'k/' || gen_random_uuid(), 'SUCCESS') returning id`,
          [tx.world.people.vendorAdmin, use])).rows[0]!.id;
      const avatar = await file('AVATAR');
      const certificate = await file('CERTIFICATE');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(update, values(id, { file: avatar }))).toBe('COMPANY_CERTIFICATION_FILE_INVALID');
      await tx.query(update, values(id, { file: certificate }));
      await tx.as('adminA');
      expect(await tx.errorOf('select app_hidden.file_for_url($1, false)', [certificate])).toBe('NO_ERROR');
      expect((await tx.query<{ n: string }>('select app_public.company_certifications_certificate_file_name(c) as n from app_public.company_certifications c where id = $1', [id])).rows[0]!.n).toBe('cert.pdf');
      await tx.as('memberA');
      expect(await tx.errorOf('select app_hidden.file_for_url($1, false)', [certificate])).toBe('FILE_NO_PERMISSION');
      await tx.as('memberB');
      expect(await tx.errorOf('select app_hidden.file_for_url($1, false)', [certificate])).toBe('FILE_NO_PERMISSION');
      // only vendor admins upload certificates
      await tx.as('adminA');
      expect(await tx.errorOf("select app_hidden.begin_upload('CERTIFICATE', 'c.pdf', 10, 'application/pdf', null)")).toBe('FILE_NO_PERMISSION');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf("select app_hidden.begin_upload('CERTIFICATE', 'c.pdf', 10, 'application/pdf', null)")).toBe('NO_ERROR');
      expect(await tx.errorOf("select app_hidden.begin_upload('CERTIFICATE', 'c.docx', 10, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', null)")).toBe('FILE_TYPE_NOT_ALLOW');
    }));

  it('the remark: at most 200 characters, vendor admins only', () =>
    withWorld(async (tx) => {
      const id = await applyAs(tx, SILVER);
      const remark = 'select remark from app_public.update_company_certification_remark($1, $2)';
      expect(await tx.errorOf(remark, [id, 'x'])).toBe('COMPANY_CERTIFICATION_NOT_FOUND');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(remark, [id, 'x'.repeat(201)])).toBe('COMPANY_CERTIFICATION_REMARK_TOO_LONG');
      expect((await tx.query<{ remark: string }>(remark, [id, 'x'.repeat(200)])).rows[0]!.remark).toBe('x'.repeat(200));
      expect((await tx.query<{ remark: string | null }>(remark, [id, '  '])).rows[0]!.remark).toBeNull();
    }));
});

describe('the workflow\'s SQL', () => {
  it('the renewal reminder is due when the window opens, sent once per expiry date, then the deadlines drop it', () =>
    withWorld(async (tx) => {
      const id = await approved(tx, SILVER, 100);
      await tx.as(null);
      const { rows } = await tx.query<{ status: string; renewal_opens_at: string; expires_at: string }>('select * from app_private.company_certification_deadlines($1)', [id]);
      const opens = Number(rows[0]!.renewal_opens_at);
      const expires = Number(rows[0]!.expires_at);
      // the window opens as the 60th day before the expiry date begins; the certificate expires as the day after it begins
      expect(expires - opens).toBe(61 * 86_400_000);
      const remind = (at: number) => tx.query<{ r: boolean }>('select app_private.company_certification_remind_renewal($1, to_timestamp($2 / 1000.0)) as r', [id, at]);
      expect((await remind(opens - 1)).rows[0]!.r).toBe(false);
      expect((await remind(opens)).rows[0]!.r).toBe(true);
      expect((await remind(opens + 1)).rows[0]!.r).toBe(false);
      const told = await tx.query<{ message_key: string; message_params: Record<string, unknown> }>(
        `select message_key, message_params from app_public.user_messages where dedup_key like 'company_certification:' || $1 || ':renewal:%'`, [id]);
      expect(told.rows).toHaveLength(1);
      expect(told.rows[0]).toMatchObject({ message_key: 'company-certification.message.renewalOpen', message_params: { level: 'SILVER' } });
      expect((await tx.query('select renewal_opens_at from app_private.company_certification_deadlines($1)', [id])).rows[0]).toEqual({ renewal_opens_at: null });
    }));

  it('expires at the end of the expiry date, not a millisecond early; the company\'s level goes back', () =>
    withWorld(async (tx) => {
      const id = await approved(tx, GOLD, 30);
      await tx.as(null);
      const expires = Number((await tx.query<{ expires_at: string }>('select expires_at from app_private.company_certification_deadlines($1)', [id])).rows[0]!.expires_at);
      // the start of the business day after the expiry date (UTC+8)
      const expiryDate = (await tx.query<{ d: string }>("select to_char(expired_date, 'YYYY-MM-DD') as d from app_public.company_certifications where id = $1", [id])).rows[0]!.d;
      expect(new Date(expires).toISOString()).toBe(new Date(Date.parse(`${expiryDate}T16:00:00Z`)).toISOString());
      const expire = (at: number) => tx.query<{ r: boolean }>('select app_private.company_certification_expire($1, to_timestamp($2 / 1000.0)) as r', [id, at]);
      expect((await expire(expires - 1)).rows[0]!.r).toBe(false);
      expect(await levelOf(tx, tx.world.companyA)).toBe(GOLD);
      expect((await expire(expires)).rows[0]!.r).toBe(true);
      expect((await row(tx, id)).status).toBe('EXPIRED');
      expect(await levelOf(tx, tx.world.companyA)).toBeNull();
      expect((await expire(expires + 1)).rows[0]!.r).toBe(false);
      const told = await tx.query<{ message_key: string }>(`select message_key from app_public.user_messages where dedup_key like 'company_certification:' || $1 || ':expired:%'`, [id]);
      expect(told.rows).toEqual([{ message_key: 'company-certification.message.expired' }]);
    }));
});

describe('who sees a company\'s certifications', () => {
  it('its people with CreateCompanyCertification or ViewCompanyCertificationRecord, and vendor admins', () =>
    withWorld(async (tx) => {
      const id = await applyAs(tx, SILVER);
      const visible = async () => (await tx.query('select id from app_public.company_certifications where id = $1', [id])).rowCount;
      await tx.as('adminA');
      expect(await visible()).toBe(1);
      await tx.as('vendorAdmin');
      expect(await visible()).toBe(1);
      for (const persona of ['memberA', 'memberB', 'noCompany', 'anonymous'] as const) {
        await tx.as(persona);
        expect(persona === 'anonymous' ? await tx.errorOf('select id from app_public.company_certifications') : await visible(), persona).toBe(
          persona === 'anonymous' ? '42501' : 0,
        );
      }
      await tx.as('memberA');
      expect(await tx.errorOf('update app_public.company_certifications set status = \'VALIDATING\'')).toBe('42501');
      expect(await tx.errorOf('update app_public.companies set certification_level_id = 2 where id = $1', [tx.world.companyA])).toBe('42501');
    }));
});

describe('the state machine', () => {
  it('SQL holds the domain machine\'s transitions', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      const { rows } = await tx.query<{ machine: string; from: string; event: string; to: string }>(
        `select machine, from_state as from, event, to_state as to from app_private.state_transitions where machine = 'company_certification' order by 2, 3`);
      const expected = transitionRows(companyCertificationMachine).sort((a, b) => a.from.localeCompare(b.from) || a.event.localeCompare(b.event));
      expect(rows).toEqual(expected);
    }));
});
