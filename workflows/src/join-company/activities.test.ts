import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase, migrate } from '@pp/db';
import { type TestDatabase, useTestDatabase } from '../../test-server/postgres.ts';
import { withCodedErrors } from '../errors.ts';
import { createJoinApplicationActivities } from './activities.ts';

/**
 * The activities against the real SQL functions: DATABASE_URL (already migrated by the repo's globalSetup), else a
 * throwaway embedded server migrated here. The effects themselves are tested with the SQL in db/; this checks the
 * contract (names, argument and result types, idempotent no-ops, coded errors).
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
  // graphile-migrate keeps its pool for 200 ms after use and exits the process on an idle-connection error:
  // let it close before the server stops.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await db?.stop();
}, 60_000);

describe('join-application activities (SQL contract)', { timeout: 30_000 }, () => {
  it('answers null / 0 / nothing for an application that does not exist, and can be repeated', async () => {
    const a = createJoinApplicationActivities(pool);
    const id = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      expect(await a.joinApplicationStatus(id)).toBeNull();
      expect(await a.joinApplicationRemindAdmins(id, 1)).toBe(0);
      await expect(a.joinApplicationApplyApproval(id)).resolves.toBeUndefined();
      await expect(a.joinApplicationNotify(id, 'approved')).resolves.toBeUndefined();
      await expect(a.joinApplicationNotify(id, 'rejected')).resolves.toBeUndefined();
    }
  });

  it('maps a coded SQL exception (errcode PPERR, message = code, detail = params) to an ApplicationFailure', async () => {
    // The convention of the SQL raise helper (db/migrations/current/001-core.sql), raised inline so the test does
    // not depend on the helper's schema.
    await expect(
      withCodedErrors(() =>
        pool.query(`do $$ begin
          raise exception using errcode = 'PPERR', message = 'JOIN_APPLICATION_NOT_FOUND', detail = '{"id": "x"}';
        end $$`),
      ),
    ).rejects.toMatchObject({ type: 'JOIN_APPLICATION_NOT_FOUND', nonRetryable: true, details: [{ id: 'x' }] });
  });
});
