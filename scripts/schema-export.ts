// `npm run schema:export`: rewrites api/schema.graphql, the GraphQL schema the API builds from a database migrated
// from nothing (committed migrations, then current/) in a throwaway database; with DATABASE_URL and
// AUTH_DATABASE_URL set, from that database instead. api/src/api.test.ts fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { migrate } from '@pp/db';
import { printApiSchema, schemaFile } from '../api/src/export-schema.ts';
import { scratchServer } from './lib/scratch-db.ts';

const write = async (ownerUrl: string, authUrl: string): Promise<void> => {
  writeFileSync(schemaFile, await printApiSchema(ownerUrl, authUrl));
  console.log(`wrote ${schemaFile}`);
};

if (process.env.DATABASE_URL && process.env.AUTH_DATABASE_URL) {
  await write(process.env.DATABASE_URL, process.env.AUTH_DATABASE_URL);
} else {
  const server = await scratchServer();
  try {
    await server.withDatabases(['partner_portal_schema_export'], async ([db]) => {
      await migrate(db!.ownerUrl);
      await write(db!.ownerUrl, db!.authUrl);
    });
  } finally {
    await server.stop();
  }
}
