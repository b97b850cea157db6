// PgBouncer (Debian's package, 1.18) in front of a Postgres server, in transaction pool mode: a config and a user
// list in a temporary directory, the server run in the foreground (as `postgres` when this process is root, since it
// refuses root), ready once its port accepts connections. docker/pgbouncer.ini carries the same pool settings.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPortOpen, spawnChild, waitForPort, type Child } from './proc.ts';

/**
 * The pool settings of the API's pooler, here and in docker/pgbouncer.ini (a unit test compares them):
 * - transaction mode: a server connection serves one transaction of a client, then any other client's. Every API
 *   request is one transaction whose role and claims are transaction-local (`set_config(…, true)`), so they end
 *   with it; nothing a request sets lives on in the connection.
 * - no reset query between transactions (`server_reset_query_always = 0`): it would cost a round trip per request,
 *   and the transaction already ends what it set. In transaction mode the reset query is not run at all.
 * - `max_client_conn` above the sum of every API process's pool (10 each by default), queued when the server
 *   connections are busy; `default_pool_size` server connections per database and user.
 */
export const transactionPoolSettings = {
  pool_mode: 'transaction',
  server_reset_query: 'DISCARD ALL',
  server_reset_query_always: '0',
  max_client_conn: '1000',
  auth_type: 'scram-sha-256',
  // clients of other languages send it at start-up; 1.18 refuses start-up parameters it does not know
  ignore_startup_parameters: 'extra_float_digits',
} as const;

/**
 * Run on each new server connection. PostGraphile sets this once per client connection, outside any transaction;
 * through the pooler that lands on whichever server connection serves it, so the pooler gives every server
 * connection the same value from the start (plans are not JIT-optimised: the optimisation costs more than it saves).
 */
export const serverConnectQuery = 'SET jit_optimize_above_cost = -1';

/** The pgbouncer binary: PGBOUNCER_BIN, Debian's /usr/sbin/pgbouncer, else one on the PATH; undefined when missing. */
export function pgBouncerBinary(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.PGBOUNCER_BIN) return existsSync(env.PGBOUNCER_BIN) ? env.PGBOUNCER_BIN : undefined;
  if (existsSync('/usr/sbin/pgbouncer')) return '/usr/sbin/pgbouncer';
  const found = spawnSync('sh', ['-c', 'command -v pgbouncer'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : undefined;
}

export interface PgBouncerLogin {
  name: string;
  /** Used by clients to log in to the pooler and by the pooler to log in to the server. */
  password: string;
}

export interface StartPgBouncerOptions {
  port: number;
  /** A connection URL of the server: its host, port and database are pooled (under the same database name). */
  serverUrl: string;
  logins: readonly PgBouncerLogin[];
  /** Server connections per database and login (`default_pool_size`). */
  poolSize: number;
  binary?: string;
  echo?: boolean;
  logFile?: string;
}

export interface RunningPgBouncer {
  port: number;
  /** The database's URL through the pooler for one of the logins. */
  url(login: PgBouncerLogin): string;
  /** The admin console (`SHOW POOLS`, `SHOW SERVERS`; simple queries only). */
  adminUrl: string;
  child: Child;
  stop(): Promise<void>;
}

/** As root, the server runs as the `postgres` system user (else `nobody`); otherwise as this process's user. */
const runAs = (): { uid?: number; gid?: number } => {
  if (process.getuid?.() !== 0) return {};
  for (const user of ['postgres', 'nobody']) {
    try {
      const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
      return { uid: id('-u'), gid: id('-g') };
    } catch {
      // try the next one
    }
  }
  throw new Error('pgbouncer refuses to run as root, and neither a `postgres` nor a `nobody` user exists');
};

/** Starts PgBouncer in transaction mode in front of `serverUrl`'s database and waits for its port. */
export async function startPgBouncer(options: StartPgBouncerOptions): Promise<RunningPgBouncer> {
  const binary = options.binary ?? pgBouncerBinary();
  if (!binary) throw new Error('pgbouncer is not installed (apt-get install pgbouncer)');
  if (await isPortOpen('127.0.0.1', options.port)) throw new Error(`port ${options.port} is taken: pgbouncer cannot listen there`);
  const server = new URL(options.serverUrl);
  const database = decodeURIComponent(server.pathname.slice(1)) || 'postgres';
  const host = server.hostname === 'localhost' ? '127.0.0.1' : server.hostname;
  const admin: PgBouncerLogin = { name: 'pgbouncer_admin', password: `admin-${process.pid}-${Date.now()}` };
  const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-'));
  const ini = join(dir, 'pgbouncer.ini');
  const userlist = join(dir, 'userlist.txt');
  const settings: Record<string, string> = {
    listen_addr: '127.0.0.1',
    listen_port: String(options.port),
    // TCP only: a socket in /tmp is per port and machine-wide
    unix_socket_dir: '',
    auth_file: userlist,
    admin_users: admin.name,
    default_pool_size: String(options.poolSize),
    ...transactionPoolSettings,
  };
  writeFileSync(
    ini,
    [
      '[databases]',
      `${database} = host=${host} port=${server.port || '5432'} dbname=${database} connect_query='${serverConnectQuery}'`,
      '',
      '[pgbouncer]',
      ...Object.entries(settings).map(([key, value]) => `${key} = ${value}`.trimEnd()),
      '',
    ].join('\n'),
  );
  writeFileSync(userlist, [...options.logins, admin].map((l) => `"${l.name.replace(/"/g, '""')}" "${l.password.replace(/"/g, '""')}"`).join('\n') + '\n');
  const user = runAs();
  if (user.uid !== undefined) for (const path of [dir, ini, userlist]) chownSync(path, user.uid, user.gid ?? -1);
  const child = spawnChild({ name: 'pgbouncer', command: binary, args: [ini], ...user, echo: options.echo ?? false, logFile: options.logFile });
  const stop = async () => {
    await child.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort('127.0.0.1', options.port, { timeoutMs: 15_000, intervalMs: 100, child });
  } catch (error) {
    await stop();
    throw error;
  }
  const url = (login: PgBouncerLogin) =>
    `postgres://${encodeURIComponent(login.name)}:${encodeURIComponent(login.password)}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`;
  return { port: options.port, url, adminUrl: url(admin).replace(/\/[^/]*$/, '/pgbouncer'), child, stop };
}
