// `npm run db:reset`: drops the embedded default's database, migrates it from nothing and loads the demo seeds.
// Works whether or not `npm start` is running (it uses the running server if the port answers).
// With DATABASE_URL set (an external database) it refuses: dropping someone's database is not a default.
import { join } from 'node:path';
import { dropDatabase, ensureDatabase, migrate, startEmbeddedPostgres } from '@pp/db';
import { seed } from '@pp/seeds';
import { dataDir } from './lib/paths.ts';
import { isPortOpen } from './lib/proc.ts';
import { DEV_PORTS } from './lib/stack.ts';

const database = 'partner_portal';

if (process.env.DATABASE_URL) {
  console.error('db:reset only resets the embedded default; DATABASE_URL points at an external database.');
  process.exit(2);
}

const port = Number(process.env.PG_PORT ?? DEV_PORTS.postgres);
const running = await isPortOpen('127.0.0.1', port);
const server = running ? undefined : await startEmbeddedPostgres({ dataDir: join(dataDir, 'pg'), port });
const rootUrl = server?.rootUrl ?? `postgres://postgres:postgres@localhost:${port}/postgres`;
try {
  await dropDatabase(rootUrl, database);
  const { ownerUrl } = await ensureDatabase(rootUrl, database);
  await migrate(ownerUrl);
  await seed(ownerUrl);
  console.log(`database ${database} reset, migrated and seeded${running ? ' (restart the API so it sees the new schema)' : ''}`);
} finally {
  await server?.stop();
}
