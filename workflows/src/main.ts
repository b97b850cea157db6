/**
 * The worker process: runs every workflow and activity, plus the outbox relay. It polls each task queue of the features
 * (`taskQueues`: the default `taskQueue` from @pp/domain, and the filings' deadlines on their own) with a worker of its
 * own, all from one workflow bundle; the relay starts each workflow type on its feature's queue.
 *
 *   DATABASE_URL        owner connection (required)
 *   TEMPORAL_ADDRESS    Temporal frontend, default localhost:7233
 *   TEMPORAL_NAMESPACE  default `default`
 *   S3_ENDPOINT (+ S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET, S3_REGION)  object storage; without it no uploads cleanup
 *   ALIYUN_SMS_* / TWILIO_*  SMS providers (see profile/sms.ts); without them the development SMS outbox
 *   KEYCLOAK_URL, KEYCLOAK_REALM, KEYCLOAK_SYNC_CLIENT_ID, KEYCLOAK_SYNC_CLIENT_SECRET  the account sync (profile/account.ts)
 *
 * Prints `worker ready` once polling; SIGINT/SIGTERM stop the relay, drain the worker, close connections.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { bundleWorkflowCode, DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import pg from 'pg';
import { assertCommittedMigrationsApplied } from '@pp/db';
import { createActivities } from './activities.ts';
import { accountServiceFromEnv } from './profile/account.ts';
import { smsSenderFromEnv } from './profile/sms.ts';
import type { WorkerDeps, WorkflowFeature } from './feature.ts';
import { taskQueueOf, taskQueues, workflowFeatures } from './features.ts';
import { startOutboxRelay } from './relay.ts';
import { uploadsStorageFromEnv } from './uploads/storage.ts';

export interface WorkerConfig {
  databaseUrl: string;
  temporalAddress: string;
  temporalNamespace: string;
}

export const workerConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): WorkerConfig => {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required (owner connection)');
  return {
    databaseUrl,
    temporalAddress: env.TEMPORAL_ADDRESS || 'localhost:7233',
    temporalNamespace: env.TEMPORAL_NAMESPACE || 'default',
  };
};

export const workflowsPath = fileURLToPath(new URL('./workflows.ts', import.meta.url));

export interface RunningWorker {
  /** Resolves when the worker has stopped (after `shutdown()` or a fatal error). */
  done: Promise<void>;
  shutdown(): Promise<void>;
}

/** Starts worker + relay; `onReady` is called once the worker is polling. */
export const runWorker = async (config: WorkerConfig, onReady: () => void = () => undefined): Promise<RunningWorker> => {
  // In production the database must hold every committed migration (the migrate job runs first).
  if (process.env.NODE_ENV === 'production') await assertCommittedMigrationsApplied(config.databaseUrl);
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
  const storage = uploadsStorageFromEnv();
  // Refuses to start in production without an SMS provider (the development outbox is for development and tests).
  const sms = smsSenderFromEnv(pool);
  console.log(`[worker] ${sms.description}`);
  const account = accountServiceFromEnv();
  pool.on('error', (error) => console.error('[worker] idle database connection error', error.message));

  const nativeConnection = await NativeConnection.connect({ address: config.temporalAddress });
  const connection = await Connection.connect({ address: config.temporalAddress });
  const client = new Client({ connection, namespace: config.temporalNamespace });

  const deps: WorkerDeps = { pool, profile: { sms: sms.sender, account }, storage };
  const workflowBundle = await bundleWorkflowCode({ workflowsPath, logger: Runtime.instance().logger });
  const activities = createActivities(deps.pool, deps.profile, deps.storage);
  const workers = await Promise.all(
    taskQueues.map((queue) =>
      Worker.create({ connection: nativeConnection, namespace: config.temporalNamespace, taskQueue: queue, workflowBundle, activities }),
    ),
  );
  const relay = await startOutboxRelay({ pool, client, taskQueue: taskQueueOf });
  // What the features start once (a long-running sweep), in the list's order.
  for (const feature of workflowFeatures as readonly WorkflowFeature[]) await feature.start?.(client, deps);

  // One worker stopping (shut down, or failed) stops them all (`done` shuts the others down).
  const runs = workers.map((w) => w.run());
  const running = Promise.race(runs);
  let stopping: Promise<void> | undefined;
  const shutdown = () =>
    (stopping ??= (async () => {
      await relay.stop();
      for (const w of workers) if (w.getState() === 'RUNNING') w.shutdown();
      await Promise.allSettled(runs);
    })());

  const done = (async () => {
    try {
      await running;
    } finally {
      await shutdown();
      storage?.close();
      await Promise.allSettled([pool.end(), connection.close(), nativeConnection.close()]);
    }
  })();

  // Report readiness once every worker has started polling.
  const ready = setInterval(() => {
    if (workers.every((w) => w.getState() === 'RUNNING')) {
      clearInterval(ready);
      onReady();
    } else if (workers.some((w) => w.getState() !== 'INITIALIZED' && w.getState() !== 'RUNNING')) {
      clearInterval(ready);
    }
  }, 50);
  void done.finally(() => clearInterval(ready));

  return { done, shutdown };
};

const logLevels = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
const logLevel = (value: string | undefined): (typeof logLevels)[number] =>
  logLevels.find((l) => l === value?.toUpperCase()) ?? 'INFO';

const isMain = !!process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1]);

if (isMain) {
  // We handle signals ourselves so the relay stops before the worker drains.
  Runtime.install({ logger: new DefaultLogger(logLevel(process.env.LOG_LEVEL)), shutdownSignals: [] });
  const config = workerConfigFromEnv();
  const running = await runWorker(config, () =>
    console.log(`worker ready (task queues ${taskQueues.join(', ')}, ${config.temporalAddress}/${config.temporalNamespace})`),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`[worker] ${signal}: shutting down`);
      void running.shutdown();
    });
  }
  try {
    await running.done;
    console.log('[worker] stopped');
  } catch (error) {
    console.error('[worker] failed', error);
    process.exitCode = 1;
  }
}
