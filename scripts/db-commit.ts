// `npm run db:commit [-- "message"]`: turns the work in progress under db/migrations/current/ into the next numbered
// migration under db/migrations/committed/ (graphile-migrate commit). It runs the migration from nothing in two
// throwaway databases (main and shadow) on the embedded default's server, so no real database is touched.
// The `drop schema ... cascade` preamble that keeps `current` re-runnable is left out of a first migration.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commit } from 'graphile-migrate';
import { graphileMigrateSettings, migrationsFolder } from '@pp/db';
import { scratchServer } from './lib/scratch-db.ts';

const message = process.argv[2];
const currentDir = join(migrationsFolder, 'current');
const firstMigration = readdirSync(join(migrationsFolder, 'committed')).filter((f) => f.endsWith('.sql')).length === 0;
if (firstMigration) {
  for (const file of readdirSync(currentDir).filter((f) => f.endsWith('.sql'))) {
    const path = join(currentDir, file);
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.replace(/^-- `current` is re-run.*\n(drop schema if exists [a-z_]+ cascade;\n)+/m, ''));
  }
}

const server = await scratchServer();
try {
  await server.withDatabases(['partner_portal_commit', 'partner_portal_commit_shadow'], async ([main, shadow]) => {
    await commit({ ...graphileMigrateSettings(main!.ownerUrl), shadowConnectionString: shadow!.ownerUrl, rootConnectionString: server.rootUrl }, message);
  });
} finally {
  await server.stop();
}
