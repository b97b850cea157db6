import pg from 'pg';
import { getOperationAST, type DocumentNode } from 'postgraphile/graphql';

/**
 * The statement PostGraphile's Postgres adaptor sends right after `begin` to apply a request's settings (role and
 * `jwt.claims.*`), with the settings as one JSON parameter.
 */
export const settingsStatement = 'select set_config(el->>0, el->>1, true) from json_array_elements($1::json) el';

/**
 * The setting that marks a read-only request (a GraphQL query). Postgres enforces it: a statement of such a request
 * that tried to write fails. The connection below relies on it to run the request's statements without `begin` and
 * `commit`.
 */
export const readOnlySetting = ['transaction_read_only', 'on'] as const;

/**
 * Whether a GraphQL request only reads: its operation is a query (a mutation writes; a subscription's events are
 * read as they come, on the primary). Such a request carries `readOnlySetting`, and may run on a read replica.
 */
export const isReadOnlyOperation = (document: DocumentNode | undefined, operationName: string | null | undefined): boolean =>
  document !== undefined && getOperationAST(document, operationName ?? undefined)?.operation === 'query';

/** The settings statement prepared once per connection (when prepared statements are in use). */
const settingsStatementName = 'pp_request_settings';


type Connection = {
  parsedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(config: { text: string; name: string; types: unknown[] }): void;
  bind(config: { portal: string; statement: string; values: unknown[] }): void;
  execute(config: { portal: string; rows?: number }): void;
};
type QueryInternals = {
  prepare(connection: Connection): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: Connection): void;
};

const QueryBase = pg.Query as unknown as new (config: unknown, values?: unknown, callback?: (error: Error | null, result: pg.QueryResult) => void) => QueryInternals;

/**
 * A statement sent with its request's settings in one round trip: optionally `begin`, then the settings statement
 * (bound and executed, their results ignored), then the statement itself, followed by one Sync.
 * - Without `begin` (a read-only request) the messages before the Sync are one implicit transaction, so the settings
 *   are local to it as they would be after `begin`; under read committed each statement of a request sees its own
 *   snapshot either way.
 * - With `begin` (the first statement of any other request) the transaction stays open after the Sync, as if `begin`
 *   and the settings had been sent on their own before.
 */
class StatementWithSettings extends QueryBase {
  /** Command completions still to come from the statements sent before this one. */
  private before: number;

  constructor(
    /** The request's settings (the settings statement's one JSON parameter). */
    readonly settings: string,
    /** Whether the request's transaction starts with this statement. */
    readonly begin: boolean,
    config: unknown,
    callback: (error: Error | null, result: pg.QueryResult) => void,
  ) {
    super(config, undefined, callback);
    this.before = begin ? 2 : 1;
  }

  submit(connection: Connection): null {
    connection.stream.cork?.();
    try {
      // What comes first goes first, so that a failure to parse the statement itself is the statement's own error.
      if (this.begin) {
        connection.parse({ text: 'begin', name: '', types: [] });
        connection.bind({ portal: '', statement: '', values: [] });
        connection.execute({ portal: '', rows: 0 });
      }
      const prepared = connection.parsedStatements[settingsStatementName] === settingsStatement;
      if (!prepared) connection.parse({ text: settingsStatement, name: '', types: [] });
      connection.bind({ portal: '', statement: prepared ? settingsStatementName : '', values: [this.settings] });
      connection.execute({ portal: '', rows: 0 });
      // the statement, prepared under its name when it has one, described and executed, then the Sync
      this.prepare(connection);
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  // The earlier statements' rows come first, without a row description, each ending with its own command completion.
  override handleDataRow(message: unknown): void {
    if (this.before === 0) super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: Connection): void {
    if (this.before === 0) super.handleCommandComplete(message, connection);
    else this.before--;
  }
}

/**
 * Runs one statement with a request's settings in one round trip (see StatementWithSettings), on the connection whose
 * unpatched `query` is given. The bench's raw-SQL twin replays the API's statements through it too.
 */
export const sendWithSettings = (
  query: (submittable: unknown) => unknown,
  settings: string,
  begin: boolean,
  config: unknown,
): Promise<pg.QueryResult> =>
  new Promise((resolve, reject) => {
    query(new StatementWithSettings(settings, begin, config, (error, result) => (error ? reject(error) : resolve(result))));
  });

const combined = Symbol('requestRoundTrips');
const forget = Symbol('forgetHeldRequest');

const textOf = (config: unknown): string | undefined =>
  typeof config === 'string' ? config : config && typeof config === 'object' && 'text' in config ? String(config.text) : undefined;

const valuesOf = (config: unknown, values: unknown): unknown[] | undefined => {
  if (config && typeof config === 'object' && 'values' in config && Array.isArray(config.values)) return config.values;
  return Array.isArray(values) ? values : undefined;
};

const isReadOnly = (settings: string): boolean => {
  try {
    const entries = JSON.parse(settings) as unknown;
    return Array.isArray(entries) && entries.some((entry) => Array.isArray(entry) && entry[0] === readOnlySetting[0] && entry[1] === readOnlySetting[1]);
  } catch {
    return false;
  }
};

const done = (command: string) => Promise.resolve({ command, rowCount: null, rows: [], fields: [] });

/**
 * Cuts the round trips of a request's connection. Every request is its own transaction with its own role and claims
 * (PostGraphile sends `begin`, the settings statement, the request's statements, `commit`), and each round trip to
 * Postgres costs the API more than a light request's own query:
 * - `begin` and the settings are held back and go with the request's first statement, as one pipeline
 *   (StatementWithSettings); a transaction statement coming first instead (a savepoint, `commit`) has them sent before
 *   it, as one simple-protocol message (`begin; select set_config(…)`, the settings inlined as an escaped literal).
 * - A read-only request (its settings carry `transaction_read_only`) sends no `begin` and no `commit` at all: each of
 *   its statements goes with the settings as one pipeline and one implicit transaction, and its `commit` or
 *   `rollback` has nothing left to end. Should such a request open a transaction of its own after all (a savepoint),
 *   the transaction is started for real first.
 * What runs, as whom, with which settings and in which transaction is the same.
 */
export const combineBeginWithSettings = (client: pg.PoolClient): void => {
  const target = client as pg.PoolClient & { [combined]?: true; [forget]?: () => void };
  if (target[combined]) return;
  target[combined] = true;
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let beginHeld = false;
  /** The settings of a request whose `begin` and settings are held for its first statement. */
  let heldSettings: string | undefined;
  /** The settings of a read-only request in progress, sent with each of its statements. */
  let readOnlySettings: string | undefined;
  const beginWithSettings = (settings: string) =>
    (query(`begin; ${settingsStatement.replace('$1', client.escapeLiteral(settings))}`) as Promise<pg.QueryResult[]>).then((results) => results[1]);
  const configOf = (args: unknown[]) => (typeof args[0] === 'string' ? { text: args[0], values: valuesOf(args[0], args[1]) } : args[0]);
  /** A transaction-control statement (begin, commit, rollback, savepoints), sent as it is. */
  const isControl = (text: string | undefined) => text === 'begin' || text === 'commit' || /^(savepoint|release|rollback)\b/.test(text ?? '');
  const patched = (...args: unknown[]): Promise<unknown> => {
    // callback-style calls and submittables are passed through untouched (the adaptor uses promises)
    if (args.some((arg) => typeof arg === 'function') || (args[0] && typeof args[0] === 'object' && 'submit' in args[0])) {
      return query(...args);
    }
    const text = textOf(args[0])?.trim().toLowerCase();
    if (readOnlySettings !== undefined) {
      const settings = readOnlySettings;
      if (text === 'commit' || text === 'rollback') {
        readOnlySettings = undefined;
        return done(text.toUpperCase());
      }
      if (text === 'begin') {
        // the adaptor never nests a `begin`: this is the next request, whose own settings follow
        readOnlySettings = undefined;
        beginHeld = true;
        return done('BEGIN');
      }
      if (isControl(text)) {
        readOnlySettings = undefined;
        return beginWithSettings(settings).then(() => query(...args));
      }
      return sendWithSettings(query, settings, false, configOf(args));
    }
    if (heldSettings !== undefined) {
      const settings = heldSettings;
      heldSettings = undefined;
      if (isControl(text)) return beginWithSettings(settings).then(() => query(...args));
      return sendWithSettings(query, settings, true, configOf(args));
    }
    if (!beginHeld && text === 'begin') {
      beginHeld = true;
      return done('BEGIN');
    }
    if (!beginHeld) return query(...args);
    beginHeld = false;
    const values = valuesOf(args[0], args[1]);
    if (textOf(args[0]) === settingsStatement && values?.length === 1 && typeof values[0] === 'string') {
      if (isReadOnly(values[0])) readOnlySettings = values[0];
      else heldSettings = values[0];
      return done('SELECT');
    }
    return query('begin').then(() => query(...args));
  };
  client.query = patched as unknown as pg.PoolClient['query'];
  // a connection goes back to the pool with nothing held for the next request
  target[forget] = () => {
    beginHeld = false;
    heldSettings = undefined;
    readOnlySettings = undefined;
  };
};

/**
 * A pool of the login role whose connections start a request in as few round trips as they can (see
 * combineBeginWithSettings). With `preparedStatements` (the default) the settings statement is prepared once per
 * connection; without (behind a transaction-mode pooler, where the next statement may reach another server
 * connection) it is parsed unnamed with each statement.
 */
export const makeRequestPool = (connectionString: string, options: { preparedStatements?: boolean } = {}): pg.Pool => {
  const prepared = options.preparedStatements ?? true;
  const pool = new pg.Pool({
    connectionString,
    // prepared first thing on a new connection (outside any transaction, no settings); should that fail, each
    // statement parses it again unnamed
    onConnect: async (client) => {
      if (prepared) await client.query({ name: settingsStatementName, text: settingsStatement, values: ['[]'] }).catch(() => undefined);
    },
  });
  pool.on('connect', (client) => {
    combineBeginWithSettings(client);
    // a connection that fails (the server restarts) is replaced on next use: one line, not a crash
    client.on('error', (error) => console.warn(`[api] database connection failed: ${error.message}`));
  });
  pool.on('release', (_error: unknown, client: pg.PoolClient & { [forget]?: () => void }) => client[forget]?.());
  pool.on('error', (error) => console.warn(`[api] idle database connection closed: ${error.message}`));
  return pool;
};
