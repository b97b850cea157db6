import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { migrate as gmMigrate, watch as gmWatch, type Settings } from 'graphile-migrate';
import pg from 'pg';

export const migrationsFolder = resolve(fileURLToPath(import.meta.url), '../../migrations');

/** Names of the cluster roles the schema grants to. The API logs in as the authenticator. */
export const dbRoles = {
  authenticator: 'pp_authenticator',
  anonymous: 'pp_anonymous',
  user: 'pp_user',
} as const;

export const authenticatorPassword = (): string => process.env.AUTH_DB_PASSWORD ?? 'pp_authenticator';

const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

const withCredentials = (url: string, user: string, password: string): string => {
  const u = new URL(url);
  u.username = user;
  u.password = password;
  return u.toString();
};

export interface DatabaseUrls {
  /** Owner connection: migrations, seeds, the worker. */
  ownerUrl: string;
  /** The API's login role; row-level security applies to every request made through it. */
  authUrl: string;
}

/**
 * Creates the roles and the database if missing (idempotent), using a superuser connection.
 * `rootUrl` points at any database of the server; `database` is the one to create.
 */
export const ensureDatabase = async (rootUrl: string, database: string): Promise<DatabaseUrls> => {
  const client = new pg.Client({ connectionString: rootUrl });
  await client.connect();
  try {
    const password = authenticatorPassword();
    await client.query(`
      do $$ begin
        if not exists (select 1 from pg_roles where rolname = '${dbRoles.anonymous}') then create role ${dbRoles.anonymous} nologin; end if;
        if not exists (select 1 from pg_roles where rolname = '${dbRoles.user}') then create role ${dbRoles.user} nologin; end if;
        if not exists (select 1 from pg_roles where rolname = '${dbRoles.authenticator}') then
          create role ${dbRoles.authenticator} login noinherit;
        end if;
      end $$;`);
    await client.query(`alter role ${dbRoles.authenticator} with login noinherit password ${client.escapeLiteral(password)}`);
    await client.query(`grant ${dbRoles.anonymous}, ${dbRoles.user} to ${dbRoles.authenticator}`);
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
    const ownerUrl = withDatabase(rootUrl, database);
    return { ownerUrl, authUrl: withCredentials(ownerUrl, dbRoles.authenticator, password) };
  } finally {
    await client.end();
  }
};

/** Drops the database (used by tests to start from nothing). */
export const dropDatabase = async (rootUrl: string, database: string): Promise<void> => {
  const client = new pg.Client({ connectionString: rootUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${client.escapeIdentifier(database)} with (force)`);
  } finally {
    await client.end();
  }
};

const settingsFor = (ownerUrl: string): Settings => ({
  connectionString: ownerUrl,
  migrationsFolder,
  placeholders: {
    ':DATABASE_AUTHENTICATOR': dbRoles.authenticator,
    ':DATABASE_VISITOR': dbRoles.user,
    ':DATABASE_ANONYMOUS': dbRoles.anonymous,
  },
  logger: undefined,
});

const settle = (): Promise<void> =>
  // graphile-migrate ends its pools 200 ms after their last use, and exits the process if an idle one loses its
  // server; waiting here means stopping Postgres right after migrating is safe.
  new Promise((resolve) => setTimeout(resolve, 300));

/** SQL files of the work in progress under `migrations/current/` that hold more than comments and blank lines. */
export const uncommittedMigrationFiles = (folder = migrationsFolder): string[] => {
  const current = join(folder, 'current');
  let files: string[];
  try {
    files = readdirSync(current).filter((f) => f.endsWith('.sql'));
  } catch {
    return [];
  }
  return files.filter((f) =>
    readFileSync(join(current, f), 'utf8')
      .split('\n')
      .some((line) => line.trim() !== '' && !line.trim().startsWith('--')),
  );
};

/** Names of the committed migrations (`000001-foundation.sql` → `000001`), in order. */
export const committedMigrationNames = (folder = migrationsFolder): string[] =>
  readdirSync(join(folder, 'committed'))
    .filter((f) => /^\d{6}.*\.sql$/.test(f))
    .sort()
    .map((f) => f.slice(0, 6));

/**
 * Development and tests: the committed migrations, then the work in progress under `migrations/current/`
 * (re-run from the top whenever it changes). Never used by a deployment: see `migrateCommitted`.
 */
export const migrate = async (ownerUrl: string): Promise<void> => {
  const settings = settingsFor(ownerUrl);
  await gmMigrate(settings);
  await gmWatch(settings, true);
  await settle();
};

/**
 * Deployments (the docker-compose `migrate` job, production): committed migrations only. It refuses to run while
 * `migrations/current/` holds work that was never committed, because that work would silently be missing from the
 * database (and `current/` may drop and re-create what it owns, wiping data, every time it changes).
 */
export const migrateCommitted = async (ownerUrl: string, folder = migrationsFolder): Promise<void> => {
  const pending = uncommittedMigrationFiles(folder);
  if (pending.length > 0) {
    throw new Error(
      `db/migrations/current/ holds uncommitted migration work (${pending.join(', ')}): commit it with ` +
        '`npm run db:commit` before deploying; deployments run committed migrations only',
    );
  }
  await gmMigrate({ ...settingsFor(ownerUrl), migrationsFolder: folder });
  await settle();
};

/**
 * The API and the worker in production refuse to start against a database that lacks a committed migration (the
 * migrate job has not run, or ran an older release), instead of failing later on a missing table or function.
 */
export const assertCommittedMigrationsApplied = async (ownerUrl: string, folder = migrationsFolder): Promise<void> => {
  const expected = committedMigrationNames(folder);
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  let applied: string[] = [];
  try {
    const exists = await client.query(`select to_regclass('graphile_migrate.migrations') is not null as ok`);
    if (exists.rows[0]?.ok) {
      applied = (await client.query<{ filename: string }>('select filename from graphile_migrate.migrations')).rows.map((r) =>
        r.filename.slice(0, 6),
      );
    }
  } finally {
    await client.end();
  }
  const missing = expected.filter((name) => !applied.includes(name));
  if (missing.length > 0) {
    throw new Error(`the database lacks committed migration(s) ${missing.join(', ')}: run the migrate job (scripts/migrate.ts) first`);
  }
};

export const graphileMigrateSettings = settingsFor;
