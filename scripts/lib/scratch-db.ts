// A throwaway database on the embedded default's server (started for the occasion when it is not running), for
// commands that must build the schema from nothing without touching a real database (db:commit, db:schema,
// schema:export).
import { join } from 'node:path';
import { dropDatabase, ensureDatabase, startEmbeddedPostgres, type DatabaseUrls } from '@pp/db';
import { dataDir } from './paths.ts';
import { isPortOpen } from './proc.ts';
import { DEV_PORTS } from './stack.ts';

export interface ScratchServer {
  rootUrl: string;
  /** Creates (fresh) the named databases, runs `work` with their URLs (owner, API login), drops them again. */
  withDatabases<T>(names: readonly string[], work: (urls: DatabaseUrls[]) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export const scratchServer = async (): Promise<ScratchServer> => {
  const port = Number(process.env.PG_PORT ?? DEV_PORTS.postgres);
  const running = await isPortOpen('127.0.0.1', port);
  const server = running ? undefined : await startEmbeddedPostgres({ dataDir: join(dataDir, 'pg'), port });
  const rootUrl = server?.rootUrl ?? `postgres://postgres:postgres@localhost:${port}/postgres`;
  return {
    rootUrl,
    async withDatabases(names, work) {
      for (const name of names) await dropDatabase(rootUrl, name);
      try {
        const urls: DatabaseUrls[] = [];
        for (const name of names) urls.push(await ensureDatabase(rootUrl, name));
        return await work(urls);
      } finally {
        // graphile-migrate ends its pools 200 ms after their last use
        await new Promise((resolve) => setTimeout(resolve, 300));
        for (const name of names) await dropDatabase(rootUrl, name);
      }
    },
    stop: async () => {
      await server?.stop();
    },
  };
};
