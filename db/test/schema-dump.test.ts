import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dumpSchema, schemaDumpPath } from '@pp/db';
import { testDatabaseUrl } from './world.ts';

describe('db/schema.sql', () => {
  it('is the schema the migrations build (run npm run db:schema when this fails)', async () => {
    const live = await dumpSchema(testDatabaseUrl());
    expect(live).toContain('create table app_public.companies');
    expect(live).toContain('create policy');
    expect(live, 'db/schema.sql is stale: run npm run db:schema').toBe(readFileSync(schemaDumpPath, 'utf8'));
  });
});
