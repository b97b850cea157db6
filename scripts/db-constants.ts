// `npm run db:constants`: writes db/migrations/current/001-domain-constants.sql, the immutable functions
// app_hidden.<name>() that give SQL the values it shares with TypeScript (limits, periods, patterns), from the
// domain package's sqlConstants. Run it after changing one of them; db/test/shared-rules.test.ts fails until the
// database holds the same values.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '@pp/db';
import { sqlConstantsMigration } from '@pp/domain';

const file = join(migrationsFolder, 'current', '001-domain-constants.sql');
writeFileSync(file, sqlConstantsMigration());
console.log(`wrote ${file}`);
