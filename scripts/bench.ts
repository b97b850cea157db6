// `npm run bench`: what each operation of the portal and the back office costs, measured so that the figures stay put
// on a small shared machine (docs/bench.md has the method and the latest figures):
// - service time at concurrency 1: p50/p95 of the GraphQL request (sent as its client sends it, with row-level security
//   and trusted documents on) and of its raw-SQL twin (the very statements the API ran, replayed under the same login
//   role and settings), and their ratio;
// - the API's CPU per request (the API runs in this process; the load generator in a process of its own);
// - throughput at saturation for a light read, a list page and a command, with each process's share of the CPU;
// - growth: service time at 1 % of the data and at full size (50,000 companies, 300,000 users, 2,000,000 filings,
//   2,000,000 performance records, 5,000,000 point-ledger rows, 50,000 company and 300,000 personal certifications,
//   1,000,000 exams, 20,000 announcements, 10,000 resource materials, 10,000,000 content events);
// - the bulk import of 10,000 performance records through the API and the worker, at full size (target < 30 s);
// - the notification fan-out of a public announcement to every person (~300,000), through the API, the outbox relay,
//   Temporal and the worker, at full size;
// - 100,000 filing timers and 100,000 point lots falling due together, through the relay, Temporal and the worker, at
//   full size: how long the backlog takes to clear, and that each expiry, reminder and settlement happened once;
// - the portal's first-load size.
// It prints one table, then the operations that miss a target, each with its cause (EXPLAIN under the caller's
// settings; a CPU profile with BENCH_PROFILE). It asserts nothing: no test reads a time.
//   BENCH_COMPANIES, BENCH_USERS, BENCH_FILINGS, BENCH_PERFORMANCES, BENCH_POINTS, BENCH_COMPANY_CERTIFICATIONS,
//   BENCH_PERSONAL_CERTIFICATIONS, BENCH_EXAMS, BENCH_ANNOUNCEMENTS, BENCH_MATERIALS, BENCH_CONTENT_EVENTS set the full
//   size (1 % is derived);
//   BENCH_IMPORT_ROWS the rows of the timed import (10,000; BENCH_SKIP_IMPORT=1 skips it); BENCH_SKIP_FANOUT=1 skips the
//   announcement fan-out; BENCH_TIMERS (100,000) the filings and BENCH_TIMER_LOTS (100,000) the point lots falling due
//   together, BENCH_TIMERS_WINDOW (60) the seconds their moments spread over, BENCH_TIMERS_LEAD the seconds from the
//   seeding to the first due moment (60 + 1 per 500 filings: the rows and their moments are written within it), BENCH_SKIP_TIMERS=1 skips them; BENCH_REQUESTS the requests per
//   service-time measurement (200, fewer for a slow operation: each side aims at BENCH_BUDGET_MS, 10,000); BENCH_SATURATION_REQUESTS (3,000) and BENCH_CONCURRENCY (8) the saturation runs;
//   BENCH_ONLY=<a>|<b> measures the operations (and the import, the fan-out) whose name contains one of them; BENCH_REUSE=1 keeps databases already
//   seeded at their size; BENCH_SEED_ONLY=1 seeds both sizes and stops; BENCH_SKIP_BUILD=1 skips the portal build;
//   BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of every operation; BENCH_PROFILE=<dir> writes a CPU profile of the API's
//   thread per operation (open it in Chrome's DevTools); BENCH_STATEMENTS=<dir> writes the statements each operation ran
//   at full size (its SQL twin, as JSON: text and values per statement, numbered by connection) to read its plans by
//   hand; BENCH_VERBOSE=1 times each seed step; BENCH_PG_DIR and
//   BENCH_PG_PORT place the bench's Postgres (.data/bench-pg, 57432).
import { availableParallelism } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { startEmbeddedPostgres } from '@pp/db';
import { firstLoadBytes, FIRST_LOAD_TARGET_BYTES } from './lib/first-load.ts';
import { dataDir, repoRoot } from './lib/paths.ts';
import { run } from './lib/proc.ts';
import { startStorage } from './lib/storage.ts';
import { LoadGenerator, SqlTwin, measureSaturation, measureServiceTime, type Saturation, type ServiceTime } from './bench/measure.ts';
import { operationsFor, shippedDocumentText, type Operation } from './bench/operations.ts';
import type { PerformanceImportBenchResult } from './bench/performance-import.ts';
import type { FanOutResult } from './bench/content.ts';
import { timersName, timersTargetSeconds, type TimersResult } from './bench/timers.ts';
import { benchSizes, prepareWorld, type BenchWorld } from './bench/world.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
/** Each side of a service-time measurement aims at this many ms (a slow operation gets fewer requests, at least 5). */
const budgetMs = Number(process.env.BENCH_BUDGET_MS ?? 10_000);
const saturationRequests = Number(process.env.BENCH_SATURATION_REQUESTS ?? 3000);
const saturationConcurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const reuse = process.env.BENCH_REUSE === '1';
const only = process.env.BENCH_ONLY?.split('|');
const profileDir = process.env.BENCH_PROFILE;
const statementsDir = process.env.BENCH_STATEMENTS;
const cores = availableParallelism();
const pgDataDir = process.env.BENCH_PG_DIR ?? join(dataDir, 'bench-pg');
const importRows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const importName = 'performance import';
const runImport = process.env.BENCH_SKIP_IMPORT !== '1' && (!only || only.some((part) => importName.includes(part)));
const fanOutName = 'announcement fan-out';
const runFanOut = process.env.BENCH_SKIP_FANOUT !== '1' && (!only || only.some((part) => fanOutName.includes(part)));
const runTimers = process.env.BENCH_SKIP_TIMERS !== '1' && (!only || only.some((part) => timersName.includes(part)));
const timerFilings = Number(process.env.BENCH_TIMERS ?? 100_000);
const timerLots = Number(process.env.BENCH_TIMER_LOTS ?? 100_000);
/** The bulk import's target: the whole file written within this many seconds of the start command. */
const importTargetSeconds = 30;

/** The targets: ratios and costs from one run. */
const targets = {
  /** GraphQL / SQL service time where the SQL takes at least `ratioFromMs`. */
  ratio: 1.5,
  ratioFromMs: 2,
  /** GraphQL − SQL service time where the SQL takes less. */
  overheadMs: 1,
  /** The API's CPU per light request. */
  lightCpuMs: 0.5,
  /** Full-size / 1 % service time of every portal operation. */
  growth: 1.5,
};
/** The three operations measured at saturation: a light read, a list page, a command. */
const saturationOperations = ['currentUserInfo (partner admin)', 'members page (10 + totalCount)', 'recent pages: record a visit'];

// The portal's first load, from a production build.
let firstLoadKb: number | undefined;
if (process.env.BENCH_SKIP_BUILD !== '1') {
  await run({
    name: 'build',
    command: process.execPath,
    args: [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    cwd: join(repoRoot, 'portal'),
    env: { ...process.env, NODE_ENV: 'production' },
    echo: false,
  });
  firstLoadKb = firstLoadBytes(join(repoRoot, 'portal/dist')) / 1024;
}

const server = await startEmbeddedPostgres({ dataDir: pgDataDir, port: Number(process.env.BENCH_PG_PORT ?? 57432) });
const sizes = benchSizes();
const worlds: BenchWorld[] = [];
for (const size of [sizes.small, sizes.full]) {
  const world = await prepareWorld(server.rootUrl, size, reuse);
  console.log(
    `bench: ${size.label}: ${size.companies} companies, ${size.users} users, ${size.filings} filings, ${size.performances} performance ` +
      `records, ~${size.points} point-ledger rows ${world.reused ? 'reused' : `seeded in ${world.seedSeconds.toFixed(0)} s`}; ` +
      `the measured filing company has ${world.filings.companyFilings} filings, the point company ${world.business.pointLots} lots, ` +
      `the record company ${world.business.records} records (${world.business.yearRecords} in ${world.business.year}); ` +
      `performance searches: number "${world.business.numberTerm}", customer "${world.business.customerTerm}", ` +
      `company "${world.business.companyTerm}"\n` +
      `bench: ${size.label}: money side: ${world.businessSeed.join('; ')}\n` +
      `bench: ${size.label}: content: ${size.announcements} announcements, ${size.materials} materials, ${size.contentEvents} events; ` +
      `the included member sees ${world.content.includedMember.reaches} and the excluded one ` +
      `${world.content.excludedMember.reaches} of ${world.content.nonPublicAnnouncements} published non-public announcements; ` +
      `the hot material has ${world.content.hotMaterial.events30} events in 30 days, ${world.content.hotMaterial.events365} in 365; ` +
      `the material search finds ${world.content.materialSearch.matches}`,
  );
  worlds.push(world);
}
if (process.env.BENCH_SEED_ONLY === '1') {
  await server.stop();
  process.exit(0);
}

// Object storage for the upload commands (presigning needs no round trip to it; confirming reads the object back).
const storage = await startStorage({ port: 19950, dataDir: join(dataDir, 'bench-s3'), corsOrigins: ['http://localhost'], fresh: true, echo: false });
const load = new LoadGenerator();

interface Measured {
  op: Operation;
  full?: ServiceTime;
  small?: ServiceTime;
  saturation?: Saturation;
  explain?: string[];
  profile?: string;
}
const measured = new Map<string, Measured>();
let missing: string[] = [];
let sentAsText: string[] = [];
let imported: PerformanceImportBenchResult | undefined;
let importFailure: string | undefined;
let fannedOut: FanOutResult | undefined;
let fanOutFailure: string | undefined;
let timers: TimersResult | undefined;
let timersFailure: string | undefined;

/** Starts a CPU profile of this process (the API's thread) and returns its stop, which writes the file. */
const profileApi = async (name: string): Promise<() => Promise<string>> => {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(profileDir!, { recursive: true });
    const file = join(profileDir!, `${name.replace(/\W+/g, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    return file;
  };
};

/** Writes the statements an operation ran (BENCH_STATEMENTS), each with the number of its connection. */
const writeStatements = (name: string, st: ServiceTime): void => {
  const connections: object[] = [];
  const numbered = st.statements.map((s) => {
    if (!connections.includes(s.connection)) connections.push(s.connection);
    return { connection: connections.indexOf(s.connection), text: s.text, values: s.values };
  });
  mkdirSync(statementsDir!, { recursive: true });
  writeFileSync(join(statementsDir!, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(numbered, null, 2));
};

for (const world of worlds) {
  const isFull = world === worlds[worlds.length - 1];
  const set = await operationsFor(world, { storage });
  const twin = new SqlTwin(world.authUrl, 4);
  missing = set.missing;
  sentAsText = set.sentAsText;
  for (const op of set.operations.filter((o) => !only || only.some((part) => o.name.includes(part)))) {
    const entry = measured.get(op.name) ?? { op };
    measured.set(op.name, entry);
    const stopProfile = isFull && profileDir ? await profileApi(op.name) : undefined;
    const st = await measureServiceTime(op, load, twin, requests, budgetMs);
    if (stopProfile) entry.profile = await stopProfile();
    if (isFull) {
      entry.full = st;
      entry.op = op;
      if (statementsDir) writeStatements(op.name, st);
      if (saturationOperations.includes(op.name)) {
        entry.saturation = await measureSaturation(op, load, pgDataDir, saturationRequests, saturationConcurrency, cores);
      }
    } else entry.small = st;
    process.stdout.write(`bench: ${world.size.label}: ${op.name}: ${st.graphql.p50.toFixed(2)} ms\n`);
  }
  // The causes of the full size's misses are read from the plans while its world is up.
  if (isFull) {
    for (const entry of measured.values()) {
      if (entry.full && (process.env.BENCH_EXPLAIN === '1' || misses(entry).some((m) => m.kind === 'growth'))) {
        entry.explain = await twin.explain((await entry.full.fresh?.()) ?? entry.full.statements);
      }
    }
  }
  await twin.end();
  // The bulk import at full size, through the same API (the worker and a Temporal dev server are started for it).
  if (isFull && runImport) {
    try {
      // (loaded here: the worker brings Temporal's native runtime, which nothing else of the bench needs)
      const { benchPerformanceImport } = await import('./bench/performance-import.ts');
      imported = await benchPerformanceImport({
        ownerUrl: world.ownerUrl,
        api: set.api,
        storage,
        vendorRootUserId: world.vendorRootUserId,
        rows: importRows,
      });
      process.stdout.write(`bench: ${world.size.label}: ${importName}: ${imported.seconds.toFixed(1)} s\n`);
    } catch (error) {
      importFailure = error instanceof Error ? error.message : String(error);
      console.error(`bench: ${importName} failed: ${importFailure}`);
    }
  }
  // The announcement fan-out at full size, through the same API, with a worker and a Temporal dev server of its own.
  if (isFull && runFanOut) {
    try {
      const { benchAnnouncementFanOut } = await import('./bench/content.ts');
      fannedOut = await benchAnnouncementFanOut({
        ownerUrl: world.ownerUrl,
        api: set.api,
        storage,
        vendorRootUserId: world.vendorRootUserId,
        saveText: shippedDocumentText('AdminSaveAnnouncement'),
        publishText: shippedDocumentText('AdminPublishAnnouncement'),
      });
      process.stdout.write(`bench: ${world.size.label}: ${fanOutName}: ${fannedOut.seconds.toFixed(1)} s\n`);
    } catch (error) {
      fanOutFailure = error instanceof Error ? error.message : String(error);
      console.error(`bench: ${fanOutName} failed: ${fanOutFailure}`);
    }
  }
  // The timers at full size: the filings' workflows and the lots' sweep on a Temporal dev server of their own.
  if (isFull && runTimers) {
    try {
      const { benchTimers } = await import('./bench/timers.ts');
      timers = await benchTimers({
        ownerUrl: world.ownerUrl,
        storage,
        filings: timerFilings,
        lots: timerLots,
        leadSeconds: Number(process.env.BENCH_TIMERS_LEAD ?? Math.ceil(60 + timerFilings / 500)),
        windowSeconds: Number(process.env.BENCH_TIMERS_WINDOW ?? 60),
      });
      process.stdout.write(`bench: ${world.size.label}: ${timersName}: ${timers.clearSeconds.toFixed(1)} s\n`);
    } catch (error) {
      timersFailure = error instanceof Error ? error.message : String(error);
      console.error(`bench: ${timersName} failed: ${timersFailure}`);
    }
  }
  await set.close();
}
load.stop();

interface Miss {
  kind: 'ratio' | 'overhead' | 'cpu' | 'growth' | 'plans';
  text: string;
}
/** The targets an operation misses. */
function misses(entry: Measured): Miss[] {
  const out: Miss[] = [];
  const { full, small, op } = entry;
  if (!full) return out;
  const { graphql, sql } = full;
  if (sql.p50 >= targets.ratioFromMs && graphql.p50 / sql.p50 > targets.ratio) {
    out.push({ kind: 'ratio', text: `GraphQL/SQL ${(graphql.p50 / sql.p50).toFixed(2)} > ${targets.ratio}` });
  }
  if (sql.p50 < targets.ratioFromMs && graphql.p50 - sql.p50 > targets.overheadMs) {
    out.push({ kind: 'overhead', text: `API overhead ${(graphql.p50 - sql.p50).toFixed(2)} ms > ${targets.overheadMs} ms` });
  }
  if (op.kind === 'light' && full.apiCpuMs > targets.lightCpuMs) {
    out.push({ kind: 'cpu', text: `API CPU ${full.apiCpuMs.toFixed(2)} ms > ${targets.lightCpuMs} ms per light request` });
  }
  const plans = full.plansMade + (small?.plansMade ?? 0);
  if (plans > 0) out.push({ kind: 'plans', text: `${plans} operation plans made while measuring (a plan not reused for the same request)` });
  if (op.client === 'portal' && small && graphql.p50 / small.graphql.p50 > targets.growth) {
    out.push({ kind: 'growth', text: `growth ${(graphql.p50 / small.graphql.p50).toFixed(2)} > ${targets.growth}` });
  }
  return out;
}

// The table.
const f = (n: number | undefined, digits = 2) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(digits));
const columns: [string, number][] = [
  ['operation', 50], ['kind', 7], ['GQL p50', 8], ['p95', 7], ['SQL p50', 8], ['p95', 7], ['ratio', 6], ['API CPU', 8], ['1% p50', 7], ['growth', 7],
];
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(columns[i]![1]) : c.padStart(columns[i]![1]))).join(' ');
console.log(
  `\nbench: service time at concurrency 1, ms (up to ${requests} requests each, ~${budgetMs / 1000} s a side; API CPU = ms of the API process per request; ` +
    `growth = full size / 1 %), ${cores} cores`,
);
console.log(line(columns.map(([h]) => h)));
for (const entry of measured.values()) {
  const { full, small, op } = entry;
  console.log(
    line([
      op.name.slice(0, 50),
      op.kind,
      f(full?.graphql.p50),
      f(full?.graphql.p95),
      f(full?.sql.p50),
      f(full?.sql.p95),
      full ? f(full.graphql.p50 / full.sql.p50) : '—',
      f(full?.apiCpuMs),
      f(small?.graphql.p50),
      full && small ? f(full.graphql.p50 / small.graphql.p50) : '—',
    ]),
  );
}
console.log(`\nthroughput at saturation (concurrency ${saturationConcurrency}, ${saturationRequests} requests; CPU in cores):`);
for (const entry of measured.values()) {
  const s = entry.saturation;
  if (!s) continue;
  console.log(
    `  ${entry.op.name.padEnd(40)} ${s.requestsPerSecond.toFixed(0).padStart(6)} req/s   API ${f(s.cores.api)}  load ${f(s.cores.load)}  ` +
      `Postgres ${f(s.cores.postgres)}   saturates: ${s.saturates}`,
  );
}
if (imported) {
  const phases =
    imported.stagedSeconds !== undefined && imported.batchSeconds !== undefined
      ? `; first batch written ${imported.stagedSeconds.toFixed(1)} s after the start, the rest ${imported.batchSeconds.toFixed(1)} s`
      : '';
  console.log(
    `\n${importName} ${imported.rows.toLocaleString('en-US')} rows: ${imported.seconds.toFixed(1)} s from the start command to COMPLETED ` +
      `(target < ${importTargetSeconds} s; ${imported.success} written, ${imported.failed} refused${phases}; ` +
      `file built, uploaded and confirmed in ${imported.uploadSeconds.toFixed(1)} s before)`,
  );
} else {
  console.log(`\n${importName}: ${importFailure ? `failed: ${importFailure}` : 'not measured (BENCH_SKIP_IMPORT=1 or BENCH_ONLY)'}`);
}
if (fannedOut) {
  console.log(
    `\n${fanOutName}: ${fannedOut.notified.toLocaleString('en-US')} of ${fannedOut.expected.toLocaleString('en-US')} people notified ` +
      `${fannedOut.seconds.toFixed(1)} s after the publish command (${(fannedOut.notified / fannedOut.seconds).toFixed(0)} rows/s; ` +
      `the first ${fannedOut.firstSeconds.toFixed(1)} s after it; save ${fannedOut.saveMs.toFixed(0)} ms, publish ${fannedOut.publishMs.toFixed(0)} ms)`,
  );
} else {
  console.log(`\n${fanOutName}: ${fanOutFailure ? `failed: ${fanOutFailure}` : 'not measured (BENCH_SKIP_FANOUT=1 or BENCH_ONLY)'}`);
}
if (timers) {
  const t = timers;
  const n = (x: number) => x.toLocaleString('en-US');
  console.log(
    `\n${timersName}: ${n(t.filings)} filings due within ${process.env.BENCH_TIMERS_WINDOW ?? 60} s: ${n(t.expired)} of ${n(t.expiring)} expired, ` +
      `${n(t.reminded)} of ${n(t.reminding)} reminded, cleared ${f(t.clearSeconds, 1)} s after the last due moment ` +
      `(${f(t.spanSeconds, 1)} s after the first; ${f(t.filings / t.spanSeconds, 0)} timers/s; target < ${timersTargetSeconds} s); ` +
      `moments written in ${f(t.momentsSeconds, 1)} s; ${n(t.workflows)} deadline sweep(s); ` +
      `twice: ${n(t.expiredTwice)} expiries, ${n(t.messagesTwice)} messages\n` +
      `  ${n(t.lots)} point lots due the same day: ${n(t.lotsExpired)} settled, ${n(t.lotsWarned)} warned by the sweep in ${f(t.lotsSeconds, 1)} s ` +
      `(${f(t.lots / t.lotsSeconds, 0)} lots/s); settled twice: ${n(t.lotsSettledTwice)}; stored totals unequal to their lots: ${n(t.ledgerBreaks)}`,
  );
} else {
  console.log(`\n${timersName}: ${timersFailure ? `failed: ${timersFailure}` : 'not measured (BENCH_SKIP_TIMERS=1 or BENCH_ONLY)'}`);
}
console.log(
  `\nportal first load: ${firstLoadKb === undefined ? 'not measured (BENCH_SKIP_BUILD=1)' : `${firstLoadKb.toFixed(1)} KB gzipped (target ≤ ${FIRST_LOAD_TARGET_BYTES / 1024} KB)`}`,
);
if (sentAsText.length > 0) console.log(`† sent as text to an API without the trusted-documents check (not shipped yet): ${sentAsText.join(', ')}`);
if (missing.length > 0) console.log(`not measured (no shipped operation of that name): ${missing.join(', ')}`);

// The misses, each with its cause.
const missed = [...measured.values()].map((entry) => ({ entry, misses: misses(entry) })).filter((m) => m.misses.length > 0);
if (firstLoadKb !== undefined && firstLoadKb * 1024 > FIRST_LOAD_TARGET_BYTES) console.log(`\nmissed: portal first load ${firstLoadKb.toFixed(1)} KB`);
if (imported && (imported.seconds > importTargetSeconds || imported.failed > 0)) {
  console.log(`\nmissed: ${importName} ${imported.seconds.toFixed(1)} s, ${imported.failed} rows refused (target < ${importTargetSeconds} s, none refused)`);
}
console.log(
  missed.length === 0
    ? `\ntargets met: GraphQL/SQL ≤ ${targets.ratio} (SQL ≥ ${targets.ratioFromMs} ms) or overhead ≤ ${targets.overheadMs} ms, ` +
        `API CPU ≤ ${targets.lightCpuMs} ms per light request, growth ≤ ${targets.growth} for the portal`
    : `\nmissed targets (${missed.length} operations):`,
);
for (const { entry, misses: m } of missed) {
  console.log(`- ${entry.op.name}: ${m.map((x) => x.text).join('; ')}`);
  if (m.some((x) => x.kind !== 'growth' && x.kind !== 'plans')) {
    // the SQL is within its share: the rest is the API's own work per request
    console.log(
      `    cause: the API's own work, ${f(entry.full?.apiCpuMs)} ms of CPU per request; ` +
        (entry.profile ? `CPU profile of its thread: ${entry.profile}` : `BENCH_PROFILE=<dir> BENCH_ONLY='${entry.op.name}' npm run bench profiles it`),
    );
  }
  if (entry.explain && m.some((x) => x.kind === 'growth')) {
    console.log(`    cause: the plan at full size (EXPLAIN ANALYZE under the caller's settings):`);
    console.log(entry.explain.map((l) => `      ${l}`).join('\n'));
  }
}
if (process.env.BENCH_EXPLAIN === '1') {
  for (const entry of measured.values()) {
    if (entry.explain && misses(entry).length === 0) console.log(`\n${entry.op.name}:\n${entry.explain.map((l) => `    ${l}`).join('\n')}`);
  }
}

await storage.stop();
// Ended pools close their connections in the background: Postgres stops once they are gone, so no session is cut off
// (and reported) mid-way.
const root = new pg.Client({ connectionString: server.rootUrl });
await root.connect();
for (let i = 0; i < 50; i++) {
  const { rows } = await root.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where datname = any($1)',
    [worlds.map((w) => w.size.database)],
  );
  if (rows[0]?.n === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await root.end();
await server.stop();
process.exit(0);
