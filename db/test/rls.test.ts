import { describe, expect, it } from 'vitest';
import { builtinRoleIds, withWorld, type Persona, type Tx } from './world.ts';

/** Ids visible to the persona among the given ones. */
const visible = async (tx: Tx, persona: Persona, table: string, ids: string[], idColumn = 'id'): Promise<string[]> => {
  await tx.as(persona);
  const { rows } = await tx.query<{ id: string }>(`select ${idColumn}::text as id from ${table} where ${idColumn} = any ($1::uuid[])`, [ids]);
  await tx.as(null);
  return rows.map((r) => r.id).sort();
};

const sorted = (...ids: string[]) => [...ids].sort();

describe('row-level security: companies', () => {
  it('shows a company to its members holding ViewCompanyInfo and to vendor admins only', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      const ids = [companyA, companyB];
      expect(await visible(tx, 'noCompany', 'app_public.companies', ids)).toEqual([]);
      expect(await visible(tx, 'memberA', 'app_public.companies', ids)).toEqual([companyA]);
      expect(await visible(tx, 'adminA', 'app_public.companies', ids)).toEqual([companyA]);
      expect(await visible(tx, 'memberB', 'app_public.companies', ids)).toEqual([companyB]);
      expect(await visible(tx, 'vendorAdmin', 'app_public.companies', ids)).toEqual(sorted(companyA, companyB));
      await tx.as('anonymous');
      expect(await tx.errorOf('select * from app_public.companies')).toBe('42501');
    }));

  it('lets only vendor admins update company rows (UpdateCompanyInfo holders use update_company_info), members not at all', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      const update = `update app_public.companies set industry = 'Edited' where id = $1`;
      await tx.as('adminA');
      expect((await tx.query(update, [companyA])).rowCount).toBe(0);
      expect((await tx.query(update, [companyB])).rowCount).toBe(0);
      await tx.as('memberA');
      expect((await tx.query(update, [companyA])).rowCount).toBe(0);
      await tx.as('vendorAdmin');
      expect((await tx.query(update, [companyB])).rowCount).toBe(1);
    }));

  it('keeps the program (site) the vendor’s to change', () =>
    withWorld(async (tx) => {
      await tx.as('adminA');
      const moved = await tx.query(`update app_public.companies set site = 'GLOBAL' where id = $1`, [tx.world.companyA]);
      expect(moved.rowCount).toBe(0);
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(`update app_public.companies set site = 'GLOBAL' where id = $1`, [tx.world.companyA])).toBe('NO_ERROR');
    }));

  it('lets only vendor admins create companies, and never the totals columns', () =>
    withWorld(async (tx) => {
      await tx.as('adminA');
      expect(await tx.errorOf(`insert into app_public.companies (name, site) values ('New Co RLS', 'MAINLAND')`)).toBe('42501');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(`insert into app_public.companies (name, site) values ('New Co RLS', 'MAINLAND')`)).toBe('NO_ERROR');
      // the point totals are computed from the ledger's balances, not columns anyone could write
      expect(await tx.errorOf(`update app_public.companies set total_market_points = 5 where name = 'New Co RLS'`)).toBe('42703');
    }));
});

describe('row-level security: users (identities) and their roles', () => {
  it('shows own identities; all members to ViewCompanyAllUser holders; everything to vendor admins', () =>
    withWorld(async (tx) => {
      const i = tx.world.identities;
      const all = Object.values(i);
      expect(await visible(tx, 'noCompany', 'app_public.users', all)).toEqual([i['noCompany:default']]);
      expect(await visible(tx, 'memberA', 'app_public.users', all)).toEqual(sorted(i['memberA:default']!, i['memberA:A']!));
      expect(await visible(tx, 'adminA', 'app_public.users', all)).toEqual(
        sorted(i['adminA:default']!, i['adminA:A']!, i['memberA:A']!),
      );
      expect(await visible(tx, 'memberB', 'app_public.users', all)).toEqual(sorted(i['memberB:default']!, i['memberB:B']!));
      expect(await visible(tx, 'vendorAdmin', 'app_public.users', all)).toEqual(sorted(...all));
      await tx.as('anonymous');
      expect(await tx.errorOf('select * from app_public.users')).toBe('42501');
    }));

  it('lets ManageCompanyUser holders edit members of their company only', () =>
    withWorld(async (tx) => {
      const i = tx.world.identities;
      const update = `update app_public.users set remark = 'note' where id = $1`;
      await tx.as('adminA');
      expect((await tx.query(update, [i['memberA:A']])).rowCount).toBe(1);
      expect((await tx.query(update, [i['memberB:B']])).rowCount).toBe(0);
      await tx.as('memberA');
      expect((await tx.query(update, [i['adminA:A']])).rowCount).toBe(0);
      await tx.as('adminA');
      expect(await tx.errorOf(`update app_public.users set status = 'EXITED' where id = $1`, [i['memberA:A']])).toBe('42501');
    }));

  it('shows role assignments of visible identities only, and never lets users write them directly', () =>
    withWorld(async (tx) => {
      const i = tx.world.identities;
      const all = Object.values(i);
      expect(await visible(tx, 'memberA', 'app_public.user_roles', all, 'user_id')).toEqual([i['memberA:A']]);
      expect(await visible(tx, 'adminA', 'app_public.user_roles', all, 'user_id')).toEqual(sorted(i['adminA:A']!, i['memberA:A']!));
      expect((await visible(tx, 'vendorAdmin', 'app_public.user_roles', all, 'user_id')).length).toBe(4);
      await tx.as('adminA');
      expect(
        await tx.errorOf(`insert into app_public.user_roles (user_id, role_id) values ($1, '00000000-0000-4000-8000-00000000a003')`, [
          i['adminA:default'],
        ]),
      ).toBe('42501');
    }));

  it('shows a root user to themselves and to vendor admins', () =>
    withWorld(async (tx) => {
      const p = tx.world.people;
      const all = Object.values(p);
      expect(await visible(tx, 'memberA', 'app_public.root_users', all)).toEqual([p.memberA]);
      expect((await visible(tx, 'vendorAdmin', 'app_public.root_users', all)).length).toBe(all.length);
    }));
});

describe('row-level security: roles and permission keys', () => {
  it('shows built-in roles to everyone signed in, company roles to that company, writes only through the admin command', () =>
    withWorld(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into app_public.roles (company_id, name, type) values ($1, 'Sales lead', 'ORGANIZATIONAL') returning id`,
        [tx.world.companyA],
      );
      const custom = rows[0]!.id;
      const ids = [custom, '00000000-0000-4000-8000-00000000a001'];
      expect(await visible(tx, 'noCompany', 'app_public.roles', ids)).toEqual(['00000000-0000-4000-8000-00000000a001']);
      expect(await visible(tx, 'memberA', 'app_public.roles', ids)).toEqual(sorted(...ids));
      expect(await visible(tx, 'memberB', 'app_public.roles', ids)).toEqual(['00000000-0000-4000-8000-00000000a001']);
      await tx.as('adminA');
      expect(await tx.errorOf(`insert into app_public.role_permissions (role_id, permission_key) values ($1, 'ManageAdminSite')`, [custom])).toBe('42501');
      expect(await tx.errorOf(`select app_public.set_role_permission_keys($1, '{ViewCompanyInfo}')`, [custom])).toBe('NO_PERMISSION');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(`select app_public.set_role_permission_keys($1, '{ViewCompanyInfo,NotAKey}')`, [custom])).toBe(
        'PERMISSION_KEY_UNKNOWN',
      );
      expect(await tx.errorOf(`select app_public.set_role_permission_keys($1, '{ViewCompanyInfo}')`, [custom])).toBe('NO_ERROR');
      const keys = await tx.query<{ k: string[] }>('select app_public.roles_permission_keys(r) as k from app_public.roles r where id = $1', [custom]);
      expect(keys.rows[0]!.k).toEqual(['ViewCompanyInfo']);
      // A company role's keys are visible where the role is: its members and vendor admins.
      expect(await visible(tx, 'memberA', 'app_public.role_permissions', [custom], 'role_id')).toEqual([custom]);
      expect(await visible(tx, 'memberB', 'app_public.role_permissions', [custom], 'role_id')).toEqual([]);
      expect(await visible(tx, 'noCompany', 'app_public.role_permissions', [custom], 'role_id')).toEqual([]);
      expect(await visible(tx, 'vendorAdmin', 'app_public.role_permissions', [custom], 'role_id')).toEqual([custom]);
      await tx.as('anonymous');
      expect(await tx.errorOf('select * from app_public.role_permissions')).toBe('42501');
    }));

  it('applies a change of a role’s keys on the next statement (effect immediate through RLS)', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      expect(await visible(tx, 'memberA', 'app_public.companies', [companyA])).toEqual([companyA]);
      await tx.as('vendorAdmin');
      const before = await tx.query<{ k: string[] }>(
        `select app_public.roles_permission_keys(r) as k from app_public.roles r where key = 'REGULAR_MEMBER'`,
      );
      const without = before.rows[0]!.k.filter((k) => k !== 'ViewCompanyInfo');
      await tx.query(`select app_public.set_role_permission_keys('00000000-0000-4000-8000-00000000a002', $1)`, [without]);
      expect(await visible(tx, 'memberA', 'app_public.companies', [companyA])).toEqual([]);
    }));

  it('shows permission keys and positions to signed-in users and positions to anonymous visitors', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      expect((await tx.query('select * from app_public.permission_keys')).rowCount).toBe(30);
      expect((await tx.query('select * from app_public.positions')).rowCount).toBe(10);
      await tx.as('anonymous');
      expect((await tx.query('select * from app_public.positions')).rowCount).toBe(10);
      expect(await tx.errorOf('select * from app_public.permission_keys')).toBe('42501');
    }));
});

describe('row-level security: partner managers', () => {
  it('shows a company’s partner managers to its members and to vendor admins', () =>
    withWorld(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(`insert into app_public.partner_managers (name) values ('Lily Test') returning id`);
      const manager = rows[0]!.id;
      await tx.query('insert into app_public.company_partner_managers (company_id, partner_manager_id) values ($1, $2)', [tx.world.companyA, manager]);
      expect(await visible(tx, 'memberA', 'app_public.partner_managers', [manager])).toEqual([manager]);
      expect(await visible(tx, 'memberB', 'app_public.partner_managers', [manager])).toEqual([]);
      expect(await visible(tx, 'noCompany', 'app_public.partner_managers', [manager])).toEqual([]);
      expect(await visible(tx, 'vendorAdmin', 'app_public.partner_managers', [manager])).toEqual([manager]);
      expect(await visible(tx, 'memberA', 'app_public.company_partner_managers', [manager], 'partner_manager_id')).toEqual([manager]);
      expect(await visible(tx, 'memberB', 'app_public.company_partner_managers', [manager], 'partner_manager_id')).toEqual([]);
      await tx.as('adminA');
      expect(await tx.errorOf(`insert into app_public.partner_managers (name) values ('Sneaky')`)).toBe('42501');
    }));
});

describe('row-level security: join applications and messages', () => {
  it('shows an application to its applicant, to the company’s ViewJoinCompanyApplication holders and to vendor admins', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      const { rows } = await tx.query<{ id: string }>('select id from app_public.create_one_company_join_application($1, $2)', [
        tx.world.companyA,
        'Nora Nocompany',
      ]);
      const application = rows[0]!.id;
      await tx.as(null);
      expect(await visible(tx, 'noCompany', 'app_public.company_join_applications', [application])).toEqual([application]);
      expect(await visible(tx, 'adminA', 'app_public.company_join_applications', [application])).toEqual([application]);
      expect(await visible(tx, 'memberA', 'app_public.company_join_applications', [application])).toEqual([]);
      expect(await visible(tx, 'memberB', 'app_public.company_join_applications', [application])).toEqual([]);
      expect(await visible(tx, 'vendorAdmin', 'app_public.company_join_applications', [application])).toEqual([application]);
      await tx.as('noCompany');
      expect(await tx.errorOf(`update app_public.company_join_applications set application_status = 'APPROVED' where id = $1`, [application])).toBe(
        '42501',
      );
    }));

  it('shows messages to their recipient only, even to vendor admins', () =>
    withWorld(async (tx) => {
      await tx.query(
        `select app_private.notify_user($1, null, 'Hello', 'Body', 'COMMON', null, null)`,
        [tx.world.people.memberA],
      );
      const { rows } = await tx.query<{ id: string }>('select id from app_public.user_messages where root_user_id = $1', [tx.world.people.memberA]);
      const ids = rows.map((r) => r.id);
      expect(await visible(tx, 'memberA', 'app_public.user_messages', ids)).toEqual(ids);
      expect(await visible(tx, 'adminA', 'app_public.user_messages', ids)).toEqual([]);
      expect(await visible(tx, 'vendorAdmin', 'app_public.user_messages', ids)).toEqual([]);
      await tx.as('memberA');
      expect(await tx.errorOf(`update app_public.user_messages set is_read = true`)).toBe('42501');
    }));

  it('keeps the private schema closed to every API role', () =>
    withWorld(async (tx) => {
      for (const persona of ['anonymous', 'memberA', 'vendorAdmin'] as const) {
        await tx.as(persona);
        expect(await tx.errorOf('select * from app_private.outbox')).toBe('42501');
        expect(await tx.errorOf('select * from app_private.state_transitions')).toBe('42501');
        expect(await tx.errorOf(`select app_private.ensure_root_user(gen_random_uuid(), 'x', null, 'x')`)).toBe('42501');
      }
    }));
});

describe('the permission helper', () => {
  it('answers per company and per person, and only for JOINED identities', () =>
    withWorld(async (tx) => {
      const has = async (key: string, company: string | null) =>
        (await tx.query<{ ok: boolean }>('select app_hidden.has_permission($1, $2) as ok', [key, company])).rows[0]!.ok;
      await tx.as('adminA');
      expect(await has('ManageJoinCompanyApplication', tx.world.companyA)).toBe(true);
      expect(await has('ManageJoinCompanyApplication', tx.world.companyB)).toBe(false);
      expect(await has('ManageAdminSite', null)).toBe(false);
      await tx.as('memberA');
      expect(await has('ViewProjectReport', tx.world.companyA)).toBe(true);
      expect(await has('ManageJoinCompanyApplication', tx.world.companyA)).toBe(false);
      await tx.as('vendorAdmin');
      expect(await has('ManageAdminSite', null)).toBe(true);
      expect(await has('ViewCompanyInfo', tx.world.companyA)).toBe(false);
      await tx.as(null);
      // another administrator first: the company's only one cannot leave
      await tx.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [tx.world.identities['memberA:A'], builtinRoleIds.partnerAdministrator]);
      await tx.query(`update app_public.users set status = 'EXITED' where id = $1`, [tx.world.identities['adminA:A']]);
      await tx.as('adminA');
      expect(await has('ManageJoinCompanyApplication', tx.world.companyA)).toBe(false);
      await tx.as('anonymous');
      expect(await has('ViewCompanyInfo', tx.world.companyA)).toBe(false);
    }));
});
