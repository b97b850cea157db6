import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeOf, useTestApi } from './test-kit.ts';

// The workbench's company information over GraphQL: the command, its server-side re-check, and who may run it.
const kit = useTestApi();

const PARTNER_ADMINISTRATOR = '00000000-0000-4000-8000-00000000a001';
const REGULAR_MEMBER = '00000000-0000-4000-8000-00000000a002';


const save = `mutation($input: UpdateCompanyInfoInput!) { updateCompanyInfo(input: $input) { result { id name phone website mainBusinesses } } }`;

const setUp = async () => {
  const name = `Info Test ${randomUUID()}`;
  const { rows } = await kit.owner.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, 'GLOBAL') returning id`, [name]);
  const companyId = rows[0]!.id;
  const member = async (roleId: string) => {
    const sub = randomUUID();
    const token = await kit.api.sign({ sub });
    await kit.api.graphql('{ currentUserInfo { rootUserId } }', {}, token);
    const user = await kit.owner.query<{ id: string }>(
      `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, 'Member', 'JOINED', now()) returning id`,
      [sub, companyId],
    );
    await kit.owner.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [user.rows[0]!.id, roleId]);
    return token;
  };
  return { companyId, name, admin: await member(PARTNER_ADMINISTRATOR), regular: await member(REGULAR_MEMBER) };
};

const stored = async (id: string) =>
  (await kit.owner.query<{ name: string; phone: string | null; website: string | null }>('select name, phone, website from app_public.companies where id = $1', [id])).rows[0]!;

describe('updateCompanyInfo', () => {
  it('saves the partner administrator’s changes and leaves the name alone', async () => {
    const { companyId, name, admin } = await setUp();
    const res = await kit.api.graphql(save, { input: { companyId, phone: ' +1 (415) 555-0100 ', website: 'https://info.example.com', mainBusinesses: ['Cloud', ''] } }, admin);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      updateCompanyInfo: { result: { id: companyId, name, phone: '+1 (415) 555-0100', website: 'https://info.example.com', mainBusinesses: ['Cloud'] } },
    });
  });

  it('has no way to send a name', async () => {
    const { companyId, admin } = await setUp();
    const res = await kit.api.graphql(save, { input: { companyId, name: 'Renamed Ltd' } }, admin);
    expect(codeOf(res.body)).toBe('VALIDATION_FAILED');
  });

  it('answers the form’s codes for bad values before SQL runs, and writes nothing', async () => {
    const { companyId, admin } = await setUp();
    const before = await stored(companyId);
    expect(codeOf((await kit.api.graphql(save, { input: { companyId, website: 'info.example.com' } }, admin)).body)).toBe('URL_INVALID');
    expect(codeOf((await kit.api.graphql(save, { input: { companyId, phone: 'ring us' } }, admin)).body)).toBe('COMPANY_PHONE_INVALID');
    expect(codeOf((await kit.api.graphql(save, { input: { companyId, industry: 'x'.repeat(101) } }, admin)).body)).toBe('COMPANY_FIELD_TOO_LONG');
    expect(await stored(companyId)).toEqual(before);
  });

  it('refuses a regular member (NO_PERMISSION) and a stranger (COMPANY_NOT_FOUND)', async () => {
    const { companyId, regular } = await setUp();
    const before = await stored(companyId);
    expect(codeOf((await kit.api.graphql(save, { input: { companyId, phone: '12345' } }, regular)).body)).toBe('NO_PERMISSION');
    const stranger = await kit.api.sign({ sub: randomUUID() });
    expect(codeOf((await kit.api.graphql(save, { input: { companyId, phone: '12345' } }, stranger)).body)).toBe('COMPANY_NOT_FOUND');
    expect(await stored(companyId)).toEqual(before);
  });
});
