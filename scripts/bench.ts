// `npm run bench`: the API at the size target of DESIGN.md (50,000 partner companies, 300,000 users), through HTTP,
// with row-level security on. Prints p50/p95/max latency and throughput per operation; asserts nothing (targets are
// read from this output, never from timed test assertions).
//   BENCH_COMPANIES, BENCH_USERS, BENCH_REQUESTS, BENCH_CONCURRENCY override the defaults.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { dropDatabase, ensureDatabase, migrate, startEmbeddedPostgres } from '@pp/db';
import { startTestApi } from '../api/src/test-server.ts';
import { dataDir } from './lib/paths.ts';
import pg from 'pg';

const companies = Number(process.env.BENCH_COMPANIES ?? 50_000);
const users = Number(process.env.BENCH_USERS ?? 300_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const port = Number(process.env.BENCH_PG_PORT ?? 57432);

const server = await startEmbeddedPostgres({ dataDir: join(dataDir, 'bench-pg'), port });
const database = 'partner_portal_bench';
await dropDatabase(server.rootUrl, database);
const urls = await ensureDatabase(server.rootUrl, database);
await migrate(urls.ownerUrl);

const owner = new pg.Client({ connectionString: urls.ownerUrl });
await owner.connect();
const t0 = performance.now();
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
await owner.query('analyze');
const loaded = performance.now() - t0;

// Personas: an administrator of one company, a member with no company, a vendor admin.
const admin = await owner.query<{ root_user_id: string; company_id: string }>(`
  select u.root_user_id, u.company_id from app_public.users u join app_public.user_roles ur on ur.user_id = u.id
  where ur.role_id = '00000000-0000-4000-8000-00000000a001' limit 1`);
const vendor = await owner.query<{ id: string }>(`select id from app_public.root_users limit 1 offset 7`);
await owner.query(`insert into app_public.user_roles (user_id, role_id)
  select id, '00000000-0000-4000-8000-00000000a003' from app_public.users where root_user_id = $1 and company_id is null`, [vendor.rows[0]!.id]);
await owner.end();

process.env.DATABASE_URL = urls.ownerUrl;
process.env.AUTH_DATABASE_URL = urls.authUrl;
const api = await startTestApi();
const adminToken = await api.sign({ sub: admin.rows[0]!.root_user_id });
const vendorToken = await api.sign({ sub: vendor.rows[0]!.id });
const companyId = admin.rows[0]!.company_id;

interface Operation {
  name: string;
  token: string;
  query: string;
  variables?: Record<string, unknown>;
}

const operations: Operation[] = [
  { name: 'currentUserInfo (partner admin)', token: adminToken, query: '{ currentUserInfo { rootUserId currentCompanyUser { permissionKeys roleNames } ownCompanyUsers { companyName } } }' },
  { name: 'companiesForUserJoin "Cloud 12", first 20', token: adminToken, query: '{ companiesForUserJoin(companyName: "Cloud 12", first: 20) { totalCount nodes { id name userJoinCompanyStatus } } }' },
  { name: 'company members, first 20 + totalCount (RLS)', token: adminToken, query: 'query($c: UUID!) { users(condition: { companyId: $c }, first: 20) { totalCount nodes { id name roleNames } } }', variables: { c: companyId } },
  { name: 'back office: companies page 50 + totalCount', token: vendorToken, query: '{ companies(first: 50, offset: 1000, orderBy: [NAME_ASC]) { totalCount nodes { id name site joinedUserCount } } }' },
  { name: 'back office: users filtered by company', token: vendorToken, query: 'query($c: UUID!) { users(filter: { companyId: { equalTo: $c } }, first: 25) { totalCount nodes { id name companyName status } } }', variables: { c: companyId } },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

console.log(`bench: ${companies} companies, ${users} users loaded in ${(loaded / 1000).toFixed(1)} s; ${requests} requests per operation, concurrency ${concurrency}`);
console.log('operation'.padEnd(52), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8), 'req/s'.padStart(8));
for (const op of operations) {
  const first = await api.graphql(op.query, op.variables, op.token);
  if (first.body.errors) throw new Error(`${op.name}: ${JSON.stringify(first.body.errors)}`);
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const s = performance.now();
        await api.graphql(op.query, op.variables, op.token);
        times.push(performance.now() - s);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    op.name.padEnd(52),
    percentile(times, 50).toFixed(1).padStart(8),
    percentile(times, 95).toFixed(1).padStart(8),
    (times.at(-1) ?? NaN).toFixed(1).padStart(8),
    (times.length / elapsed).toFixed(0).padStart(8),
  );
}
const mem = process.memoryUsage();
console.log(`API process memory: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`);
await api.close();
await server.stop();
process.exit(0);
