import { assertCommittedMigrationsApplied } from '@pp/db';
import { keycloakAuthSettings } from './auth.ts';
import { authPoolModeOf } from './pooling.ts';
import { createApiServer } from './server.ts';
import { storageConfigFromEnv } from './uploads/storage.ts';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const port = Number(process.env.API_PORT ?? 4000);
const keycloakUrl = process.env.KEYCLOAK_URL ?? 'http://localhost:8180';
const realm = process.env.KEYCLOAK_REALM ?? 'partner-portal';

// In production the database must hold every committed migration (the migrate job runs first).
if (process.env.NODE_ENV === 'production') await assertCommittedMigrationsApplied(required('DATABASE_URL'));

const api = await createApiServer({
  ownerUrl: required('DATABASE_URL'),
  authUrl: required('AUTH_DATABASE_URL'),
  // behind PgBouncer in transaction mode: AUTH_DATABASE_POOL_MODE=transaction, and a direct URL for subscriptions
  authPoolMode: authPoolModeOf(process.env.AUTH_DATABASE_POOL_MODE),
  listenUrl: process.env.AUTH_DATABASE_LISTEN_URL || undefined,
  auth: keycloakAuthSettings(keycloakUrl, realm, process.env.KEYCLOAK_ISSUER),
  graphiql: process.env.GRAPHIQL !== 'false',
  storage: storageConfigFromEnv(),
  readUrl: process.env.AUTH_DATABASE_READ_URL || undefined,
});
api.server.listen(port, () => {
  console.log(`api ready on http://localhost:${port}/graphql (GraphiQL at /graphiql)`);
});

const shutdown = () => {
  api.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
