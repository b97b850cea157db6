// `npm run db:constants`: writes db/migrations/current/001-domain-constants.sql, the immutable functions
// app_hidden.<name>() that give SQL the values it shares with TypeScript (limits, periods, patterns), from the
// domain package's sqlConstants. Run it after changing one of them; db/test/shared-rules.test.ts fails until the
// database holds the same values.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '@pp/db';
import { sqlConstantsMigration } from '@pp/domain';

const file = join(migrationsFolder, 'current', '001-domain-constants.sql');
// graphile-migrate leaves `1-current.sql` (a comment only) after a commit; its number 1 would clash with this file's.
const placeholder = join(migrationsFolder, 'current', '1-current.sql');
if (existsSync(placeholder) && /^(\s*--[^\n]*\n?)*\s*$/.test(readFileSync(placeholder, 'utf8'))) rmSync(placeholder);
writeFileSync(file, sqlConstantsMigration());
console.log(`wrote ${file}`);
