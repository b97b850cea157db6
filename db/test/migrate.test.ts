import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertCommittedMigrationsApplied, committedMigrationNames, migrateCommitted, migrationsFolder, uncommittedMigrationFiles } from '@pp/db';
import { testDatabaseUrl } from './world.ts';

const folders: string[] = [];
/** A copy of the real migrations folder whose current/ holds the given files. */
const migrationsWith = (current: Record<string, string>): string => {
  const dir = mkdtempSync(join(tmpdir(), 'pp-migrations-'));
  folders.push(dir);
  cpSync(join(migrationsFolder, 'committed'), join(dir, 'committed'), { recursive: true });
  mkdirSync(join(dir, 'current'));
  for (const [name, text] of Object.entries(current)) writeFileSync(join(dir, 'current', name), text);
  return dir;
};

afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('migrations in deployments', () => {
  it('counts current/ files with SQL as uncommitted work, and comment-only files as empty', () => {
    const dir = migrationsWith({ '001-a.sql': '-- Enter migration here\n\n', '002-b.sql': '-- x\ncreate table t ();\n' });
    expect(uncommittedMigrationFiles(dir)).toEqual(['002-b.sql']);
  });

  it('refuses to deploy while current/ holds uncommitted work, before touching the database', async () => {
    const dir = migrationsWith({ '001-wip.sql': 'drop table if exists app_public.company_invitations cascade;\n' });
    await expect(migrateCommitted('postgres://nobody@127.0.0.1:1/none', dir)).rejects.toThrow(/uncommitted migration work \(001-wip\.sql\)/);
  });

  it('the API and worker start only on a database holding every committed migration', async () => {
    expect(committedMigrationNames().slice(0, 2)).toEqual(['000001', '000002']);
    await expect(assertCommittedMigrationsApplied(testDatabaseUrl())).resolves.toBeUndefined();
    const dir = migrationsWith({});
    writeFileSync(join(dir, 'committed', '999999-future.sql'), '--! Previous: -\n');
    await expect(assertCommittedMigrationsApplied(testDatabaseUrl(), dir)).rejects.toThrow(/lacks committed migration\(s\) 999999/);
  });
});
