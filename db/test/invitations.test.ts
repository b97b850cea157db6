import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { builtinRoleIds, withWorld, type Tx } from './world.ts';

const create = 'select * from app_public.create_company_invitation($1, $2, $3)';
const join = 'select * from app_public.join_company_with_invitation_code($1)';

const invite = async (tx: Tx, companyId = tx.world.companyA) => {
  await tx.as('adminA');
  const { rows } = await tx.query<{ id: string; code: string; expires_at: Date; created_at: Date }>(create, [
    companyId,
    6,
    [builtinRoleIds.regularMember],
  ]);
  return rows[0]!;
};

describe('creating an invitation', () => {
  it('needs ManageCompanyUser in the company, a position and a valid role', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      const member = [builtinRoleIds.regularMember];
      await tx.as('memberA');
      expect(await tx.errorOf(create, [companyA, 6, member])).toBe('NO_PERMISSION');
      await tx.as('adminA');
      expect(await tx.errorOf(create, [companyB, 6, member])).toBe('NO_PERMISSION');
      expect(await tx.errorOf(create, [companyA, null, member])).toBe('POSITION_REQUIRED');
      expect(await tx.errorOf(create, [companyA, 6, []])).toBe('ROLE_REQUIRED');
      expect(await tx.errorOf(create, [companyA, 99, member])).toBe('POSITION_NOT_FOUND');
      expect(await tx.errorOf(create, [companyA, 6, [builtinRoleIds.vendorAdministrator]])).toBe('USER_ROLE_INVALID');
      const invitation = await invite(tx);
      expect(invitation.code).toMatch(/^[A-Za-z0-9_-]{32}$/);
      // Valid for 3 days.
      expect(invitation.expires_at.getTime() - invitation.created_at.getTime()).toBe(3 * 24 * 3600 * 1000);
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(create, [companyB, 1, member])).toBe('NO_ERROR');
    }));

  it('shows invitations to the company’s member managers only', () =>
    withWorld(async (tx) => {
      const { id } = await invite(tx);
      for (const [persona, seen] of [['adminA', 1], ['memberA', 0], ['memberB', 0], ['noCompany', 0], ['vendorAdmin', 1]] as const) {
        await tx.as(persona);
        expect((await tx.query('select 1 from app_public.company_invitations where id = $1', [id])).rowCount, persona).toBe(seen);
      }
      await tx.as('anonymous');
      expect(await tx.errorOf('select * from app_public.company_invitations')).toBe('42501');
    }));
});

describe('joining with an invitation code', () => {
  it('makes the person a JOINED member with the invitation’s position and roles, once', () =>
    withWorld(async (tx) => {
      const { code } = await invite(tx);
      await tx.as('noCompany');
      const preview = await tx.query<{ company_name: string; position_name: string; role_names: string[]; status: string }>(
        'select * from app_public.invitation_by_code($1)',
        [code],
      );
      expect(preview.rows[0]).toMatchObject({ position_name: 'Presales engineer', role_names: ['Regular member'], status: 'ACTIVE' });
      const joined = await tx.query<{ status: string }>(join, [code]);
      expect(joined.rows[0]!.status).toBe('JOINED');
      const info = await tx.query<{ i: { currentCompanyUser: { companyId: string; roleNames: string[]; position: { name: string } } } }>(
        'select app_public.current_user_info($1) as i',
        [tx.world.companyA],
      );
      expect(info.rows[0]!.i.currentCompanyUser).toMatchObject({ companyId: tx.world.companyA, roleNames: ['Regular member'], position: { name: 'Presales engineer' } });
      expect(await tx.errorOf(join, [code])).toBe('INVITATION_ALREADY_JOINED');
      await tx.as('memberB');
      expect(await tx.errorOf(join, [code])).toBe('INVITATION_USED');
      await tx.as(null);
      const notice = await tx.query('select 1 from app_public.user_messages where root_user_id = $1', [tx.world.people.adminA]);
      expect(notice.rowCount).toBe(1);
    }));

  it('refuses malformed, unknown and expired codes with their codes', () =>
    withWorld(async (tx) => {
      const { id, code } = await invite(tx);
      await tx.as('noCompany');
      expect(await tx.errorOf(join, ['short'])).toBe('INVITATION_INVALID');
      expect(await tx.errorOf(join, ['a'.repeat(32)])).toBe('INVITATION_NOT_FOUND');
      await tx.as(null);
      await tx.query(`update app_public.company_invitations set expires_at = now() - interval '1 second' where id = $1`, [id]);
      await tx.as('noCompany');
      expect(await tx.errorOf(join, [code])).toBe('INVITATION_EXPIRED');
      expect((await tx.query<{ status: string }>('select status from app_public.invitation_by_code($1)', [code])).rows[0]!.status).toBe('EXPIRED');
      await tx.as(null);
      await tx.query(`update app_public.company_invitations set expires_at = now() + interval '1 minute' where id = $1`, [id]);
      await tx.as('noCompany');
      expect(await tx.errorOf(join, [code])).toBe('NO_ERROR');
    }));

  it('counts against the limit of 5 companies, and approves a pending application to the same company', () =>
    withWorld(async (tx) => {
      const me = tx.world.people.noCompany;
      await tx.as(null);
      for (let i = 0; i < 4; i++) {
        const { rows } = await tx.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, 'GLOBAL') returning id`, [`Inv ${randomUUID()}`]);
        await tx.query(`insert into app_public.users (root_user_id, company_id, name, status) values ($1, $2, 'N', 'JOINED')`, [me, rows[0]!.id]);
      }
      const first = await invite(tx);
      const second = await invite(tx, tx.world.companyA);
      await tx.as('noCompany');
      const pending = (await tx.query<{ id: string }>('select id from app_public.create_one_company_join_application($1, $2)', [tx.world.companyA, 'Nora'])).rows[0]!.id;
      // 4 joined + this pending application = 5 held; joining the same company converts the application.
      expect(await tx.errorOf(join, [first.code])).toBe('NO_ERROR');
      const app = await tx.query<{ application_status: string }>('select application_status from app_public.company_join_applications where id = $1', [pending]);
      expect(app.rows[0]!.application_status).toBe('APPROVED');
      await tx.as(null);
      const { rows } = await tx.query<{ signal: string }>('select signal from app_private.outbox where workflow_id = $1 order by id', [pending]);
      expect(rows.map((r) => r.signal)).toEqual(['joinApplicationSubmitted', 'joinApplicationApproved']);
      // Now 5 joined: another company's invitation cannot be used.
      const { rows: c } = await tx.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, 'GLOBAL') returning id`, [`Inv ${randomUUID()}`]);
      await tx.query('insert into app_public.users (root_user_id, company_id, name, status) values ($1, $2, $3, $4)', [tx.world.people.adminA, c[0]!.id, 'A', 'JOINED']);
      const { rows: adminIdentity } = await tx.query<{ id: string }>('select id from app_public.users where root_user_id = $1 and company_id = $2', [tx.world.people.adminA, c[0]!.id]);
      await tx.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [adminIdentity[0]!.id, builtinRoleIds.partnerAdministrator]);
      const third = await invite(tx, c[0]!.id);
      await tx.as('noCompany');
      expect(await tx.errorOf(join, [third.code])).toBe('INVITATION_CANNOT_APPLY');
      expect(second.code).not.toBe(first.code);
    }));

  it('needs a signed-in person', () =>
    withWorld(async (tx) => {
      const { code } = await invite(tx);
      await tx.as('anonymous');
      expect(await tx.errorOf(join, [code])).toBe('UNAUTHENTICATED');
      expect(await tx.errorOf('select * from app_public.invitation_by_code($1)', [code])).toBe('UNAUTHENTICATED');
    }));
});
