// Global setup of the `db` project: a fresh, migrated `partner_portal_test` database for every run.
import type { TestProject } from 'vitest/node';
import { dropDatabase, ensureDatabase, migrate } from '@pp/db';
import { acquireTestPostgres } from './postgres-server.ts';
import './context.ts';

export const TEST_DATABASE = 'partner_portal_test';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pg = await acquireTestPostgres();
  try {
    await dropDatabase(pg.rootUrl, TEST_DATABASE);
    const urls = await ensureDatabase(pg.rootUrl, TEST_DATABASE);
    await migrate(urls.ownerUrl);
    process.env.DATABASE_URL = urls.ownerUrl;
    process.env.AUTH_DATABASE_URL = urls.authUrl;
    project.provide('DATABASE_URL', urls.ownerUrl);
    project.provide('AUTH_DATABASE_URL', urls.authUrl);
  } catch (err) {
    await pg.release();
    throw err;
  }
  return () => pg.release();
}
