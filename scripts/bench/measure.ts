// How the bench measures an operation:
// - service time: requests one at a time (concurrency 1), GraphQL over HTTP from the load generator's own process, and
//   the operation's raw-SQL twin (the very statements the API ran for it, captured on the API's connections, replayed
//   on a plain connection of the same login role with the same settings);
// - the API's CPU per request: this process's CPU time (it hosts the API) over the GraphQL requests, divided by them;
// - throughput at saturation: requests per second at a concurrency that keeps the machine busy, with the CPU share of
//   each process (API, load generator, Postgres) over the run, which names the one that saturates.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { dbRoles } from '@pp/db';
import pg from 'pg';
import type { LoadJob, LoadResult } from './load.ts';
import type { Operation } from './operations.ts';
import { sendWithSettings, settingsStatement } from '../../api/src/settings-round-trip.ts';

export interface Statement {
  /** The connection it ran on (a request may use more than one). */
  connection: object;
  text: string;
  values?: unknown[];
  /** A statement sent with its request's settings in one round trip (settings-round-trip.ts), and `begin` before them. */
  settings?: string;
  begin?: boolean;
}

let capture: Statement[] | undefined;
/** Records every statement the API runs on its login role's connections while `run` is in flight. */
export const captureStatements = async (run: () => Promise<unknown>): Promise<Statement[]> => {
  capture = [];
  try {
    await run();
    return capture;
  } finally {
    capture = undefined;
  }
};
const clientPrototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
const originalQuery = clientPrototype.query;
clientPrototype.query = function (this: { user?: string }, ...args: unknown[]) {
  if (capture && this.user === dbRoles.authenticator) {
    const [config, values] = args;
    if (typeof config === 'string') capture.push({ connection: this, text: config, values: Array.isArray(values) ? values : undefined });
    else if (config && typeof config === 'object' && 'text' in config) {
      const c = config as { text: string; values?: unknown[]; settings?: unknown; begin?: unknown };
      const settings = typeof c.settings === 'string' ? { settings: c.settings, begin: c.begin === true } : {};
      capture.push({ connection: this, text: c.text, values: c.values ?? (Array.isArray(values) ? values : undefined), ...settings });
    }
  }
  return originalQuery.apply(this, args);
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export interface Latency {
  p50: number;
  p95: number;
}
const latencyOf = (times: number[]): Latency => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** The load generator's process. */
export class LoadGenerator {
  private readonly child: ChildProcess;
  /** The job in flight (one at a time). */
  private pending: { resolve: (r: LoadResult) => void; reject: (e: Error) => void } | undefined;

  constructor() {
    this.child = fork(join(import.meta.dirname, 'load.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    this.child.on('message', (result) => {
      this.pending?.resolve(result as LoadResult);
      this.pending = undefined;
    });
    const fail = (error: Error) => {
      this.pending?.reject(error);
      this.pending = undefined;
    };
    this.child.on('error', fail);
    this.child.on('exit', (code) => fail(new Error(`the load generator exited (${code})`)));
  }

  run(job: LoadJob): Promise<LoadResult> {
    if (this.pending) throw new Error('the load generator runs one job at a time');
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.child.send(job);
    });
  }

  stop(): void {
    this.child.kill();
  }
}

/**
 * CPU time (ms) of the Postgres server whose data directory is `dataDir`: the postmaster's own, its ended children's
 * (backends that closed, collected by the postmaster) and its running children's.
 */
export const postgresCpuMs = (dataDir: string): number => {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return Number.NaN;
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const msPerTick = 1000 / 100; // USER_HZ is 100 on Linux
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // the fields after the command name (which may hold spaces): state ppid … utime stime cutime cstime
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
      if (Number(entry) === postmaster) ticks += fields[11]! + fields[12]! + fields[13]! + fields[14]!;
      else if (fields[1] === postmaster) ticks += fields[11]! + fields[12]!;
    } catch {
      // the process ended while being read
    }
  }
  return ticks * msPerTick;
};

const ownCpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Replays captured statements on a pool of the API's login role, one connection per captured connection. */
export class SqlTwin {
  private readonly pool: pg.Pool;

  constructor(authUrl: string, size: number) {
    this.pool = new pg.Pool({ connectionString: authUrl, max: size });
    // Like the API's connections: no JIT optimisation (PostGraphile sets it once per connection; not replayed per request).
    this.pool.on('connect', (client) => {
      client.query('set jit_optimize_above_cost = -1').catch(() => undefined);
    });
    // An idle connection that the server ends (as it stops) is no error of the measurement.
    this.pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`bench: idle SQL connection failed: ${error.message}`);
    });
  }

  async replay(statements: readonly Statement[]): Promise<void> {
    const perConnection = /^\s*set\s/i;
    const byConnection = new Map<object, Statement[]>();
    for (const s of statements) {
      if (!perConnection.test(s.text)) byConnection.set(s.connection, [...(byConnection.get(s.connection) ?? []), s]);
    }
    await Promise.all(
      [...byConnection.values()].map(async (sequence) => {
        const client = await this.pool.connect();
        try {
          for (const s of sequence) {
            if (s.settings === undefined) await client.query(s.text, s.values);
            else await sendWithSettings(client.query.bind(client), s.settings, s.begin === true, { text: s.text, values: s.values });
          }
        } finally {
          client.release();
        }
      }),
    );
  }

  /**
   * Service time of the replay, `requests` times one after the other. A prepared command's statements come from
   * `next` before each replay, outside the measured time.
   */
  async serviceTime(statements: readonly Statement[], requests: number, next?: () => Promise<readonly Statement[]>): Promise<Latency> {
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const sequence = next ? await next() : statements;
      const s = performance.now();
      await this.replay(sequence);
      times.push(performance.now() - s);
    }
    return latencyOf(times);
  }

  /** EXPLAIN ANALYZE of each statement of an operation (not transaction control or settings), under its settings. */
  async explain(statements: readonly Statement[]): Promise<string[]> {
    const control = /^\s*(begin|commit|rollback|select set_config)/i;
    const explainable = /^\s*(select|with|insert|update|delete)\b/i;
    const out: string[] = [];
    for (const main of statements.filter((s) => explainable.test(s.text) && !control.test(s.text))) {
      const client = await this.pool.connect();
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
          // a statement that carried its request's settings: the settings apply from there on
          if (s.settings !== undefined) await client.query(settingsStatement, [s.settings]);
          if (/^\s*(begin|commit)/i.test(s.text) || (explainable.test(s.text) && !control.test(s.text))) continue;
          await client.query(s.text, s.values);
        }
        if (main.settings !== undefined) await client.query(settingsStatement, [main.settings]);
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers off) ${main.text}`, main.values);
        out.push(...rows.map((r) => r['QUERY PLAN']));
      } finally {
        await client.query('rollback').catch(() => undefined);
        client.release();
      }
    }
    return out;
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

export interface ServiceTime {
  graphql: Latency;
  sql: Latency;
  /** The API process's CPU time per GraphQL request, ms. */
  apiCpuMs: number;
  /** Operation plans the API made during the measured requests (after warm-up): 0 when the operation keeps its plan. */
  plansMade: number;
  statements: Statement[];
  /** A prepared command's statements made ready to run once more (EXPLAIN runs them later, after other operations). */
  fresh?: () => Promise<Statement[]>;
}

/** The body with the prepared variables in place of the operation's own. */
const withVariables = (body: Record<string, unknown>, variables: Record<string, string>): Record<string, unknown> =>
  Object.keys(variables).length === 0 ? body : { ...body, variables: { ...(body.variables as Record<string, unknown>), ...variables } };

/** The captured statements with each prepared value of the first request replaced by the next preparation's. */
const substitute = (statements: readonly Statement[], first: Record<string, string>, next: Record<string, string>): Statement[] => {
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string') return Object.keys(first).reduce((v, k) => v.split(first[k]!).join(next[k]!), value);
    return Array.isArray(value) ? value.map(swap) : value;
  };
  return statements.map((s) => ({ ...s, values: s.values?.map(swap) }));
};

/**
 * Service time of one operation (GraphQL and its SQL twin, one request at a time) and the API's CPU per request. A
 * prepared command (Operation.prepare) is prepared before each request and each replay, outside the measured time:
 * its requests are sent one job each, the API's CPU summed over the jobs alone.
 */
export const measureServiceTime = async (
  op: Operation,
  load: LoadGenerator,
  twin: SqlTwin,
  maxRequests: number,
  budgetMs: number,
): Promise<ServiceTime & { requests: number }> => {
  let firstMs = 0;
  const firstVariables = (await op.prepare?.()) ?? {};
  const statements = await captureStatements(async () => {
    const started = performance.now();
    const first = await op.api.post(withVariables(op.body, firstVariables), op.token);
    firstMs = performance.now() - started;
    if (first.body.errors) throw new Error(`${op.name}: ${JSON.stringify(first.body.errors)}`);
  });
  // a slow operation gets fewer requests (at least 5), so that each side's measurement stays near the budget
  const requests = Math.max(5, Math.min(maxRequests, Math.floor(budgetMs / Math.max(firstMs, 0.1))));
  if (!statements.some((s) => /set_config/.test(s.text) || s.settings !== undefined)) throw new Error(`${op.name}: no settings captured (${statements.length} statements)`);
  const job = { url: op.api.url, body: op.body, token: op.token, concurrency: 1 };
  /** `n` requests: their latencies, errors, and the API's CPU over them. */
  const send = async (n: number): Promise<{ times: number[]; errors: number; cpuMs: number }> => {
    if (!op.prepare) {
      const before = ownCpuMs();
      const result = await load.run({ ...job, requests: n });
      return { times: result.times, errors: result.errors, cpuMs: ownCpuMs() - before };
    }
    const out = { times: [] as number[], errors: 0, cpuMs: 0 };
    for (let i = 0; i < n; i++) {
      const variables = await op.prepare();
      const before = ownCpuMs();
      const result = await load.run({ ...job, body: withVariables(op.body, variables), requests: 1 });
      out.cpuMs += ownCpuMs() - before;
      out.times.push(...result.times);
      out.errors += result.errors;
    }
    return out;
  };
  const nextStatements = op.prepare ? async () => substitute(statements, firstVariables, await op.prepare!()) : undefined;
  // warm both paths (plans, connections, JIT of the API's code) before measuring
  await send(Math.max(2, Math.round(requests / 10)));
  await twin.serviceTime(statements, Math.max(2, Math.round(requests / 10)), nextStatements);
  const plansMade = (): number => [...op.api.api.operationPlans().values()].reduce((sum, n) => sum + n, 0);
  const plansBefore = plansMade();
  const gql = await send(requests);
  const plansDuring = plansMade() - plansBefore;
  if (gql.errors > 0) throw new Error(`${op.name}: ${gql.errors} of ${requests} requests answered with errors`);
  const sql = await twin.serviceTime(statements, requests, nextStatements);
  return { graphql: latencyOf(gql.times), sql, apiCpuMs: gql.cpuMs / requests, plansMade: plansDuring, statements, fresh: nextStatements, requests };
};

export interface Saturation {
  concurrency: number;
  requestsPerSecond: number;
  /** CPU cores each process used on average over the run. */
  cores: { api: number; load: number; postgres: number };
  /** The process that limits the rate. */
  saturates: string;
}

/**
 * Requests per second at `concurrency` with the load generator in its own process, and who saturates: the API when its
 * one thread is near a full core, else Postgres when the machine's cores are near full, else nobody (the client).
 */
export const measureSaturation = async (
  op: Operation,
  load: LoadGenerator,
  pgDataDir: string,
  requests: number,
  concurrency: number,
  machineCores: number,
): Promise<Saturation> => {
  const job = { url: op.api.url, body: op.body, token: op.token, requests, concurrency };
  await load.run({ ...job, requests: Math.round(requests / 10) });
  const apiBefore = ownCpuMs();
  const pgBefore = postgresCpuMs(pgDataDir);
  const result = await load.run(job);
  const seconds = result.elapsedMs / 1000;
  const cores = {
    api: (ownCpuMs() - apiBefore) / result.elapsedMs,
    load: result.cpuMs / result.elapsedMs,
    postgres: (postgresCpuMs(pgDataDir) - pgBefore) / result.elapsedMs,
  };
  const total = cores.api + cores.load + cores.postgres;
  const largest = (Object.entries(cores) as [keyof typeof cores, number][]).sort((x, y) => y[1] - x[1])[0]![0];
  const saturates =
    cores.api >= 0.85
      ? 'API (its thread at a full core)'
      : total >= machineCores * 0.85
        ? `all ${machineCores} cores (${largest === 'api' ? 'API' : largest === 'load' ? 'load generator' : 'Postgres'} the largest share)`
        : 'nothing (requests wait on each other)';
  return { concurrency, requestsPerSecond: result.times.length / seconds, cores, saturates };
};
