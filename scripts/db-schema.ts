// `npm run db:schema`: rewrites db/schema.sql, the schema-only dump of a database migrated from nothing (committed
// migrations, then current/) in a throwaway database. db/test/schema-dump.test.ts fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { dumpSchema, migrate, schemaDumpPath } from '@pp/db';
import { scratchServer } from './lib/scratch-db.ts';

const server = await scratchServer();
try {
  await server.withDatabases(['partner_portal_schema'], async ([db]) => {
    await migrate(db!.ownerUrl);
    writeFileSync(schemaDumpPath, await dumpSchema(db!.ownerUrl));
  });
  console.log(`wrote ${schemaDumpPath}`);
} finally {
  await server.stop();
}
