import pg from 'pg';

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

/** The settings statement prepared once per connection (when prepared statements are in use). */
const settingsStatementName = 'pp_request_settings';

/**
 * Whether named prepared statements may be kept on a connection. A transaction-mode pooler in front of Postgres
 * (PgBouncer before 1.21) needs them off, which PostGraphile's adaptor reads from this variable.
 */
const preparedStatementsKept = (): boolean => process.env.DATAPLAN_PG_PREPARED_STATEMENT_CACHE_SIZE !== '0';

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
 * A statement of a read-only request sent with its settings in one round trip and one implicit transaction: the
 * settings statement (bound and executed, its rows ignored) and then the statement itself, followed by one Sync. Postgres
 * runs the messages before a Sync as one transaction, so the settings are local to it as they would be after `begin`;
 * under read committed, each statement of a request sees its own snapshot either way.
 */
class StatementWithSettings extends QueryBase {
  private settingsDone = false;

  constructor(
    /** The request's settings (the settings statement's one JSON parameter). */
    readonly settings: string,
    config: unknown,
    callback: (error: Error | null, result: pg.QueryResult) => void,
  ) {
    super(config, undefined, callback);
  }

  submit(connection: Connection): null {
    connection.stream.cork?.();
    try {
      // The settings go first, so that a failure to parse the statement itself is the statement's own error.
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

  // The settings statement's rows come first, without a row description, and end with its own command completion.
  override handleDataRow(message: unknown): void {
    if (this.settingsDone) super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: Connection): void {
    if (this.settingsDone) super.handleCommandComplete(message, connection);
    else this.settingsDone = true;
  }
}

/**
 * Runs one statement with a request's settings in one round trip and one implicit transaction, on the connection whose
 * unpatched `query` is given. The bench's raw-SQL twin replays a read-only request's statements through it too.
 */
export const sendWithSettings = (
  query: (submittable: unknown) => unknown,
  settings: string,
  config: unknown,
): Promise<pg.QueryResult> =>
  new Promise((resolve, reject) => {
    query(new StatementWithSettings(settings, config, (error, result) => (error ? reject(error) : resolve(result))));
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
 * - `begin` is held back until the next statement; when that is the settings statement, both go as one
 *   simple-protocol message (`begin; select set_config(…)`, the settings inlined as an escaped literal); any other
 *   statement gets its `begin` sent first, unchanged.
 * - A read-only request (its settings carry `transaction_read_only`) sends no `begin` and no `commit` at all: each of
 *   its statements goes together with the settings as one pipeline and one implicit transaction
 *   (StatementWithSettings), and its `commit` or `rollback` has nothing left to end. Should such a request open a
 *   transaction of its own after all (a savepoint, a nested `begin`), the transaction is started for real first.
 * What runs, as whom and with which settings is the same.
 */
export const combineBeginWithSettings = (client: pg.PoolClient): void => {
  const target = client as pg.PoolClient & { [combined]?: true; [forget]?: () => void };
  if (target[combined]) return;
  target[combined] = true;
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let beginHeld = false;
  /** The settings of a read-only request in progress, sent with each of its statements. */
  let readOnlySettings: string | undefined;
  const beginWithSettings = (settings: string) =>
    (query(`begin; ${settingsStatement.replace('$1', client.escapeLiteral(settings))}`) as Promise<pg.QueryResult[]>).then((results) => results[1]);
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
      if (text?.startsWith('savepoint') || text?.startsWith('release') || text?.startsWith('rollback')) {
        readOnlySettings = undefined;
        return beginWithSettings(settings).then(() => query(...args));
      }
      const config = typeof args[0] === 'string' ? { text: args[0], values: valuesOf(args[0], args[1]) } : args[0];
      return sendWithSettings(query, settings, config);
    }
    if (!beginHeld && text === 'begin') {
      beginHeld = true;
      return done('BEGIN');
    }
    if (!beginHeld) return query(...args);
    beginHeld = false;
    const values = valuesOf(args[0], args[1]);
    if (textOf(args[0]) === settingsStatement && values?.length === 1 && typeof values[0] === 'string') {
      if (isReadOnly(values[0])) {
        readOnlySettings = values[0];
        return done('SELECT');
      }
      return beginWithSettings(values[0]);
    }
    return query('begin').then(() => query(...args));
  };
  client.query = patched as unknown as pg.PoolClient['query'];
  // a connection goes back to the pool with nothing held for the next request
  target[forget] = () => {
    beginHeld = false;
    readOnlySettings = undefined;
  };
};

/** A pool of the login role whose connections start a request in as few round trips as they can (see combineBeginWithSettings). */
export const makeRequestPool = (connectionString: string): pg.Pool => {
  const pool = new pg.Pool({
    connectionString,
    // the settings statement is prepared once, first thing on a new connection (outside any transaction, no settings);
    // should that fail, each read-only statement parses it again unnamed
    onConnect: async (client) => {
      if (preparedStatementsKept()) await client.query({ name: settingsStatementName, text: settingsStatement, values: ['[]'] }).catch(() => undefined);
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
