import type { PgSQL, SQL } from 'postgraphile/pg-sql2';
import { addPgTableCondition } from 'postgraphile/utils';

/**
 * The back office narrows its long lists by text (any part of it, ignoring case). As a connection filter
 * (`includesInsensitive`, SQL `ILIKE`) that test runs on every row the list reads: row-level security keeps a
 * case-insensitive match, which is not leak-proof, off the trigram indexes, so each search read every row.
 *
 * These conditions ask instead whether the row's key is among the keys whose text matches, read from a view that runs
 * as the table's owner (to whom the table's row-level security does not apply): the trigram index finds the matches,
 * the planner counts them, and the list reads its own rows through its own indexes with a leak-proof equality. The
 * list's row-level security still decides which rows anyone sees. A blank term does not narrow the list.
 *
 * A word most rows hold (a customer's "Ltd", a number's fixed prefix) makes the trigram index read lists as long as the
 * table. The index is therefore asked for the term's longest stretch of uncommon words (`app_hidden.search_pattern`,
 * from the column's word statistics), and the rows it finds are tested against the whole term; where the stretch is
 * the whole term, the planner drops that second test.
 */
/**
 * A text column of the view, by name, or with the statistics object (`schema.name`) on its words, for a column of
 * millions of rows; without one the index is asked for the whole term (on a table of thousands, a common word costs
 * little).
 */
type TextColumn = string | { name: string; statistics: string };

interface TextCondition {
  table: string;
  /** The condition's GraphQL name. */
  field: string;
  /** The list's column compared with the view's key. */
  key: string;
  /** The owner's view (`app_hidden`), its key (what `key` holds) and its text columns (a row matches by any of them). */
  view: string;
  viewKey: string;
  columns: readonly TextColumn[];
  /**
   * Ask whether the key is in the array of matching keys made by this function (`app_hidden`, the term its argument)
   * instead of joining the view: the planner evaluates the array when it plans the statement and estimates from each
   * key's share of the list (the column's statistics), so a key with many rows can be read in the page's order from
   * an index that carries the key. For a list whose rows are narrowed by a few keys of very different sizes; many
   * keys (a common word) make planning slower, as each one is estimated.
   */
  arrayFunction?: string;
  description: string;
}

const textConditions: readonly TextCondition[] = [
  ...(['project_filings', 'company_performances', 'company_points'] as const).map((table) => ({
    table,
    field: 'companyNameContains',
    key: 'company_id',
    view: 'company_names_for_search',
    viewKey: 'id',
    columns: ['name'],
    // the performance records and the point history: one company may hold thousands of rows, shown a page at a time
    // newest first
    ...(table === 'company_performances' || table === 'company_points' ? { arrayFunction: 'company_ids_with_name' } : {}),
    description: 'Only rows of companies whose name contains this text, ignoring case (a blank text does not narrow).',
  })),
  {
    table: 'companies',
    field: 'nameContains',
    key: 'id',
    view: 'company_names_for_search',
    viewKey: 'id',
    columns: ['name'],
    description: 'Only companies whose name contains this text, ignoring case (a blank text does not narrow).',
  },
  {
    table: 'project_filings',
    field: 'keywordContains',
    key: 'id',
    view: 'project_filings_for_search',
    viewKey: 'id',
    columns: [{ name: 'semantic_id', statistics: 'app_public.project_filings_semantic_words' }, 'name', 'customer_full_name'],
    description: "Only filings whose readable id, name or customer's name contains this text, ignoring case (a blank text does not narrow).",
  },
  {
    table: 'project_filings',
    field: 'ownerNameContains',
    key: 'principal_id',
    view: 'users_for_search',
    viewKey: 'id',
    columns: ['name'],
    description: "Only filings whose owner's name contains this text, ignoring case (a blank text does not narrow).",
  },
  {
    table: 'users',
    field: 'nameOrEmailContains',
    key: 'id',
    view: 'users_for_search',
    viewKey: 'id',
    columns: ['name', 'email'],
    description: 'Only identities whose name or e-mail address contains this text, ignoring case (a blank text does not narrow).',
  },
  {
    table: 'company_performances',
    field: 'semanticIdContains',
    key: 'id',
    view: 'company_performances_for_search',
    viewKey: 'id',
    columns: [{ name: 'semantic_id', statistics: 'app_public.company_performances_semantic_words' }],
    description: 'Only records whose performance number contains this text, ignoring case (a blank text does not narrow).',
  },
  {
    table: 'company_performances',
    field: 'customerNameContains',
    key: 'id',
    view: 'company_performances_for_search',
    viewKey: 'id',
    columns: [{ name: 'customer_full_name', statistics: 'app_public.company_performances_customer_words' }],
    description: "Only records whose customer's name contains this text, ignoring case (a blank text does not narrow).",
  },
];

/**
 * Searches over several tables (a number of the row, or of a row it belongs to, or a person's name): the matching keys
 * come from a set-returning SQL function of `app_hidden` over the owner's views, written so that the planner inlines it
 * (plain SQL, no settings) and each part uses its trigram index.
 */
interface KeywordCondition {
  table: string;
  field: string;
  /** `app_hidden.<fn>(term)`, returning the matching rows' ids (`id`). */
  fn: string;
  description: string;
}

const keywordConditions: readonly KeywordCondition[] = [
  {
    table: 'personal_certifications',
    field: 'keywordContains',
    fn: 'personal_certification_ids_with_keyword',
    description:
      "Only certifications whose number, certificate number or applicant's name contains this text, ignoring case (a blank text does not narrow).",
  },
  {
    table: 'exams',
    field: 'keywordContains',
    fn: 'exam_ids_with_keyword',
    description:
      "Only exams whose number, or whose certification's number, certificate number or applicant's name, contains this text, ignoring case (a blank text does not narrow).",
  },
];

/**
 * A yes/no condition answered from an owner's view of the matching rows' ids (`app_hidden`), where the filter would
 * compute a column for every row: true keeps the rows the view holds, false the others.
 */
interface MembershipCondition {
  table: string;
  field: string;
  view: string;
  description: string;
}

const membershipConditions: readonly MembershipCondition[] = [
  {
    table: 'project_filings',
    field: 'possibleConflict',
    view: 'project_filings_in_possible_conflict',
    description: 'Only filings in possible conflict with a filing under review or in effect (true), or only the others (false); vendor admins.',
  },
];

/** What a condition's SQL is written with: the SQL builder and the list's alias. */
type ConditionSql = { sql: PgSQL; sqlTableAlias: SQL };

/** A condition of `table` named `field`: text (a blank one does not narrow) or a yes/no, whose SQL `where` writes. */
const condition = (
  table: string,
  field: string,
  kind: 'text' | 'flag',
  description: string,
  where: (value: string | boolean, on: ConditionSql) => SQL,
): GraphileConfig.Plugin =>
  addPgTableCondition(
    { schemaName: 'app_public', tableName: table },
    field,
    (build) => ({ type: kind === 'flag' ? build.graphql.GraphQLBoolean : build.graphql.GraphQLString, description }),
    (value, on) => {
      if (kind === 'flag' ? typeof value !== 'boolean' : typeof value !== 'string' || value.trim() === '') return null;
      return where(value as string | boolean, on as unknown as ConditionSql);
    },
  );

export const makeTextConditionPlugins = (): GraphileConfig.Plugin[] => [
  ...membershipConditions.map((c) =>
    condition(c.table, c.field, 'flag', c.description, (value, { sql, sqlTableAlias }) => {
      const within = sql`${sqlTableAlias}.id in (select v.id from app_hidden.${sql.identifier(c.view)} v)`;
      return value ? within : sql`not (${within})`;
    }),
  ),
  ...keywordConditions.map((c) =>
    condition(c.table, c.field, 'text', c.description, (value, { sql, sqlTableAlias }) =>
      sql`${sqlTableAlias}.id in (select k.id from app_hidden.${sql.identifier(c.fn)}(${sql.value(value)}) k)`,
    ),
  ),
  ...textConditions.map((c) =>
    condition(c.table, c.field, 'text', c.description, (value, { sql, sqlTableAlias }) => {
      if (c.arrayFunction) {
        return sql`${sqlTableAlias}.${sql.identifier(c.key)} = any(app_hidden.${sql.identifier(c.arrayFunction)}(${sql.value(value)}))`;
      }
      const whole = sql`app_hidden.contains_pattern(${sql.value(value)})`;
      const matches = (col: TextColumn) => {
        const column = sql`v.${sql.identifier(typeof col === 'string' ? col : col.name)}`;
        if (typeof col === 'string') return sql`${column} ilike ${whole}`;
        const narrowed = sql`app_hidden.search_pattern(${sql.literal(col.statistics)}, ${sql.value(value)})`;
        return sql`(${column} ilike ${narrowed}
          and (${narrowed} = ${whole} or strpos(lower(${column}), lower(btrim(${sql.value(value)}))) > 0))`;
      };
      // any of the columns (each its own trigram index: the planner ORs their bitmaps)
      return sql`${sqlTableAlias}.${sql.identifier(c.key)} in (
        select v.${sql.identifier(c.viewKey)} from app_hidden.${sql.identifier(c.view)} v where ${sql.join(c.columns.map(matches), ' or ')})`;
    }),
  ),
];
