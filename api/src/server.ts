import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { CodedError } from '@pp/domain';
import { dbRoles } from '@pp/db';
import pg from 'pg';
import { GraphQLError } from 'postgraphile/graphql';
import { postgraphile, type PostGraphileInstance } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { PgSimplifyInflectionPreset } from '@graphile/simplify-inflection';
import { PostGraphileConnectionFilterPreset } from 'postgraphile-plugin-connection-filter';
import { makeAuthorizationVerifier, type AuthSettings, type VerifiedClaims } from './auth.ts';
import { maskError } from './errors.ts';
import { PersistedPlugin } from '@grafserv/persisted';
import { allowUnpersistedOperation, makeRequestGuardPlugin, unavailable } from './plugins/request-guard.ts';
import { RowMutationErrorsPlugin } from './plugins/row-mutation-errors.ts';
import { loadTrustedDocuments, type TrustedDocuments } from './trusted-documents.ts';
import { CommandValidationPlugin } from './plugins/command-validation.ts';
import { CurrentUserPlugin } from './plugins/current-user.ts';
import { PrimaryKeyIdPlugin } from './plugins/primary-key-id.ts';
import { makeUploadsPlugin } from './plugins/uploads.ts';
import { UserMessageEventsPlugin } from './plugins/user-message-events.ts';
import { CappedCountPlugin } from './plugins/capped-count.ts';
import { makeTextConditionPlugins } from './plugins/text-conditions.ts';
import { makeOperationPlanCounter } from './plugins/operation-plans.ts';
import { createStorage, type Storage, type StorageConfig } from './uploads/storage.ts';
import { isReadOnlyOperation, makeRequestPool, readOnlySetting } from './settings-round-trip.ts';
import { applyPooling, type Pooling, type PoolingOptions } from './pooling.ts';
import { withReadReplica } from './read-replica.ts';

/** authPoolMode and listenUrl: how AUTH_DATABASE_URL reaches Postgres (pooling.ts). */
export interface ApiOptions extends PoolingOptions {
  /** Owner connection: first sign-in bookkeeping only. */
  ownerUrl: string;
  /** The authenticator login role: every GraphQL request runs through it with RLS. */
  authUrl: string;
  auth: AuthSettings;
  graphiql?: boolean;
  /** S3-compatible storage for uploads; without it upload commands answer FILE_IDENTITY_NOT_OBTAINED. */
  storage?: StorageConfig;
  /**
   * Trusted documents (default on): ordinary users run only the operations the front ends ship. Off only for the
   * database-level API tests, which send operations of their own as ordinary users; api.test.ts proves it is on
   * by default.
   */
  trustedDocuments?: boolean;
  /** The authenticator login role on a streaming read replica: read-only operations run there (read-replica.ts). */
  readUrl?: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether the person holds ManageAdminSite, asked of the same SQL helper the policies use. The answer is remembered
 * for a few seconds: it only decides whether operations of their own are accepted (what they read is still decided
 * by row-level security on every statement), and the back office sends many in a row.
 */
const makeVendorAdminCheck = (ownerPool: pg.Pool, rememberMs = 5_000) => {
  const answers = new Map<string, { at: number }>();
  return async (claims: VerifiedClaims): Promise<boolean> => {
    // the subject is a verified, lower-cased uuid (auth.ts), so it can stand in the one-round-trip script
    if (!uuidPattern.test(claims.sub)) return false;
    const known = answers.get(claims.sub);
    if (known && Date.now() - known.at < rememberMs) return true;
    const results = (await ownerPool.query(
      `begin; select set_config('jwt.claims.sub', '${claims.sub}', true); ` +
        `select app_hidden.has_permission('ManageAdminSite', null) as admin; commit;`,
    )) as unknown as pg.QueryResult<{ admin?: boolean }>[];
    const admin = results[2]?.rows[0]?.admin === true;
    // only a yes is remembered: a person made vendor admin a moment ago is let through at once
    if (admin) {
      if (answers.size > 10_000) answers.clear();
      answers.set(claims.sub, { at: Date.now() });
    }
    return admin;
  };
};

/** Creates the root user and default identity the first time a token subject is seen by this process. */
const makeFirstSignIn = (ownerPool: pg.Pool) => {
  const seen = new Map<string, Promise<void>>();
  return (claims: VerifiedClaims): Promise<void> => {
    const key = `${claims.sub}|${claims.username ?? ''}|${claims.email ?? ''}`;
    let pending = seen.get(key);
    if (!pending) {
      pending = ownerPool
        .query('select app_private.ensure_root_user($1, $2, $3, $4)', [claims.sub, claims.username, claims.email, claims.name])
        .then(() => undefined);
      pending.catch(() => seen.delete(key));
      if (seen.size > 50_000) seen.clear();
      seen.set(key, pending);
    }
    return pending;
  };
};

export const makePreset = (
  options: ApiOptions,
  ownerPool: pg.Pool,
  requestPool: pg.Pool,
  storage?: Storage,
  pgSubscriber?: Pooling['pgSubscriber'],
  extraPlugins: GraphileConfig.Plugin[] = [],
): GraphileConfig.Preset => {
  const firstSignIn = makeFirstSignIn(ownerPool);
  // One verification per request, shared by the request guard and the context.
  const verify = makeAuthorizationVerifier(options.auth);
  const verified = new WeakMap<IncomingMessage, Promise<VerifiedClaims | null>>();
  const claimsOf = (req: IncomingMessage): Promise<VerifiedClaims | null> => {
    let claims = verified.get(req);
    if (!claims) {
      claims = verify(req.headers.authorization);
      claims.catch(() => undefined);
      verified.set(req, claims);
    }
    return claims;
  };
  // A websocket (subscriptions) carries the bearer token in its connection params, checked like the header.
  const claimsOfSocket = (connectionParams: unknown): Promise<VerifiedClaims | null> => {
    const params = connectionParams && typeof connectionParams === 'object' ? (connectionParams as Record<string, unknown>) : {};
    const authorization = Object.entries(params).find(([key]) => key.toLowerCase() === 'authorization')?.[1];
    return verify(typeof authorization === 'string' ? authorization : undefined);
  };
  const trustedDocuments: TrustedDocuments | undefined = options.trustedDocuments === false ? undefined : loadTrustedDocuments();
  const guard = makeRequestGuardPlugin({ claimsOf, claimsOfSocket, mayRunAnyOperation: makeVendorAdminCheck(ownerPool), trustedDocuments });
  return {
    extends: [PostGraphileAmberPreset, PgSimplifyInflectionPreset, PostGraphileConnectionFilterPreset],
    plugins: [
      CurrentUserPlugin,
      CommandValidationPlugin,
      PrimaryKeyIdPlugin,
      RowMutationErrorsPlugin,
      makeUploadsPlugin(storage),
      UserMessageEventsPlugin,
      ...makeTextConditionPlugins(),
      CappedCountPlugin,
      guard,
      ...(trustedDocuments ? [PersistedPlugin] : []),
      ...extraPlugins,
    ],
    // The spec's ids are the primary keys; Relay global object ids would only add a second id to every type.
    disablePlugins: ['NodePlugin'],
    pgServices: [
      makePgService({
        pool: requestPool,
        schemas: ['app_public'],
        pgSettingsForIntrospection: { role: dbRoles.user },
        ...(pgSubscriber ? { pgSubscriber } : {}),
      }),
    ],
    schema: {
      connectionFilterAllowNullInput: false,
      connectionFilterAllowEmptyObjectInput: false,
      connectionFilterRelations: true,
      connectionFilterComputedColumns: true,
      connectionFilterSetofFunctions: false,
      pgJwtSecret: undefined,
    },
    grafast: {
      explain: false,
      async context(requestContext, args) {
        const req = (requestContext.node as { req?: IncomingMessage } | undefined)?.req;
        const socket = requestContext.ws as { connectionParams?: unknown } | undefined;
        const pending = req ? claimsOf(req) : socket ? claimsOfSocket(socket.connectionParams) : Promise.resolve(null);
        const claims = await pending.catch((error: unknown) => {
          // Errors thrown here bypass maskError, so they carry their code themselves.
          if (error instanceof CodedError) {
            throw Object.assign(new GraphQLError(error.code, { extensions: { code: error.code, params: error.params } }), {
              statusCode: 401,
            });
          }
          throw error;
        });
        // A query only reads: Postgres holds it to that, and its statements need no transaction of their own
        // (settings-round-trip.ts sends each with its settings in one round trip).
        const readOnly = isReadOnlyOperation(args.document, args.operationName) ? { [readOnlySetting[0]]: readOnlySetting[1] } : {};
        if (!claims) return { pgSettings: { role: dbRoles.anonymous, ...readOnly } };
        await firstSignIn(claims).catch((error: unknown) => Promise.reject(unavailable('the first sign-in', error)));
        return {
          pgSettings: {
            ...readOnly,
            role: dbRoles.user,
            // The planner orders at most this many joined tables itself (default 8): a list with its related objects
            // and a relation filter (the back office's filings by company name) has more, and the filter came last.
            join_collapse_limit: '12',
            from_collapse_limit: '12',
            // Statements are prepared; after five runs Postgres may switch to a generic plan that ignores the values.
            // A tab's status or a company's id changes which index is best (one company holds 9,000 filings, most
            // hold 40), so each request is planned for its values, as the same SQL typed by hand would be.
            plan_cache_mode: 'force_custom_plan',
            'jwt.claims.sub': claims.sub,
            'jwt.claims.email': claims.email ?? '',
            'jwt.claims.name': claims.name ?? '',
          },
        };
      },
    },
    grafserv: {
      graphqlPath: '/graphql',
      graphiql: options.graphiql ?? true,
      graphiqlPath: '/graphiql',
      graphiqlOnGraphQLGET: false,
      // subscriptions (the notification bell's live feed) over graphql-ws on the same path
      websockets: true,
      maskError,
      // results are written as JSON text as they are built, not built as objects and serialised afterwards
      outputDataAsString: true,
      ...(trustedDocuments
        ? {
            persistedOperationsGetter: (hash: string) => trustedDocuments.get(hash) as string,
            allowUnpersistedOperation,
          }
        : {}),
    },
  };
};

export interface ApiServer {
  server: Server;
  pgl: PostGraphileInstance;
  /** Operation plans made so far, by operation name (plugins/operation-plans.ts). */
  operationPlans(): ReadonlyMap<string, number>;
  close(): Promise<void>;
}

/** The API's HTTP server: /graphql, /graphiql (Ruru) and /health. */
export const createApiServer = async (options: ApiOptions): Promise<ApiServer> => {
  const ownerPool = new pg.Pool({ connectionString: options.ownerUrl, max: 4 });
  const storage = options.storage ? createStorage(options.storage) : undefined;
  // An idle connection that fails (the server restarts) is replaced on next use: one line, not a crash.
  ownerPool.on('error', (error) => console.warn(`[api] idle owner connection closed: ${error.message}`));
  // behind a transaction-mode pooler no statement stays prepared on a connection (pooling.ts)
  const requestPool = makeRequestPool(options.authUrl, { preparedStatements: options.authPoolMode !== 'transaction' });
  const pooling = applyPooling(requestPool, options);
  const plans = makeOperationPlanCounter();
  const readReplica = withReadReplica(
    makePreset(options, ownerPool, requestPool, storage, pooling.pgSubscriber, [plans.plugin]),
    options.readUrl,
    requestPool,
  );
  const preset = readReplica.preset;
  const pgl = postgraphile(preset);
  const serv = pgl.createServ(grafserv);
  await pgl.getSchema();
  // /health answers for readiness checks; /graphql also upgrades to a websocket for subscriptions.
  const handler = serv.createHandler();
  const upgrade = await serv.getUpgradeHandler();
  const server = createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"ok"}');
      return;
    }
    handler(req, res, (error) => {
      res.writeHead(error ? 500 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: error ? 'INTERNAL_ERROR' : 'NOT_FOUND' }));
    });
  });
  // websockets leave the HTTP server's bookkeeping once upgraded: keep them, so that closing the API ends them too
  const sockets = new Set<Duplex>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!upgrade || !serv.shouldHandleUpgrade(req, socket, head)) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    upgrade(req, socket, head);
  });
  return {
    server,
    pgl,
    operationPlans: plans.counts,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await closed;
      await pgl.release();
      // PostGraphile leaves the services' pools to their maker: end them, so no connection outlives the API.
      for (const service of preset.pgServices ?? []) await service.release?.();
      await pooling.release();
      await readReplica.close();
      await requestPool.end();
      await ownerPool.end();
      storage?.close();
    },
  };
};

