// `npm run chaos`: a bounded load against a whole embedded stack while its parts are killed and started again, then
// checks that nothing acknowledged was lost and nothing applied twice (docs/operations.md, "Faults under load").
// - a fresh stack on ports of its own (58xxx), data under .data/chaos-*, the demo seeded;
// - CHAOS_SECONDS (default 180) of load from this process: the portal's light reads and commands across features, each
//   command with a tag unique to the run; every request recorded with how it ended (acknowledged, coded error, other
//   error, network error, no answer within CHAOS_TIMEOUT_MS, default 15 s);
// - meanwhile the API, the worker, Temporal, Postgres, Keycloak and the storage are killed in turn (SIGKILL; Postgres an
//   immediate shutdown), started again by the stack's own code, and probed until requests succeed again;
// - after CHAOS_SETTLE_SECONDS (default 45) for the outbox and the workflows to catch up, the checks, and a report whose
//   last line is `chaos: N lost, N duplicated, N hung` (exit 1 when any is above 0).
// It is too long for CI: no test runs it (the bookkeeping has unit tests).
import { join } from 'node:path';
import pg from 'pg';
import { dataDir } from './lib/paths.ts';
import { installSignalHandlers } from './lib/proc.ts';
import { startStack, type StackPorts } from './lib/stack.ts';
import { runChecks } from './chaos/checks.ts';
import { ChaosClient } from './chaos/client.ts';
import { runFaults } from './chaos/faults.ts';
import { runLoad, signedFiling } from './chaos/load.ts';
import { passed, reportLine, tally } from './chaos/report.ts';
import { prepareWorld } from './chaos/world.ts';

/** Waits until the outbox has been relayed and no import is running, at least `min`, at most `max` seconds. */
const settle = async (ownerUrl: string, min: number, max: number): Promise<{ seconds: number; done: boolean; left: string }> => {
  const t0 = Date.now();
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  let left = '';
  try {
    for (;;) {
      const { rows } = await owner.query<{ waiting: number; importing: number }>(
        `select (select count(*) from app_private.outbox where relayed_at is null)::int as waiting,
                (select count(*) from app_public.performance_imports where status = 'IN_IMPORT')::int as importing`,
      );
      left = `${rows[0]!.waiting} outbox rows waiting, ${rows[0]!.importing} imports running`;
      const elapsed = (Date.now() - t0) / 1000;
      const done = rows[0]!.waiting === 0 && rows[0]!.importing === 0;
      if ((done && elapsed >= min) || elapsed >= max) return { seconds: elapsed, done, left };
      await new Promise((r) => setTimeout(r, 2000));
    }
  } finally {
    await owner.end();
  }
};

const CHAOS_PORTS: StackPorts = { postgres: 58432, keycloak: 58180, temporal: 58233, temporalUi: 58234, storage: 58900, api: 58400, web: 58173, adminDev: 58174 };
const seconds = Number(process.env.CHAOS_SECONDS ?? 180);
const timeoutMs = Number(process.env.CHAOS_TIMEOUT_MS ?? 15_000);
const settleSeconds = Number(process.env.CHAOS_SETTLE_SECONDS ?? 30);
const settleMaxSeconds = Number(process.env.CHAOS_SETTLE_MAX_SECONDS ?? 300);
const applicants = Number(process.env.CHAOS_APPLICANTS ?? 60);

const stack = await startStack({
  mode: 'test',
  ports: CHAOS_PORTS,
  dataDir,
  dataPrefix: 'chaos-',
  database: 'partner_portal_chaos',
  // the load speaks to the API only: no web server, and no build of the front ends
  without: new Set(['web']),
  fresh: true,
  echo: process.env.CHAOS_ECHO === '1',
});
installSignalHandlers(() => stack.stop());
console.log(`chaos: stack up (logs in ${join(dataDir, 'logs')}/chaos-*.log)`);

let exitCode = 1;
try {
  const world = await prepareWorld(stack.databaseUrl, stack.keycloakUrl, applicants);
  console.log(`chaos: run ${world.runTag}: ${world.applicants.length} applicants, ${seconds} s of load, timeout ${timeoutMs} ms`);
  // The company may keep many deal registrations open (the default quota of its level is a handful): the vendor's own
  // command raises it for the run.
  const setup = new ChaosClient(stack.apiUrl, timeoutMs);
  const quota = await setup.send(world.vendorToken, 'AdminCreateProjectFilingQuotaRule', {
    input: { companyId: world.companyId, maxProjectFilingCount: 1000, winRate: 0, validUntilDate: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10) },
  });
  if (!quota.ok) throw new Error(`chaos: raising the company's filing quota failed: ${JSON.stringify(setup.records)}`);
  const client = new ChaosClient(stack.apiUrl, timeoutMs);
  const signed = await signedFiling(stack.databaseUrl);
  if (!signed) console.log('chaos: no signed deal registration in the demo: no performance imports in this run');
  const [log, faults] = await Promise.all([
    runLoad(client, world, stack.databaseUrl, seconds, signed),
    runFaults({ stack, client, token: world.vendorToken, companyId: world.companyId, freshToken: world.freshToken, seconds, ownerUrl: stack.databaseUrl }),
  ]);
  console.log(`chaos: load done, settling (at least ${settleSeconds} s, until the outbox is relayed and the imports finished, at most ${settleMaxSeconds} s)`);
  const settled = await settle(stack.databaseUrl, settleSeconds, settleMaxSeconds);
  console.log(`chaos: settled after ${settled.seconds.toFixed(0)} s${settled.done ? '' : ` (not done: ${settled.left})`}`);
  const checks = await runChecks(stack.databaseUrl, stack.temporalAddress, world, log);

  console.log('\nchaos: requests (outcome counts; ms)');
  console.log(`  ${'operation'.padEnd(36)} ${'sent'.padStart(5)} ${'ok'.padStart(5)} ${'coded'.padStart(5)} ${'error'.padStart(5)} ${'net'.padStart(5)} ${'t/o'.padStart(5)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}  codes`);
  for (const t of tally(client.records)) {
    const codes = Object.entries(t.codes).map(([c, n]) => `${c}×${n}`).join(' ');
    console.log(
      `  ${t.operation.padEnd(36)} ${String(t.sent).padStart(5)} ${String(t.ok).padStart(5)} ${String(t.coded).padStart(5)} ${String(t.error).padStart(5)} ` +
        `${String(t.network).padStart(5)} ${String(t.timeout).padStart(5)} ${t.p50.toFixed(0).padStart(7)} ${t.p99.toFixed(0).padStart(7)} ${t.max.toFixed(0).padStart(7)}  ${codes}`,
    );
  }
  console.log('\nchaos: faults');
  for (const f of faults) {
    const back = f.restartMs === undefined ? 'not started again' : `ready again in ${(f.restartMs / 1000).toFixed(1)} s`;
    const recovered = f.recoveredMs === undefined ? 'NO RECOVERY within the window' : `requests succeed ${(f.recoveredMs / 1000).toFixed(1)} s later`;
    console.log(`  ${f.part.padEnd(9)} killed at ${f.killedAt.toFixed(0)} s, ${back}, ${recovered}${f.error ? ` (${f.error})` : ''}`);
  }
  console.log('\nchaos: effects');
  for (const line of checks.counted) console.log(`  ${line}`);
  for (const f of checks.findings) console.log(`  ${f.kind.toUpperCase()}: ${f.what}: ${f.subject}`);
  const timedOut = client.records.filter((r) => r.outcome === 'timeout');
  const unrecovered = faults.filter((f) => f.recoveredMs === undefined);
  for (const r of timedOut) console.log(`  HUNG: ${r.operation} sent at ${(r.sentAt / 1000).toFixed(1)} s, no answer within ${timeoutMs} ms`);
  for (const f of unrecovered) console.log(`  HUNG: requests after the ${f.part} restart never succeeded`);
  const verdict = {
    lost: checks.findings.filter((f) => f.kind === 'lost').length,
    duplicated: checks.findings.filter((f) => f.kind === 'duplicated').length,
    hung: timedOut.length + unrecovered.length,
  };
  console.log(`\n${reportLine(verdict)}`);
  exitCode = passed(verdict) ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await stack.stop();
}
process.exit(exitCode);
