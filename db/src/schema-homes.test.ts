// The rule that puts each dumped object in a file of db/schema/, on a small made-up schema (no database).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DumpedObject, ObjectRef } from './schema-dump.ts';
import { assignSchemaHomes, migrationSplits, readMigrationSplits, schemaHomeFiles } from './schema-homes.ts';
import { featureOfSplit } from './schema-features.ts';

const migration1 = `--! Previous: -
--! Hash: sha1:0
--! Message: first

--! split: 100-widgets.sql
create table app_public.widgets (id int primary key);
create index widgets_id_idx on app_public.widgets (id);
create function app_public.widgets_label(w app_public.widgets) returns text language sql as $$ select 'w' $$;
-- create table app_public.gizmos (id int);  (only a comment: not a creation)
do $$
declare t text;
begin
  foreach t in array array['colors', 'sizes'] loop
    execute format($f$ create table app_public.%1$I (id int) $f$, t);
  end loop;
end $$;

--! split: 200-gadgets.sql
CREATE TABLE "app_public"."gadgets" (id int);
create or replace function app_public.widgets_label(w app_public.widgets) returns text language sql as $$ select 'v2' $$;
create policy select_all on app_public.widgets for select using (true);
create table app_public.gizmos (id int);
create or replace function app_public.gadget_count() returns int language sql as $$ select 1 $$;
create table app_public.widget (id int);
`;

const migration2 = `--! Previous: sha1:0
--! Hash: sha1:1
--! Message: second

--! split: 002-accounts.sql
create table app_public.companies (id uuid);
create table app_public.things (id int);

--! split: 214-project-filing-progress.sql
create type app_public.progress_kind as enum ('A');
`;

const splits = [...migrationSplits('000001', migration1), ...migrationSplits('000002', migration2)];

const ref = (kind: ObjectRef['kind'], name: string, schema: string | null = 'app_public'): ObjectRef => ({ kind, schema, name });
const table = (name: string, text = `create table app_public.${name} ();`): DumpedObject => ({
  section: 'Tables (columns, constraints, row-level security)',
  text,
  home: ref('table', name),
});

// A dump in print order: each section's entries by name, as dumpSchemaObjects gives them.
const dump: DumpedObject[] = [
  { section: 'Extensions', text: 'create extension if not exists pg_trgm with schema public;', home: ref('extension', 'pg_trgm', null) },
  { section: 'Enum types', text: "create type app_public.progress_kind as enum ('A');", home: ref('type', 'progress_kind') },
  table('colors'),
  table('companies'),
  table('gadgets'),
  table('gizmos'),
  table('sizes'),
  table('things'),
  table('widget'),
  table('widgets', 'create table app_public.widgets (\n  id integer not null\n);\nalter table app_public.widgets enable row level security;'),
  { section: 'Indexes', text: 'CREATE INDEX widgets_id_idx ON app_public.widgets USING btree (id);', home: ref('table', 'widgets') },
  { section: 'Functions', text: 'CREATE OR REPLACE FUNCTION app_public.gadget_count() ...;', home: ref('function', 'gadget_count') },
  { section: 'Functions', text: 'CREATE OR REPLACE FUNCTION app_public.widgets_label(w app_public.widgets) ...;', home: ref('function', 'widgets_label') },
  { section: 'Row-level security policies', text: 'create policy select_all on app_public.widgets ...;', home: ref('table', 'widgets') },
  { section: 'Grants', text: 'grant USAGE on schema app_public to pp_user;', home: ref('schema', 'app_public', null) },
  { section: 'Grants', text: 'grant execute on function app_public.widgets_label(w app_public.widgets) to pp_user;', home: ref('function', 'widgets_label') },
  { section: 'Comments (smart tags)', text: "comment on table app_public.gadgets is 'g';", home: ref('table', 'gadgets') },
];

describe('the home of a dumped object', () => {
  const homes = assignSchemaHomes(dump, splits);
  const fileOf = (key: string) => homes.get(key)?.file;
  const splitOf = (key: string) => homes.get(key)?.split?.name;

  it('is the feature of the first split that creates it, by name', () => {
    expect(fileOf('table app_public.widgets')).toBe('widgets.sql');
    expect(fileOf('table app_public.gadgets')).toBe('gadgets.sql'); // quoted, upper case
    expect(fileOf('function app_public.gadget_count')).toBe('gadgets.sql'); // created by create or replace
  });

  it('stays where the object was first created when a later split replaces it', () => {
    expect(fileOf('function app_public.widgets_label')).toBe('widgets.sql');
    expect(splitOf('function app_public.widgets_label')).toBe('100-widgets');
  });

  it('does not count a creation in a comment, nor one of a longer name', () => {
    expect(fileOf('table app_public.gizmos')).toBe('gadgets.sql');
    expect(fileOf('table app_public.widget')).toBe('gadgets.sql');
  });

  it('counts a table made in a format loop when the split names it as a string', () => {
    expect(fileOf('table app_public.colors')).toBe('widgets.sql');
    expect(fileOf('table app_public.sizes')).toBe('widgets.sql');
  });

  it('follows the table of split features and the objects named in it', () => {
    expect(featureOfSplit('214-project-filing-progress.sql')).toBe('project-filing');
    expect(featureOfSplit('260-project-filing')).toBe('project-filing');
    expect(fileOf('type app_public.progress_kind')).toBe('project-filing.sql');
    expect(fileOf('table app_public.companies')).toBe('companies.sql'); // 002-accounts, named in objectFeatures
    expect(fileOf('table app_public.things')).toBe('members.sql'); // 002-accounts by default
  });

  it('is _base.sql for what no split creates', () => {
    expect(fileOf('extension pg_trgm')).toBe('_base.sql');
    expect(fileOf('schema app_public')).toBe('_base.sql');
  });
});

describe('the files of db/schema/', () => {
  const files = schemaHomeFiles(dump, splits);
  const body = (file: string) => files.get(file)!.split('\n\n').slice(1).join('\n\n');

  it('are one per feature with objects, and _base.sql', () => {
    expect([...files.keys()]).toEqual(['_base.sql', 'companies.sql', 'gadgets.sql', 'members.sql', 'project-filing.sql', 'widgets.sql']);
  });

  it('hold each object with its indexes, policies, grants and comments, in dump order', () => {
    const section = (title: string, ...entries: string[]) => `-- ${title}\n\n${entries.join('\n\n')}\n`;
    expect(body('widgets.sql')).toBe(
      [
        section(
          'Tables (columns, constraints, row-level security)',
          'create table app_public.colors ();',
          'create table app_public.sizes ();',
          'create table app_public.widgets (\n  id integer not null\n);\nalter table app_public.widgets enable row level security;',
        ),
        section('Indexes', 'CREATE INDEX widgets_id_idx ON app_public.widgets USING btree (id);'),
        section('Functions', 'CREATE OR REPLACE FUNCTION app_public.widgets_label(w app_public.widgets) ...;'),
        section('Row-level security policies', 'create policy select_all on app_public.widgets ...;'),
        section('Grants', 'grant execute on function app_public.widgets_label(w app_public.widgets) to pp_user;'),
      ].join('\n'),
    );
    expect(body('gadgets.sql')).toContain("-- Comments (smart tags)\n\ncomment on table app_public.gadgets is 'g';\n");
    expect(body('_base.sql')).toBe(
      '-- Extensions\n\ncreate extension if not exists pg_trgm with schema public;\n\n-- Grants\n\ngrant USAGE on schema app_public to pp_user;\n',
    );
  });

  it('say in their header what they are and which splits first created their objects', () => {
    const header = files.get('gadgets.sql')!.split('\n\n')[0]!;
    expect(header).toMatch(/^-- gadgets: the live definition of what this feature's migration splits created/);
    expect(header).toContain('for running');
    expect(header).toMatch(/-- First created in: 000001 200-gadgets\.$/);
    expect(files.get('companies.sql')).toContain('-- First created in: 000002 002-accounts.');
  });
});

describe('the splits of the migrations', () => {
  it('are the committed ones by number, each in file order, then current/ by number', () => {
    const folder = mkdtempSync(join(tmpdir(), 'schema-homes-'));
    mkdirSync(join(folder, 'committed'));
    mkdirSync(join(folder, 'current'));
    writeFileSync(join(folder, 'committed', '000002.sql'), migration2);
    writeFileSync(join(folder, 'committed', '000001.sql'), migration1);
    writeFileSync(join(folder, 'current', '10-widgets.sql'), 'select 1;');
    writeFileSync(join(folder, 'current', '2-gadgets.sql'), 'select 2;');
    expect(readMigrationSplits(folder).map((s) => `${s.migration} ${s.name}`)).toEqual([
      '000001 100-widgets',
      '000001 200-gadgets',
      '000002 002-accounts',
      '000002 214-project-filing-progress',
      'current 2-gadgets',
      'current 10-widgets',
    ]);
  });
});
