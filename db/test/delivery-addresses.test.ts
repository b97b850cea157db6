import { describe, expect, it } from 'vitest';
import { limits } from '@pp/domain';
import { withWorld, type Tx } from './world.ts';

const create = 'select * from app_public.create_delivery_address($1, $2, $3, $4, $5)';
const update = 'select * from app_public.update_delivery_address($1, $2, $3, $4, $5)';
const remove = 'select * from app_public.delete_delivery_address($1)';
const setDefault = 'select * from app_public.set_default_delivery_address($1)';

interface Row {
  id: string;
  contact_name: string;
  phone_prefix_country_code: string;
  contact_number: string;
  address: string;
  is_default: boolean;
}

const add = async (tx: Tx, address = 'No. 1 Test Road, Shanghai', isDefault = false, name = 'Li Lei'): Promise<Row> =>
  (await tx.query<Row>(create, [name, '+86', '13800000000', address, isDefault])).rows[0]!;

const mine = async (tx: Tx): Promise<Row[]> =>
  (await tx.query<Row>('select * from app_public.delivery_addresses order by created_at, id')).rows;

const defaults = async (tx: Tx): Promise<string[]> => (await mine(tx)).filter((r) => r.is_default).map((r) => r.address);

describe('delivery addresses', () => {
  it('makes the first address the default, and a later one only when asked', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const first = await add(tx, 'first', false);
      expect(first.is_default).toBe(true);
      const second = await add(tx, 'second', false);
      expect(second.is_default).toBe(false);
      expect(await defaults(tx)).toEqual(['first']);
      const third = await add(tx, 'third', true);
      expect(third.is_default).toBe(true);
      expect(await defaults(tx)).toEqual(['third']);
    }));

  it('sets the default: exactly one default at a time', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const a = await add(tx, 'a');
      const b = await add(tx, 'b');
      expect((await tx.query<Row>(setDefault, [b.id])).rows[0]!.is_default).toBe(true);
      expect(await defaults(tx)).toEqual(['b']);
      // Setting the default again changes nothing.
      await tx.query(setDefault, [b.id]);
      expect(await defaults(tx)).toEqual(['b']);
      await tx.query(setDefault, [a.id]);
      expect(await defaults(tx)).toEqual(['a']);
    }));

  it('deleting the default promotes the newest remaining address; deleting the last leaves none', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const a = await add(tx, 'a');
      await tx.as(null);
      // Distinct creation times, so "newest" is well defined inside one transaction.
      await tx.query(`update app_public.delivery_addresses set created_at = now() - interval '2 hours' where id = $1`, [a.id]);
      await tx.as('memberA');
      const b = await add(tx, 'b');
      await tx.as(null);
      await tx.query(`update app_public.delivery_addresses set created_at = now() - interval '1 hour' where id = $1`, [b.id]);
      await tx.as('memberA');
      const c = await add(tx, 'c');
      await tx.query(remove, [a.id]);
      expect(await defaults(tx)).toEqual(['c']);
      // Deleting an address that is not the default leaves the default alone.
      await tx.query(remove, [b.id]);
      expect(await defaults(tx)).toEqual(['c']);
      await tx.query(remove, [c.id]);
      expect(await mine(tx)).toEqual([]);
      expect(await tx.errorOf(remove, [c.id])).toBe('DELIVERY_ADDRESS_NOT_FOUND');
    }));

  it('updates the fields, trimmed, with the prefix normalised, and keeps the default as it was', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const a = await add(tx, 'a');
      const updated = (await tx.query<Row>(update, [a.id, '  Han Meimei ', '00852', '61234567', '  Flat 2, Kowloon  '])).rows[0]!;
      expect(updated).toMatchObject({ contact_name: 'Han Meimei', phone_prefix_country_code: '+852', contact_number: '61234567', address: 'Flat 2, Kowloon', is_default: true });
    }));

  it('refuses bad fields with their codes and writes nothing', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const nameMax = limits.deliveryContactNameMax;
      const addressMax = limits.deliveryAddressMax;
      const cases: [unknown[], string][] = [
        [['', '+86', '13800000000', 'x', false], 'DELIVERY_CONTACT_NAME_REQUIRED'],
        [['   ', '+86', '13800000000', 'x', false], 'DELIVERY_CONTACT_NAME_REQUIRED'],
        [['a'.repeat(nameMax + 1), '+86', '13800000000', 'x', false], 'DELIVERY_CONTACT_NAME_TOO_LONG'],
        [['Ann (Sales)', '+86', '13800000000', 'x', false], 'DELIVERY_CONTACT_NAME_INVALID'],
        [['Агент 7', '+86', '13800000000', 'x', false], 'DELIVERY_CONTACT_NAME_INVALID'],
        [['Li', '+86', '12800000000', 'x', false], 'PHONE_INVALID'],
        [['Li', '+86', '1380000000', 'x', false], 'PHONE_INVALID'],
        [['Li', '+86', '138000000000', 'x', false], 'PHONE_INVALID'],
        [['Li', '', '13800000000', 'x', false], 'PHONE_INVALID'],
        [['Li', null, '13800000000', 'x', false], 'PHONE_INVALID'],
        [['Li', '+852', '6123 4567', 'x', false], 'PHONE_INVALID'],
        [['Li', '+852', '1'.repeat(limits.contactNumberMax + 1), 'x', false], 'PHONE_INVALID'],
        [['Li', '+86', '13800000000', ' ', false], 'DELIVERY_ADDRESS_REQUIRED'],
        [['Li', '+86', '13800000000', 'a'.repeat(addressMax + 1), false], 'DELIVERY_ADDRESS_TOO_LONG'],
      ];
      for (const [args, code] of cases) expect(await tx.errorOf(create, args), code).toBe(code);
      expect(await mine(tx)).toEqual([]);
      // At the limits exactly: accepted.
      expect(await tx.errorOf(create, ['a'.repeat(nameMax), '+852', '1'.repeat(limits.contactNumberMax), 'a'.repeat(addressMax), false])).toBe('NO_ERROR');
      expect(await tx.errorOf(create, ['Li', '86', '19912345678', 'x', false])).toBe('NO_ERROR');
      // both rows have the transaction's created_at: pick the first by its number, not by the order
      const longest = '1'.repeat(limits.contactNumberMax);
      const a = (await mine(tx)).find((r) => r.contact_number === longest)!;
      expect(await tx.errorOf(update, [a.id, 'Li', '+86', '123', 'x'])).toBe('PHONE_INVALID');
      expect((await mine(tx)).find((r) => r.id === a.id)!.contact_number).toBe(longest);
    }));

  it(`keeps at most ${limits.deliveryAddressesPerPerson} addresses per person`, () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      for (let i = 0; i < limits.deliveryAddressesPerPerson; i++) await add(tx, `address ${i}`);
      expect(await tx.errorOf(create, ['Li', '+86', '13800000000', 'one too many', false])).toBe('DELIVERY_ADDRESS_LIMIT');
      expect((await mine(tx)).length).toBe(limits.deliveryAddressesPerPerson);
      // Another person's count is their own.
      await tx.as('memberB');
      expect(await tx.errorOf(create, ['Li', '+86', '13800000000', 'mine', false])).toBe('NO_ERROR');
    }));

  it('nobody sees, changes or deletes another person’s addresses, vendor admins and company admins included', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const a = await add(tx, 'private');
      for (const persona of ['adminA', 'memberB', 'noCompany', 'vendorAdmin'] as const) {
        await tx.as(persona);
        expect(await mine(tx), persona).toEqual([]);
        expect(await tx.errorOf(update, [a.id, 'X', '+86', '13800000000', 'stolen']), persona).toBe('DELIVERY_ADDRESS_NOT_FOUND');
        expect(await tx.errorOf(setDefault, [a.id]), persona).toBe('DELIVERY_ADDRESS_NOT_FOUND');
        expect(await tx.errorOf(remove, [a.id]), persona).toBe('DELIVERY_ADDRESS_NOT_FOUND');
        expect(await tx.errorOf('update app_public.delivery_addresses set address = $2 where id = $1', [a.id, 'direct']), persona).toBe('42501');
        expect(await tx.errorOf('delete from app_public.delivery_addresses where id = $1', [a.id]), persona).toBe('42501');
        expect(await tx.errorOf(`insert into app_public.delivery_addresses (root_user_id, contact_name, phone_prefix_country_code, contact_number, address) values ($1, 'X', '+86', '13800000000', 'x')`, [tx.world.people.memberA]), persona).toBe('42501');
      }
      await tx.as('anonymous');
      expect(await tx.errorOf('select * from app_public.delivery_addresses')).toBe('42501');
      expect(await tx.errorOf(create, ['Li', '+86', '13800000000', 'x', false])).toBe('UNAUTHENTICATED');
      await tx.as('memberA');
      expect((await mine(tx)).map((r) => r.address)).toEqual(['private']);
    }));

  it('addressCount: the person’s number of addresses on each of their identities; null for others', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      await add(tx, 'a');
      await add(tx, 'b');
      const count = (userId: string) =>
        tx.query<{ n: number | null }>('select app_public.users_address_count(u) as n from app_public.users u where u.id = $1', [userId]);
      expect((await count(tx.world.identities['memberA:default']!)).rows[0]!.n).toBe(2);
      expect((await count(tx.world.identities['memberA:A']!)).rows[0]!.n).toBe(2);
      // The company's administrator sees the member's identity but not how many addresses they keep.
      await tx.as('adminA');
      expect((await count(tx.world.identities['memberA:A']!)).rows[0]!.n).toBeNull();
      expect((await count(tx.world.identities['adminA:A']!)).rows[0]!.n).toBe(0);
      await tx.as('vendorAdmin');
      expect((await count(tx.world.identities['memberA:A']!)).rows[0]!.n).toBe(2);
    }));
});
