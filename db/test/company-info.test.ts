import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { userMessageChannel } from '@pp/domain';
import { testDatabaseUrl, withWorld, type Tx } from './world.ts';

const update = `select * from app_public.update_company_info(
  company_id => $1, billing_address => $2, phone => $3, website => $4, industry => $5,
  main_businesses => $6, key_industries => $7, scale => $8, resource => $9)`;

const info = (companyId: string, patch: Partial<Record<'billing' | 'phone' | 'website' | 'industry' | 'resource' | 'scale', string | null>> & {
  main?: string[];
  key?: string[];
} = {}) => [
  companyId,
  patch.billing ?? '88 Century Avenue, Shanghai',
  patch.phone === undefined ? '021 5555 0101' : patch.phone,
  patch.website === undefined ? 'https://alpha.example.cn' : patch.website,
  patch.industry ?? 'Manufacturing',
  patch.main ?? ['Storage', ' ', 'Backup '],
  patch.key ?? ['Finance'],
  patch.scale === undefined ? 'FROM_51_TO_200' : patch.scale,
  patch.resource ?? null,
];

const row = async (tx: Tx, id: string) => {
  await tx.as(null);
  return (
    await tx.query<{ name: string; phone: string | null; website: string | null; main_businesses: string[]; scale: string | null }>(
      'select name, phone, website, main_businesses, scale from app_public.companies where id = $1',
      [id],
    )
  ).rows[0]!;
};

describe('company information: who edits what', () => {
  it('lets the partner administrator save every field but the name, trimmed, with empty list entries dropped', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      const before = await row(tx, companyA);
      await tx.as('adminA');
      const { rows } = await tx.query<{ phone: string; main_businesses: string[]; name: string }>(update, info(companyA));
      expect(rows[0]).toMatchObject({ phone: '021 5555 0101', main_businesses: ['Storage', 'Backup'], name: before.name });
      expect(await row(tx, companyA)).toMatchObject({ name: before.name, website: 'https://alpha.example.cn', scale: 'FROM_51_TO_200' });
    }));

  it('refuses members, other companies and strangers, and writes nothing', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      const before = await row(tx, companyA);
      await tx.as('memberA');
      expect(await tx.errorOf(update, info(companyA))).toBe('NO_PERMISSION');
      await tx.as('adminA');
      expect(await tx.errorOf(update, info(companyB))).toBe('COMPANY_NOT_FOUND');
      expect(await tx.errorOf(update, info(randomUUID()))).toBe('COMPANY_NOT_FOUND');
      await tx.as('noCompany');
      expect(await tx.errorOf(update, info(companyA))).toBe('COMPANY_NOT_FOUND');
      await tx.as('anonymous');
      expect(await tx.errorOf(update, info(companyA))).toBe('42501');
      expect(await row(tx, companyA)).toEqual(before);
    }));

  it('keeps the name the vendor’s: a partner administrator’s direct update of the row changes nothing', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      const before = await row(tx, companyA);
      await tx.as('adminA');
      const renamed = await tx.query(`update app_public.companies set name = 'Taken Over Ltd' where id = $1`, [companyA]);
      expect(renamed.rowCount).toBe(0);
      const phoned = await tx.query(`update app_public.companies set phone = '123456' where id = $1`, [companyA]);
      expect(phoned.rowCount).toBe(0);
      expect(await row(tx, companyA)).toEqual(before);
      // the vendor admin changes the name (and anything else) in the back office
      await tx.as('vendorAdmin');
      expect((await tx.query(`update app_public.companies set name = $2 where id = $1`, [companyA, `${before.name} Group`])).rowCount).toBe(1);
      expect(await tx.errorOf(update, info(companyA, { phone: '010 1234 5678' }))).toBe('NO_ERROR');
    }));

  it('checks each value like the form and writes nothing on bad input', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      const before = await row(tx, companyA);
      await tx.as('adminA');
      expect(await tx.errorOf(update, info(companyA, { website: 'www.alpha.example.cn' }))).toBe('URL_INVALID');
      expect(await tx.errorOf(update, info(companyA, { website: 'ftp://alpha.example.cn' }))).toBe('URL_INVALID');
      expect(await tx.errorOf(update, info(companyA, { phone: 'call us' }))).toBe('COMPANY_PHONE_INVALID');
      expect(await tx.errorOf(update, info(companyA, { phone: '021-5555-' }))).toBe('COMPANY_PHONE_INVALID');
      expect(await tx.errorOf(update, info(companyA, { phone: '1'.repeat(51) }))).toBe('COMPANY_FIELD_TOO_LONG');
      expect(await tx.errorOf(update, info(companyA, { billing: 'x'.repeat(501) }))).toBe('COMPANY_FIELD_TOO_LONG');
      expect(await tx.errorOf(update, info(companyA, { main: ['y'.repeat(101)] }))).toBe('COMPANY_FIELD_TOO_LONG');
      expect(await tx.errorOf(update, info(companyA, { resource: 'z'.repeat(2001) }))).toBe('COMPANY_FIELD_TOO_LONG');
      expect(await tx.errorOf(update, info(companyA, { scale: 'HUGE' }))).toBe('22P02');
      expect(await row(tx, companyA)).toEqual(before);
      // at the limits, and with empty optional values (cleared)
      await tx.as('adminA');
      expect(await tx.errorOf(update, info(companyA, { phone: '1'.repeat(50), billing: 'x'.repeat(500) }))).toBe('NO_ERROR');
      expect(await tx.errorOf(update, info(companyA, { phone: '', website: '  ', scale: null }))).toBe('NO_ERROR');
      expect(await row(tx, companyA)).toMatchObject({ phone: null, website: null, scale: null });
    }));

  it('shows the partner managers to the company’s members only', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      await tx.as(null);
      const { rows } = await tx.query<{ id: string }>(`insert into app_public.partner_managers (name) values ('Zoe Manager'), ('Adam Manager') returning id`);
      for (const m of rows) await tx.query('insert into app_public.company_partner_managers (company_id, partner_manager_id) values ($1, $2)', [companyA, m.id]);
      const names = 'select pm.name from app_public.companies c, app_public.companies_partner_managers(c) pm where c.id = $1';
      await tx.as('memberA');
      expect((await tx.query<{ name: string }>(names, [companyA])).rows.map((r) => r.name)).toEqual(['Adam Manager', 'Zoe Manager']);
      await tx.as('memberB');
      expect((await tx.query(names, [companyA])).rowCount).toBe(0);
    }));
});

describe('live notifications: the announcement of a new message', () => {
  it('goes to the recipient’s own channel with the message id only', async () => {
    const listener = new pg.Client({ connectionString: testDatabaseUrl() });
    const writer = new pg.Client({ connectionString: testDatabaseUrl() });
    await Promise.all([listener.connect(), writer.connect()]);
    try {
      const a = randomUUID();
      const b = randomUUID();
      for (const id of [a, b]) await writer.query('select app_private.ensure_root_user($1, $2, $3, $4)', [id, `live-${id.slice(0, 8)}`, null, 'Live']);
      const heard: { channel: string; payload: string | undefined }[] = [];
      listener.on('notification', (n) => heard.push({ channel: n.channel, payload: n.payload }));
      await listener.query(`listen "${userMessageChannel(a)}"`);
      const { rows } = await writer.query<{ id: string }>(
        `insert into app_public.user_messages (root_user_id, title, content, user_message_type) values ($1, 'For A', 'secret of A', 'COMMON'), ($2, 'For B', 'secret of B', 'COMMON') returning id`,
        [a, b],
      );
      await expect.poll(() => heard.length).toBe(1);
      await new Promise((r) => setTimeout(r, 200));
      expect(heard.map((h) => ({ channel: h.channel, payload: JSON.parse(h.payload ?? 'null') as unknown }))).toEqual([
        { channel: userMessageChannel(a), payload: { event: 'created', id: rows[0]!.id } },
      ]);
      await writer.query('delete from app_public.root_users where id = any($1)', [[a, b]]);
    } finally {
      await Promise.all([listener.end(), writer.end()]);
    }
  });
});
