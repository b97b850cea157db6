// `npm run bench`: the API at the size target of DESIGN.md (50,000 partner companies, 300,000 users), through HTTP,
// with row-level security and trusted documents on, as production runs. Each operation is sent as its client sends it
// (the portal's by hash, the back office's as text by a vendor admin). Each is then also run as raw SQL: the very
// statements the API ran for it (captured on the API's own connections: the role and jwt.claims settings, the
// query), replayed on a plain connection of the same login role at the same concurrency. The table shows p50/p95 of
// both and the ratio GraphQL / SQL (the API's own share). It also builds the portal and prints its first-load size.
// Asserts nothing: targets are read from this output, never from timed test assertions.
//   BENCH_COMPANIES, BENCH_USERS, BENCH_REQUESTS, BENCH_CONCURRENCY override the defaults; BENCH_EXPLAIN=1 prints
//   EXPLAIN ANALYZE of each operation's statements under the caller's settings; BENCH_ONLY=<a>|<b> runs the operations
//   whose name contains it; BENCH_SKIP_BUILD=1 skips the portal build; BENCH_PROFILE=<dir> writes a CPU profile of
//   the API's thread per operation (open it in Chrome's DevTools); BENCH_FILINGS sets the number of deal
//   registrations (2,000,000; scripts/bench-project-filing.ts); BENCH_SEED_ONLY=1 seeds and stops.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { Session } from 'node:inspector/promises';
import { dbRoles, dropDatabase, ensureDatabase, migrate, startEmbeddedPostgres } from '@pp/db';
import pg from 'pg';
import { startTestApi, type TestApi } from '../api/src/test-server.ts';
import { defaultManifestFiles } from '../api/src/trusted-documents.ts';
import { firstLoadBytes } from './lib/first-load.ts';
import { dataDir, repoRoot } from './lib/paths.ts';
import { run } from './lib/proc.ts';
import { startStorage } from './lib/storage.ts';
import {
  adminFilingListText,
  benchFilingCount,
  filingPersonas,
  portalFilingDetailText,
  portalFilingListText,
  portalMyApprovalsText,
  portalQuotaCheckText,
  seedProjectFilings,
} from './bench-project-filing.ts';

const companies = Number(process.env.BENCH_COMPANIES ?? 50_000);
const users = Number(process.env.BENCH_USERS ?? 300_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const port = Number(process.env.BENCH_PG_PORT ?? 57432);
const explain = process.env.BENCH_EXPLAIN === '1';

// The portal's first load, from a production build.
let firstLoad = 'not measured (BENCH_SKIP_BUILD=1)';
if (process.env.BENCH_SKIP_BUILD !== '1') {
  await run({
    name: 'build',
    command: process.execPath,
    args: [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    cwd: join(repoRoot, 'portal'),
    env: { ...process.env, NODE_ENV: 'production' },
    echo: false,
  });
  firstLoad = `${(firstLoadBytes(join(repoRoot, 'portal/dist')) / 1024).toFixed(1)} KB gzipped JS (target ≤ 200 KB)`;
}

const server = await startEmbeddedPostgres({ dataDir: join(dataDir, 'bench-pg'), port });
const database = 'partner_portal_bench';
// BENCH_REUSE=1 keeps a database already seeded at this size (migrations still run): for trying a change quickly.
const reuse = process.env.BENCH_REUSE === '1';
if (!reuse) await dropDatabase(server.rootUrl, database);
const urls = await ensureDatabase(server.rootUrl, database);
await migrate(urls.ownerUrl);

const owner = new pg.Client({ connectionString: urls.ownerUrl });
await owner.connect();
const t0 = performance.now();
const seeded =
  reuse && (await owner.query<{ n: number }>('select count(*)::int as n from app_public.companies')).rows[0]?.n === companies;
if (!seeded) {
  // Companies; every user is a root user with a default identity; users are spread over companies (6 per company on
  // average), one partner administrator per company, the rest regular members.
  await owner.query(`
    insert into app_public.companies (name, site)
    select format('%s %s Technology Co., Ltd.', (array['Cloud','Data','Nimbus','Orbit','Harbour','Summit','Delta','Vertex'])[1 + i % 8], i),
           (case when i % 4 = 0 then 'GLOBAL' else 'MAINLAND' end)::app_public.site
    from generate_series(1, $1) i`, [companies]);
  await owner.query(`
    insert into app_public.root_users (id, username, email)
    select gen_random_uuid(), 'user' || i, 'user' || i || '@bench.example.com' from generate_series(1, $1) i`, [users]);
  await owner.query(`
    insert into app_public.users (root_user_id, company_id, name, email, status)
    select id, null, username, email, 'ACTIVE' from app_public.root_users where username like 'user%'`);
  await owner.query(`
    with c as (select id, row_number() over (order by id) as n from app_public.companies),
         r as (select id, username, email, row_number() over (order by username) as n from app_public.root_users where username like 'user%')
    insert into app_public.users (root_user_id, company_id, name, email, status, first_joined_at)
    select r.id, c.id, r.username, r.email, 'JOINED', now()
    from r join c on c.n = 1 + (r.n % $1)`, [companies]);
  await owner.query(`
    insert into app_public.user_roles (user_id, role_id)
    select u.id, case when row_number() over (partition by u.company_id order by u.id) = 1
                      then '00000000-0000-4000-8000-00000000a001'::uuid else '00000000-0000-4000-8000-00000000a002'::uuid end
    from app_public.users u where u.company_id is not null`);
  // A pending application to one company in ten (the back office's and the members page's lists), and notifications.
  await owner.query(`
    insert into app_public.company_join_applications (company_id, applicant_id, real_name, created_at)
    select c.id, r.id, 'Applicant ' || c.n, now() - (c.n || ' minutes')::interval
    from (select id, row_number() over (order by id) as n from app_public.companies) c
    join (select id, row_number() over (order by id desc) as n from app_public.root_users) r on r.n = c.n
    where c.n % 10 = 0`);
  await owner.query(`
    insert into app_public.user_messages (root_user_id, title, content, user_message_type, created_at)
    select r.id, 'Notice ' || i, 'Something happened.', 'COMMON', now() - (i || ' hours')::interval
    from (select id from app_public.root_users order by id limit 2000) r, generate_series(1, 20) i`);
  // Partner applications: 5,000 (one per ten companies), each by a person of its own, sharing one stored licence.
  await owner.query(`
    with licence as (
      insert into app_public.uploaded_files (root_user_id, use, name, size, mime_type, storage_key, status, completed_at)
      select id, 'BUSINESS_LICENSE', 'licence.pdf', 1000, 'application/pdf', 'bench/licence.pdf', 'SUCCESS', now()
      from app_public.root_users order by id limit 1
      returning id
    )
    insert into app_public.partner_applications (applicant_id, site, company_name, billing_address, phone, industry, scale,
      business_license_file_id, contact_name, position_id, contact_email, phone_prefix_country_code, contact_number, created_at)
    select r.id, (case when r.n % 4 = 0 then 'GLOBAL' else 'MAINLAND' end)::app_public.site, 'Applicant Systems ' || r.n,
      'Road ' || r.n, '021 5555 0100', 'IT services', 'FROM_11_TO_50', licence.id, 'Contact ' || r.n, 1,
      'contact' || r.n || '@bench.example.com', '+86', '13900000000', now() - (r.n || ' minutes')::interval
    from licence, (select id, row_number() over (order by id desc) as n from app_public.root_users where username like 'user%' limit 5000) r`);
  // steady state: statistics and the visibility map as autovacuum keeps them
  await owner.query('vacuum analyze');
}
const loaded = performance.now() - t0;

// Personas: an administrator of one company (with notifications), a vendor admin.
const admin = await owner.query<{ root_user_id: string; company_id: string }>(`
  select u.root_user_id, u.company_id from app_public.users u join app_public.user_roles ur on ur.user_id = u.id
  where ur.role_id = '00000000-0000-4000-8000-00000000a001'
    and u.root_user_id in (select root_user_id from app_public.user_messages)
  limit 1`);
const vendor = await owner.query<{ id: string }>(`select id from app_public.root_users limit 1 offset 7`);
await owner.query(`insert into app_public.user_roles (user_id, role_id)
  select id, '00000000-0000-4000-8000-00000000a003' from app_public.users where root_user_id = $1 and company_id is null
  on conflict do nothing`, [vendor.rows[0]!.id]);
// Deal registration: 2,000,000 filings with their records (seeded on its own: `current/` re-creates these tables
// whenever it changes, so a reused database may hold the companies without the filings).
const filingSeed = await seedProjectFilings(server.rootUrl.replace(/\/postgres$/, `/${database}`), {
  vendorRootUserId: vendor.rows[0]!.id,
});
for (let i = 0; i < (seeded ? 0 : 30); i++) {
  await owner.query(
    `insert into app_public.company_invitations (company_id, code, position_id, role_ids, created_by)
     values ($1, $2, 5, '{00000000-0000-4000-8000-00000000a002}', $3)`,
    [admin.rows[0]!.company_id, `bench${String(i).padStart(27, '0')}`, admin.rows[0]!.root_user_id],
  );
}
// The administrator's delivery addresses (3) and recently visited pages (10).
if (!seeded) {
  for (let i = 1; i <= 3; i++) {
    await owner.query(
      `insert into app_public.delivery_addresses (root_user_id, contact_name, phone_prefix_country_code, contact_number, address, is_default)
       values ($1, $2, '+86', '13800000000', $3, $4)`,
      [admin.rows[0]!.root_user_id, `Receiver ${i}`, `Road ${i}, Suzhou`, i === 1],
    );
  }
  for (let i = 1; i <= 10; i++) {
    await owner.query(`insert into app_public.recent_visited_pages (root_user_id, url, title) values ($1, $2, $3)`, [
      admin.rows[0]!.root_user_id,
      `/workbench/page-${i}`,
      `Page ${i}`,
    ]);
  }
}
// A member of the administrator's company, as its members page shows them (for the member edit).
const member = await owner.query<{ id: string; position_id: number; role_id: string }>(
  `select u.id, coalesce(u.position_id, 5) as position_id, ur.role_id from app_public.users u
   join app_public.user_roles ur on ur.user_id = u.id
   where u.company_id = $1 and ur.role_id = '00000000-0000-4000-8000-00000000a002' limit 1`,
  [admin.rows[0]!.company_id],
);
const company = await owner.query<{ phone: string | null; website: string | null }>('select phone, website from app_public.companies where id = $1', [
  admin.rows[0]!.company_id,
]);
await owner.end();
const filingPeople = await filingPersonas(urls.ownerUrl);
if (process.env.BENCH_SEED_ONLY === '1') {
  console.log(`bench: seeded (${benchFilingCount} filings ${filingSeed.reused ? 'reused' : `in ${filingSeed.seconds.toFixed(0)} s`}); BENCH_SEED_ONLY=1, not measured`);
  console.log(JSON.stringify(filingPeople));
  await server.stop();
  process.exit(0);
}

// Capture: every statement the API runs on its login role's connections while one request is in flight.
interface Statement {
  /** The connection it ran on (a request may use more than one). */
  connection: object;
  text: string;
  values?: unknown[];
}
let capture: Statement[] | undefined;
const clientPrototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown; user?: string };
const originalQuery = clientPrototype.query;
clientPrototype.query = function (this: { user?: string }, ...args: unknown[]) {
  if (capture && this.user === dbRoles.authenticator) {
    const [config, values] = args;
    if (typeof config === 'string') capture.push({ connection: this, text: config, values: Array.isArray(values) ? values : undefined });
    else if (config && typeof config === 'object' && 'text' in config) {
      const c = config as { text: string; values?: unknown[] };
      capture.push({ connection: this, text: c.text, values: c.values ?? (Array.isArray(values) ? values : undefined) });
    }
  }
  return originalQuery.apply(this, args);
};

process.env.DATABASE_URL = urls.ownerUrl;
process.env.AUTH_DATABASE_URL = urls.authUrl;
// Object storage for the upload commands (presigning needs no round trip to it; confirming reads the object back).
const storage = await startStorage({ port: 19950, dataDir: join(dataDir, 'bench-s3'), corsOrigins: ['http://localhost'], fresh: true, echo: false });
const api = await startTestApi({ trustedDocuments: true, storage });
// Tokens outlive the run (the test server's default is 5 minutes; a run at 2,000,000 filings takes longer).
const tokenLife = '6h';
const adminToken = await api.sign({ sub: admin.rows[0]!.root_user_id, expiresIn: tokenLife });
const vendorToken = await api.sign({ sub: vendor.rows[0]!.id, expiresIn: tokenLife });
const companyId = admin.rows[0]!.company_id;
const applicantId = admin.rows[0]!.root_user_id;
const since = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();

// A stored avatar of the administrator, for the download URL.
const avatarOwner = new pg.Client({ connectionString: urls.ownerUrl });
await avatarOwner.connect();
const avatarFile = (
  await avatarOwner.query<{ id: string }>(
    `insert into app_public.uploaded_files (root_user_id, use, name, size, mime_type, storage_key, status, completed_at)
     values ($1, 'AVATAR', 'bench.png', 1024, 'image/png', 'bench/' || gen_random_uuid(), 'SUCCESS', now()) returning id`,
    [admin.rows[0]!.root_user_id],
  )
).rows[0]!.id;
await avatarOwner.end();

// The shipped operations, by name.
const shipped = new Map<string, string>();
for (const file of defaultManifestFiles) {
  for (const [hash, text] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
    // a document may start with the fragments it uses: its operation is named after `query` or `mutation`
    const name = /(?:^|\s)(?:query|mutation) (\w+)/.exec(text)?.[1];
    if (name) shipped.set(name, hash);
  }
}
const missing: string[] = [];
const byHash = (...names: string[]): { extensions: unknown } | undefined => {
  for (const name of names) {
    const hash = shipped.get(name);
    if (hash) return { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };
  }
  missing.push(names.join(' / '));
  return undefined;
};
const shippedOp = (name: string, token: string, names: string[], variables: Record<string, unknown>): Operation[] => {
  const persisted = byHash(...names);
  return persisted ? [{ name, token, body: { ...persisted, variables } }] : [];
};
// An operation the portal is to ship: the shipped document by hash once the portal has one of these names (sent with
// these variables, so its variables must carry these names), else the bench's own text of it, sent to a second API
// without the trusted-documents check (its line is marked †; the check itself is a hash lookup).
let textApi: TestApi | undefined;
const sentAsText: string[] = [];
const shippedOrText = async (name: string, sub: string, names: string[], text: string, variables: Record<string, unknown>): Promise<Operation> => {
  const hash = names.map((n) => shipped.get(n)).find((h) => h !== undefined);
  if (hash) return { name, token: await api.sign({ sub, expiresIn: tokenLife }), body: { extensions: { persistedQuery: { version: 1, sha256Hash: hash } }, variables } };
  textApi ??= await startTestApi({ storage });
  sentAsText.push(name);
  return { name: `${name} †`, token: await textApi.sign({ sub, expiresIn: tokenLife }), body: { query: text, variables }, api: textApi };
};

// The back office's list query, as its data provider builds it (every scalar field, totalCount, primary key last).
const companyFields = 'billingAddress createdAt id industry joinedUserCount keyIndustries mainBusinesses name phone resource scale site sfdcOwnerName totalMarketPoints totalProductPoints updatedAt website';
// An unfiltered page of a counted list reads the kept total (listTotal) instead of counting; a filtered one counts.
const companyList = `query CompanyList($first: Int, $offset: Int, $orderBy: [CompanyOrderBy!]) {
  companies(first: $first, offset: $offset, orderBy: $orderBy) { nodes { ${companyFields} } } listTotal(list: COMPANIES) }`;
const userFields = 'id name email status companyId companyName createdAt roleNames';
const userList = `query UserList($first: Int, $offset: Int, $orderBy: [UserOrderBy!], $filter: UserFilter) {
  users(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter) { nodes { ${userFields} } } listTotal(list: COMPANY_USERS) }`;
const userReferenceList = `query UserList($first: Int, $offset: Int, $orderBy: [UserOrderBy!], $filter: UserFilter) {
  users(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter) { totalCount nodes { ${userFields} } } }`;

const applicationList = `query CompanyJoinApplicationList($first: Int, $offset: Int, $orderBy: [CompanyJoinApplicationOrderBy!]) {
  companyJoinApplications(first: $first, offset: $offset, orderBy: $orderBy) {
    totalCount nodes { id companyId companyName realName applicationStatus createdAt reviewedAt approverName } } }`;

const partnerApplicationList = `query PartnerApplicationList($first: Int, $offset: Int, $orderBy: [PartnerApplicationOrderBy!], $filter: PartnerApplicationFilter) {
  partnerApplications(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter) {
    totalCount nodes { id semanticId site companyName contactName applicationStatus createdAt reviewedAt } } }`;

interface Operation {
  name: string;
  token: string;
  body: Record<string, unknown>;
  /** The API it is sent to (default: the one with trusted documents, as production runs). */
  api?: TestApi;
}
const operations: Operation[] = [
  ...shippedOp('currentUserInfo (partner admin)', adminToken, ['CurrentUserInfo', 'AdminCurrentUser'], { companyId }),
  ...shippedOp('companiesForUserJoin "Cloud 12", first 50', adminToken, ['CompaniesForUserJoin'], { companyName: 'Cloud 12', first: 50, offset: 0 }),
  ...shippedOp('companiesForUserJoin "Cloud", first 50', adminToken, ['CompaniesForUserJoin'], { companyName: 'Cloud', first: 50, offset: 0 }),
  ...shippedOp('members page (10 + totalCount)', adminToken, ['CompanyMembers'], { companyId, first: 10, offset: 0 }),
  ...shippedOp('join applications page (company)', adminToken, ['CompanyJoinApplications'], { companyId, first: 10, offset: 0 }),
  ...shippedOp('invitations page', adminToken, ['CompanyInvitations'], { companyId, first: 10, offset: 0 }),
  ...shippedOp('notifications (first 10)', adminToken, ['UserMessages'], { since, first: 10 }),
  ...shippedOp('unread notification count', adminToken, ['UserMessageCount'], { since }),
  ...shippedOp('my join applications (profile)', adminToken, ['MyJoinApplications'], { applicantId, first: 10, offset: 0 }),
  ...shippedOp('company info', adminToken, ['CompanyInfo'], { id: companyId }),
  ...shippedOp('company info: edit (same values)', adminToken, ['UpdateCompanyInfo'], {
    input: { companyId, phone: company.rows[0]?.phone ?? '021 5555 0100', website: company.rows[0]?.website ?? null },
  }),
  ...shippedOp('members: edit a member (same values)', adminToken, ['UpdateCompanyUser'], {
    userId: member.rows[0]?.id,
    // the seeded names (user123) are not person names; the first call renames, the rest change nothing
    name: 'Bench Member',
    positionId: member.rows[0]?.position_id,
    roleIds: [member.rows[0]?.role_id],
    remark: null,
  }),
  ...shippedOp('delivery addresses', adminToken, ['DeliveryAddresses'], { first: 20 }),
  ...shippedOp('recent pages', adminToken, ['RecentPages'], {}),
  ...shippedOp('recent pages: record a visit', adminToken, ['RecordRecentPage'], { url: '/workbench/members', title: 'Members' }),
  ...shippedOp('my latest partner application', adminToken, ['MyLatestPartnerApplication'], {}),
  ...shippedOp('upload: start (presigned PUT)', adminToken, ['UploadOneFile'], {
    input: { use: 'AVATAR', name: 'me.png', size: 200_000, mimeType: 'image/png' },
  }),
  ...shippedOp('upload: download URL', adminToken, ['FileUrl'], { fileId: avatarFile, isDownload: false }),
  {
    name: 'back office: companies 50 by name, page 21',
    token: vendorToken,
    body: { query: companyList, variables: { first: 50, offset: 1000, orderBy: ['NAME_ASC', 'PRIMARY_KEY_ASC'] } },
  },
  {
    name: 'back office: companies 25, newest first',
    token: vendorToken,
    body: { query: companyList, variables: { first: 25, orderBy: ['CREATED_AT_DESC', 'PRIMARY_KEY_ASC'] } },
  },
  {
    name: 'back office: company users 25, newest first',
    token: vendorToken,
    body: { query: userList, variables: { first: 25, orderBy: ['CREATED_AT_DESC', 'PRIMARY_KEY_ASC'], filter: { companyId: { isNull: false } } } },
  },
  {
    name: 'back office: join applications 25, newest',
    token: vendorToken,
    body: { query: applicationList, variables: { first: 25, orderBy: ['CREATED_AT_DESC', 'PRIMARY_KEY_ASC'] } },
  },
  {
    name: 'back office: partner applications 25, newest',
    token: vendorToken,
    body: { query: partnerApplicationList, variables: { first: 25, orderBy: ['CREATED_AT_DESC', 'PRIMARY_KEY_ASC'] } },
  },
  {
    name: 'back office: partner applications, pending',
    token: vendorToken,
    body: {
      query: partnerApplicationList,
      variables: { first: 25, orderBy: ['CREATED_AT_DESC', 'PRIMARY_KEY_ASC'], filter: { applicationStatus: { equalTo: 'APPLYING' } } },
    },
  },
  {
    name: 'back office: users of a company',
    token: vendorToken,
    body: { query: userReferenceList, variables: { first: 25, orderBy: ['CREATED_AT_DESC', 'PRIMARY_KEY_ASC'], filter: { companyId: { equalTo: companyId } } } },
  },
];

// Deal registration, in the company with the most filings: its partner administrator sees all of them, a regular
// member those they submitted or own.
const filingCompanyId = filingPeople.companyId;
const filingList = ['ProjectFilingList', 'ProjectFilings'];
const approvals = ['MyProjectFilingApprovals', 'ProjectFilingApprovalRecords'];
const inEffect = { status: { equalTo: 'VALIDATING' } };
operations.push(
  await shippedOrText('filings: member, All tab (20 + count)', filingPeople.memberRootUserId, filingList, portalFilingListText, {
    companyId: filingCompanyId, first: 20, offset: 0 }),
  await shippedOrText('filings: member, In effect tab', filingPeople.memberRootUserId, filingList, portalFilingListText, {
    companyId: filingCompanyId, filter: inEffect, first: 20, offset: 0 }),
  await shippedOrText('filings: partner admin, All tab', filingPeople.adminRootUserId, filingList, portalFilingListText, {
    companyId: filingCompanyId, first: 20, offset: 0 }),
  await shippedOrText('filings: partner admin, In effect tab', filingPeople.adminRootUserId, filingList, portalFilingListText, {
    companyId: filingCompanyId, filter: inEffect, first: 20, offset: 0 }),
  await shippedOrText('filing detail (member)', filingPeople.memberRootUserId, ['ProjectFilingDetail', 'ProjectFilingBySemanticId'],
    portalFilingDetailText, { semanticId: filingPeople.detailSemanticId }),
  await shippedOrText('new filing: quota check (member)', filingPeople.memberRootUserId, ['CompanyDynamicPermission'],
    portalQuotaCheckText, { companyId: filingCompanyId }),
  // (the variables serve either shape: a connection filter, or the kind and pending-only arguments of a function)
  await shippedOrText('my approvals: filings (partner admin)', filingPeople.adminRootUserId, approvals, portalMyApprovalsText, {
    companyId: filingCompanyId, filter: { renewalId: { isNull: true }, status: { equalTo: 'APPROVING' } }, kind: 'FILING', pendingOnly: true,
    first: 20, offset: 0 }),
  await shippedOrText('my approvals: renewals (partner admin)', filingPeople.adminRootUserId, approvals, portalMyApprovalsText, {
    companyId: filingCompanyId, filter: { renewalId: { isNull: false }, status: { equalTo: 'APPROVING' } }, kind: 'RENEWAL', pendingOnly: true,
    first: 20, offset: 0 }),
  {
    name: `back office: filings in effect, "${filingPeople.narrowTerm}"`,
    token: vendorToken,
    body: { query: adminFilingListText, variables: { first: 50, offset: 0, orderBy: ['CREATED_AT_DESC', 'PRIMARY_KEY_ASC'],
      filter: { and: [{ status: { equalTo: 'VALIDATING' } }, { company: { name: { includesInsensitive: filingPeople.narrowTerm } } }] } } },
  },
  {
    name: `back office: filings in effect, "${filingPeople.broadTerm}"`,
    token: vendorToken,
    body: { query: adminFilingListText, variables: { first: 50, offset: 0, orderBy: ['CREATED_AT_DESC', 'PRIMARY_KEY_ASC'],
      filter: { and: [{ status: { equalTo: 'VALIDATING' } }, { company: { name: { includesInsensitive: filingPeople.broadTerm } } }] } } },
  },
  {
    name: 'back office: filings under review (50 + count)',
    token: vendorToken,
    body: { query: adminFilingListText, variables: { first: 50, offset: 0, orderBy: ['CREATED_AT_DESC', 'PRIMARY_KEY_ASC'],
      filter: { status: { equalTo: 'APPROVING' } } } },
  },
);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Runs `one` `requests` times, `concurrency` at a time; the sorted latencies and the throughput. */
const measure = async (one: () => Promise<unknown>) => {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const s = performance.now();
        await one();
        times.push(performance.now() - s);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rate: times.length / elapsed };
};

// The HTTP load comes from a worker thread, as from another machine: the API's thread serves requests only.
const loadWorkerCode = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, body, token, requests, concurrency } = workerData;
const times = [];
let next = 0;
const one = async () => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
};
(async () => {
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < requests) {
      next++;
      const s = performance.now();
      await one();
      times.push(performance.now() - s);
    }
  }));
  parentPort.postMessage({ times, elapsed: (performance.now() - started) / 1000 });
})();
`;
const measureHttp = (body: Record<string, unknown>, token: string, url: string) =>
  new Promise<{ p50: number; p95: number; rate: number }>((resolve, reject) => {
    const worker = new Worker(loadWorkerCode, { eval: true, workerData: { url, body, token, requests, concurrency } });
    worker.once('message', ({ times, elapsed }: { times: number[]; elapsed: number }) => {
      times.sort((a, b) => a - b);
      resolve({ p50: percentile(times, 50), p95: percentile(times, 95), rate: times.length / elapsed });
      void worker.terminate();
    });
    worker.once('error', reject);
  });

const sqlPool = new pg.Pool({ connectionString: urls.authUrl, max: concurrency });
// Like the API's connections: no JIT optimisation (PostGraphile sets it once per connection; not replayed per request).
sqlPool.on('connect', (client) => {
  client.query('set jit_optimize_above_cost = -1').catch(() => undefined);
});
const perConnection = /^\s*set\s/i;
// An idle connection that the server ends (as it stops) is no error of the measurement.
sqlPool.on('error', (error: Error & { code?: string }) => {
  if (error.code !== '57P01') console.error(`bench: idle SQL connection failed: ${error.message}`);
});
// The statement a connection of the login role needs: the replay goes through a separate pool of the same role.
const replay = async (statements: readonly Statement[]) => {
  const byConnection = new Map<object, Statement[]>();
  for (const s of statements) {
    if (!perConnection.test(s.text)) byConnection.set(s.connection, [...(byConnection.get(s.connection) ?? []), s]);
  }
  await Promise.all(
    [...byConnection.values()].map(async (sequence) => {
      const client = await sqlPool.connect();
      try {
        for (const s of sequence) await client.query(s.text, s.values);
      } finally {
        client.release();
      }
    }),
  );
};

/** EXPLAIN ANALYZE of each statement of an operation (not transaction control or settings), under its settings. */
const explainAll = async (statements: readonly Statement[]) => {
  const control = /^\s*(begin|commit|rollback|select set_config)/i;
  const explainable = /^\s*(select|with|insert|update|delete)\b/i;
  for (const main of statements.filter((s) => explainable.test(s.text) && !control.test(s.text))) {
    const client = await sqlPool.connect();
    try {
      await client.query('begin');
      for (const s of statements.filter((one) => one.connection === main.connection)) {
        if (s === main) break;
        // the API sends a request's `begin` together with its settings: apply the settings, inside this transaction
        const withBegin = /^\s*begin\s*;\s*(\S[\s\S]*)$/i.exec(s.text);
        if (withBegin?.[1]) {
          await client.query(withBegin[1], s.values);
          continue;
        }
        if (/^\s*(begin|commit)/i.test(s.text) || explainable.test(s.text) && !control.test(s.text)) continue;
        await client.query(s.text, s.values);
      }
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers off) ${main.text}`, main.values);
      console.log(rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
    } finally {
      await client.query('rollback').catch(() => undefined);
      client.release();
    }
  }
};

console.log(`bench: ${companies} companies, ${users} users ${seeded ? 'reused' : 'loaded'} in ${(loaded / 1000).toFixed(1)} s; ${requests} requests per operation, concurrency ${concurrency}`);
console.log(
  `deal registration: ${benchFilingCount} filings ${filingSeed.reused ? 'reused' : `loaded in ${filingSeed.seconds.toFixed(1)} s`}; ` +
    `the measured company has ${filingPeople.companyFilings}`,
);
if (sentAsText.length > 0) console.log(`† sent as text to an API without the trusted-documents check (the portal ships no such operation yet): ${sentAsText.join(', ')}`);
console.log(`portal first load: ${firstLoad}`);
if (missing.length > 0) console.log(`not measured (no shipped operation of that name): ${missing.join(', ')}`);
const header = ['operation'.padEnd(46), 'GraphQL p50', 'p95', 'SQL p50', 'p95', 'ratio p50', 'p95', 'req/s'];
console.log([header[0], ...header.slice(1).map((h) => h.padStart(h.startsWith('GraphQL') || h.startsWith('SQL') || h.startsWith('ratio') ? 12 : 7))].join(' '));
// p95 targets: 50 ms for the portal's operations, 100 ms for the back office's lists
const summary: { name: string; gqlP95: number; ratioP95: number; limit: number }[] = [];
const only = process.env.BENCH_ONLY;
for (const op of operations.filter((o) => !only || only.split('|').some((part) => o.name.includes(part)))) {
  capture = [];
  const target = op.api ?? api;
  const first = await target.post(op.body, op.token);
  const statements = capture;
  capture = undefined;
  if (first.body.errors) throw new Error(`${op.name}: ${JSON.stringify(first.body.errors)}`);
  if (!statements.some((s) => /set_config/.test(s.text))) throw new Error(`${op.name}: no settings captured (${statements.length} statements)`);
  const profiler = process.env.BENCH_PROFILE ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const gql = await measureHttp(op.body, op.token, target.url);
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    mkdirSync(process.env.BENCH_PROFILE!, { recursive: true });
    writeFileSync(join(process.env.BENCH_PROFILE!, `${op.name.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
    profiler.disconnect();
  }
  const sql = await measure(() => replay(statements));
  const cells = [
    op.name.padEnd(46),
    gql.p50.toFixed(1).padStart(12),
    gql.p95.toFixed(1).padStart(7),
    sql.p50.toFixed(1).padStart(12),
    sql.p95.toFixed(1).padStart(7),
    (gql.p50 / sql.p50).toFixed(2).padStart(12),
    (gql.p95 / sql.p95).toFixed(2).padStart(7),
    gql.rate.toFixed(0).padStart(7),
  ];
  console.log(cells.join(' '));
  summary.push({ name: op.name, gqlP95: gql.p95, ratioP95: gql.p95 / sql.p95, limit: op.name.startsWith('back office') ? 100 : 50 });
  if (explain) await explainAll(statements);
}
const over = summary.filter((s) => s.gqlP95 >= s.limit || s.ratioP95 > 2);
console.log(
  over.length === 0
    ? 'targets: every operation p95 < 50 ms (back office < 100 ms) and GraphQL/SQL ≤ 2 — met'
    : `targets (p95 < 50 ms, back office < 100 ms, GraphQL/SQL ≤ 2) missed by: ${over.map((s) => s.name).join('; ')}`,
);
const mem = process.memoryUsage();
console.log(`API process memory: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`);
await sqlPool.end();
await api.close();
await textApi?.close();
await storage.stop();
// Ended pools close their connections in the background: Postgres stops once they are gone, so no session is cut
// off (and reported) mid-way.
const root = new pg.Client({ connectionString: server.rootUrl });
await root.connect();
for (let i = 0; i < 50; i++) {
  const { rows } = await root.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
  if (rows[0]?.n === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await root.end();
await server.stop();
process.exit(0);
