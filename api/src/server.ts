import { createServer, type IncomingMessage, type Server } from 'node:http';
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
import { verifyAuthorization, type AuthSettings, type VerifiedClaims } from './auth.ts';
import { maskError } from './errors.ts';
import { CommandValidationPlugin } from './plugins/command-validation.ts';
import { CurrentUserPlugin } from './plugins/current-user.ts';
import { PrimaryKeyIdPlugin } from './plugins/primary-key-id.ts';
import { makeUploadsPlugin } from './plugins/uploads.ts';
import { createStorage, type Storage, type StorageConfig } from './uploads/storage.ts';

export interface ApiOptions {
  /** Owner connection: first sign-in bookkeeping only. */
  ownerUrl: string;
  /** The authenticator login role: every GraphQL request runs through it with RLS. */
  authUrl: string;
  auth: AuthSettings;
  graphiql?: boolean;
  /** S3-compatible storage for uploads; without it upload commands answer FILE_IDENTITY_NOT_OBTAINED. */
  storage?: StorageConfig;
}

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

export const makePreset = (options: ApiOptions, ownerPool: pg.Pool, storage?: Storage): GraphileConfig.Preset => {
  const firstSignIn = makeFirstSignIn(ownerPool);
  return {
    extends: [PostGraphileAmberPreset, PgSimplifyInflectionPreset, PostGraphileConnectionFilterPreset],
    plugins: [CurrentUserPlugin, CommandValidationPlugin, PrimaryKeyIdPlugin, makeUploadsPlugin(storage)],
    // The spec's ids are the primary keys; Relay global object ids would only add a second id to every type.
    disablePlugins: ['NodePlugin'],
    pgServices: [
      makePgService({
        connectionString: options.authUrl,
        schemas: ['app_public'],
        pgSettingsForIntrospection: { role: dbRoles.user },
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
      async context(requestContext) {
        const req = (requestContext.node as { req?: IncomingMessage } | undefined)?.req;
        const claims = await verifyAuthorization(options.auth, req?.headers.authorization).catch((error: unknown) => {
          // Errors thrown here bypass maskError, so they carry their code themselves.
          if (error instanceof CodedError) {
            throw Object.assign(new GraphQLError(error.code, { extensions: { code: error.code, params: error.params } }), {
              statusCode: 401,
            });
          }
          throw error;
        });
        if (!claims) return { pgSettings: { role: dbRoles.anonymous } };
        await firstSignIn(claims);
        return {
          pgSettings: {
            role: dbRoles.user,
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
      maskError,
    },
  };
};

export interface ApiServer {
  server: Server;
  pgl: PostGraphileInstance;
  close(): Promise<void>;
}

/** The API's HTTP server: /graphql, /graphiql (Ruru) and /health. */
export const createApiServer = async (options: ApiOptions): Promise<ApiServer> => {
  const ownerPool = new pg.Pool({ connectionString: options.ownerUrl, max: 4 });
  const storage = options.storage ? createStorage(options.storage) : undefined;
  const pgl = postgraphile(makePreset(options, ownerPool, storage));
  const serv = pgl.createServ(grafserv);
  await pgl.getSchema();
  // No websockets yet, so the plain handler serves; /health answers for readiness checks.
  const handler = serv.createHandler();
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
  return {
    server,
    pgl,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pgl.release();
      await ownerPool.end();
      storage?.close();
    },
  };
};

