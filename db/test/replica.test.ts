// The read replica: made from the primary with the server's backup functions, it streams, refuses writes, shows what
// the primary writes, and is reused on the next start while it still follows the same primary (else made again).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplica } from '@pp/db';
import { startPrimaryWithReplica, type PrimaryWithReplica } from '../../scripts/test-setup/replica.ts';

let servers: PrimaryWithReplica;

beforeAll(async () => {
  servers = await startPrimaryWithReplica();
});
afterAll(async () => {
  await servers?.stop();
});

const query = async <R extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]): Promise<R[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
};

const errorCodeOf = async (url: string, text: string): Promise<string | undefined> =>
  query(url, text).then(
    () => undefined,
    (error: { code?: string }) => error.code,
  );

describe('read replica', () => {
  it('is made as a hot standby that streams from the primary over its slot', async () => {
    expect(servers.replica.made).toBe(true);
    const [recovery] = await query<{ standby: boolean; status: string }>(
      servers.replicaRootUrl,
      'select pg_is_in_recovery() as standby, (select status from pg_stat_wal_receiver) as status',
    );
    expect(recovery).toEqual({ standby: true, status: 'streaming' });
    const senders = await query<{ state: string; slot: boolean }>(
      servers.primaryRootUrl,
      `select r.state, s.active as slot from pg_stat_replication r join pg_replication_slots s on s.active_pid = r.pid where s.slot_name = 'pp_test_replica'`,
    );
    expect(senders).toEqual([{ state: 'streaming', slot: true }]);
  });

  it('refuses writes, as the owner and as the API login', async () => {
    expect(await errorCodeOf(servers.replicaOwnerUrl, `insert into app_public.companies (name, site) values ('Replica Write', 'GLOBAL')`)).toBe('25006');
    expect(await errorCodeOf(servers.replicaOwnerUrl, 'create table app_public.replica_probe (id int)')).toBe('25006');
    expect(await errorCodeOf(servers.readUrl, 'create temporary table replica_probe (id int)')).toBe('25006');
    // the API login signs in there as on the primary
    expect(await query(servers.readUrl, 'select current_user as who')).toEqual([{ who: 'pp_authenticator' }]);
  });

  it('shows a row written on the primary once replayed', async () => {
    const name = `Replica Probe ${Date.now()}`;
    await query(servers.ownerUrl, `insert into app_public.companies (name, site) values ($1, 'GLOBAL')`, [name]);
    await servers.caughtUp();
    const rows = await query<{ name: string }>(servers.replicaOwnerUrl, 'select name from app_public.companies where name = $1', [name]);
    expect(rows).toEqual([{ name }]);
  });

  it('is reused on the next start while it follows the same primary, and catches up what it missed', async () => {
    await servers.replica.stop();
    const name = `Written While Down ${Date.now()}`;
    await query(servers.ownerUrl, `insert into app_public.companies (name, site) values ($1, 'GLOBAL')`, [name]);
    servers.replica = await startReplica({ primaryRootUrl: servers.primaryRootUrl, dataDir: servers.replicaDir, port: servers.replicaPort, slot: 'pp_test_replica' });
    expect(servers.replica.made).toBe(false);
    await servers.caughtUp();
    expect(await query(servers.replicaOwnerUrl, 'select name from app_public.companies where name = $1', [name])).toEqual([{ name }]);
  });

  it('is made again when the primary no longer keeps its slot (the WAL it needs may be gone)', async () => {
    await servers.replica.stop();
    await query(servers.primaryRootUrl, `select pg_drop_replication_slot('pp_test_replica')`);
    servers.replica = await startReplica({ primaryRootUrl: servers.primaryRootUrl, dataDir: servers.replicaDir, port: servers.replicaPort, slot: 'pp_test_replica' });
    expect(servers.replica.made).toBe(true);
    await servers.caughtUp();
    const [recovery] = await query<{ standby: boolean }>(servers.replicaRootUrl, 'select pg_is_in_recovery() as standby');
    expect(recovery).toEqual({ standby: true });
  });
});
