import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dumpSchemaHomes, schemaHomesDir } from '@pp/db';
import { testDatabaseUrl } from './world.ts';

describe('db/schema/', () => {
  it('holds the schema the migrations build, one file per feature (run npm run db:schema when this fails)', async () => {
    const live = await dumpSchemaHomes(testDatabaseUrl());
    expect(live.get('companies.sql')).toContain('create table app_public.companies');
    expect([...live.values()].join('\n')).toContain('create policy');
    const committed = readdirSync(schemaHomesDir).filter((f) => f.endsWith('.sql')).sort();
    expect(committed, 'db/schema/ has stale or missing files: run npm run db:schema').toEqual([...live.keys()].sort());
    for (const [file, text] of live) {
      expect(readFileSync(join(schemaHomesDir, file), 'utf8'), `db/schema/${file} is stale: run npm run db:schema`).toBe(text);
    }
  });
});
