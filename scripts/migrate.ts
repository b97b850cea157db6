// Prepares an external database (docker-compose, production): roles + database if missing, the COMMITTED migrations
// (it refuses to run while db/migrations/current/ holds uncommitted work), demo seed.
// Env: DATABASE_URL (a superuser/owner URL naming the database), SEED=false to skip the demo data.
import { ensureDatabase, migrateCommitted } from '@pp/db';

interface SeedsModule {
  seedIfEmpty?: (ownerUrl: string) => Promise<unknown>;
}

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const target = new URL(url);
const database = decodeURIComponent(target.pathname.slice(1)) || 'partner_portal';
const root = new URL(url);
root.pathname = '/postgres';

const { ownerUrl } = await ensureDatabase(root.toString(), database);
await migrateCommitted(ownerUrl);
console.log(`migrated ${database}`);
if (process.env.SEED !== 'false') {
  const seeds = (await import('@pp/seeds')) as SeedsModule;
  if (typeof seeds.seedIfEmpty !== 'function') throw new Error('@pp/seeds has no seedIfEmpty; run with SEED=false');
  await seeds.seedIfEmpty(ownerUrl);
  console.log('seed checked');
}
