// Member commands through GraphQL: the form schema is re-checked before SQL, and the database's only-administrator
// rule (a deferred check on role changes) reaches the caller as the mutation's coded error, with nothing saved.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { builtinRoleIds } from '@pp/domain';
import { codeOf, useTestApi } from './test-kit.ts';

const kit = useTestApi();

const me = `{ currentUserInfo { rootUserId } }`;
const update = `mutation($userId: UUID!, $name: String!, $positionId: Int!, $roleIds: [UUID]!, $remark: String) {
  updateCompanyUser(input: { userId: $userId, name: $name, positionId: $positionId, roleIds: $roleIds, remark: $remark }) {
    result { id name remark roleNames status }
  }
}`;

/** A company with one partner administrator (signed in through a test token); returns their token and identity. */
const companyWithAdmin = async () => {
  const { rows } = await kit.owner.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, 'MAINLAND') returning id`, [
    `Members Api ${randomUUID()}`,
  ]);
  const companyId = rows[0]!.id;
  const sub = randomUUID();
  const token = await kit.api.sign({ sub, name: 'Ada Admin' });
  await kit.api.graphql(me, {}, token);
  const identity = await kit.owner.query<{ id: string }>(
    `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, 'Ada Admin', 'JOINED', now()) returning id`,
    [sub, companyId],
  );
  await kit.owner.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [identity.rows[0]!.id, builtinRoleIds.partnerAdministrator]);
  return { companyId, token, userId: identity.rows[0]!.id };
};

describe('member commands through GraphQL', () => {
  it('re-checks the form schema: bad input gets one coded error and writes nothing', async () => {
    const { token, userId } = await companyWithAdmin();
    const base = { userId, name: 'Ada Admin', positionId: 1, roleIds: [builtinRoleIds.partnerAdministrator], remark: null };
    expect(codeOf((await kit.api.graphql(update, { ...base, name: 'R2-D2' }, token)).body)).toBe('USER_NAME_INVALID');
    expect(codeOf((await kit.api.graphql(update, { ...base, roleIds: [] }, token)).body)).toBe('ROLE_REQUIRED');
    expect(codeOf((await kit.api.graphql(update, { ...base, remark: 'r'.repeat(201) }, token)).body)).toBe('REMARK_TOO_LONG');
    const { rows } = await kit.owner.query<{ name: string; remark: string | null }>('select name, remark from app_public.users where id = $1', [userId]);
    expect(rows[0]).toEqual({ name: 'Ada Admin', remark: null });
  });

  it('refuses the only administrator’s re-role with USER_SOLE_ADMIN from the mutation, and saves when another is named', async () => {
    const { companyId, token, userId } = await companyWithAdmin();
    const reRole = { userId, name: 'Ada Admin', positionId: 1, roleIds: [builtinRoleIds.regularMember], remark: 'changed' };
    const refused = await kit.api.graphql(update, reRole, token);
    expect(codeOf(refused.body)).toBe('USER_SOLE_ADMIN');
    expect(refused.body.errors?.[0]?.message).toBe('USER_SOLE_ADMIN');
    const kept = await kit.owner.query<{ role_id: string; remark: string | null }>(
      'select ur.role_id, u.remark from app_public.user_roles ur join app_public.users u on u.id = ur.user_id where u.id = $1',
      [userId],
    );
    expect(kept.rows).toEqual([{ role_id: builtinRoleIds.partnerAdministrator, remark: null }]);

    const other = await kit.owner.query<{ id: string }>(
      `insert into app_public.users (root_user_id, company_id, name, status) values ($1, $2, 'Bo Second', 'JOINED') returning id`,
      [(await kit.owner.query<{ id: string }>(`insert into app_public.root_users (id, username) values ($1, 'bo') returning id`, [randomUUID()])).rows[0]!.id, companyId],
    );
    await kit.owner.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [other.rows[0]!.id, builtinRoleIds.partnerAdministrator]);
    const saved = await kit.api.graphql<{ updateCompanyUser: { result: { roleNames: string[]; remark: string } } }>(update, reRole, token);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.updateCompanyUser.result).toMatchObject({ roleNames: ['Regular member'], remark: 'changed' });
  });

  it('removes a member and tells a regular member to ask the vendor when they try to exit', async () => {
    const { companyId, token } = await companyWithAdmin();
    const sub = randomUUID();
    const memberToken = await kit.api.sign({ sub, name: 'Mo Member' });
    await kit.api.graphql(me, {}, memberToken);
    const member = await kit.owner.query<{ id: string }>(
      `insert into app_public.users (root_user_id, company_id, name, status) values ($1, $2, 'Mo Member', 'JOINED') returning id`,
      [sub, companyId],
    );
    await kit.owner.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [member.rows[0]!.id, builtinRoleIds.regularMember]);
    const exit = await kit.api.graphql(`mutation($c: UUID!) { exitCompany(input: { companyId: $c }) { result { status } } }`, { c: companyId }, memberToken);
    expect(codeOf(exit.body)).toBe('EXIT_CONTACT_SUPPORT');
    const removed = await kit.api.graphql<{ removeCompanyUser: { result: { status: string } } }>(
      `mutation($u: UUID!) { removeCompanyUser(input: { userId: $u }) { result { status } } }`,
      { u: member.rows[0]!.id },
      token,
    );
    expect(removed.body.data?.removeCompanyUser.result.status).toBe('EXITED');
    const after = await kit.api.graphql<{ currentUserInfo: { ownCompanyUsers: unknown[] } }>(`{ currentUserInfo { ownCompanyUsers { companyId } } }`, {}, memberToken);
    expect(after.body.data?.currentUserInfo.ownCompanyUsers).toEqual([]);
  });
});
