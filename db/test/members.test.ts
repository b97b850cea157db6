import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { companyUserMachine, transitionRows } from '@pp/domain';
import { builtinRoleIds, withWorld, type Tx } from './world.ts';

const update = 'select * from app_public.update_company_user($1, $2, $3, $4, $5, $6)';
const remove = 'select * from app_public.remove_company_user($1)';
const exit = 'select * from app_public.exit_company($1)';
const member: string[] = [builtinRoleIds.regularMember];
const admin: string[] = [builtinRoleIds.partnerAdministrator];

/** Makes another JOINED identity of company A (as owner) holding the roles; returns its id. */
const addMember = async (tx: Tx, roles: string[], companyId = tx.world.companyA) => {
  await tx.as(null);
  const root = randomUUID();
  await tx.query('select app_private.ensure_root_user($1, $2, $3, $4)', [root, `extra-${root.slice(0, 8)}`, `extra.${root.slice(0, 8)}@example.com`, 'Extra']);
  const { rows } = await tx.query<{ id: string }>(
    `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, 'Extra', 'JOINED', now()) returning id`,
    [root, companyId],
  );
  for (const role of roles) await tx.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [rows[0]!.id, role]);
  return { userId: rows[0]!.id, rootUserId: root };
};

const statusOf = async (tx: Tx, userId: string) => {
  await tx.as(null);
  return (await tx.query<{ status: string }>('select status from app_public.users where id = $1', [userId])).rows[0]!.status;
};

const rolesOf = async (tx: Tx, userId: string) => {
  await tx.as(null);
  return (await tx.query<{ role_id: string }>('select role_id from app_public.user_roles where user_id = $1 order by role_id', [userId])).rows.map((r) => r.role_id);
};

describe('editing a member', () => {
  it('saves name, position, roles and remark for the partner administrator and the vendor', () =>
    withWorld(async (tx) => {
      const target = tx.world.identities['memberA:A']!;
      await tx.as('adminA');
      const { rows } = await tx.query<{ name: string; position_id: number; remark: string | null }>(update, [target, '  Zhang Wei ', 3, admin.concat(member), ' VIP ', null]);
      expect(rows[0]).toMatchObject({ name: 'Zhang Wei', position_id: 3, remark: 'VIP' });
      expect(await rolesOf(tx, target)).toEqual([...admin, ...member].sort());
      await tx.as('vendorAdmin');
      await tx.query(update, [target, '张伟', 2, member, '', null]);
      await tx.as(null);
      const saved = await tx.query<{ name: string; remark: string | null }>('select name, remark from app_public.users where id = $1', [target]);
      expect(saved.rows[0]).toEqual({ name: '张伟', remark: null });
      expect(await rolesOf(tx, target)).toEqual(member);
    }));

  it('refuses bad input with its code and writes nothing', () =>
    withWorld(async (tx) => {
      const target = tx.world.identities['memberA:A']!;
      await tx.as('adminA');
      const cases: [unknown[], string][] = [
        [[target, '   ', 1, member, null, null], 'USER_NAME_REQUIRED'],
        [[target, 'x'.repeat(51), 1, member, null, null], 'USER_NAME_TOO_LONG'],
        [[target, 'Agent 007', 1, member, null, null], 'USER_NAME_INVALID'],
        [[target, 'Ann', null, member, null, null], 'POSITION_REQUIRED'],
        [[target, 'Ann', 999, member, null, null], 'POSITION_NOT_FOUND'],
        [[target, 'Ann', 1, [], null, null], 'ROLE_REQUIRED'],
        [[target, 'Ann', 1, [builtinRoleIds.vendorAdministrator], null, null], 'USER_ROLE_INVALID'],
        [[target, 'Ann', 1, [randomUUID()], null, null], 'USER_ROLE_INVALID'],
        [[target, 'Ann', 1, member, 'r'.repeat(201), null], 'REMARK_TOO_LONG'],
        [[target, 'Ann', 1, member, null, 'EXITED'], 'NO_PERMISSION'],
      ];
      for (const [args, code] of cases) expect(await tx.errorOf(update, args), code).toBe(code);
      // exactly 50 characters and 200 of remark are accepted
      expect(await tx.errorOf(update, [target, 'x'.repeat(50), 1, member, 'r'.repeat(200), null])).toBe('NO_ERROR');
      await tx.as(null);
      const { rows } = await tx.query<{ name: string }>('select name from app_public.users where id = $1', [target]);
      expect(rows[0]!.name).toBe('x'.repeat(50));
    }));

  it('a role of another company is wrong; a role of the member’s own company is right', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      const { rows } = await tx.query<{ id: string; company_id: string }>(
        `insert into app_public.roles (company_id, name, type) values ($1, 'Sales A', 'ORGANIZATIONAL'), ($2, 'Sales B', 'ORGANIZATIONAL') returning id, company_id`,
        [tx.world.companyA, tx.world.companyB],
      );
      const [roleA, roleB] = [rows.find((r) => r.company_id === tx.world.companyA)!.id, rows.find((r) => r.company_id === tx.world.companyB)!.id];
      await tx.as('adminA');
      const target = tx.world.identities['memberA:A']!;
      expect(await tx.errorOf(update, [target, 'Ann', 1, [roleB], null, null])).toBe('USER_ROLE_INVALID');
      expect(await tx.errorOf(update, [target, 'Ann', 1, [roleA], null, null])).toBe('NO_ERROR');
    }));

  it('answers each persona: not found, no permission, or allowed', () =>
    withWorld(async (tx) => {
      const targetA = tx.world.identities['memberA:A']!;
      const args = (id: string) => [id, 'Ann', 1, member, null, null];
      await tx.as('memberA');
      // a member sees themselves but may not edit
      expect(await tx.errorOf(update, args(targetA))).toBe('NO_PERMISSION');
      expect(await tx.errorOf(remove, [tx.world.identities['adminA:A']])).toBe('USER_NOT_FOUND');
      await tx.as('memberB');
      expect(await tx.errorOf(update, args(targetA))).toBe('USER_NOT_FOUND');
      await tx.as('noCompany');
      expect(await tx.errorOf(update, args(targetA))).toBe('USER_NOT_FOUND');
      // a default identity is not a company user
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(update, args(tx.world.identities['memberA:default']!))).toBe('USER_NOT_FOUND');
      expect(await tx.errorOf(update, args(randomUUID()))).toBe('USER_NOT_FOUND');
      await tx.as('anonymous');
      expect(await tx.errorOf(update, args(targetA))).toBe('42501');
      // the partner administrator of A has nothing to say about B
      await tx.as('adminA');
      expect(await tx.errorOf(update, args(tx.world.identities['memberB:B']!))).toBe('USER_NOT_FOUND');
      // the vendor edits any company's members
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(update, args(tx.world.identities['memberB:B']!))).toBe('NO_ERROR');
    }));

  it('an exited member is not edited; the vendor may let them back in', () =>
    withWorld(async (tx) => {
      const target = tx.world.identities['memberA:A']!;
      await tx.as('adminA');
      await tx.query(remove, [target]);
      expect(await tx.errorOf(update, [target, 'Ann', 1, member, null, null])).toBe('USER_EXITED');
      expect(await tx.errorOf(remove, [target])).toBe('USER_EXITED');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(update, [target, 'Ann', 1, member, null, null])).toBe('USER_EXITED');
      expect(await tx.errorOf(update, [target, 'Ann', 1, member, null, 'JOINED'])).toBe('NO_ERROR');
      expect(await statusOf(tx, target)).toBe('JOINED');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(update, [target, 'Ann', 1, member, null, 'EXITED'])).toBe('NO_ERROR');
      expect(await statusOf(tx, target)).toBe('EXITED');
    }));
});

describe('removing a member', () => {
  it('sets EXITED, keeps the identity and roles, and sends the member a company message', () =>
    withWorld(async (tx) => {
      const target = tx.world.identities['memberA:A']!;
      await tx.as('memberA');
      expect(await tx.errorOf(remove, [target])).toBe('NO_PERMISSION');
      await tx.as('adminA');
      const { rows } = await tx.query<{ status: string }>(remove, [target]);
      expect(rows[0]!.status).toBe('EXITED');
      expect(await rolesOf(tx, target)).toEqual(member);
      const messages = await tx.query<{ company_id: string; user_message_type: string; link: string }>(
        'select company_id, user_message_type, link from app_public.user_messages where root_user_id = $1',
        [tx.world.people.memberA],
      );
      expect(messages.rows).toEqual([{ company_id: tx.world.companyA, user_message_type: 'COMPANY', link: '/workbench' }]);
    }));

  it('takes the company’s keys away on the very next request', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      await tx.as('memberA');
      const before = await tx.query<{ can: boolean; seen: number }>(
        `select app_hidden.has_permission('ViewCompanyInfo', $1) as can, (select count(*)::int from app_public.companies where id = $1) as seen`,
        [companyA],
      );
      expect(before.rows[0]).toEqual({ can: true, seen: 1 });
      await tx.as('adminA');
      await tx.query(remove, [tx.world.identities['memberA:A']]);
      await tx.as('memberA');
      const after = await tx.query<{ can: boolean; seen: number; info: { ownCompanyUsers: unknown[]; currentCompanyUser: unknown } }>(
        `select app_hidden.has_permission('ViewCompanyInfo', $1) as can, (select count(*)::int from app_public.companies where id = $1) as seen,
                app_public.current_user_info($1) as info`,
        [companyA],
      );
      expect(after.rows[0]).toMatchObject({ can: false, seen: 0, info: { ownCompanyUsers: [], currentCompanyUser: null } });
      // their own identity stays readable (history), the company's other members do not
      const own = await tx.query<{ status: string }>('select status from app_public.users where company_id = $1', [companyA]);
      expect(own.rows).toEqual([{ status: 'EXITED' }]);
    }));
});

describe('the only partner administrator', () => {
  it('cannot lose the role, be removed or be set EXITED; with a second administrator one may, then the last may not', () =>
    withWorld(async (tx) => {
      const sole = tx.world.identities['adminA:A']!;
      await tx.as('adminA');
      expect(await tx.errorOf(update, [sole, 'Admin', 1, member, null, null])).toBe('USER_SOLE_ADMIN');
      expect(await tx.errorOf(remove, [sole])).toBe('USER_SOLE_ADMIN');
      expect(await rolesOf(tx, sole)).toEqual(admin);
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(update, [sole, 'Admin', 1, admin, null, 'EXITED'])).toBe('USER_SOLE_ADMIN');
      expect(await tx.errorOf(update, [sole, 'Admin', 1, member, null, null])).toBe('USER_SOLE_ADMIN');
      // keeping the role while changing the rest is fine
      await tx.as('adminA');
      expect(await tx.errorOf(update, [sole, 'Admin', 2, admin.concat(member), 'me', null])).toBe('NO_ERROR');

      // name another administrator: now the first may be re-roled
      const second = tx.world.identities['memberA:A']!;
      expect(await tx.errorOf(update, [second, 'Second', 1, admin, null, null])).toBe('NO_ERROR');
      expect(await tx.errorOf(update, [sole, 'Admin', 1, member, null, null])).toBe('NO_ERROR');
      expect(await rolesOf(tx, sole)).toEqual(member);
      // and the second, now the only one, may not
      await tx.as('memberA');
      expect(await tx.errorOf(update, [second, 'Second', 1, member, null, null])).toBe('USER_SOLE_ADMIN');
      expect(await tx.errorOf(remove, [second])).toBe('USER_SOLE_ADMIN');
      expect(await tx.errorOf(exit, [tx.world.companyA])).toBe('EXIT_SOLE_ADMIN');
    }));

  it('is kept by the data itself: direct writes are refused at the end of the statement or transaction', () =>
    withWorld(async (tx) => {
      const sole = tx.world.identities['adminA:A']!;
      await tx.as(null);
      expect(await tx.errorOf(`update app_public.users set status = 'EXITED' where id = $1`, [sole])).toBe('USER_SOLE_ADMIN');
      // a role change is checked when the transaction ends (or when constraints are checked)
      expect(
        await tx.errorOf(
          `with d as (delete from app_public.user_roles where user_id = $1 and role_id = $2 returning 1) select count(*) from d`,
          [sole, builtinRoleIds.partnerAdministrator],
        ),
      ).toBe('NO_ERROR');
      expect(await tx.errorOf('set constraints all immediate')).toBe('USER_SOLE_ADMIN');
    }));

  it('replacing the roles of a company’s only administrator in one transaction is fine when the role comes back', () =>
    withWorld(async (tx) => {
      const sole = tx.world.identities['adminA:A']!;
      await tx.as(null);
      await tx.query('delete from app_public.user_roles where user_id = $1', [sole]);
      await tx.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [sole, builtinRoleIds.partnerAdministrator]);
      expect(await tx.errorOf('set constraints all immediate')).toBe('NO_ERROR');
      await tx.query('set constraints all deferred');
    }));

  it('does not hold back deleting a company', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      expect(await tx.errorOf('delete from app_public.companies where id = $1', [tx.world.companyA])).toBe('NO_ERROR');
      expect(await tx.errorOf('set constraints all immediate')).toBe('NO_ERROR');
      await tx.query('set constraints all deferred');
    }));
});

describe('exiting a company', () => {
  it('members are told to contact the vendor; an administrator who is not the only one leaves', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      await tx.as('memberA');
      expect(await tx.errorOf(exit, [companyA])).toBe('EXIT_CONTACT_SUPPORT');
      expect(await tx.errorOf(exit, [companyB])).toBe('USER_NOT_FOUND');
      await tx.as('adminA');
      expect(await tx.errorOf(exit, [companyA])).toBe('EXIT_SOLE_ADMIN');
      const second = await addMember(tx, admin);
      await tx.as('adminA');
      const { rows } = await tx.query<{ status: string }>(exit, [companyA]);
      expect(rows[0]!.status).toBe('EXITED');
      expect(await tx.errorOf(exit, [companyA])).toBe('USER_EXITED');
      expect(await statusOf(tx, second.userId)).toBe('JOINED');
      await tx.asRoot(second.rootUserId);
      expect(await tx.errorOf(exit, [companyA])).toBe('EXIT_SOLE_ADMIN');
    }));
});

describe('computed member fields', () => {
  it('account and partner administrator flag', () =>
    withWorld(async (tx) => {
      await tx.as('adminA');
      const { rows } = await tx.query<{ name: string; account: string; is_admin: boolean }>(
        `select u.name, app_public.users_account(u) as account, app_public.users_is_partner_administrator(u) as is_admin
         from app_public.users u where u.company_id = $1 order by u.name`,
        [tx.world.companyA],
      );
      expect(rows.map((r) => [r.name, r.is_admin])).toEqual([
        ['adminA', true],
        ['memberA', false],
      ]);
      expect(rows[0]!.account).toMatch(/^adminA\..*@example\.com$/);
    }));

  it('role labels: a built-in role with its key, a company\'s own role by its name alone, in the order of the names', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      const { rows: own } = await tx.query<{ id: string }>(
        `insert into app_public.roles (company_id, name, type) values ($1, 'Regular member of A', 'ORGANIZATIONAL') returning id`,
        [tx.world.companyA],
      );
      await tx.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [tx.world.identities['adminA:A'], own[0]!.id]);
      await tx.as('adminA');
      const { rows } = await tx.query<{ labels: unknown; names: string[] }>(
        `select to_jsonb(app_public.users_role_labels(u)) as labels, app_public.users_role_names(u) as names
         from app_public.users u where u.id = $1`,
        [tx.world.identities['adminA:A']],
      );
      expect(rows[0]).toEqual({
        labels: [{ key: 'PARTNER_ADMINISTRATOR', name: 'Partner administrator' }, { key: null, name: 'Regular member of A' }],
        names: ['Partner administrator', 'Regular member of A'],
      });
    }));
});

describe('the membership machine', () => {
  it('keeps the database transitions equal to the domain definition', () =>
    withWorld(async (tx) => {
      const { rows } = await tx.query<{ machine: string; from: string; event: string; to: string }>(
        `select machine, from_state as "from", event, to_state as "to" from app_private.state_transitions where machine = $1 order by 2, 3`,
        [companyUserMachine.name],
      );
      const expected = transitionRows(companyUserMachine).sort((a, b) => `${a.from}${a.event}`.localeCompare(`${b.from}${b.event}`));
      expect(rows).toEqual(expected);
    }));
});
