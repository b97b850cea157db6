import pg from 'pg';

/**
 * A schema-only dump of the application's schemas, built from the system catalog with Postgres' own `pg_get_*def`
 * functions, so that the live definition of every object (table, type, function, index, trigger, policy, grant,
 * smart-tag comment) is readable in committed files: db/schema/<feature>.sql (see schema-homes.ts for which file holds
 * what). Deterministic: objects are ordered by kind, then name, and nothing that varies between two databases migrated
 * alike (oids, versions, dates) is printed.
 *
 * Why not pg_dump: the embedded server is PostgreSQL 17 and no registry reachable here ships a pg_dump of 17 or later
 * (Debian's is 15, which refuses newer servers); the catalog functions used here are what pg_dump itself prints from.
 */
export const dumpedSchemas = ['app_public', 'app_hidden', 'app_private'] as const;

/** The sections of a dump, in the order they are printed (each object's section is its kind). */
export const dumpSections = [
  'Extensions',
  'Enum types',
  'Composite types',
  'Tables (columns, constraints, row-level security)',
  'Views',
  'Indexes',
  'Functions',
  'Triggers',
  'Row-level security policies',
  'Grants',
  'Comments (smart tags)',
] as const;
export type DumpSection = (typeof dumpSections)[number];

/** Kinds of objects a migration creates by name; every dumped entry belongs to one of them (its home object). */
export type HomeKind = 'extension' | 'schema' | 'type' | 'table' | 'view' | 'sequence' | 'function';

/** An object by kind and name; `schema` is null for extensions and schemas. */
export interface ObjectRef {
  kind: HomeKind;
  schema: string | null;
  name: string;
}

/**
 * One printed entry of the dump. `home` is the object the entry belongs to: the entry's own object for an extension,
 * type, table, view or function; for an index, trigger or policy, its table; for a grant or a comment, the schema,
 * relation, function or type it is on (an identity or serial sequence counts as its table).
 */
export interface DumpedObject {
  section: DumpSection;
  text: string;
  home: ObjectRef;
}

/** Prints entries as sections in `dumpSections` order, each entry in the order given. */
export const renderSections = (objects: readonly DumpedObject[]): string =>
  dumpSections
    .map((title) => {
      const lines = objects.filter((o) => o.section === title).map((o) => o.text);
      return lines.length ? `-- ${title}\n\n${lines.join('\n\n')}\n` : '';
    })
    .filter((part) => part !== '')
    .join('\n');

interface Row {
  line: string;
  home_kind: HomeKind;
  home_schema: string | null;
  home_name: string;
}

// The home kind of a relation `c` (a sequence resolves to its owning table below).
const relationKind = (c: string): string =>
  `(case ${c}.relkind when 'v' then 'view' when 'm' then 'view' when 'c' then 'type' when 'S' then 'sequence' else 'table' end)`;

/** Every entry of the dump, in print order within each section. */
export const dumpSchemaObjects = async (connectionString: string): Promise<DumpedObject[]> => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const q = async <T extends pg.QueryResultRow>(sql: string): Promise<T[]> =>
      (await client.query<T>(sql, [dumpedSchemas as unknown as string[]])).rows;

    // Identity and serial sequences belong to their table.
    const sequenceOwners = new Map(
      (
        await q<{ seq: string; table_schema: string; table_name: string }>(`
          select format('%s.%s', sn.nspname, s.relname) as seq, tn.nspname as table_schema, t.relname as table_name
          from pg_class s join pg_namespace sn on sn.oid = s.relnamespace
          join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
          join pg_class t on t.oid = d.refobjid join pg_namespace tn on tn.oid = t.relnamespace
          where s.relkind = 'S' and sn.nspname = any($1)`)
      ).map((r) => [r.seq, { kind: 'table' as const, schema: r.table_schema, name: r.table_name }]),
    );

    const extensions = await q<Row>(`
      select format('create extension if not exists %I with schema %I;', e.extname, n.nspname) as line,
        'extension' as home_kind, null as home_schema, e.extname as home_name
      from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname <> 'plpgsql' and $1::text[] is not null order by e.extname`);

    const enums = await q<Row>(`
      select format('create type %I.%I as enum (%s);', n.nspname, t.typname,
        (select string_agg(quote_literal(e.enumlabel), ', ' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid)) as line,
        'type' as home_kind, n.nspname as home_schema, t.typname as home_name
      from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where t.typtype = 'e' and n.nspname = any($1) order by n.nspname, t.typname`);

    const composites = await q<Row>(`
      select format(E'create type %I.%I as (\\n%s\\n);', n.nspname, t.typname,
        (select string_agg(format('  %I %s', a.attname, format_type(a.atttypid, a.atttypmod)), E',\\n' order by a.attnum)
         from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped)) as line,
        'type' as home_kind, n.nspname as home_schema, t.typname as home_name
      from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_class c on c.oid = t.typrelid
      where t.typtype = 'c' and c.relkind = 'c' and n.nspname = any($1) order by n.nspname, t.typname`);

    const tables = await q<Row>(`
      select format(E'create table %I.%I (\\n%s\\n);%s%s', n.nspname, c.relname,
        (select string_agg(col, E',\\n' order by ord) from (
           select a.attnum as ord, format('  %I %s%s%s%s', a.attname, format_type(a.atttypid, a.atttypmod),
             case a.attidentity when 'a' then ' generated always as identity' when 'd' then ' generated by default as identity' else '' end,
             case when a.attgenerated = 's' then ' generated always as (' || pg_get_expr(d.adbin, d.adrelid) || ') stored'
                  when d.adbin is not null then ' default ' || pg_get_expr(d.adbin, d.adrelid) else '' end,
             case when a.attnotnull then ' not null' else '' end) as col
           from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
           where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
           union all
           select 10000 + row_number() over (order by co.conname), format('  constraint %I %s', co.conname, pg_get_constraintdef(co.oid))
           from pg_constraint co where co.conrelid = c.oid and co.contype in ('p', 'u', 'c', 'f', 'x')
         ) cols),
        case when c.relrowsecurity then format(E'\\nalter table %I.%I enable row level security;', n.nspname, c.relname) else '' end,
        case when c.relforcerowsecurity then format(E'\\nalter table %I.%I force row level security;', n.nspname, c.relname) else '' end) as line,
        'table' as home_kind, n.nspname as home_schema, c.relname as home_name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname = any($1) order by n.nspname, c.relname`);

    const views = await q<Row>(`
      select format(E'create view %I.%I as\\n%s', n.nspname, c.relname, pg_get_viewdef(c.oid, true)) as line,
        'view' as home_kind, n.nspname as home_schema, c.relname as home_name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'v' and n.nspname = any($1) order by n.nspname, c.relname`);

    const indexes = await q<Row>(`
      select pg_get_indexdef(i.indexrelid) || ';' as line,
        ${relationKind('t')} as home_kind, tn.nspname as home_schema, t.relname as home_name
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_class t on t.oid = i.indrelid join pg_namespace tn on tn.oid = t.relnamespace
      where n.nspname = any($1) and not exists (select 1 from pg_constraint co where co.conindid = i.indexrelid)
      order by n.nspname, c.relname`);

    const functions = await q<Row>(`
      select rtrim(pg_get_functiondef(p.oid), E'\\n') || ';' as line,
        'function' as home_kind, n.nspname as home_schema, p.proname as home_name
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($1) and p.prokind in ('f', 'p')
      order by n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)`);

    const triggers = await q<Row>(`
      select pg_get_triggerdef(t.oid, true) || ';' as line,
        ${relationKind('c')} as home_kind, n.nspname as home_schema, c.relname as home_name
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where not t.tgisinternal and n.nspname = any($1) order by n.nspname, c.relname, t.tgname`);

    const policies = await q<Row>(`
      select format('create policy %I on %I.%I as %s for %s to %s%s%s;', p.polname, n.nspname, c.relname,
        case when p.polpermissive then 'permissive' else 'restrictive' end,
        case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update' when 'd' then 'delete' else 'all' end,
        coalesce((select string_agg(case when r = 0 then 'public' else quote_ident(pg_get_userbyid(r)) end, ', ' order by 1)
                  from unnest(p.polroles) r), 'public'),
        coalesce(E'\\n  using (' || pg_get_expr(p.polqual, p.polrelid) || ')', ''),
        coalesce(E'\\n  with check (' || pg_get_expr(p.polwithcheck, p.polrelid) || ')', '')) as line,
        ${relationKind('c')} as home_kind, n.nspname as home_schema, c.relname as home_name
      from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) order by n.nspname, c.relname, p.polname`);

    // Grants to the API's roles (the owner's own privileges are implied and not printed).
    const grants = await q<Row>(`
      with owner_filter as (select r.oid from pg_roles r where r.rolname = current_user)
      select line, home_kind, home_schema, home_name from (
        select n.nspname as s, '1' as k, n.nspname as o, format('grant %s on schema %I to %I;', string_agg(a.privilege_type, ', ' order by a.privilege_type), n.nspname, pg_get_userbyid(a.grantee)) as line,
          'schema' as home_kind, null as home_schema, n.nspname as home_name
        from pg_namespace n, aclexplode(n.nspacl) a
        where n.nspname = any($1) and a.grantee not in (select oid from owner_filter) and a.grantee <> 0
        group by n.nspname, a.grantee
        union all
        select n.nspname, '2', c.relname, format('grant %s on %I.%I to %I;', string_agg(a.privilege_type, ', ' order by a.privilege_type), n.nspname, c.relname, pg_get_userbyid(a.grantee)),
          ${relationKind('c')}, n.nspname, c.relname
        from pg_class c join pg_namespace n on n.oid = c.relnamespace, aclexplode(c.relacl) a
        where n.nspname = any($1) and a.grantee not in (select oid from owner_filter)
        group by n.nspname, c.relname, c.relkind, a.grantee
        union all
        select n.nspname, '3', c.relname || '.' || att.privilege_type, format('grant %s (%s) on %I.%I to %I;', att.privilege_type, string_agg(quote_ident(att.attname), ', ' order by att.attnum), n.nspname, c.relname, pg_get_userbyid(att.grantee)),
          ${relationKind('c')}, n.nspname, c.relname
        from (select a.attrelid, a.attname, a.attnum, x.privilege_type, x.grantee from pg_attribute a, aclexplode(a.attacl) x where a.attacl is not null) att
        join pg_class c on c.oid = att.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any($1) and att.grantee not in (select oid from owner_filter)
        group by n.nspname, c.relname, c.relkind, att.privilege_type, att.grantee
        union all
        select n.nspname, '4', p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')', format('grant execute on function %I.%I(%s) to %s;', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid), case when a.grantee = 0 then 'public' else quote_ident(pg_get_userbyid(a.grantee)) end),
          'function', n.nspname, p.proname
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace, aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
        where n.nspname = any($1) and a.grantee not in (select oid from owner_filter)
      ) g order by s, k, o, line`);

    const comments = await q<Row>(`
      select line, home_kind, home_schema, home_name from (
        select n.nspname as s, c.relname as o, format('comment on %s %I.%I is %s;', case c.relkind when 'v' then 'view' when 'c' then 'type' else 'table' end, n.nspname, c.relname, quote_literal(d.description)) as line,
          ${relationKind('c')} as home_kind, n.nspname as home_schema, c.relname as home_name
        from pg_description d join pg_class c on c.oid = d.objoid and d.classoid = 'pg_class'::regclass and d.objsubid = 0
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1)
        union all
        select n.nspname, c.relname || '.' || a.attname, format('comment on column %I.%I.%I is %s;', n.nspname, c.relname, a.attname, quote_literal(d.description)),
          ${relationKind('c')}, n.nspname, c.relname
        from pg_description d join pg_class c on c.oid = d.objoid and d.classoid = 'pg_class'::regclass
        join pg_attribute a on a.attrelid = c.oid and a.attnum = d.objsubid
        join pg_namespace n on n.oid = c.relnamespace where d.objsubid > 0 and n.nspname = any($1)
        union all
        select n.nspname, p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')', format('comment on function %I.%I(%s) is %s;', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid), quote_literal(d.description)),
          'function', n.nspname, p.proname
        from pg_description d join pg_proc p on p.oid = d.objoid and d.classoid = 'pg_proc'::regclass
        join pg_namespace n on n.oid = p.pronamespace where n.nspname = any($1)
        union all
        select n.nspname, t.typname, format('comment on type %I.%I is %s;', n.nspname, t.typname, quote_literal(d.description)),
          'type', n.nspname, t.typname
        from pg_description d join pg_type t on t.oid = d.objoid and d.classoid = 'pg_type'::regclass
        join pg_namespace n on n.oid = t.typnamespace where n.nspname = any($1)
      ) x order by s, o`);

    const entries = (section: DumpSection, rows: Row[]): DumpedObject[] =>
      rows.map((r) => {
        const home: ObjectRef = { kind: r.home_kind, schema: r.home_schema, name: r.home_name };
        return { section, text: r.line, home: (home.kind === 'sequence' && sequenceOwners.get(`${home.schema}.${home.name}`)) || home };
      });
    return [
      ...entries('Extensions', extensions),
      ...entries('Enum types', enums),
      ...entries('Composite types', composites),
      ...entries('Tables (columns, constraints, row-level security)', tables),
      ...entries('Views', views),
      ...entries('Indexes', indexes),
      ...entries('Functions', functions),
      ...entries('Triggers', triggers),
      ...entries('Row-level security policies', policies),
      ...entries('Grants', grants),
      ...entries('Comments (smart tags)', comments),
    ];
  } finally {
    await client.end();
  }
};
