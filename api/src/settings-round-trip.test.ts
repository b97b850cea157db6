import { randomUUID } from 'node:crypto';
import { dbRoles } from '@pp/db';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRequestPool, settingsStatement } from './settings-round-trip.ts';

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

describe('a request connection starts its transaction and settings in one round trip', () => {
  it('applies the settings inside the transaction only, with what the claims contain taken literally', async () => {
    const client = await pool.connect();
    const sent: string[] = [];
    client.on('notice', () => undefined);
    const connection = (client as unknown as { connection: { stream: { write: (chunk: Buffer, ...rest: unknown[]) => boolean } } }).connection;
    const write = connection.stream.write.bind(connection.stream);
    connection.stream.write = (chunk: Buffer, ...rest: unknown[]) => {
      sent.push(chunk.toString('latin1'));
      return write(chunk, ...rest);
    };
    try {
      const sub = randomUUID();
      const name = `O'Brien \\ "x" $1 ; drop table app_public.users; --`;
      await client.query({ text: 'begin' });
      await client.query(settings([['role', dbRoles.user], ['jwt.claims.sub', sub], ['jwt.claims.name', name]]));
      // one message carried both (the begin was held back, not sent alone)
      expect(sent.filter((chunk) => chunk.includes('begin')).length).toBe(1);
      expect(sent.some((chunk) => chunk.includes('begin; select set_config'))).toBe(true);
      const inside = await client.query<{ role: string; sub: string; name: string }>(
        `select current_user as role, current_setting('jwt.claims.sub') as sub, current_setting('jwt.claims.name') as name`,
      );
      expect(inside.rows[0]).toEqual({ role: dbRoles.user, sub, name });
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

      await client.query('begin');
      await expect(client.query(settings([['role', 'no_such_role']]))).rejects.toThrow(/no_such_role/);
      await client.query('rollback');
      expect((await client.query<{ role: string }>('select current_user as role')).rows[0]!.role).toBe(dbRoles.authenticator);
    } finally {
      client.release();
    }
  });
});
