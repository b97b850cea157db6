import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { apiLimits } from '@pp/domain';
import pg from 'pg';
import { getIntrospectionQuery } from 'postgraphile/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './test-server.ts';
import { defaultManifestFiles } from './trusted-documents.ts';

// The API as production runs it: trusted documents on.
let t: TestApi;
let owner: pg.Pool;

beforeAll(async () => {
  t = await startTestApi({ trustedDocuments: true });
  owner = new pg.Pool({ connectionString: process.env.DATABASE_URL });
});
afterAll(async () => {
  await t?.close();
  await owner?.end();
});

type Body = { data?: unknown; errors?: { message: string; extensions?: { code?: string; params?: unknown } }[] };
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;

const PARTNER_ADMINISTRATOR = '00000000-0000-4000-8000-00000000a001';
const REGULAR_MEMBER = '00000000-0000-4000-8000-00000000a002';
const VENDOR_ADMINISTRATOR = '00000000-0000-4000-8000-00000000a003';

const newCompany = async () => {
  const { rows } = await owner.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, 'MAINLAND') returning id`, [
    `Hardening ${randomUUID()}`,
  ]);
  return rows[0]!.id;
};

const shipped = new Map<string, string>();
for (const file of defaultManifestFiles) {
  for (const [hash, text] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) shipped.set(hash, text);
}
const persisted = (() => {
  return (operationName: string): string => {
    for (const [hash, text] of shipped) if (new RegExp(`^(query|mutation) ${operationName}\\b`).test(text)) return hash;
    throw new Error(`no shipped operation ${operationName}`);
  };
})();

/** A person signed in once (root user + default identity exist), optionally a member of a company with a role. */
const person = async (membership?: { companyId: string; roleId: string }, api: TestApi = t) => {
  const sub = randomUUID();
  const token = await api.sign({ sub });
  // the first request creates the root user and default identity
  const hash = persisted('AdminCurrentUser');
  await api.post({ query: shipped.get(hash), extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, token);
  let userId: string | undefined;
  if (membership) {
    const { rows } = await owner.query<{ id: string }>(
      `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, 'Member', 'JOINED', now()) returning id`,
      [sub, membership.companyId],
    );
    userId = rows[0]!.id;
    await owner.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [userId, membership.roleId]);
  }
  return { sub, token, userId };
};

const vendorAdmin = async (api: TestApi = t) => {
  const p = await person(undefined, api);
  await owner.query(
    `insert into app_public.user_roles (user_id, role_id) select id, $2 from app_public.users where root_user_id = $1 and company_id is null`,
    [p.sub, VENDOR_ADMINISTRATOR],
  );
  return p;
};

describe('update and delete of a row the caller cannot see or change', () => {
  let plain: TestApi;
  beforeAll(async () => {
    // ad-hoc mutations as ordinary users: the rule under test is the mutation's, not the allow-list's
    plain = await startTestApi();
  });
  afterAll(async () => plain?.close());

  const updateCompany = `mutation($id: UUID!, $name: String!) { updateCompany(input: { id: $id, patch: { name: $name } }) { company { id name } } }`;
  const updateUser = `mutation($id: UUID!) { updateUser(input: { id: $id, patch: { remark: "changed" } }) { user { id remark } } }`;
  const deletePartnerManager = `mutation($id: UUID!) { deletePartnerManager(input: { id: $id }) { partnerManager { id } } }`;

  const companyName = async (id: string) =>
    (await owner.query<{ name: string }>('select name from app_public.companies where id = $1', [id])).rows[0]!.name;

  it('answers NOT_FOUND for a company the caller cannot see, and writes nothing', async () => {
    const companyId = await newCompany();
    const before = await companyName(companyId);
    const outsider = await person(undefined, plain);
    const res = await plain.graphql(updateCompany, { id: companyId, name: 'Taken Over Ltd' }, outsider.token);
    expect(codeOf(res.body)).toBe('NOT_FOUND');
    expect(res.body.errors).toHaveLength(1);
    expect(await companyName(companyId)).toBe(before);
  });

  it('answers NOT_FOUND for a company that does not exist', async () => {
    const res = await plain.graphql(updateCompany, { id: randomUUID(), name: 'Nobody Ltd' }, (await person(undefined, plain)).token);
    expect(codeOf(res.body)).toBe('NOT_FOUND');
  });

  it('answers NO_PERMISSION for a company the caller sees but may not change, and writes nothing', async () => {
    const companyId = await newCompany();
    const before = await companyName(companyId);
    const member = await person({ companyId, roleId: REGULAR_MEMBER }, plain);
    const seen = await plain.graphql(`query($id: UUID!) { company(id: $id) { id } }`, { id: companyId }, member.token);
    expect(seen.body.data).toEqual({ company: { id: companyId } });
    const res = await plain.graphql(updateCompany, { id: companyId, name: 'Renamed By Member' }, member.token);
    expect(codeOf(res.body)).toBe('NO_PERMISSION');
    expect(await companyName(companyId)).toBe(before);
  });

  it('lets a vendor admin change it (the check adds nothing to a permitted update)', async () => {
    const companyId = await newCompany();
    const admin = await vendorAdmin(plain);
    const name = `Renamed ${randomUUID()}`;
    const res = await plain.graphql(updateCompany, { id: companyId, name }, admin.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ updateCompany: { company: { id: companyId, name } } });
  });

  it('answers NO_PERMISSION to the company’s partner administrator: the name is the vendor’s to change', async () => {
    const companyId = await newCompany();
    const before = await companyName(companyId);
    const admin = await person({ companyId, roleId: PARTNER_ADMINISTRATOR }, plain);
    const res = await plain.graphql(updateCompany, { id: companyId, name: `Renamed ${randomUUID()}` }, admin.token);
    expect(codeOf(res.body)).toBe('NO_PERMISSION');
    expect(await companyName(companyId)).toBe(before);
  });

  it('answers NOT_FOUND / NO_PERMISSION for users too, and writes nothing', async () => {
    const companyId = await newCompany();
    const target = await person({ companyId, roleId: REGULAR_MEMBER }, plain);
    const outsider = await person(undefined, plain);
    const hidden = await plain.graphql(updateUser, { id: target.userId }, outsider.token);
    expect(codeOf(hidden.body)).toBe('NOT_FOUND');
    // the member sees their own identity but may not manage the company's users
    const own = await plain.graphql(updateUser, { id: target.userId }, target.token);
    expect(codeOf(own.body)).toBe('NO_PERMISSION');
    const { rows } = await owner.query<{ remark: string | null }>('select remark from app_public.users where id = $1', [target.userId]);
    expect(rows[0]!.remark).toBeNull();
  });

  it('applies to delete mutations as well', async () => {
    const { rows } = await owner.query<{ id: string }>(`insert into app_public.partner_managers (name) values ('Pat Manager') returning id`);
    const res = await plain.graphql(deletePartnerManager, { id: rows[0]!.id }, (await person(undefined, plain)).token);
    expect(codeOf(res.body)).toBe('NOT_FOUND');
    const { rowCount } = await owner.query('select 1 from app_public.partner_managers where id = $1', [rows[0]!.id]);
    expect(rowCount).toBe(1);
  });
});

describe('trusted documents', () => {
  it('runs a shipped operation sent by its hash', async () => {
    const companyId = await newCompany();
    const admin = await person({ companyId, roleId: PARTNER_ADMINISTRATOR });
    const res = await t.post(
      { extensions: { persistedQuery: { version: 1, sha256Hash: persisted('CompanyMembers') } }, variables: { companyId, first: 10, offset: 0 } },
      admin.token,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toMatchObject({ users: { totalCount: 1 } });
  });

  it('runs a shipped operation sent as text, laid out differently and with the __typename a client cache adds', async () => {
    const text = `query AdminCurrentUser {
      currentUserInfo { __typename rootUserId ownCompanyUsers { companyId __typename }
        defaultUser { userName userId __typename permissionKeys avatar } }
    }`;
    const p = await person();
    const res = await t.graphql(text, {}, p.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toMatchObject({ currentUserInfo: { __typename: 'CurrentUserInfo', rootUserId: p.sub } });
    // one more field is another operation
    const more = await t.graphql(text.replace('rootUserId', 'rootUserId switchSiteSuggestionReaded'), {}, p.token);
    expect(codeOf(more.body)).toBe('OPERATION_NOT_ALLOWED');
  });

  it('refuses an ordinary user’s operation that no front end ships, with a code', async () => {
    const res = await t.graphql('{ users(first: 5) { nodes { id name email } } }', {}, (await person()).token);
    expect(res.status).toBe(400);
    expect(codeOf(res.body)).toBe('OPERATION_NOT_ALLOWED');
    expect(res.body.data).toBeUndefined();
  });

  it('refuses an unknown hash and an anonymous ad-hoc operation', async () => {
    const unknown = await t.post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } }, (await person()).token);
    expect(codeOf(unknown.body)).toBe('OPERATION_NOT_ALLOWED');
    const anonymous = await t.graphql('{ positions { nodes { id } } }');
    expect(codeOf(anonymous.body)).toBe('OPERATION_NOT_ALLOWED');
  });

  it('lets a vendor admin run an ad-hoc operation (the back office builds its queries at run time)', async () => {
    const admin = await vendorAdmin();
    const res = await t.graphql('{ companies(first: 3, orderBy: [NAME_ASC]) { totalCount nodes { id name } } }', {}, admin.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toMatchObject({ companies: { nodes: expect.any(Array) } });
  });

  it('refuses a token it has already accepted once the token expires', async () => {
    const token = await t.sign({ expiresIn: '2s' });
    const hash = persisted('AdminCurrentUser');
    const ok = await t.post({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, token);
    expect(ok.body.errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const late = await t.post({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, token);
    expect(late.status).toBe(401);
    expect(codeOf(late.body)).toBe('UNAUTHENTICATED');
  });

  it('lets a person made vendor admin a moment ago send their own operations at once', async () => {
    const p = await person();
    const query = '{ companies(first: 1) { totalCount } }';
    expect(codeOf((await t.graphql(query, {}, p.token)).body)).toBe('OPERATION_NOT_ALLOWED');
    await owner.query(
      `insert into app_public.user_roles (user_id, role_id) select id, $2 from app_public.users where root_user_id = $1 and company_id is null`,
      [p.sub, VENDOR_ADMINISTRATOR],
    );
    expect((await t.graphql(query, {}, p.token)).body.errors).toBeUndefined();
  });

  it('lets a vendor admin introspect the schema (the back office reads it at start) and nobody else', async () => {
    const admin = await vendorAdmin();
    const res = await t.graphql(getIntrospectionQuery(), {}, admin.token);
    expect(res.body.errors).toBeUndefined();
    const partner = await t.graphql(getIntrospectionQuery(), {}, (await person()).token);
    expect(codeOf(partner.body)).toBe('OPERATION_NOT_ALLOWED');
  });

  it('still reports a bad token as UNAUTHENTICATED with 401', async () => {
    const res = await t.graphql('{ positions { nodes { id } } }', {}, await t.sign({ expiresIn: '-1m' }));
    expect(res.status).toBe(401);
    expect(codeOf(res.body)).toBe('UNAUTHENTICATED');
  });
});

describe('expensive requests', () => {
  it(`refuses users(first: 1000000) with PAGE_SIZE_TOO_LARGE (at most ${apiLimits.maxPageSize})`, async () => {
    const admin = await vendorAdmin();
    const res = await t.graphql('{ users(first: 1000000) { nodes { id } } }', {}, admin.token);
    expect(codeOf(res.body)).toBe('PAGE_SIZE_TOO_LARGE');
    expect(res.body.errors?.[0]?.extensions?.params).toEqual({ max: apiLimits.maxPageSize });
    const atLimit = await t.graphql(`{ users(first: ${apiLimits.maxPageSize}) { nodes { id } } }`, {}, admin.token);
    expect(atLimit.body.errors).toBeUndefined();
  });

  it('checks page sizes given in variables, on shipped operations too', async () => {
    const companyId = await newCompany();
    const admin = await person({ companyId, roleId: PARTNER_ADMINISTRATOR });
    const res = await t.post(
      {
        extensions: { persistedQuery: { version: 1, sha256Hash: persisted('CompanyMembers') } },
        variables: { companyId, first: apiLimits.maxPageSize + 1, offset: 0 },
      },
      admin.token,
    );
    expect(codeOf(res.body)).toBe('PAGE_SIZE_TOO_LARGE');
    const last = await t.graphql('query($n: Int) { companies(last: $n) { nodes { id } } }', { n: 5000 }, (await vendorAdmin()).token);
    expect(codeOf(last.body)).toBe('PAGE_SIZE_TOO_LARGE');
  });

  it('refuses a too-deep query with QUERY_TOO_DEEP, even from a vendor admin', async () => {
    const admin = await vendorAdmin();
    // lists nested five deep, fourteen selection sets
    const deep = `{ companies(first: 1) { nodes { users(first: 1) { nodes { company { users(first: 1) { nodes { company {
      users(first: 1) { nodes { company { users(first: 1) { nodes { id } } } } } } } } } } } } } }`;
    const res = await t.graphql(deep, {}, admin.token);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ errors: [{ extensions: { code: 'QUERY_TOO_DEEP' } }] });
    expect(res.body.data).toBeUndefined();
  });
});

describe('a database out of reach before the operation', () => {
  it('answers 503 SERVICE_UNAVAILABLE, coded, when the first sign-in cannot be written (never a bare 500)', async () => {
    // the owner connection (first sign-in, vendor-admin check) points at a port where nothing listens
    const cut = await startTestApi({
      trustedDocuments: true,
      database: { ownerUrl: 'postgres://postgres:postgres@127.0.0.1:1/none', authUrl: process.env.AUTH_DATABASE_URL! },
    });
    try {
      const token = await cut.sign({ sub: randomUUID() });
      // a shipped operation: the first sign-in's bookkeeping fails
      const shipped = await cut.post({ extensions: { persistedQuery: { version: 1, sha256Hash: persisted('AdminCurrentUser') } } }, token);
      expect(shipped.status, JSON.stringify(shipped.body)).toBe(503);
      expect(shipped.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      // an operation of one's own: the vendor-admin check that would let it through fails
      const own = await cut.graphql('query Own { currentUserInfo { __typename } }', {}, token);
      expect(own.status, JSON.stringify(own.body)).toBe(503);
      expect(own.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await cut.close();
    }
  });
});
