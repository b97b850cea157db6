// A primary of its own (embedded, fresh, migrated, on a free port) with a streaming read replica, for the tests of
// replication and of read routing: the replica copies the whole server, so it is not the run's shared one.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureDatabase, migrate, startEmbeddedPostgres, startReplica, urlOnPort, waitForReplay, type ReplicaHandle } from '@pp/db';

export interface PrimaryWithReplica {
  /** Superuser URLs of the two servers (the `postgres` database). */
  primaryRootUrl: string;
  replicaRootUrl: string;
  /** The test database on the primary (owner and API login) and the API login on the replica. */
  ownerUrl: string;
  authUrl: string;
  readUrl: string;
  /** The owner of the test database, on the replica (reads only). */
  replicaOwnerUrl: string;
  replicaDir: string;
  replicaPort: number;
  replica: ReplicaHandle;
  /** Waits until the replica has replayed all the primary has written. */
  caughtUp(): Promise<void>;
  /** Pauses or resumes the replica's replay of the primary's WAL (the replica keeps receiving it). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stop(): Promise<void>;
}

/** A TCP port nothing listens on at the moment of asking. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const run = async (url: string, sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** Starts the primary (migrated; `prepare` runs on its database as the owner) and then its replica. */
export const startPrimaryWithReplica = async (prepare?: (ownerUrl: string) => Promise<void>): Promise<PrimaryWithReplica> => {
  const root = mkdtempSync(join(tmpdir(), 'pp-replica-'));
  // as root, the servers run as the `postgres` system user, which must reach their folders
  chmodSync(root, 0o755);
  const primary = await startEmbeddedPostgres({ dataDir: join(root, 'primary'), port: await freePort() });
  let replica: ReplicaHandle | undefined;
  try {
    const urls = await ensureDatabase(primary.rootUrl, 'partner_portal_replica_test');
    await migrate(urls.ownerUrl);
    await prepare?.(urls.ownerUrl);
    const replicaDir = join(root, 'replica');
    const replicaPort = await freePort();
    replica = await startReplica({ primaryRootUrl: primary.rootUrl, dataDir: replicaDir, port: replicaPort, slot: 'pp_test_replica' });
    const replicaRootUrl = replica.rootUrl;
    const self: PrimaryWithReplica = {
      primaryRootUrl: primary.rootUrl,
      replicaRootUrl,
      ownerUrl: urls.ownerUrl,
      authUrl: urls.authUrl,
      readUrl: urlOnPort(urls.authUrl, replicaPort),
      replicaOwnerUrl: urlOnPort(urls.ownerUrl, replicaPort),
      replicaDir,
      replicaPort,
      replica,
      caughtUp: () => waitForReplay(primary.rootUrl, replicaRootUrl),
      pauseReplay: () => run(replicaRootUrl, 'select pg_wal_replay_pause()'),
      resumeReplay: () => run(replicaRootUrl, 'select pg_wal_replay_resume()'),
      async stop() {
        await self.replica.stop();
        await primary.stop();
        rmSync(root, { recursive: true, force: true });
      },
    };
    return self;
  } catch (error) {
    await replica?.stop();
    await primary.stop();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
};
