import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { printApiSchema, schemaFile } from './export-schema.ts';
import { codeOf, useTestApi } from './test-kit.ts';

const kit = useTestApi();


const newCompany = async (site = 'MAINLAND') => {
  const { rows } = await kit.owner.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, $2) returning id`, [
    `Api Test ${randomUUID()}`,
    site,
  ]);
  return rows[0]!.id;
};

const me = `{ currentUserInfo { rootUserId defaultUser { userName email canApplyJoinCompany permissionKeys } ownCompanyUsers { companyId } currentCompanyUser { companyId } } }`;

describe('tokens', () => {
  it('lets an anonymous visitor read public reference data but nothing that needs a user', async () => {
    const positions = await kit.api.graphql('{ positions { nodes { id name } } }');
    expect(positions.body.data).toMatchObject({ positions: { nodes: expect.arrayContaining([{ id: 1, name: 'CEO' }]) } });
    const info = await kit.api.graphql(me);
    expect(codeOf(info.body)).toBe('UNAUTHENTICATED');
    expect(info.body.errors?.[0]?.message).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['a malformed token', async () => 'not-a-jwt'],
    ['an expired token', async () => kit.api.sign({ expiresIn: '-1m' })],
    ['a token for another audience', async () => kit.api.sign({ aud: 'account' })],
    ['a token from another issuer', async () => kit.api.sign({ iss: 'https://evil.test/realms/partner-portal' })],
    ['a token signed by another key', async () => kit.api.sign({}, (await generateKeyPair('RS256')).privateKey)],
    ['a token whose subject is not a user id', async () => kit.api.sign({ sub: 'service-account' })],
  ])('refuses %s with UNAUTHENTICATED', async (_name, makeToken) => {
    const res = await kit.api.graphql('{ positions { nodes { id } } }', {}, await makeToken());
    expect(res.status).toBe(401);
    expect(codeOf(res.body)).toBe('UNAUTHENTICATED');
  });

  it('creates the root user and default identity on first sign-in', async () => {
    const sub = randomUUID();
    const token = await kit.api.sign({ sub, name: 'First Timer', email: 'first.timer@example.com' });
    const res = await kit.api.graphql(me, {}, token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      currentUserInfo: {
        rootUserId: sub,
        defaultUser: { userName: 'First Timer', email: 'first.timer@example.com', canApplyJoinCompany: true, permissionKeys: [] },
        ownCompanyUsers: [],
        currentCompanyUser: null,
      },
    });
    const again = await kit.api.graphql(me, {}, token);
    expect(again.body.data).toEqual(res.body.data);
    const { rowCount } = await kit.owner.query('select 1 from app_public.users where root_user_id = $1', [sub]);
    expect(rowCount).toBe(1);
  });
});

describe('commands through GraphQL', () => {
  const create = `mutation($companyId: UUID!, $realName: String!) {
    createOneCompanyJoinApplication(input: { companyId: $companyId, realName: $realName }) { result { id applicationStatus realName companyName } }
  }`;

  it('re-checks the form schema on the server: bad input gets one coded error and writes nothing', async () => {
    const sub = randomUUID();
    const token = await kit.api.sign({ sub });
    const companyId = await newCompany();
    const blank = await kit.api.graphql(create, { companyId, realName: '   ' }, token);
    expect(codeOf(blank.body)).toBe('JOIN_REAL_NAME_REQUIRED');
    const long = await kit.api.graphql(create, { companyId, realName: 'x'.repeat(51) }, token);
    expect(codeOf(long.body)).toBe('JOIN_REAL_NAME_TOO_LONG');
    const badId = await kit.api.graphql(create, { companyId: 'not-a-uuid', realName: 'Ann' }, token);
    expect(codeOf(badId.body)).toBe('VALIDATION_FAILED');
    expect(badId.body.errors?.length).toBe(1);
    const { rowCount } = await kit.owner.query('select 1 from app_public.company_join_applications where applicant_id = $1', [sub]);
    expect(rowCount).toBe(0);
  });

  it('applies, then reports a duplicate application with its code', async () => {
    const token = await kit.api.sign();
    const companyId = await newCompany();
    const ok = await kit.api.graphql<{ createOneCompanyJoinApplication: { result: Record<string, unknown> } }>(
      create,
      { companyId, realName: '  Ann Lee ' },
      token,
    );
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data?.createOneCompanyJoinApplication.result).toMatchObject({ applicationStatus: 'APPLYING', realName: 'Ann Lee' });
    const dup = await kit.api.graphql(create, { companyId, realName: 'Ann Lee' }, token);
    expect(codeOf(dup.body)).toBe('JOIN_ALREADY_APPLIED');
    expect(dup.body.errors?.[0]?.message).toBe('JOIN_ALREADY_APPLIED');
  });

  it('requires a reason to reject before reaching the database', async () => {
    const res = await kit.api.graphql(
      `mutation($id: UUID!) { rejectCompanyJoinApplication(input: { applicationId: $id, auditComment: " " }) { clientMutationId } }`,
      { id: randomUUID() },
      await kit.api.sign(),
    );
    expect(codeOf(res.body)).toBe('JOIN_REJECT_REASON_REQUIRED');
  });

  it('reports NO_PERMISSION for a back-office command from a partner user', async () => {
    const res = await kit.api.graphql(
      `mutation { setRolePermissionKeys(input: { roleId: "00000000-0000-4000-8000-00000000a002", permissionKeys: [] }) { result { id } } }`,
      {},
      await kit.api.sign(),
    );
    expect(codeOf(res.body)).toBe('NO_PERMISSION');
  });

  it('searches companies for joining with the user’s status on each', async () => {
    const companyId = await newCompany();
    const { rows } = await kit.owner.query<{ name: string }>('select name from app_public.companies where id = $1', [companyId]);
    const res = await kit.api.graphql<{ companiesForUserJoin: { nodes: { id: string; userJoinCompanyStatus: string }[]; totalCount: number } }>(
      `query($q: String!) { companiesForUserJoin(companyName: $q, first: 10) { totalCount nodes { id name userJoinCompanyStatus partnerManagerNames } } }`,
      { q: rows[0]!.name },
      await kit.api.sign(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.companiesForUserJoin.nodes[0]).toMatchObject({ id: companyId, userJoinCompanyStatus: 'CAN_APPLY' });
    const empty = await kit.api.graphql(`{ companiesForUserJoin(companyName: "  ") { totalCount } }`, {}, await kit.api.sign());
    expect(codeOf(empty.body)).toBe('COMPANY_SEARCH_EMPTY');
  });

  it('applies row-level security to reads: another company is simply not there', async () => {
    const companyId = await newCompany();
    const res = await kit.api.graphql(`query($id: UUID!) { company(id: $id) { id name } }`, { id: companyId }, await kit.api.sign());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ company: null });
  });
});

describe('invitations through GraphQL', () => {
  it('re-checks the code format on the server and reports unknown codes', async () => {
    const token = await kit.api.sign();
    const malformed = await kit.api.graphql(`mutation { joinCompanyWithInvitationCode(input: { code: "nope" }) { result { status } } }`, {}, token);
    expect(codeOf(malformed.body)).toBe('INVITATION_INVALID');
    const unknown = await kit.api.graphql(`query($c: String!) { invitationByCode(code: $c) { status } }`, { c: 'x'.repeat(32) }, token);
    expect(codeOf(unknown.body)).toBe('INVITATION_NOT_FOUND');
  });

  it('lets a company’s administrator invite and another person join with the code', async () => {
    const companyId = await newCompany();
    const adminSub = randomUUID();
    const adminToken = await kit.api.sign({ sub: adminSub, name: 'Ada Admin' });
    await kit.api.graphql(me, {}, adminToken); // first sign-in creates the person
    const identity = await kit.owner.query<{ id: string }>(
      `insert into app_public.users (root_user_id, company_id, name, status) values ($1, $2, 'Ada Admin', 'JOINED') returning id`,
      [adminSub, companyId],
    );
    await kit.owner.query(`insert into app_public.user_roles (user_id, role_id) values ($1, '00000000-0000-4000-8000-00000000a001')`, [identity.rows[0]!.id]);
    const missingRole = await kit.api.graphql(
      `mutation($c: UUID!) { createCompanyInvitation(input: { companyId: $c, positionId: 1, roleIds: [] }) { result { code } } }`,
      { c: companyId },
      adminToken,
    );
    expect(codeOf(missingRole.body)).toBe('ROLE_REQUIRED');
    const created = await kit.api.graphql<{ createCompanyInvitation: { result: { code: string; status: string; roleNames: string[] } } }>(
      `mutation($c: UUID!) { createCompanyInvitation(input: { companyId: $c, positionId: 5, roleIds: ["00000000-0000-4000-8000-00000000a002"] }) { result { code status roleNames } } }`,
      { c: companyId },
      adminToken,
    );
    expect(created.body.errors).toBeUndefined();
    const invitation = created.body.data!.createCompanyInvitation.result;
    expect(invitation).toMatchObject({ status: 'ACTIVE', roleNames: ['Regular member'] });
    const guest = await kit.api.sign({ name: 'Gus Guest' });
    const joined = await kit.api.graphql<{ joinCompanyWithInvitationCode: { result: { companyId: string; status: string } } }>(
      `mutation($code: String!) { joinCompanyWithInvitationCode(input: { code: $code }) { result { companyId status } } }`,
      { code: invitation.code },
      guest,
    );
    expect(joined.body.data?.joinCompanyWithInvitationCode.result).toEqual({ companyId, status: 'JOINED' });
    const again = await kit.api.graphql(`mutation($code: String!) { joinCompanyWithInvitationCode(input: { code: $code }) { result { status } } }`, { code: invitation.code }, await kit.api.sign());
    expect(codeOf(again.body)).toBe('INVITATION_USED');
  });
});

describe('the schema', () => {
  it('matches the committed api/schema.graphql (run `npm run schema:export` after changing the database)', async () => {
    const printed = await printApiSchema(process.env.DATABASE_URL!, process.env.AUTH_DATABASE_URL!);
    expect(printed).toBe(readFileSync(schemaFile, 'utf8'));
  });

  it('exposes no internal columns and no direct writes to protected tables', () => {
    const sdl = readFileSync(schemaFile, 'utf8');
    for (const hidden of ['dedupKey', 'effectsAppliedAt', 'createUser(', 'deleteCompany(', 'createUserRole(', 'createRolePermission(']) {
      expect(sdl).not.toContain(hidden);
    }
    // the workflows' outbox stays private (the development SMS outbox, read by vendor admins, is another table)
    expect(sdl).not.toMatch(/\btype Outbox\b|\boutbox(es|ById)?\(/);
  });
});
