import pg from 'pg';

/**
 * The statement PostGraphile's Postgres adaptor sends right after `begin` to apply a request's settings (role and
 * `jwt.claims.*`), with the settings as one JSON parameter.
 */
export const settingsStatement = 'select set_config(el->>0, el->>1, true) from json_array_elements($1::json) el';

const combined = Symbol('beginWithSettings');

const textOf = (config: unknown): string | undefined =>
  typeof config === 'string' ? config : config && typeof config === 'object' && 'text' in config ? String(config.text) : undefined;

const valuesOf = (config: unknown, values: unknown): unknown[] | undefined => {
  if (config && typeof config === 'object' && 'values' in config && Array.isArray(config.values)) return config.values;
  return Array.isArray(values) ? values : undefined;
};

/**
 * Makes a connection start a request's transaction and apply its settings in one round trip instead of two: every
 * request is its own transaction with its own role and claims, and each round trip to Postgres costs more than a
 * light request's own query. The `begin` is held back until the next statement; when that is the settings statement,
 * both go as one simple-protocol message (`begin; select set_config(…)`, the settings inlined as an escaped literal);
 * any other statement gets its `begin` sent first, unchanged. What runs, and in which transaction, is the same.
 */
export const combineBeginWithSettings = (client: pg.PoolClient): void => {
  const target = client as pg.PoolClient & { [combined]?: true };
  if (target[combined]) return;
  target[combined] = true;
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let beginHeld = false;
  const patched = (...args: unknown[]): Promise<unknown> => {
    // callback-style calls are passed through untouched (the adaptor uses promises)
    if (args.some((arg) => typeof arg === 'function')) return query(...args);
    const text = textOf(args[0])?.trim().toLowerCase();
    if (!beginHeld && text === 'begin') {
      beginHeld = true;
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });
    }
    if (!beginHeld) return query(...args);
    beginHeld = false;
    const values = valuesOf(args[0], args[1]);
    if (textOf(args[0]) === settingsStatement && values?.length === 1 && typeof values[0] === 'string') {
      const literal = client.escapeLiteral(values[0]);
      return (query(`begin; ${settingsStatement.replace('$1', literal)}`) as Promise<pg.QueryResult[]>).then((results) => results[1]);
    }
    return query('begin').then(() => query(...args));
  };
  client.query = patched as unknown as pg.PoolClient['query'];
};

/** A pool of the login role whose connections start a request in one round trip (see combineBeginWithSettings). */
export const makeRequestPool = (connectionString: string): pg.Pool => {
  const pool = new pg.Pool({ connectionString });
  pool.on('connect', (client) => {
    combineBeginWithSettings(client);
    // a connection that fails (the server restarts) is replaced on next use: one line, not a crash
    client.on('error', (error) => console.warn(`[api] database connection failed: ${error.message}`));
  });
  pool.on('error', (error) => console.warn(`[api] idle database connection closed: ${error.message}`));
  return pool;
};
