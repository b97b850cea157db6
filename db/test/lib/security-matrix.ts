// Building blocks of db/test/security-matrix.test.ts: the catalog's view of what the API roles may touch, which rows of
// a relation belong to a company (derived from foreign keys), one long-lived rolled-back world with the demo data of
// the product loaded into it, the former members, and probes that never abort the transaction.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { demoCompanies, demoRootUsers, seed } from '@pp/seeds';
import { builtinRoleIds, testDatabaseUrl, withWorld, type Tx } from '../world.ts';

// ---------------------------------------------------------------------------------------------------------------
// The catalog

export interface Column {
  name: string;
  /** Filled in by the database when left out of an insert (a default or an identity). */
  defaulted: boolean;
  /** A generated column: never written. */
  generated: boolean;
  /** Columns pp_user / pp_anonymous may update. */
  userUpdates: boolean;
  anonymousUpdates: boolean;
}

export interface Relation {
  /** schema.name, as the tests name it. */
  name: string;
  kind: 'table' | 'view';
  rowSecurity: boolean;
  /** A view that reads its tables with the privileges of the querying role (security_invoker). */
  securityInvoker: boolean;
  columns: Column[];
  primaryKey: string[];
}

/** A foreign key (or, for a view, a column that carries a table's primary key): from columns → to columns. */
export interface Link {
  from: string;
  fromColumns: string[];
  to: string;
  toColumns: string[];
}

export interface Catalog {
  /** Every table and view pp_user or pp_anonymous holds some privilege on, in a schema they may use. */
  relations: Relation[];
  /** Column names of every table and view of the application's schemas (those the API roles cannot see too). */
  columnNames: Record<string, string[]>;
  /** Links between all tables of the application's schemas (the private ones too: a path may pass through them). */
  links: Link[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** schema.name → a quoted identifier. */
export const ident = (name: string) => name.split('.').map(quote).join('.');

export const loadCatalog = async (client: pg.Client): Promise<Catalog> => {
  const { rows: relations } = await client.query<{
    name: string;
    relkind: string;
    rls: boolean;
    invoker: boolean;
    columns: Column[];
    pk: string[] | null;
  }>(`
    select n.nspname || '.' || c.relname as name, c.relkind::text as relkind, c.relrowsecurity as rls,
      coalesce('security_invoker=true' = any (c.reloptions) or 'security_invoker=on' = any (c.reloptions), false) as invoker,
      (select json_agg(json_build_object(
                'name', a.attname, 'defaulted', a.atthasdef or a.attidentity <> '', 'generated', a.attgenerated <> '',
                'userUpdates', has_column_privilege('pp_user', c.oid, a.attnum, 'UPDATE'),
                'anonymousUpdates', has_column_privilege('pp_anonymous', c.oid, a.attnum, 'UPDATE')) order by a.attnum)
         from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
      (select array_agg(a.attname::text order by k.ord)
         from pg_index i cross join unnest(i.indkey) with ordinality k(attnum, ord)
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
         where i.indrelid = c.oid and i.indisprimary) as pk
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'f')
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
      and exists (
        select 1 from unnest(array['pp_user', 'pp_anonymous']) r(role)
        where has_schema_privilege(r.role, n.oid, 'USAGE')
          and (has_any_column_privilege(r.role, c.oid, 'SELECT, INSERT, UPDATE, REFERENCES')
               or has_table_privilege(r.role, c.oid, 'DELETE, TRUNCATE, TRIGGER')))
    order by 1`);
  const { rows: fks } = await client.query<Link>(`
    select fn.nspname || '.' || f.relname as from, tn.nspname || '.' || t.relname as to,
      (select array_agg(a.attname::text order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
         join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as "fromColumns",
      (select array_agg(a.attname::text order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
         join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as "toColumns"
    from pg_constraint con
    join pg_class f on f.oid = con.conrelid join pg_namespace fn on fn.oid = f.relnamespace
    join pg_class t on t.oid = con.confrelid join pg_namespace tn on tn.oid = t.relnamespace
    where con.contype = 'f' and fn.nspname in ('app_public', 'app_hidden', 'app_private')`);
  // A view has no foreign keys: a column of the view named as the single-column primary key of a table it reads
  // stands for one (app_hidden.company_names_for_search.id is app_private.company_names.id).
  const { rows: viewLinks } = await client.query<Link>(`
    select distinct u.view_schema || '.' || u.view_name as from, u.table_schema || '.' || u.table_name as to,
      array[pk.attname::text] as "fromColumns", array[pk.attname::text] as "toColumns"
    from information_schema.view_column_usage u
    join pg_class t on t.relname = u.table_name join pg_namespace tn on tn.oid = t.relnamespace and tn.nspname = u.table_schema
    join pg_index i on i.indrelid = t.oid and i.indisprimary and i.indnatts = 1
    join pg_attribute pk on pk.attrelid = t.oid and pk.attnum = i.indkey[0] and pk.attname = u.column_name
    join pg_class v on v.relname = u.view_name join pg_namespace vn on vn.oid = v.relnamespace and vn.nspname = u.view_schema
    where u.view_schema in ('app_public', 'app_hidden')
      and exists (select 1 from pg_attribute va where va.attrelid = v.oid and va.attname = pk.attname and not va.attisdropped)`);
  const { rows: names } = await client.query<{ name: string; columns: string[] }>(`
    select n.nspname || '.' || c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relkind in ('r', 'p', 'v', 'm', 'f') and n.nspname in ('app_public', 'app_hidden', 'app_private')
    group by 1`);
  return {
    columnNames: Object.fromEntries(names.map((n) => [n.name, n.columns])),
    relations: relations.map((r) => ({
      name: r.name,
      kind: r.relkind === 'v' || r.relkind === 'm' ? 'view' : 'table',
      rowSecurity: r.rls,
      securityInvoker: r.invoker,
      columns: r.columns,
      primaryKey: r.pk ?? [],
    })),
    links: [...fks, ...viewLinks],
  };
};

/** Reads the catalog of the test database on a connection of its own (test collection needs it before any world). */
export const readCatalog = async (): Promise<Catalog> => {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return await loadCatalog(client);
  } finally {
    await client.end();
  }
};

// ---------------------------------------------------------------------------------------------------------------
// Whose rows: a predicate derived from the foreign keys

/** The owning company and the people whose rows are being asked about ($1 and $2 of the predicate). */
const COMPANY = '$1::uuid';
const PEOPLE = '$2::uuid[]';

/**
 * A SQL condition on alias `t` of `relation` that holds when the row belongs to company $1 or to one of the people $2
 * (root user ids), directly or through at most `hops` foreign keys: the company itself, a `company_id` column, a
 * reference to app_public.companies, a root user, or a reference (one or two links away) to a row that is one of those.
 * Undefined when no such path exists: the relation is not scoped to a company or a person. With `people: false`
 * only paths to a company count (a vendor-side author column does not make reference data anyone's).
 */
export const ownershipPredicate = (catalog: Catalog, relation: string, options: { people?: boolean } = {}, alias = 't', hops = 2): string | undefined => {
  const terms: string[] = [];
  if (relation === 'app_public.companies') terms.push(`${alias}.id = ${COMPANY}`);
  if (relation === 'app_public.root_users' && options.people !== false) terms.push(`${alias}.id = any (${PEOPLE})`);
  const columns = catalog.columnNames[relation] ?? [];
  if (columns.includes('company_id')) terms.push(`${alias}.company_id = ${COMPANY}`);
  if (hops > 0) {
    for (const link of catalog.links.filter((l) => l.from === relation && l.to !== relation)) {
      const next = `${alias}_${link.fromColumns.join('_')}`.slice(0, 60);
      const inner = ownershipPredicate(catalog, link.to, options, next, hops - 1);
      if (!inner) continue;
      const join = link.fromColumns.map((c, i) => `${next}.${quote(link.toColumns[i]!)} = ${alias}.${quote(c)}`).join(' and ');
      terms.push(`exists (select 1 from ${ident(link.to)} ${next} where ${join} and (${inner}))`);
    }
  }
  return terms.length === 0 ? undefined : terms.map((t) => `(${t})`).join(' or ');
};

/** An expression naming one row of alias `t`: its primary key, or the whole row for a view. */
export const rowKey = (relation: Relation, alias = 't'): string =>
  relation.primaryKey.length > 0
    ? `md5(row(${relation.primaryKey.map((c) => `${alias}.${quote(c)}`).join(', ')}, null)::text)`
    : `md5(${alias}::text)`;

// ---------------------------------------------------------------------------------------------------------------
// Personas

export type MatrixPersona =
  | 'anonymous'
  | 'noCompany'
  | 'memberA'
  | 'adminA'
  | 'formerA'
  | 'memberB'
  | 'adminB'
  | 'formerB'
  | 'vendorAdmin';

export interface Matrix {
  tx: Tx;
  /** Company A (the world's, empty) and company B (the demo's Cloudway, whose rows fill most tables). */
  companyA: string;
  companyB: string;
  /** Root users of every person of company B, past and present: their personal rows are B's too. */
  peopleOfB: string[];
  /** Root user ids of the personas that are not the world's own. */
  roots: Record<'formerA' | 'memberB' | 'adminB' | 'formerB', string>;
  becomes(persona: MatrixPersona | null): Promise<void>;
}

/**
 * Adds a former member to a company: a person who joined as a partner administrator (so their role assignment stays
 * behind) and then left through the product's own exit_company command, which turns their identity EXITED.
 */
export const addFormerMember = async (tx: Tx, companyId: string, label: string): Promise<string> => {
  const root = randomUUID();
  const suffix = root.slice(0, 8);
  await tx.as(null);
  await tx.query('select app_private.ensure_root_user($1, $2, $3, $4)', [root, `${label}-${suffix}`, `${label}.${suffix}@example.com`, label]);
  const { rows } = await tx.query<{ id: string }>(
    `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, $3, 'JOINED', now()) returning id`,
    [root, companyId, label],
  );
  await tx.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [rows[0]!.id, builtinRoleIds.partnerAdministrator]);
  await tx.asRoot(root);
  await tx.query('select app_public.exit_company($1)', [companyId]);
  await tx.as(null);
  const { rows: after } = await tx.query<{ status: string }>('select status::text from app_public.users where id = $1', [rows[0]!.id]);
  if (after[0]?.status !== 'EXITED') throw new Error(`the former member of ${companyId} is ${after[0]?.status}, not EXITED`);
  return root;
};

/**
 * Loads the product's demo data (seeds/src/index.ts `seed`, the same code `npm start` runs) into the open transaction.
 * `seed` opens, begins and commits a connection of its own; for its duration pg.Client hands it this transaction's
 * connection instead, and its begin / commit / rollback become a savepoint, so everything it writes is rolled back
 * with the world.
 */
export const loadDemoSeed = async (tx: Tx): Promise<void> => {
  const real = tx.client;
  const borrowed = {
    connect: async () => undefined,
    end: async () => undefined,
    query: (text: unknown, values?: unknown[]) => {
      if (text === 'begin') return real.query('savepoint demo_seed');
      if (text === 'commit') return real.query('release savepoint demo_seed');
      if (text === 'rollback') return real.query('rollback to savepoint demo_seed');
      return real.query(text as string, values);
    },
  };
  const module = pg as unknown as { Client: unknown };
  const original = module.Client;
  module.Client = function BorrowedClient() {
    return borrowed;
  };
  try {
    await tx.as(null);
    await seed('postgres://borrowed-transaction');
  } finally {
    module.Client = original;
  }
};

/**
 * Rows of company B (and of its people) the demo does not have, written as the owner so that more tables have
 * something to probe: a company role with a key, an invitation, an exam of the demo member's certification, a quota
 * rule, a renewal request of a signed filing, a recently visited page, an internal file, a partner application of the
 * member's and two content events. Each copies what the product writes, not every business rule of its command.
 */
export const addRowsOfB = async (tx: Tx, companyB: string): Promise<void> => {
  await tx.as(null);
  const member = demoRootUsers.member;
  const admin = demoRootUsers.partnerAdmin;
  const { rows: role } = await tx.query<{ id: string }>(
    `insert into app_public.roles (company_id, name, type) values ($1, 'Matrix sales lead', 'ORGANIZATIONAL') returning id`,
    [companyB],
  );
  await tx.query(`insert into app_public.role_permissions (role_id, permission_key) values ($1, 'ViewCompanyInfo')`, [role[0]!.id]);
  await tx.query(
    `insert into app_public.company_invitations (company_id, code, position_id, role_ids, created_by) values ($1, $2, 1, $3, $4)`,
    [companyB, randomUUID().replace(/-/g, ''), [builtinRoleIds.regularMember], admin],
  );
  await tx.query(
    `insert into app_public.exams (personal_certification_id, subject_id, examinee_id, company_id, type, status)
     select pc.id, (select min(id) from app_public.exam_subjects), pc.applicant_id, pc.company_id, 'FIRST_EXAM', 'COMMITTED'
     from app_public.personal_certifications pc where pc.applicant_id = $1 and pc.company_id = $2 limit 1`,
    [member, companyB],
  );
  await tx.query(
    `insert into app_public.project_filing_quota_rules (company_id, max_project_filing_count, win_rate, valid_until_date)
     values ($1, 5, 50, current_date + 30)`,
    [companyB],
  );
  await tx.query(
    `insert into app_public.project_filing_renewals (filing_id, reason, phase_id, valid_until_date, previous_valid_until_date, submitter_id)
     select f.id, 'Matrix renewal', (select min(id) from app_public.project_phases), current_date + 90, current_date + 30, $2
     from app_public.project_filings f where f.company_id = $1 limit 1`,
    [companyB, admin],
  );
  await tx.query(`insert into app_public.recent_visited_pages (root_user_id, url, title) values ($1, '/workbench', 'Workbench')`, [member]);
  await tx.query(
    `insert into app_public.uploaded_files (root_user_id, company_id, use, name, size, mime_type, storage_key, status, completed_at)
     values ($1, $2, 'INTERNAL_FILE', 'matrix.pdf', 10, 'application/pdf', $3, 'SUCCESS', now())`,
    [admin, companyB, `matrix/${randomUUID()}`],
  );
  // the demo's pending application, as if the member of B had sent one too
  await tx.query(
    `insert into app_public.partner_applications
     select (jsonb_populate_record(null::app_public.partner_applications,
       to_jsonb(a) || jsonb_build_object('id', gen_random_uuid(), 'semantic_id', 'MATRIX-' || left(gen_random_uuid()::text, 8), 'applicant_id', $1::uuid,
         'company_name', 'Matrix Applicant Co. ' || left(gen_random_uuid()::text, 8)))).*
     from app_public.partner_applications a limit 1`,
    [member],
  );
  await tx.query(
    `insert into app_public.content_event_log (content_kind, content_id, event_type, company_id)
     select 'ANNOUNCEMENT', a.id, 'VIEW', $1 from app_public.announcements a limit 1`,
    [companyB],
  );
  await tx.query(
    `insert into app_public.content_event_log (content_kind, content_id, event_type, company_id)
     select 'MATERIAL', m.id, 'DOWNLOAD', $1 from app_public.resource_materials m limit 1`,
    [companyB],
  );
};

/**
 * Opens one world (world.ts) for a whole test file and keeps its transaction open until `close`: the demo data,
 * company B = the demo's Cloudway (its member and partner administrator are the demo's), former members of A and of B.
 */
export const openMatrix = async (): Promise<{ matrix: Matrix; close: () => Promise<void> }> => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let ready!: (m: Matrix) => void;
  let failed!: (e: unknown) => void;
  const opened = new Promise<Matrix>((resolve, reject) => ((ready = resolve), (failed = reject)));
  const done = withWorld(async (tx) => {
    try {
      // The demo's rows have fixed ids: two files that load them take turns (the lock ends with the transaction),
      // rather than one waiting on the other's rows half-way through the seed.
      await tx.query(`select pg_advisory_xact_lock(hashtext('test: the demo world'))`);
      await loadDemoSeed(tx);
      const companyA = tx.world.companyA;
      const companyB = demoCompanies.cloudway;
      await addRowsOfB(tx, companyB);
      const formerA = await addFormerMember(tx, companyA, 'formerA');
      const formerB = await addFormerMember(tx, companyB, 'formerB');
      const { rows } = await tx.query<{ id: string }>('select distinct root_user_id as id from app_public.users where company_id = $1', [companyB]);
      const roots = { formerA, formerB, memberB: demoRootUsers.member, adminB: demoRootUsers.partnerAdmin };
      const matrix: Matrix = {
        tx,
        companyA,
        companyB,
        peopleOfB: rows.map((r) => r.id),
        roots,
        async becomes(persona) {
          if (persona === 'formerA' || persona === 'formerB' || persona === 'memberB' || persona === 'adminB') await tx.asRoot(roots[persona]);
          else if (persona === null) await asOwner(tx);
          else await tx.as(persona);
        },
      };
      ready(matrix);
    } catch (error) {
      failed(error);
      return;
    }
    await released;
  });
  done.catch(failed);
  const matrix = await opened;
  return {
    matrix,
    close: async () => {
      release();
      await done;
    },
  };
};

// ---------------------------------------------------------------------------------------------------------------
// Probes

export interface Outcome {
  /** SQLSTATE, or the product's error code for PPERR; undefined when the statement ran. */
  error?: string;
  rowCount: number;
}

/** Runs one statement in a savepoint, so a refusal leaves the transaction usable. */
export const attempt = async (tx: Tx, text: string, values?: unknown[]): Promise<Outcome> => {
  await tx.query('savepoint probe');
  try {
    const result = await tx.query(text, values);
    await tx.query('release savepoint probe');
    return { rowCount: result.rowCount ?? 0 };
  } catch (error) {
    await tx.query('rollback to savepoint probe');
    const e = error as { code?: string; message?: string };
    return { error: e.code === 'PPERR' ? (e.message ?? 'PPERR') : (e.code ?? String(error)), rowCount: 0 };
  }
};

/** Keys (rowKey) of the rows of `relation` for which the predicate holds, read as the owner. */
/**
 * The owner, reading every row: row-level security does not apply to it, and with the vendor admin's claims the views
 * that read as their owner and filter by the caller's rule (is_vendor_admin, the permitted companies) show every row too.
 */
export const asOwner = async (tx: Tx): Promise<void> => {
  await tx.as(null);
  await tx.query(`select set_config('jwt.claims.sub', $1, true)`, [tx.world.people.vendorAdmin]);
};

export const keysWhere = async (tx: Tx, relation: Relation, predicate: string, values: unknown[]): Promise<string[]> => {
  await asOwner(tx);
  const { rows } = await tx.query<{ k: string }>(
    // $1 and $2 are named even when the predicate needs only one of them, so both have a type
    `select ${rowKey(relation)} as k from ${ident(relation.name)} t
     where ($1::uuid is null or true) and ($2::uuid[] is null or true) and (${predicate})`,
    values,
  );
  return rows.map((r) => r.k);
};
