// A streaming read replica of an embedded primary on the same machine, made with the server's own backup functions
// (no pg_basebackup of the server's major version is at hand): a copy of the primary's data directory taken between
// pg_backup_start and pg_backup_stop, started as a hot standby that streams from a physical replication slot.
import { chownSync, copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { parseWritePosition } from '@pp/domain';
import { runAs, startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded.ts';

export interface ReplicaOptions {
  /** Superuser URL of the primary; its data directory must be on this machine (it is copied). */
  primaryRootUrl: string;
  /** Where the replica keeps its data (reused across starts while it still follows the same primary). */
  dataDir: string;
  port: number;
  /** The primary's physical replication slot the replica streams from (it keeps the WAL the replica still needs). */
  slot?: string;
  onLog?: (line: string) => void;
  /** How long to wait for the replica to stream, in ms. */
  timeoutMs?: number;
}

export interface ReplicaHandle extends EmbeddedPostgresHandle {
  /** Whether this start made the replica from a fresh copy (false: an existing one was reused). */
  made: boolean;
  slot: string;
  /** Stops the replica, drops its slot on the primary and removes its data (tests; the stack keeps it). */
  drop(): Promise<void>;
}

/** Parses a WAL position (`16/B374D848`) into a number that compares as the position does. */
export const parseLsn = (lsn: string): bigint => {
  const parsed = parseWritePosition(lsn);
  if (parsed === null) throw new Error(`not a WAL position: ${lsn}`);
  return parsed;
};

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** The cluster's identity, written by initdb into the first eight bytes of `global/pg_control`; copies keep it. */
const systemIdentifierOf = (dataDir: string): string | undefined => {
  const file = join(dataDir, 'global', 'pg_control');
  return existsSync(file) ? readFileSync(file).readBigUInt64LE(0).toString() : undefined;
};

// What a copy of a running data directory leaves out: the primary's lock and start options, its WAL (streamed
// instead) and slots, and what the server empties or rebuilds at start. The directories themselves are kept.
const skippedFiles = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'standby.signal', 'recovery.signal']);
const emptiedDirs = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

/**
 * Copies a running data directory, file by file, keeping modes (and, as root, owners). A file that disappears while
 * it is read (a temporary file, a dropped relation) is skipped: WAL replay from the backup's start puts right
 * whatever changed during the copy.
 */
const copyDataDir = (from: string, to: string, owner: { uid?: number; gid?: number }, top = true): void => {
  const own = (path: string) => {
    if (owner.uid !== undefined && owner.gid !== undefined) chownSync(path, owner.uid, owner.gid);
  };
  mkdirSync(to, { recursive: true, mode: 0o700 });
  own(to);
  for (const name of readdirSync(from)) {
    if (top && skippedFiles.has(name)) continue;
    if (name.startsWith('pgsql_tmp') || name === 'pg_internal.init') continue;
    const source = join(from, name);
    const target = join(to, name);
    let stat;
    try {
      stat = lstatSync(source);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) {
      symlinkSync(readlinkSync(source), target);
    } else if (stat.isDirectory()) {
      if (top && emptiedDirs.has(name)) {
        mkdirSync(target, { mode: stat.mode & 0o777 });
        own(target);
      } else {
        copyDataDir(source, target, owner, false);
      }
    } else {
      try {
        copyFileSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      own(target);
    }
  }
};

const writeOwned = (path: string, text: string, owner: { uid?: number; gid?: number }) => {
  writeFileSync(path, text, { mode: 0o600 });
  if (owner.uid !== undefined && owner.gid !== undefined) chownSync(path, owner.uid, owner.gid);
};

/** Makes `dataDir` a fresh base backup of the primary whose data directory is `primaryDir`. */
const makeBaseBackup = async (primaryRootUrl: string, primaryDir: string, dataDir: string, slot: string): Promise<void> => {
  rmSync(dataDir, { recursive: true, force: true });
  const owner = runAs();
  await withClient(primaryRootUrl, async (client) => {
    // The slot first: from here on the primary keeps every WAL segment the replica will ask for.
    await client.query(
      `select pg_create_physical_replication_slot($1, true) where not exists (select from pg_replication_slots where slot_name = $1)`,
      [slot],
    );
    // One session from start to stop (a non-exclusive backup ends with the session that began it); fast checkpoint.
    await client.query(`select pg_backup_start('replica', true)`);
    let stopped = false;
    try {
      copyDataDir(primaryDir, dataDir, owner);
      const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>('select * from pg_backup_stop(true)');
      stopped = true;
      const { labelfile, spcmapfile } = rows[0]!;
      writeOwned(join(dataDir, 'backup_label'), labelfile, owner);
      if (spcmapfile) writeOwned(join(dataDir, 'tablespace_map'), spcmapfile, owner);
    } finally {
      if (!stopped) await client.query('select pg_backup_stop(false)').catch(() => undefined);
    }
  });
  for (const dir of ['pg_wal/archive_status', 'pg_wal/summaries']) {
    mkdirSync(join(dataDir, dir), { recursive: true, mode: 0o700 });
    if (owner.uid !== undefined && owner.gid !== undefined) chownSync(join(dataDir, dir), owner.uid, owner.gid);
  }
  writeOwned(join(dataDir, 'standby.signal'), '', owner);
};

/** Checks what the primary needs to serve a replica (and allows replication connections from this machine). */
const preparePrimary = async (client: pg.Client): Promise<{ dataDir: string; systemIdentifier: string }> => {
  const setting = async (name: string) => (await client.query<{ v: string }>('select current_setting($1) as v', [name])).rows[0]!.v;
  if (!['replica', 'logical'].includes(await setting('wal_level'))) throw new Error('the primary needs wal_level=replica for a read replica');
  if (Number(await setting('max_wal_senders')) < 1) throw new Error('the primary needs max_wal_senders > 0 for a read replica');
  const { rows: hba } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_hba_file_rules where type = 'host' and 'replication' = any(database) and error is null`,
  );
  if ((hba[0]?.n ?? 0) === 0) {
    const file = await setting('hba_file');
    writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\nhost replication all 127.0.0.1/32 password\nhost replication all ::1/128 password\n`);
    await client.query('select pg_reload_conf()');
  }
  const { rows } = await client.query<{ id: string }>('select system_identifier::text as id from pg_control_system()');
  return { dataDir: await setting('data_directory'), systemIdentifier: rows[0]!.id };
};

/** Waits until the replica receives WAL from the primary over its slot. */
const waitForStreaming = async (url: string, timeoutMs: number): Promise<void> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = await withClient(url, async (client) => {
      const { rows } = await client.query<{ status: string }>('select status from pg_stat_wal_receiver');
      return rows[0]?.status;
    }).catch(() => undefined);
    if (status === 'streaming') return;
    if (Date.now() > until) throw new Error(`the replica does not stream from the primary (wal receiver: ${status ?? 'none'})`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** Waits until the replica has replayed everything the primary had written when this was called. */
export const waitForReplay = async (primaryUrl: string, replicaUrl: string, timeoutMs = 30_000): Promise<void> => {
  const target = await withClient(primaryUrl, async (c) => (await c.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!.lsn);
  const until = Date.now() + timeoutMs;
  await withClient(replicaUrl, async (client) => {
    for (;;) {
      const { rows } = await client.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn');
      if (rows[0]?.lsn && parseLsn(rows[0].lsn) >= parseLsn(target)) return;
      if (Date.now() > until) throw new Error(`the replica has not replayed up to ${target} (at ${rows[0]?.lsn ?? 'none'})`);
      await new Promise((r) => setTimeout(r, 20));
    }
  });
};

/**
 * Drops the primary's replication slot when no replica is connected to it. A slot keeps every WAL segment its replica
 * has not received: a slot left behind by a replica that no longer runs would fill the primary's disk.
 */
export const dropIdleReplicaSlot = async (primaryRootUrl: string, slot = 'pp_replica'): Promise<boolean> =>
  withClient(primaryRootUrl, async (client) => {
    const { rows } = await client.query(
      'select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1 and not active',
      [slot],
    );
    return rows.length > 0;
  });

/** The same connection string aimed at another port of the same host (the replica's, for the same login). */
export const urlOnPort = (url: string, port: number): string => {
  const u = new URL(url);
  u.port = String(port);
  return u.toString();
};

/**
 * Starts a streaming read replica of the primary at `primaryRootUrl`. A replica already in `dataDir` is reused when it
 * is a copy of the same cluster and the primary still has its slot (so the WAL it needs is still there) and it then
 * streams; otherwise it is made again from a fresh base backup. The primary gets the slot; the replica runs with
 * `hot_standby_feedback` (long reads on it are not cancelled by the primary's vacuum).
 */
export const startReplica = async (options: ReplicaOptions): Promise<ReplicaHandle> => {
  const { primaryRootUrl, port, onLog } = options;
  const slot = options.slot ?? 'pp_replica';
  const timeoutMs = options.timeoutMs ?? 60_000;
  const dataDir = resolve(options.dataDir);
  const primary = new URL(primaryRootUrl);
  const { dataDir: primaryDir, systemIdentifier, slotExists } = await withClient(primaryRootUrl, async (client) => {
    const prepared = await preparePrimary(client);
    const { rows } = await client.query('select from pg_replication_slots where slot_name = $1', [slot]);
    return { ...prepared, slotExists: rows.length > 0 };
  });
  const conninfo = [
    `host=${primary.hostname}`,
    `port=${primary.port || '5432'}`,
    `user=${decodeURIComponent(primary.username)}`,
    `password=${decodeURIComponent(primary.password)}`,
    `application_name=${slot}`,
  ].join(' ');
  const start = () =>
    startEmbeddedPostgres({
      dataDir,
      port,
      onLog,
      settings: { primary_conninfo: conninfo, primary_slot_name: slot, hot_standby_feedback: 'on' },
    });
  const rootUrl = urlOnPort(primaryRootUrl, port);

  let made = false;
  const reusable = systemIdentifierOf(dataDir) === systemIdentifier && slotExists && existsSync(join(dataDir, 'standby.signal'));
  let server: EmbeddedPostgresHandle | undefined;
  if (reusable) {
    try {
      server = await start();
      await waitForStreaming(rootUrl, Math.min(timeoutMs, 15_000));
    } catch (error) {
      onLog?.(`replica in ${dataDir} does not follow the primary any more (${(error as Error).message}): making it again`);
      await server?.stop();
      server = undefined;
    }
  }
  if (!server) {
    await makeBaseBackup(primaryRootUrl, primaryDir, dataDir, slot);
    made = true;
    server = await start();
    try {
      await waitForStreaming(rootUrl, timeoutMs);
    } catch (error) {
      await server.stop();
      throw error;
    }
  }
  const running = server;
  return {
    rootUrl: running.rootUrl,
    port,
    made,
    slot,
    stop: () => running.stop(),
    stopImmediately: () => running.stopImmediately(),
    async drop() {
      await running.stop();
      await dropIdleReplicaSlot(primaryRootUrl, slot).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
