// One embedded PostgreSQL for a whole test run (port 56432, data in .data/test-pg), shared by the `db` and `e2e`
// projects' global setups (they run in the same vitest process). TEST_PG_URL (a superuser URL) uses a running server.
import { join } from 'node:path';
import { startEmbeddedPostgres } from '@pp/db';
import { dataDir } from '../lib/paths.ts';
import { isPortOpen } from '../lib/proc.ts';

export const TEST_PG_PORT = 56432;

interface Shared {
  rootUrl: Promise<string>;
  users: number;
  stop: () => Promise<void>;
}

const KEY = Symbol.for('partner-portal.test-postgres');
const registry = globalThis as unknown as Record<symbol, Shared | undefined>;

export interface TestPostgres {
  rootUrl: string;
  release(): Promise<void>;
}

export async function acquireTestPostgres(): Promise<TestPostgres> {
  let shared = registry[KEY];
  if (!shared) {
    let stop = async (): Promise<void> => {};
    const external = process.env.TEST_PG_URL;
    const rootUrl = (async (): Promise<string> => {
      if (external) return external;
      if (await isPortOpen('127.0.0.1', TEST_PG_PORT)) {
        throw new Error(`port ${TEST_PG_PORT} is taken: another test run is going on (or set TEST_PG_URL)`);
      }
      const pg = await startEmbeddedPostgres({ dataDir: join(dataDir, 'test-pg'), port: TEST_PG_PORT });
      stop = () => pg.stop();
      return pg.rootUrl;
    })();
    shared = { rootUrl, users: 0, stop: () => stop() };
    registry[KEY] = shared;
  }
  shared.users++;
  const current = shared;
  const rootUrl = await current.rootUrl;
  return {
    rootUrl,
    async release(): Promise<void> {
      current.users--;
      if (current.users === 0) {
        registry[KEY] = undefined;
        await current.stop();
      }
    },
  };
}
