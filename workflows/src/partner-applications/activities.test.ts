import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase, migrate } from '@pp/db';
import { type TestDatabase, useTestDatabase } from '../../test-server/postgres.ts';
import { createPartnerApplicationActivities } from './activities.ts';

/**
 * The activities against the real SQL functions (their effects are tested with the SQL in db/test): names, argument
 * and result types, and idempotent no-ops for an application that does not exist.
 */
let db: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  db = await useTestDatabase();
  let url = db.url;
  if (!process.env.DATABASE_URL) {
    url = (await ensureDatabase(db.url, 'pp_workflows_test')).ownerUrl;
    await migrate(url);
  }
  pool = new pg.Pool({ connectionString: url, max: 2 });
}, 240_000);

afterAll(async () => {
  await pool?.end();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await db?.stop();
}, 60_000);

describe('partner-application activities (SQL contract)', { timeout: 30_000 }, () => {
  it('answers null / 0 / nothing for an application that does not exist, and can be repeated', async () => {
    const a = createPartnerApplicationActivities(pool);
    const id = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      expect(await a.partnerApplicationStatus(id)).toBeNull();
      expect(await a.partnerApplicationRemindAdmins(id, 1)).toBe(0);
      await expect(a.partnerApplicationNotify(id, 'approved')).resolves.toBeUndefined();
      await expect(a.partnerApplicationNotify(id, 'rejected')).resolves.toBeUndefined();
    }
  });
});
