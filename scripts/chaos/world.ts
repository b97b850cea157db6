// The chaos run's people and tokens, on its own throwaway stack: the demo's partner administrator (and their company)
// and vendor administrator, and applicants made for the run (a Keycloak account through the admin API, the root user
// and default identity the API would make at the first request, the user-info form completed: no product command makes
// a person). Tokens come from Keycloak's password grant, which this run switches on for the portal's client in its own
// Keycloak only (the realm export keeps it off).
import pg from 'pg';
import { DEMO_PASSWORD, DEMO_USERS } from '../lib/demo-users.ts';

const REALM = 'partner-portal';
const APPLICANT_PASSWORD = 'Chaos-Pa55word';

export interface ChaosWorld {
  runTag: string;
  vendorToken: string;
  adminToken: string;
  adminRootUserId: string;
  /** The partner administrator's identity in the company (the filings' principal). */
  adminUserId: string;
  companyId: string;
  applicants: { rootUserId: string; name: string; token: string }[];
  /** A fresh token for the vendor administrator (the Keycloak recovery probe). */
  freshToken(): Promise<string>;
}

const adminToken = async (keycloakUrl: string): Promise<string> => {
  const res = await fetch(`${keycloakUrl}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'admin-cli', username: 'admin', password: 'admin' }),
  });
  if (!res.ok) throw new Error(`chaos: Keycloak admin token: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
};

export const passwordToken = async (keycloakUrl: string, username: string, password: string): Promise<string> => {
  const res = await fetch(`${keycloakUrl}/realms/${REALM}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'partner-portal', username, password, scope: 'openid' }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`chaos: token of ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
};

const enableDirectGrants = async (keycloakUrl: string, admin: string): Promise<void> => {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${admin}` };
  const list = await fetch(`${keycloakUrl}/admin/realms/${REALM}/clients?clientId=partner-portal`, { headers });
  const [client] = (await list.json()) as { id: string }[];
  if (!client) throw new Error('chaos: no partner-portal client in the realm');
  const res = await fetch(`${keycloakUrl}/admin/realms/${REALM}/clients/${client.id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...client, directAccessGrantsEnabled: true }),
  });
  if (!res.ok) throw new Error(`chaos: enabling the password grant: ${res.status} ${await res.text()}`);
};

const createApplicant = async (keycloakUrl: string, admin: string, owner: pg.Client, username: string, name: string): Promise<string> => {
  const res = await fetch(`${keycloakUrl}/admin/realms/${REALM}/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      firstName: name.split(' ')[0],
      lastName: name.split(' ')[1] ?? '-',
      enabled: true,
      emailVerified: true,
      credentials: [{ type: 'password', value: APPLICANT_PASSWORD, temporary: false }],
    }),
  });
  if (res.status !== 201) throw new Error(`chaos: account ${username}: ${res.status} ${await res.text()}`);
  const id = res.headers.get('location')?.split('/').pop();
  if (!id) throw new Error(`chaos: account ${username}: no id`);
  await owner.query('select app_private.ensure_root_user($1, $2, $3, $4)', [id, username, `${username}@example.com`, name]);
  await owner.query(
    `update app_public.users set name = $2, phone_prefix_country_code = '+852', contact_number = $3, position_id = 1, is_added_user_info = true
     where root_user_id = $1 and company_id is null`,
    [id, name, String(10_000_000 + Math.floor(Math.random() * 89_999_999))],
  );
  return id;
};

export const prepareWorld = async (ownerUrl: string, keycloakUrl: string, applicants: number): Promise<ChaosWorld> => {
  const runTag = Date.now().toString(36);
  const admin = await adminToken(keycloakUrl);
  await enableDirectGrants(keycloakUrl, admin);
  const vendor = DEMO_USERS.find((u) => u.username === 'vendor.admin')!;
  const partner = DEMO_USERS.find((u) => u.username === 'partner.admin')!;
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const { rows } = await owner.query<{ id: string; company_id: string }>(
      `select u.id, u.company_id from app_public.users u where u.root_user_id = $1 and u.company_id is not null and u.status = 'JOINED'
       order by u.created_at limit 1`,
      [partner.id],
    );
    if (!rows[0]) throw new Error('chaos: the demo partner administrator has no company (is the demo seeded?)');
    const made: ChaosWorld['applicants'] = [];
    for (let i = 0; i < applicants; i++) {
      const username = `chaos-${runTag}-${i}`;
      const name = `Chaos ${runTag}${i}`.slice(0, 40);
      const rootUserId = await createApplicant(keycloakUrl, admin, owner, username, name);
      made.push({ rootUserId, name, token: await passwordToken(keycloakUrl, username, APPLICANT_PASSWORD) });
    }
    return {
      runTag,
      vendorToken: await passwordToken(keycloakUrl, vendor.username, DEMO_PASSWORD),
      adminToken: await passwordToken(keycloakUrl, partner.username, DEMO_PASSWORD),
      adminRootUserId: partner.id,
      adminUserId: rows[0].id,
      companyId: rows[0].company_id,
      applicants: made,
      freshToken: () => passwordToken(keycloakUrl, vendor.username, DEMO_PASSWORD),
    };
  } finally {
    await owner.end();
  }
};
