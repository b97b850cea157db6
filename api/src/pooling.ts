import pg from 'pg';
import { PgSubscriber } from 'postgraphile/adaptors/pg';

/**
 * How the login role's connections (AUTH_DATABASE_URL) reach Postgres: `direct` (the default), or `transaction`
 * through a pooler in transaction mode (PgBouncer), where consecutive transactions of one client connection may run
 * on different server connections, and one server connection serves many clients in turn.
 */
export type AuthPoolMode = 'direct' | 'transaction';

/** AUTH_DATABASE_POOL_MODE's value; anything but the two modes is refused at start. */
export const authPoolModeOf = (value: string | undefined): AuthPoolMode => {
  if (!value || value === 'direct') return 'direct';
  if (value === 'transaction') return 'transaction';
  throw new Error(`AUTH_DATABASE_POOL_MODE must be "direct" or "transaction", not "${value}"`);
};

const unnamed = Symbol('unnamedStatements');

const isPlainConfig = (config: unknown): config is Record<string, unknown> =>
  !!config && typeof config === 'object' && typeof (config as { submit?: unknown }).submit !== 'function';

/**
 * Sends every statement of the pool's connections unnamed. PostGraphile names its statements so that Postgres keeps
 * them prepared on the connection; behind a pooler in transaction mode the next transaction may run on a server
 * connection that never saw the statement, or one where another client already prepared that name. An unnamed
 * statement is parsed and run within its own message exchange, which the pooler keeps on one server connection.
 */
export const sendStatementsUnnamed = (pool: pg.Pool): void => {
  pool.on('connect', (client) => {
    const target = client as pg.PoolClient & { [unnamed]?: true };
    if (target[unnamed]) return;
    target[unnamed] = true;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const patched = (config: unknown, ...rest: unknown[]): unknown => {
      if (isPlainConfig(config) && 'name' in config) {
        const { name: _name, ...withoutName } = config;
        return query(withoutName, ...rest);
      }
      return query(config, ...rest);
    };
    client.query = patched as pg.PoolClient['query'];
  });
};

export interface Pooling {
  /** The subscriptions' listener, when it has a connection of its own (else PostGraphile's default on the pool). */
  pgSubscriber?: PgSubscriber;
  release(): Promise<void>;
}

export interface PoolingOptions {
  authPoolMode?: AuthPoolMode;
  /** A direct connection of the login role for LISTEN (subscriptions). */
  listenUrl?: string;
}

/**
 * Adapts the request pool to how it reaches Postgres. Directly, nothing changes: statements stay prepared and the
 * subscriptions listen on a connection of the request pool, unless `listenUrl` names another. Through a pooler in
 * transaction mode, statements are sent unnamed and `listenUrl` is required: LISTEN belongs to a server session,
 * which a transaction-mode pooler hands to other clients after each statement, so notifications would be lost.
 */
export const applyPooling = (requestPool: pg.Pool, options: PoolingOptions): Pooling => {
  if (options.authPoolMode === 'transaction') {
    if (!options.listenUrl) {
      throw new Error('AUTH_DATABASE_POOL_MODE=transaction needs AUTH_DATABASE_LISTEN_URL: a direct connection for subscriptions');
    }
    sendStatementsUnnamed(requestPool);
  }
  if (!options.listenUrl) return { release: async () => {} };
  const listenPool = new pg.Pool({ connectionString: options.listenUrl, max: 2 });
  listenPool.on('error', (error) => console.warn(`[api] idle listening connection closed: ${error.message}`));
  const pgSubscriber = new PgSubscriber(listenPool);
  return {
    pgSubscriber,
    async release() {
      pgSubscriber.release();
      await listenPool.end();
    },
  };
};
