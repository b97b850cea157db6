// `npm run db:commit [-- "message"]`: turns the work in progress under db/migrations/current/ into the next numbered
// migration under db/migrations/committed/ (graphile-migrate commit). It runs the migration from nothing in two
// throwaway databases (main and shadow) on the embedded default's server, so no real database is touched.
// The `drop schema ... cascade` preamble that keeps `current` re-runnable is left out of a first migration.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commit } from 'graphile-migrate';
import { dropDatabase, ensureDatabase, graphileMigrateSettings, migrationsFolder, startEmbeddedPostgres } from '@pp/db';
import { dataDir } from './lib/paths.ts';
import { isPortOpen } from './lib/proc.ts';
import { DEV_PORTS } from './lib/stack.ts';

const message = process.argv[2];
const port = Number(process.env.PG_PORT ?? DEV_PORTS.postgres);
const running = await isPortOpen('127.0.0.1', port);
const server = running ? undefined : await startEmbeddedPostgres({ dataDir: join(dataDir, 'pg'), port });
const rootUrl = server?.rootUrl ?? `postgres://postgres:postgres@localhost:${port}/postgres`;

const currentDir = join(migrationsFolder, 'current');
const firstMigration = readdirSync(join(migrationsFolder, 'committed')).filter((f) => f.endsWith('.sql')).length === 0;
if (firstMigration) {
  for (const file of readdirSync(currentDir).filter((f) => f.endsWith('.sql'))) {
    const path = join(currentDir, file);
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.replace(/^-- `current` is re-run.*\n(drop schema if exists [a-z_]+ cascade;\n)+/m, ''));
  }
}

const main = 'partner_portal_commit';
const shadow = 'partner_portal_commit_shadow';
try {
  await dropDatabase(rootUrl, main);
  await dropDatabase(rootUrl, shadow);
  const { ownerUrl } = await ensureDatabase(rootUrl, main);
  const shadowUrl = ownerUrl.replace(`/${main}`, `/${shadow}`);
  await commit({ ...graphileMigrateSettings(ownerUrl), shadowConnectionString: shadowUrl, rootConnectionString: rootUrl }, message);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await dropDatabase(rootUrl, main);
  await dropDatabase(rootUrl, shadow);
} finally {
  await server?.stop();
}
