import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtinRoleIds,
  builtinRoleKeys,
  isErrorCode,
  machines,
  permissionKeyNames,
  permissionKeys,
  sqlConstants,
  sqlEnums,
  workflowSignals,
} from '@pp/domain';
import { testDatabaseUrl } from './world.ts';

/**
 * Every rule SQL shares with TypeScript has one source in the domain package. These tests compare the live database
 * with it value by value: generated constants, enum types, permission keys and their names, built-in roles, and the
 * literals SQL code writes (error codes raised, permission keys checked, workflow signals enqueued, machines applied).
 */
let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
});
afterAll(() => client.end());

/** The source of every function, and the expressions of every policy, in the application's schemas. */
const sqlSources = async (): Promise<{ name: string; text: string }[]> => {
  const functions = await client.query<{ name: string; text: string }>(`
    select n.nspname || '.' || p.proname as name, p.prosrc as text
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('app_public', 'app_hidden', 'app_private')`);
  const policies = await client.query<{ name: string; text: string }>(`
    select c.relname || '.' || p.polname as name,
           coalesce(pg_get_expr(p.polqual, p.polrelid), '') || ' ' || coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '') as text
    from pg_policy p join pg_class c on c.oid = p.polrelid`);
  return [...functions.rows, ...policies.rows];
};

const literalsAfter = (sources: { name: string; text: string }[], pattern: RegExp): Map<string, string[]> => {
  const found = new Map<string, string[]>();
  for (const { name, text } of sources) {
    for (const m of text.matchAll(pattern)) found.set(m[1]!, [...(found.get(m[1]!) ?? []), name]);
  }
  return found;
};

describe('values SQL shares with the domain package', () => {
  it('every generated constant holds the domain value (run npm run db:constants when this fails)', async () => {
    for (const c of sqlConstants) {
      const { rows } = await client.query<{ v: string }>(`select app_hidden.${c.name}()::text as v`);
      const expected = c.type === 'interval' ? (await client.query<{ v: string }>(`select $1::interval::text as v`, [c.value])).rows[0]!.v : String(c.value);
      expect(rows[0]?.v, c.name).toBe(expected);
    }
  });

  it('every enum type has the domain values, in order', async () => {
    for (const [type, values] of Object.entries(sqlEnums)) {
      const { rows } = await client.query<{ label: string }>(
        `select e.enumlabel as label from pg_enum e where e.enumtypid = $1::regtype order by e.enumsortorder`,
        [type],
      );
      expect(rows.map((r) => r.label), type).toEqual([...values]);
    }
  });

  it('the permission keys and their English and Chinese names are the domain list', async () => {
    const { rows } = await client.query<{ key: string; name: string; name_zh: string }>(
      'select key, name, name_zh from app_public.permission_keys order by sort_order',
    );
    expect(rows.map((r) => r.key)).toEqual(permissionKeys);
    for (const r of rows) expect({ en: r.name, zh: r.name_zh }, r.key).toEqual(permissionKeyNames[r.key as keyof typeof permissionKeyNames]);
  });

  it('the built-in roles have the domain ids and keys', async () => {
    const { rows } = await client.query<{ id: string; key: string }>('select id, key from app_public.roles where is_builtin order by key');
    const expected = (Object.keys(builtinRoleIds) as (keyof typeof builtinRoleIds)[])
      .map((k) => ({ id: builtinRoleIds[k], key: builtinRoleKeys[k] }))
      .sort((a, b) => a.key.localeCompare(b.key));
    expect(rows).toEqual(expected);
  });
});

describe('literals in SQL code are domain values', () => {
  it('every error code SQL raises is in the registry', async () => {
    const raised = literalsAfter(await sqlSources(), /raise_error\('([A-Z0-9_]+)'/g);
    expect(raised.size).toBeGreaterThan(20);
    const unknown = [...raised].filter(([code]) => !isErrorCode(code));
    expect(unknown, 'codes raised in SQL but missing from domain').toEqual([]);
  });

  it('every permission key SQL checks exists', async () => {
    const checked = literalsAfter(await sqlSources(), /(?:has_permission|permitted_company_ids)\('(\w+)'/g);
    expect(checked.size).toBeGreaterThan(3);
    const unknown = [...checked].filter(([key]) => !(permissionKeys as string[]).includes(key));
    expect(unknown, 'permission keys used in SQL but missing from domain').toEqual([]);
  });

  it('every outbox row SQL writes names a workflow type and one of its signals', async () => {
    const sources = await sqlSources();
    const enqueued = [...sources.flatMap(({ text }) => [...text.matchAll(/enqueue\('(\w+)',[^,]+,\s*'(\w+)'/g)])];
    expect(enqueued.length).toBeGreaterThan(2);
    for (const [, type, signal] of enqueued) expect(workflowSignals[type!] ?? [], `${type} ${signal}`).toContain(signal);
  });

  it('every state machine SQL applies is defined in domain', async () => {
    const applied = literalsAfter(await sqlSources(), /transition\('(\w+)'/g);
    const names = machines.map((m) => m.name) as string[];
    expect([...applied.keys()].filter((m) => !names.includes(m))).toEqual([]);
  });

  it('the company limit is never written as a number', async () => {
    const sources = await sqlSources();
    const literal = sources.filter(({ text }) => /held_company_count\([^)]*\)[^;]*?(?:<|>=)\s*\d/.test(text) || /v_joined\s*>=\s*\d/.test(text));
    expect(literal.map((s) => s.name)).toEqual([]);
  });
});
