// Building blocks of db/test/command-matrix.test.ts: the commands the API offers (read from the catalog), how each
// argument of a command is aimed at company B's rows, and a fingerprint of company B's rows that tells whether a call
// wrote any of them.
import pg from 'pg';
import { ident, ownershipPredicate, rowKey, asOwner, type Catalog, type Matrix, type Relation } from './security-matrix.ts';
import { testDatabaseUrl, type Tx } from '../world.ts';

// ---------------------------------------------------------------------------------------------------------------
// The commands

export interface Argument {
  name: string;
  /** format_type of the argument, usable in a cast: uuid, integer, app_public.site, uuid[] … */
  type: string;
  /** b (base), e (enum), c (composite), d (domain) … of the argument's type, or of its element for an array. */
  typtype: string;
  isArray: boolean;
  /** The element type of an array (format_type), else the type itself. */
  element: string;
  /** The first label of an enum (of the element, for an array of enums). */
  firstLabel: string | null;
}

export interface Command {
  name: string;
  args: Argument[];
  /** The table the command returns rows of (schema.name), when it returns a table's row type. */
  returns: string | null;
  returnsSet: boolean;
  /** Arguments with a mode other than IN: the call below would not know how to fill them. */
  outArgs: boolean;
}

/**
 * The commands: functions of app_public that are VOLATILE (PostGraphile turns those into mutations) and that pp_user may
 * execute, trigger functions and procedures aside.
 */
export const readCommands = async (): Promise<Command[]> => {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<Command>(`
      select p.proname as name, p.proretset as "returnsSet",
        coalesce(exists (select 1 from unnest(p.proargmodes) m where m <> 'i'), false) as "outArgs",
        (select rn.nspname || '.' || rc.relname from pg_type rt join pg_class rc on rc.oid = rt.typrelid
           join pg_namespace rn on rn.oid = rc.relnamespace where rt.oid = p.prorettype and rc.relkind in ('r', 'p')) as returns,
        coalesce((select json_agg(json_build_object(
                   'name', p.proargnames[a.ord], 'type', format_type(a.t, null),
                   'typtype', coalesce(et.typtype, t.typtype), 'isArray', t.typcategory = 'A' and et.oid is not null,
                   'element', format_type(coalesce(et.oid, t.oid), null),
                   'firstLabel', (select e.enumlabel from pg_enum e where e.enumtypid = coalesce(et.oid, t.oid) order by e.enumsortorder limit 1))
                   order by a.ord)
           from unnest(p.proargtypes::oid[]) with ordinality a(t, ord)
           join pg_type t on t.oid = a.t left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'), '[]') as args
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'app_public' and p.prokind = 'f' and p.provolatile = 'v'
        and p.prorettype <> 'trigger'::regtype and has_function_privilege('pp_user', p.oid, 'execute')
      order by p.proname, p.oid`);
    return rows;
  } finally {
    await client.end();
  }
};

// ---------------------------------------------------------------------------------------------------------------
// Aiming an argument

/** Where the value of an id argument comes from: a table (its rows of B, else any of its rows) or a person of B. */
export type Source =
  | { kind: 'company' }
  | { kind: 'table'; table: string; column: string; rule: string }
  | { kind: 'person'; rule: string }
  | { kind: 'plain' };

const bare = (relation: string) => relation.slice(relation.indexOf('.') + 1);
const plurals = (stem: string) => [`${stem}s`, `${stem}es`, stem.replace(/y$/, 'ies')];
const isIdType = (element: string) => ['uuid', 'integer', 'bigint', 'smallint'].includes(element);

/** The type of a relation's single-column primary key, or undefined. */
const primaryKeyColumn = (catalog: Catalog, table: string): string | undefined => {
  const relation = catalog.relations.find((r) => r.name === table);
  return relation?.primaryKey.length === 1 ? relation.primaryKey[0] : undefined;
};

/**
 * Which table an argument named `<stem>_id`, `<stem>_ids` or `id` points at:
 * - `company_id`: company B itself;
 * - `id`: the table the command returns;
 * - a column of that name in the returned table with a foreign key: the table the key references; else such a column
 *   of a table whose name shares words with the command's (`reserve_redeem_code(type_id)` → redeem_codes.type_id);
 * - a table named after the stem in plural (`approval_id` → `…_approvals`), dropping leading words of the stem until
 *   one matches (`receipt_file_id` → `…_files`); several matches: the one sharing most words with the command's name;
 * - else, for a uuid, a person of B (a root user: `applicant_id`, `principal_id`).
 */
export const sourceOf = (catalog: Catalog, command: Command, arg: Argument): Source => {
  if (!isIdType(arg.element)) return { kind: 'plain' };
  if (arg.name === 'company_id' || arg.name === 'company_ids') return { kind: 'company' };
  if (arg.name === 'id' && command.returns) {
    return { kind: 'table', table: command.returns, column: primaryKeyColumn(catalog, command.returns) ?? 'id', rule: 'id → the returned table' };
  }
  const match = /^(.*)_ids?$/.exec(arg.name);
  if (!match) return { kind: 'plain' };
  const column = arg.name.replace(/_ids$/, '_id');
  if (command.returns) {
    const link = catalog.links.find((l) => l.from === command.returns && l.fromColumns.length === 1 && l.fromColumns[0] === column);
    if (link) return { kind: 'table', table: link.to, column: link.toColumns[0]!, rule: `the foreign key ${bare(command.returns)}.${column}` };
  }
  // how many words of the command's name a table's name holds (redeem_codes for reserve_redeem_code)
  const shared = (table: string) => command.name.split('_').filter((w) => bare(table).split('_').includes(w)).length;
  const named = catalog.links
    .filter((l) => l.fromColumns.length === 1 && l.fromColumns[0] === column && l.from.startsWith('app_public.') && shared(l.from) > 0)
    .sort((a, b) => shared(b.from) - shared(a.from) || a.from.localeCompare(b.from))[0];
  if (named) return { kind: 'table', table: named.to, column: named.toColumns[0]!, rule: `the foreign key ${bare(named.from)}.${column}` };
  const words = match[1]!.split('_');
  const tables = catalog.relations.filter((r) => r.kind === 'table' && r.name.startsWith('app_public.') && r.primaryKey.length === 1);
  for (let drop = 0; drop < words.length; drop++) {
    const stem = words.slice(drop).join('_');
    const candidates = tables.filter((t) => plurals(stem).some((p) => bare(t.name) === p || bare(t.name).endsWith(`_${p}`)));
    if (candidates.length === 0) continue;
    // the table named exactly after the stem first (users, not root_users), then the most words shared
    const exact = (t: Relation) => (plurals(stem).includes(bare(t.name)) ? 1 : 0);
    const best = [...candidates].sort((a, b) => exact(b) - exact(a) || shared(b.name) - shared(a.name) || a.name.localeCompare(b.name))[0]!;
    return { kind: 'table', table: best.name, column: best.primaryKey[0]!, rule: `the name ${stem} → ${bare(best.name)}` };
  }
  if (arg.element === 'uuid') return { kind: 'person', rule: 'names no table: a person of B' };
  return { kind: 'plain' };
};

/** A plausible value of a non-id argument, by its name and type. */
export const plainValue = (arg: Argument, companyB: string): unknown => {
  if (arg.name === 'push_strategies') {
    return JSON.stringify({ combinator: 'OR', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: [companyB] }] });
  }
  if (arg.isArray || arg.typtype === 'c') return arg.isArray ? [] : null;
  if (arg.typtype === 'e') return arg.firstLabel;
  switch (arg.element) {
    case 'text':
    case 'character varying':
      return 'x';
    case 'integer':
    case 'bigint':
    case 'smallint':
    case 'numeric':
    case 'double precision':
    case 'real':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return new Date().toISOString();
    case 'jsonb':
    case 'json':
      return '{}';
    default:
      return null;
  }
};

// ---------------------------------------------------------------------------------------------------------------
// The fingerprint of company B's rows

export interface Fingerprinter {
  /** Tables with rows of B, in the order of the fingerprint's entries. */
  tables: string[];
  /** One md5 per table of B's rows, as the owner; `persona`'s own rows (the former member of B's) are left out. */
  take(persona: string): Promise<string[]>;
}

/**
 * Remembers, as the owner, the keys of every row of every table that holds rows of B (its B rows, all its rows, and the
 * rows of the former member of B), in a temporary table of the world's transaction. A fingerprint then covers the rows
 * that were B's, whatever they hold now, and rows that are new and belong to B or its people by the foreign keys. Rows
 * that belong to the acting former member of B themselves are theirs, not the company's, and are left out.
 */
export const prepareFingerprint = async (matrix: Matrix, catalog: Catalog, tables: Relation[]): Promise<Fingerprinter> => {
  const tx = matrix.tx;
  await asOwner(tx);
  await tx.query('create temporary table command_matrix_keys (rel text not null, kind text not null, k text not null) on commit drop');
  const nobody = '00000000-0000-0000-0000-000000000000';
  const used: { relation: Relation; predicate: string }[] = [];
  for (const relation of tables) {
    const predicate = ownershipPredicate(catalog, relation.name)!;
    const insert = (kind: string, where: string, values: unknown[]) =>
      tx.query(
        `insert into command_matrix_keys (rel, kind, k)
         select $3, $4, ${rowKey(relation)} from ${ident(relation.name)} t
         where ($1::uuid is null or true) and ($2::uuid[] is null or true) and (${where})`,
        [...values, relation.name, kind],
      );
    await insert('b', predicate, [matrix.companyB, matrix.peopleOfB]);
    await insert('all', 'true', [nobody, []]);
    await insert('formerB', predicate, [nobody, [matrix.roots.formerB]]);
    used.push({ relation, predicate });
  }
  await tx.query('create index on command_matrix_keys (rel, kind, k)');
  await tx.query('analyze command_matrix_keys');
  const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const entries = used.map(({ relation, predicate }) => {
    const key = rowKey(relation);
    const keys = (kind: string) => `(select k from command_matrix_keys where rel = ${literal(relation.name)} and kind = ${kind})`;
    return `(select md5(coalesce(string_agg(x, '|' order by x), '')) from (
       select to_jsonb(t)::text as x from ${ident(relation.name)} t
       where (${key} in ${keys("'b'")} or (${key} not in ${keys("'all'")} and (${predicate})))
         and ${key} not in ${keys('$3')}) s)`;
  });
  const text = `select array[${entries.join(',\n')}]::text[] as f from (select $1::uuid, $2::uuid[], $3::text) params`;
  return {
    tables: used.map((u) => u.relation.name),
    async take(persona) {
      await asOwner(tx);
      // the acting former member of B is no person of B for new rows, and their own rows are not the company's
      const own = persona === 'formerB' ? matrix.roots.formerB : null;
      const people = matrix.peopleOfB.filter((p) => p !== own);
      const { rows } = await tx.query<{ f: string[] }>(text, [matrix.companyB, people, persona === 'formerB' ? 'formerB' : '-']);
      return rows[0]!.f;
    },
  };
};

export const codeOf = (error: unknown): string => {
  const e = error as { code?: string; message?: string };
  return e.code === 'PPERR' ? `PPERR ${e.message ?? ''}` : (e.code ?? String(error));
};

export type { Tx };
