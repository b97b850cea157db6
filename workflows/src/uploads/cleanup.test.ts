import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker } from '@temporalio/worker';
import pg from 'pg';
import { incomingObjectKey } from '@pp/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataDir } from '../../../scripts/lib/paths.ts';
import { startStorage, type RunningStorage } from '../../../scripts/lib/storage.ts';
import { createTimeSkippingTestEnv } from '../../test-server/env.ts';
import { createUploadsActivities, type UploadsActivities } from './activities.ts';
import { uploadsStorageFromEnv } from './storage.ts';
import { ensureUploadsCleanup } from './start.ts';
import { uploadsCleanupWorkflow, uploadsCleanupWorkflowId } from './workflow.ts';

describe('uploadsCleanupWorkflow (time skipping)', { timeout: 60_000 }, () => {
  let env: TestWorkflowEnvironment;
  let worker: Worker;
  let running: Promise<void>;
  const taskQueue = `uploads-cleanup-test-${randomUUID()}`;
  let attempts = 0;
  let successes = 0;
  let failing = false;
  const activities: UploadsActivities = {
    async uploadsRemoveAbandoned(olderThanMinutes) {
      attempts++;
      expect(olderThanMinutes).toBe(60);
      if (failing) throw new Error('storage unreachable');
      successes++;
      return 0;
    },
  };

  beforeAll(async () => {
    env = await createTimeSkippingTestEnv();
    const workflowBundle = await bundleWorkflowCode({
      workflowsPath: fileURLToPath(new URL('../workflows.ts', import.meta.url)),
      logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} },
    });
    worker = await Worker.create({ connection: env.nativeConnection, taskQueue, workflowBundle, activities });
    running = worker.run();
  }, 180_000);

  afterAll(async () => {
    worker?.shutdown();
    await running;
    await env?.teardown();
  }, 60_000);

  it('sweeps at once, then every interval, goes on after a failed sweep, and continues as new', async () => {
    const wait = { timeout: 20_000, interval: 100 };
    const handle = await env.client.workflow.start(uploadsCleanupWorkflow, {
      workflowId: `uploads-cleanup-${randomUUID()}`,
      taskQueue,
      args: [{ everyMinutes: 15, olderThanMinutes: 60, sweepsPerRun: 3 }],
    });
    const firstRun = (await handle.describe()).runId;
    await vi.waitFor(() => expect(successes).toBe(1), wait);
    await env.sleep('10 minutes');
    expect(successes).toBe(1);
    await env.sleep('6 minutes');
    await vi.waitFor(() => expect(successes).toBe(2), wait);

    // The third sweep fails on every attempt: its retries run out, the workflow logs it and keeps going.
    failing = true;
    const before = attempts;
    await env.sleep('15 minutes');
    await vi.waitFor(() => expect(attempts).toBeGreaterThan(before), wait);
    await env.sleep('5 minutes');
    await vi.waitFor(() => expect(attempts).toBe(before + 5), wait);
    expect((await handle.describe()).status.name).toBe('RUNNING');
    failing = false;

    // After three sweeps the run continues as new and sweeps at once.
    await env.sleep('15 minutes');
    await vi.waitFor(async () => {
      const now = await env.client.workflow.getHandle(handle.workflowId).describe();
      expect(now.runId).not.toBe(firstRun);
      expect(now.status.name).toBe('RUNNING');
      expect(successes).toBe(3);
    }, wait);
  });

  it('is started once: a second worker finds it running', async () => {
    expect(await ensureUploadsCleanup(env.client)).toBe('started');
    expect(await ensureUploadsCleanup(env.client)).toBe('running');
    const handle = env.client.workflow.getHandle(uploadsCleanupWorkflowId);
    expect((await handle.describe()).status.name).toBe('RUNNING');
    await handle.terminate('test over');
  });
});

describe('uploadsRemoveAbandoned (real Postgres and S3)', { timeout: 60_000 }, () => {
  let storage: RunningStorage;
  let pool: pg.Pool;
  let s3: S3Client;

  beforeAll(async () => {
    storage = await startStorage({ port: 19901, dataDir: join(dataDir, 'test-workflows-s3'), corsOrigins: [], fresh: true, echo: false });
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    s3 = new S3Client({
      endpoint: storage.endpoint,
      region: storage.region,
      forcePathStyle: true,
      credentials: { accessKeyId: storage.accessKey, secretAccessKey: storage.secretKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }, 120_000);

  afterAll(async () => {
    s3?.destroy();
    await pool?.end();
    await storage?.stop();
  });

  const upload = async (minutesAgo: number, withObject: boolean) => {
    const root = randomUUID();
    await pool.query('select app_private.ensure_root_user($1, $2, $3, $4)', [root, `u-${root.slice(0, 8)}`, null, 'U']);
    const id = randomUUID();
    const key = `avatar/${id}.png`;
    await pool.query(
      `insert into app_public.uploaded_files (id, root_user_id, use, name, size, mime_type, storage_key, created_at)
       values ($1, $2, 'AVATAR', 'a.png', 3, 'image/png', $3, now() - make_interval(mins => $4))`,
      [id, root, key, minutesAgo],
    );
    // what a browser uploaded arrives at the incoming key (the file's own key is written by a confirmation only)
    if (withObject) await s3.send(new PutObjectCommand({ Bucket: storage.bucket, Key: incomingObjectKey(key), Body: 'abc' }));
    return { id, key: incomingObjectKey(key) };
  };
  const exists = (key: string) =>
    s3.send(new HeadObjectCommand({ Bucket: storage.bucket, Key: key })).then(
      () => true,
      () => false,
    );
  const status = async (id: string) =>
    (await pool.query<{ status: string }>('select status from app_public.uploaded_files where id = $1', [id])).rows[0]?.status;

  it('deletes objects of uploads UPLOADING for more than an hour and marks them ERROR; repeats are harmless', async () => {
    const env = {
      S3_ENDPOINT: storage.endpoint,
      S3_ACCESS_KEY: storage.accessKey,
      S3_SECRET_KEY: storage.secretKey,
      S3_BUCKET: storage.bucket,
      S3_REGION: storage.region,
    };
    const objectStorage = uploadsStorageFromEnv(env)!;
    const activities = createUploadsActivities(pool, objectStorage);
    const old = await upload(61, true);
    const oldWithoutObject = await upload(90, false);
    const recent = await upload(30, true);
    expect(await activities.uploadsRemoveAbandoned(60)).toBeGreaterThanOrEqual(2);
    expect(await exists(old.key)).toBe(false);
    expect(await exists(recent.key)).toBe(true);
    expect(await status(old.id)).toBe('ERROR');
    expect(await status(oldWithoutObject.id)).toBe('ERROR');
    expect(await status(recent.id)).toBe('UPLOADING');
    expect(await activities.uploadsRemoveAbandoned(60)).toBe(0);
    objectStorage.close();
  });

  it('fails without storage rather than marking rows whose objects it cannot delete', async () => {
    const a = createUploadsActivities(pool, undefined);
    await expect(a.uploadsRemoveAbandoned(60)).rejects.toThrow(/S3_ENDPOINT/);
  });
});
