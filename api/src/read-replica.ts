// Read-only GraphQL operations on a streaming read replica, everything else on the primary, with each person reading
// their own writes (decision PL-64, docs/operations.md "Read replica").
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseLsn } from '@pp/db';
import { formatWritePosition, parseWritePosition, readAfterHeader, writePositionHeader } from '@pp/domain';
import type pg from 'pg';
import type { WithPgClient } from 'postgraphile/@dataplan/pg';
import { createWithPgClient } from 'postgraphile/adaptors/pg';
import { getOperationAST } from 'postgraphile/graphql';
import { isReadOnlyOperation, makeRequestPool } from './settings-round-trip.ts';

export interface ReadReplicaSettings {
  /**
   * How long a person's last write position is kept at most (it is forgotten sooner, once the replica is past it):
   * their reads stay on the primary until the replica has replayed it, or this long.
   */
  rememberWritesMs?: number;
  /** How long the replica's replay position, once asked, stands for the replica's (a few ms: one ask serves a burst). */
  replayPositionMs?: number;
  /** After the replica refuses a connection, how long every operation goes to the primary before it is tried again. */
  downForMs?: number;
}

export interface ReadReplica {
  /** The API's preset, with the routing plugin when there is a replica. */
  preset: GraphileConfig.Preset;
  /** Ends the replica's connections. */
  close(): Promise<void>;
}

/** A write position no replica reaches: what is remembered when the primary's position could not be read. */
const unreachable = 1n << 64n;

/**
 * The routing of one API process. Per person (the verified `sub`), the primary's WAL position after their last
 * write is kept until the replica has replayed it (at most `rememberWritesMs`); the replica's replay position is asked
 * at most every `replayPositionMs`, and only while someone waits for it.
 */
export const makeReadRouting = (primaryPool: pg.Pool, replicaPool: pg.Pool, settings: ReadReplicaSettings = {}) => {
  const rememberWritesMs = settings.rememberWritesMs ?? 60_000;
  const replayPositionMs = settings.replayPositionMs ?? 5;
  const downForMs = settings.downForMs ?? 5_000;
  const writes = new Map<string, { lsn: bigint; at: number }>();
  const seen = new Set<string>();
  let replay: { lsn: bigint; at: number } | undefined;
  let asking: Promise<bigint> | undefined;
  let downUntil = 0;

  const primaryPosition = async (): Promise<bigint> => {
    try {
      const { rows } = await primaryPool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      return parseLsn(rows[0]!.lsn);
    } catch {
      return unreachable;
    }
  };
  /**
   * Remembers that the person has written up to the primary's current position (called after their commit); returns
   * that position as text for the client to carry (null when it could not be read).
   */
  const wrote = async (sub: string): Promise<string | null> => {
    const lsn = await primaryPosition();
    const known = writes.get(sub);
    if (writes.size > 100_000) writes.clear();
    writes.set(sub, { lsn: known && known.lsn > lsn ? known.lsn : lsn, at: Date.now() });
    return lsn === unreachable ? null : formatWritePosition(lsn);
  };
  /**
   * A person seen for the first time by this process may just have had their first sign-in written on the primary
   * (their root user and identity): that counts as their write.
   */
  const firstSeen = async (sub: string): Promise<void> => {
    if (seen.has(sub)) return;
    await wrote(sub);
    if (seen.size > 100_000) seen.clear();
    seen.add(sub);
  };
  const replayed = async (): Promise<bigint> => {
    if (replay && Date.now() - replay.at < replayPositionMs) return replay.lsn;
    asking ??= replicaPool
      .query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn')
      .then(({ rows }) => {
        const lsn = rows[0]?.lsn ? parseLsn(rows[0].lsn) : 0n;
        replay = { lsn, at: Date.now() };
        return lsn;
      })
      .finally(() => {
        asking = undefined;
      });
    return asking;
  };
  /**
   * Whether a read by this person (undefined: anonymous) may run on the replica now: the replica must have replayed
   * both the person's last write this process remembers and the position the client says it wrote up to (`after`,
   * from any API process; not forgotten with time, since the client sent it).
   */
  const mayReadReplica = async (sub: string | undefined, after: bigint | null = null): Promise<boolean> => {
    if (Date.now() < downUntil) return false;
    let write = sub ? writes.get(sub) : undefined;
    if (write && Date.now() - write.at > rememberWritesMs) {
      writes.delete(sub!);
      write = undefined;
    }
    const target = write && (after === null || write.lsn > after) ? write.lsn : after;
    if (target === null) return true;
    const passed = () => {
      if (sub && write && writes.get(sub) === write) writes.delete(sub);
      return true;
    };
    if (replay && replay.lsn >= target) return passed();
    try {
      return (await replayed()) >= target ? passed() : false;
    } catch {
      downUntil = Date.now() + downForMs;
      return false;
    }
  };
  const markDown = () => {
    downUntil = Date.now() + downForMs;
  };
  return { wrote, firstSeen, mayReadReplica, markDown };
};

type Routing = ReturnType<typeof makeReadRouting>;

/** The write position the client says it wrote up to (`x-read-after`); null when absent or malformed. */
const readAfter = (req: IncomingMessage | undefined): bigint | null => {
  const value = req?.headers[readAfterHeader];
  return parseWritePosition(Array.isArray(value) ? value[0] : value);
};

interface RoutedContext {
  withPgClient?: WithPgClient;
  pgSettings?: Record<string, string | undefined> | null;
}

interface NodeRequestContext {
  node?: { req?: IncomingMessage; res?: ServerResponse };
}

/**
 * The routing plugin: after the context is built (the primary's `withPgClient` in place, the person's settings known),
 * a query gets a `withPgClient` that runs on the replica when the person's own writes have reached it (else on the
 * primary, decided once per operation); a mutation gets the primary's, which afterwards records the person's write
 * position and answers it in the `x-write-position` header (the front ends send the latest back as `x-read-after`);
 * subscriptions keep the primary's.
 */
const makeRoutingPlugin = (routing: Routing, replica: WithPgClient): GraphileConfig.Plugin => ({
  name: 'ReadReplicaRoutingPlugin',
  version: '0.0.0',
  grafast: {
    middleware: {
      async prepareArgs(next) {
        const args = await next();
        const context = args.contextValue as RoutedContext;
        const primary = context.withPgClient;
        if (!primary) return args;
        const sub = context.pgSettings?.['jwt.claims.sub'] || undefined;
        const operation = getOperationAST(args.document, args.operationName)?.operation;
        const http = (args.requestContext as NodeRequestContext | undefined)?.node;
        if (sub) await routing.firstSeen(sub);
        if (operation === 'mutation') {
          const recording: WithPgClient = async (pgSettings, callback) => {
            try {
              return await primary(pgSettings, callback);
            } finally {
              const position = sub ? await routing.wrote(sub) : null;
              if (position && http?.res && !http.res.headersSent) http.res.setHeader(writePositionHeader, position);
            }
          };
          context.withPgClient = recording;
        } else if (isReadOnlyOperation(args.document, args.operationName)) {
          let decision: Promise<boolean> | undefined;
          const routed: WithPgClient = async (pgSettings, callback) => {
            decision ??= routing.mayReadReplica(sub, readAfter(http?.req));
            if (!(await decision)) return primary(pgSettings, callback);
            let started = false;
            try {
              return await replica(pgSettings, (client) => {
                started = true;
                return callback(client);
              });
            } catch (error) {
              // the replica could not be reached (nothing of the operation ran there): the primary answers instead
              if (started) throw error;
              routing.markDown();
              console.warn(`[api] read replica unavailable, reading from the primary: ${(error as Error).message}`);
              return primary(pgSettings, callback);
            }
          };
          context.withPgClient = routed;
        }
        return args;
      },
    },
  },
});

/**
 * The API's preset with read-only operations routed to the replica at `readUrl` (the authenticator login on the
 * replica); without a URL, the preset unchanged. `primaryPool` is the authenticator's pool on the primary, used to
 * read the primary's WAL position after a person's writes.
 */
export const withReadReplica = (
  preset: GraphileConfig.Preset,
  readUrl: string | undefined,
  primaryPool: pg.Pool,
  settings?: ReadReplicaSettings,
): ReadReplica => {
  if (!readUrl) return { preset, close: async () => undefined };
  const replicaPool = makeRequestPool(readUrl);
  const replica = createWithPgClient({ pool: replicaPool });
  const routing = makeReadRouting(primaryPool, replicaPool, settings);
  return {
    preset: { ...preset, plugins: [...(preset.plugins ?? []), makeRoutingPlugin(routing, replica)] },
    async close() {
      await replica.release?.();
      await replicaPool.end();
    },
  };
};
