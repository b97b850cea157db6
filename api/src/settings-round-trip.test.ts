import { randomUUID } from 'node:crypto';
import { dbRoles } from '@pp/db';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRequestPool, readOnlySetting, settingsStatement } from './settings-round-trip.ts';

let pool: pg.Pool;
beforeAll(() => {
  const url = process.env.AUTH_DATABASE_URL;
  if (!url) throw new Error('AUTH_DATABASE_URL is required (run through npm test)');
  pool = makeRequestPool(url);
});
afterAll(async () => {
  await pool?.end();
});

const settings = (entries: [string, string][]) => ({ text: settingsStatement, values: [JSON.stringify(entries)] });

/** Records what the client writes to Postgres (each element one write; corked messages arrive as one). */
const recordWrites = (client: pg.PoolClient): string[] => {
  const sent: string[] = [];
  const connection = (client as unknown as { connection: { stream: { write: (chunk: Buffer, ...rest: unknown[]) => boolean } } }).connection;
  const write = connection.stream.write.bind(connection.stream);
  connection.stream.write = (chunk: Buffer, ...rest: unknown[]) => {
    sent.push(chunk.toString('latin1'));
    return write(chunk, ...rest);
  };
  return sent;
};

const whoAmI = `select current_user as role, nullif(current_setting('jwt.claims.sub', true), '') as sub, current_setting('transaction_read_only') as ro`;

describe('a request connection starts its transaction and settings in one round trip', () => {
  it('applies the settings inside the transaction only, with what the claims contain taken literally', async () => {
    const client = await pool.connect();
    client.on('notice', () => undefined);
    const sent = recordWrites(client);
    try {
      const sub = randomUUID();
      const name = `O'Brien \\ "x" $1 ; drop table app_public.users; --`;
      await client.query({ text: 'begin' });
      await client.query(settings([['role', dbRoles.user], ['jwt.claims.sub', sub], ['jwt.claims.name', name]]));
      // nothing is sent until the request's first statement
      expect(sent).toEqual([]);
      const inside = await client.query<{ role: string; sub: string; name: string }>(
        `select current_user as role, current_setting('jwt.claims.sub') as sub, current_setting('jwt.claims.name') as name`,
      );
      expect(inside.rows[0]).toEqual({ role: dbRoles.user, sub, name });
      // begin, settings and the statement went as one pipeline: one Sync, no simple query
      expect(sent.filter((chunk) => chunk === 'S\x00\x00\x00\x04').length).toBe(1);
      expect(sent.filter((chunk) => chunk.startsWith('Q')).length).toBe(0);
      expect(sent.filter((chunk) => chunk.includes('begin')).length).toBe(1);
      // the transaction goes on after it: a second statement sees the same settings and the same transaction
      const again = await client.query<{ sub: string; open: boolean }>(
        `select current_setting('jwt.claims.sub') as sub, now() < statement_timestamp() as open`,
      );
      expect(again.rows[0]).toEqual({ sub, open: true });
      await client.query({ text: 'commit' });
      const after = await client.query<{ role: string; sub: string | null }>(
        `select current_user as role, nullif(current_setting('jwt.claims.sub', true), '') as sub`,
      );
      expect(after.rows[0]).toEqual({ role: dbRoles.authenticator, sub: null });
    } finally {
      client.release();
    }
  });

  it('sends a held begin first when another statement follows, and recovers from failed settings', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('pp.test', 'inside', true)`);
      expect((await client.query<{ v: string }>(`select current_setting('pp.test') as v`)).rows[0]!.v).toBe('inside');
      await client.query('commit');
      // a local setting ends with its transaction: the begin really was sent
      expect((await client.query<{ v: string }>(`select coalesce(current_setting('pp.test', true), '') as v`)).rows[0]!.v).toBe('');

      // settings that fail fail the statement they go with, and the request rolls back
      await client.query('begin');
      await client.query(settings([['role', 'no_such_role']]));
      await expect(client.query('select 1 as one')).rejects.toThrow(/no_such_role/);
      await client.query('rollback');
      expect((await client.query<{ role: string }>('select current_user as role')).rows[0]!.role).toBe(dbRoles.authenticator);
    } finally {
      client.release();
    }
  });

  it('a read-only request sends each statement with its settings as one implicit transaction: no begin, no commit', async () => {
    const client = await pool.connect();
    const sent = recordWrites(client);
    try {
      const sub = randomUUID();
      await client.query({ text: 'begin' });
      await client.query(settings([[...readOnlySetting], ['role', dbRoles.user], ['jwt.claims.sub', sub]]));
      // nothing is sent until the first statement
      expect(sent).toEqual([]);
      const first = await client.query<{ role: string; sub: string; ro: string }>({ text: whoAmI, values: [] });
      expect(first.rows).toEqual([{ role: dbRoles.user, sub, ro: 'on' }]);
      expect(first.rowCount).toBe(1);
      // a second statement of the same request carries the settings again, with its parameters and by name
      const second = await client.query<{ sub: string; n: number }>({
        name: 'pp_test_second',
        text: `select current_setting('jwt.claims.sub') as sub, $1::int + 1 as n from generate_series(1, 3)`,
        values: [41],
        rowMode: 'array',
      } as pg.QueryConfig);
      expect(second.rows).toEqual([[sub, 42], [sub, 42], [sub, 42]]);
      await client.query({ text: 'commit' });
      expect(sent.every((chunk) => !/\bbegin\b|\bcommit\b/i.test(chunk))).toBe(true);
      // two statements, two round trips: each one pipeline of settings and statement ended by one Sync, no simple query
      expect(sent.filter((chunk) => chunk === 'S\x00\x00\x00\x04').length).toBe(2);
      expect(sent.filter((chunk) => chunk.startsWith('Q')).length).toBe(0);
      // afterwards the connection is itself again
      expect((await client.query<{ role: string; sub: string | null; ro: string }>(whoAmI)).rows[0]).toEqual({ role: dbRoles.authenticator, sub: null, ro: 'off' });
    } finally {
      client.release();
    }
  });

  it('refuses writes in a read-only request, and its failed statement leaves nothing behind', async () => {
    const client = await pool.connect();
    try {
      await client.query({ text: 'begin' });
      await client.query(settings([[...readOnlySetting], ['role', dbRoles.authenticator]]));
      await expect(client.query({ text: 'create temporary table pp_read_only_probe (x int)', values: [] })).rejects.toThrow(/read-only transaction/);
      await expect(client.query({ text: 'select 1/0 as x', values: [] })).rejects.toThrow(/division by zero/);
      // the next statement of the request still runs, under the same settings
      expect((await client.query<{ ro: string }>({ text: `select current_setting('transaction_read_only') as ro`, values: [] })).rows[0]!.ro).toBe('on');
      await client.query({ text: 'rollback' });
      expect((await client.query<{ ro: string }>(`select current_setting('transaction_read_only') as ro`)).rows[0]!.ro).toBe('off');
    } finally {
      client.release();
    }
  });

  it('forgets a held request when the connection goes back to the pool, and a nested transaction is started for real', async () => {
    const held = await pool.connect();
    await held.query({ text: 'begin' });
    await held.query(settings([[...readOnlySetting], ['role', dbRoles.user], ['jwt.claims.sub', randomUUID()]]));
    held.release();
    const next = await pool.connect();
    try {
      // the same connection (the pool keeps one idle), with no trace of the held settings
      expect((await next.query<{ role: string; sub: string | null; ro: string }>({ text: whoAmI, values: [] })).rows[0]).toEqual({
        role: dbRoles.authenticator,
        sub: null,
        ro: 'off',
      });
      const sub = randomUUID();
      await next.query({ text: 'begin' });
      await next.query(settings([[...readOnlySetting], ['role', dbRoles.user], ['jwt.claims.sub', sub]]));
      await next.query({ text: 'savepoint tx' });
      expect((await next.query<{ sub: string; ro: string; open: boolean }>(
        `select current_setting('jwt.claims.sub') as sub, current_setting('transaction_read_only') as ro, now() = statement_timestamp() as open`,
      )).rows[0]).toEqual({ sub, ro: 'on', open: false });
      await next.query({ text: 'release savepoint tx' });
      await next.query({ text: 'commit' });
      expect((await next.query<{ role: string }>('select current_user as role')).rows[0]!.role).toBe(dbRoles.authenticator);
    } finally {
      next.release();
    }
  });

  it('works without named statements too (behind a transaction-mode pooler)', async () => {
    const unnamed = makeRequestPool(process.env.AUTH_DATABASE_URL!, { preparedStatements: false });
    try {
      const client = await unnamed.connect();
      try {
        const sub = randomUUID();
        await client.query({ text: 'begin' });
        await client.query(settings([[...readOnlySetting], ['role', dbRoles.user], ['jwt.claims.sub', sub]]));
        expect((await client.query<{ sub: string }>({ text: whoAmI, values: [] })).rows[0]!.sub).toBe(sub);
        await client.query({ text: 'commit' });
        expect((await client.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0]!.n).toBe(0);
      } finally {
        client.release();
      }
    } finally {
      await unnamed.end();
    }
  });
});
