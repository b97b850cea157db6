// `npm run db:schema`: rewrites db/schema/<feature>.sql, the schema-only dump of a database migrated from nothing
// (committed migrations, then current/) in a throwaway database, one file per feature (db/src/schema-homes.ts), and
// removes a file no feature has any more. db/test/schema-dump.test.ts fails when the files are stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dumpSchemaHomes, migrate, schemaHomesDir } from '@pp/db';
import { scratchServer } from './lib/scratch-db.ts';

const server = await scratchServer();
try {
  await server.withDatabases(['partner_portal_schema'], async ([db]) => {
    await migrate(db!.ownerUrl);
    const files = await dumpSchemaHomes(db!.ownerUrl);
    mkdirSync(schemaHomesDir, { recursive: true });
    for (const stale of readdirSync(schemaHomesDir).filter((f) => f.endsWith('.sql') && !files.has(f))) {
      rmSync(join(schemaHomesDir, stale));
      console.log(`removed ${join(schemaHomesDir, stale)}`);
    }
    for (const [file, text] of files) writeFileSync(join(schemaHomesDir, file), text);
    console.log(`wrote ${files.size} files in ${schemaHomesDir}`);
  });
} finally {
  await server.stop();
}
