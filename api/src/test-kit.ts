// What the API's own test files share: the test API and an owner connection for the file, and the code of an answer.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { builtinRoleIds } from '@pp/domain';
import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi, type TestApiOptions } from './test-server.ts';

export interface ApiTestKit {
  /** The API under test (tokens signed with the test key). */
  api: TestApi;
  /** The database as its owner, to arrange and to check what a request wrote. */
  owner: pg.Pool;
}

/** Starts the test API and an owner pool before the file's tests and ends both after; read them inside tests. */
export const useTestApi = (options?: TestApiOptions): ApiTestKit => {
  const kit = {} as ApiTestKit;
  beforeAll(async () => {
    kit.api = await startTestApi(options);
    kit.owner = new pg.Pool({ connectionString: process.env.DATABASE_URL });
  });
  afterAll(async () => {
    await kit.api?.close();
    await kit.owner?.end();
  });
  return kit;
};

/** The code of the first error of a GraphQL answer. */
export const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }): string | undefined => body.errors?.[0]?.extensions?.code;

/**
 * A filing of the company in effect (status VALIDATING for 100 more days), submitted by and assigned to the member
 * `identityId`, written as the owner: for tests of what reads or records against filings.
 */
export const insertFiling = async (owner: pg.Pool, companyId: string, identityId: string): Promise<{ id: string; semantic_id: string }> => {
  const { rows } = await owner.query<{ id: string; semantic_id: string }>(
    `insert into app_public.project_filings (company_id, name, customer_full_name, customer_address, industry_id, contact_name,
       contact_email, contact_phone_prefix, contact_phone, contact_position, estimated_order_budget, currency_iso_code,
       estimated_order_date, phase_id, opportunity_source_id, competitor_ids, application_scenario_ids, requirement,
       principal_id, submitter_id, status, valid_until_date, approved_at, last_activity_at)
     values ($1, 'Branch network', 'Hangzhou Retail', '8 West Lake Road', 2, 'Wang', 'wang@example.com', '+86', '13912345678',
       'CIO', 1000, 'CNY', current_date + 10, 1, 1, '{1}', '{1}', 'r', $2, $2, 'VALIDATING', current_date + 100, now(), now())
     returning id, semantic_id`,
    [companyId, identityId],
  );
  return rows[0]!;
};

/** A person as a test meets them: their id (`sub`), a token, and their identity in `companyId` when they joined one. */
export interface TestPerson {
  sub: string;
  token: string;
  identityId?: string;
}

/**
 * A person signed in once through the API (which makes their person and default identity), joined to `companyId` with
 * `roleId` when given, or made a vendor administrator (`vendorAdmin`).
 */
export const signedInPerson = async (
  kit: ApiTestKit,
  name: string,
  options: { companyId?: string; roleId?: string; vendorAdmin?: boolean } = {},
): Promise<TestPerson> => {
  const sub = randomUUID();
  const token = await kit.api.sign({ sub, name });
  await kit.api.graphql('{ currentUserInfo { rootUserId } }', {}, token);
  if (options.vendorAdmin) {
    await kit.owner.query(
      `insert into app_public.user_roles (user_id, role_id) select id, $2 from app_public.users where root_user_id = $1 and company_id is null`,
      [sub, builtinRoleIds.vendorAdministrator],
    );
  }
  if (!options.companyId) return { sub, token };
  const { rows } = await kit.owner.query<{ id: string }>(
    `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, $3, 'JOINED', now()) returning id`,
    [sub, options.companyId, name],
  );
  if (options.roleId) await kit.owner.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [rows[0]!.id, options.roleId]);
  return { sub, token, identityId: rows[0]!.id };
};

/** A company of the mainland site named `prefix` and a unique tail, written as the owner. */
export const insertCompany = async (kit: ApiTestKit, prefix: string): Promise<string> =>
  (
    await kit.owner.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, 'MAINLAND') returning id`, [
      `${prefix} ${randomUUID().slice(0, 8)}`,
    ])
  ).rows[0]!.id;
