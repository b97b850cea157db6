// One readable home per feature: the schema dump split into db/schema/<feature>.sql.
//
// The rule: an object (extension, schema, type, table, view, sequence, function) lives in the file of the feature of
// the first migration split whose text creates it: `create [or replace] <kind> <schema>.<name>`, in the order
// migrations run (committed migrations by number, splits in file order, then current/). A table a split makes in a
// `format(...)` loop (`create table app_public.%1$I` over an array of names) counts when that split also names it as a
// string literal ('industries'). Everything else printed goes with the object it belongs to: a table's constraints,
// defaults, row-level security, indexes, triggers and policies, and each grant and comment with its schema, relation,
// function or type. The split's feature comes from db/src/schema-features.ts. What no split creates goes to _base.sql.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from './migrate.ts';
import { dumpSchemaObjects, renderSections, type DumpedObject, type ObjectRef } from './schema-dump.ts';
import { featureOfSplit, objectFeatures } from './schema-features.ts';

/** The committed homes: db/schema/<feature>.sql. */
export const schemaHomesDir = resolve(fileURLToPath(import.meta.url), '../../schema');

/** The file of objects no split creates by name. */
export const baseHomeFile = '_base.sql';

export interface MigrationSplit {
  /** The migration: a committed file's name without `.sql` (`000007`), or `current`. */
  migration: string;
  /** The split's name without `.sql` (`210-project-filing`). */
  name: string;
  text: string;
}

/** A committed migration's splits (`--! split: NNN-name.sql` sections); one without sections is one split of its name. */
export const migrationSplits = (migration: string, text: string): MigrationSplit[] => {
  const parts = text.split(/^--! split: (.+)$/m);
  if (parts.length === 1) return [{ migration, name: migration, text }];
  const splits: MigrationSplit[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    splits.push({ migration, name: parts[i]!.trim().replace(/\.sql$/, ''), text: parts[i + 1] ?? '' });
  }
  return splits;
};

const numberOf = (file: string): number => Number(/^(\d+)/.exec(file)?.[1] ?? Number.MAX_SAFE_INTEGER);

/** Every split in the order migrations run: committed migrations by number, then the files of current/. */
export const readMigrationSplits = (folder: string = migrationsFolder): MigrationSplit[] => {
  const sqlFiles = (dir: string): string[] => {
    try {
      return readdirSync(dir).filter((f) => f.endsWith('.sql'));
    } catch {
      return [];
    }
  };
  const committed = sqlFiles(join(folder, 'committed')).sort();
  const current = sqlFiles(join(folder, 'current')).sort((a, b) => numberOf(a) - numberOf(b) || a.localeCompare(b));
  return [
    ...committed.flatMap((f) => migrationSplits(f.replace(/\.sql$/, ''), readFileSync(join(folder, 'committed', f), 'utf8'))),
    ...current.map((f) => ({ migration: 'current', name: f.replace(/\.sql$/, ''), text: readFileSync(join(folder, 'current', f), 'utf8') })),
  ];
};

/** Split text as searched: without comments and double quotes, lower case, one space for any run of white space. */
const searchable = (text: string): string =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/--[^\n]*/g, ' ')
    .replace(/"/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// What precedes the name in a statement that creates an object of each kind.
const creates: Record<ObjectRef['kind'], string> = {
  extension: 'create extension (?:if not exists )?',
  schema: 'create schema (?:if not exists )?',
  type: 'create (?:type|domain) ',
  table: 'create (?:(?:global |local )?(?:temporary |temp )|unlogged )?table (?:if not exists )?',
  view: 'create (?:or replace )?(?:temporary |temp )?(?:recursive )?(?:materialized )?view (?:if not exists )?',
  sequence: 'create (?:temporary |temp |unlogged )?sequence (?:if not exists )?',
  function: 'create (?:or replace )?(?:function|procedure|aggregate) ',
};

const qualified = (ref: ObjectRef): string => (ref.schema === null ? ref.name : `${ref.schema}.${ref.name}`);
const refKey = (ref: ObjectRef): string => `${ref.kind} ${qualified(ref)}`;

/** Whether the split's text creates the object, by name or in a `format(...)` loop that names it (see the top). */
const createsObject = (text: string, ref: ObjectRef): boolean => {
  const name = ref.kind === 'function' ? `${escape(qualified(ref))} ?\\(` : `${escape(qualified(ref))}(?![\\w$])`;
  if (new RegExp(creates[ref.kind] + name).test(text)) return true;
  if (ref.schema === null) return false;
  return new RegExp(`${creates[ref.kind]}${escape(ref.schema)}\\.%`).test(text) && text.includes(`'${ref.name.toLowerCase()}'`);
};

export interface SchemaHome {
  /** The file under db/schema/. */
  file: string;
  /** The split that first creates the object, if any. */
  split?: MigrationSplit;
}

/** The home of each object the entries belong to, keyed by kind and qualified name. */
export const assignSchemaHomes = (objects: readonly DumpedObject[], splits: readonly MigrationSplit[]): Map<string, SchemaHome> => {
  const texts = splits.map((split) => ({ split, text: searchable(split.text) }));
  const homes = new Map<string, SchemaHome>();
  for (const { home } of objects) {
    const key = refKey(home);
    if (homes.has(key)) continue;
    const split = texts.find((t) => createsObject(t.text, { ...home, name: home.name.toLowerCase() }))?.split;
    const feature = objectFeatures[qualified(home)] ?? (split ? featureOfSplit(split.name) : undefined);
    homes.set(key, { file: feature ? `${feature}.sql` : baseHomeFile, split });
  }
  return homes;
};

// Words joined into comment lines of at most 120 characters.
const commentLines = (text: string): string[] => {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= 120) lines[last] += ` ${word}`;
    else lines.push(`-- ${word}`);
  }
  return lines;
};

const header = (file: string, sources: MigrationSplit[]): string => {
  const what =
    file === baseHomeFile
      ? 'objects no migration split creates by name,'
      : "the live definition of what this feature's migration splits created (types, tables, views, functions),";
  const created = sources.map((s) => (s.migration === 'current' ? `current/${s.name}` : `${s.migration} ${s.name}`));
  return [
    ...commentLines(`${file.replace(/\.sql$/, '')}: ${what} with their constraints, row-level security, indexes, triggers, policies, grants and comments.`),
    '-- Generated by `npm run db:schema` from a database migrated from nothing (committed migrations, then current/).',
    '-- Do not edit: db/test/schema-dump.test.ts fails when it drifts.',
    ...commentLines(
      'An object lives in the file of the feature whose split first creates it: the rule is in db/src/schema-homes.ts, ' +
        'the features of the splits in db/src/schema-features.ts. Ordered by kind, then name, as the catalog prints them. ' +
        "For reading, not for running: an object may need another file's, and the files have no order that applies them.",
    ),
    ...(created.length ? commentLines(`First created in: ${created.join(', ')}.`) : []),
  ].join('\n');
};

/** The contents of db/schema/, by file name: each file the entries of its objects, in dump order. */
export const schemaHomeFiles = (objects: readonly DumpedObject[], splits: readonly MigrationSplit[]): Map<string, string> => {
  const homes = assignSchemaHomes(objects, splits);
  const byFile = new Map<string, DumpedObject[]>();
  for (const object of objects) {
    const { file } = homes.get(refKey(object.home))!;
    byFile.set(file, [...(byFile.get(file) ?? []), object]);
  }
  const files = new Map<string, string>();
  for (const file of [...byFile.keys()].sort()) {
    const sources = splits.filter((s) => [...homes.values()].some((h) => h.file === file && h.split === s));
    files.set(file, `${header(file, sources)}\n\n${renderSections(byFile.get(file)!)}`);
  }
  return files;
};

/** The contents db/schema/ should have for the database (migrated from nothing) and the migrations of this checkout. */
export const dumpSchemaHomes = async (connectionString: string): Promise<Map<string, string>> =>
  schemaHomeFiles(await dumpSchemaObjects(connectionString), readMigrationSplits());
