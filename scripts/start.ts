// `npm start`: the whole stack in dev mode (data under .data/), URLs and demo accounts printed, Ctrl-C stops all.
// Flags: --without=seed,keycloak,temporal,storage,worker,api,web leaves components out (explicitly, never silently).
// --replica (or PG_REPLICA=1) adds a streaming read replica of the embedded Postgres (PG_REPLICA_PORT, default PG_PORT + 1)
// and gives the API its URL; AUTH_DATABASE_READ_URL names the replica of an external database instead.
// Ports: PG_PORT, KEYCLOAK_PORT, TEMPORAL_PORT, TEMPORAL_UI_PORT, STORAGE_PORT, API_PORT, WEB_PORT, ADMIN_DEV_PORT override the defaults.
// DATA_DIR (default .data) keeps the state, so a second stack can run beside the first.
// Env: DATABASE_URL + AUTH_DATABASE_URL, KEYCLOAK_URL, TEMPORAL_ADDRESS, S3_ENDPOINT point at external services.
import { DEMO_PASSWORD, DEMO_USERS } from './lib/demo-users.ts';
import { resolve } from 'node:path';
import { dataDir as defaultDataDir } from './lib/paths.ts';
import { installSignalHandlers } from './lib/proc.ts';
import { DEV_PORTS, parseWithout, startStack, type RunningStack } from './lib/stack.ts';

let stack: RunningStack | undefined;
installSignalHandlers(async () => {
  await stack?.stop();
});

const without = parseWithout(process.argv.slice(2));
const replica = process.argv.includes('--replica') || ['1', 'true'].includes(process.env.PG_REPLICA ?? '');
const port = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);
const ports = {
  postgres: port('PG_PORT', DEV_PORTS.postgres),
  keycloak: port('KEYCLOAK_PORT', DEV_PORTS.keycloak),
  temporal: port('TEMPORAL_PORT', DEV_PORTS.temporal),
  temporalUi: port('TEMPORAL_UI_PORT', DEV_PORTS.temporalUi),
  storage: port('STORAGE_PORT', DEV_PORTS.storage),
  api: port('API_PORT', DEV_PORTS.api),
  web: port('WEB_PORT', DEV_PORTS.web),
  adminDev: port('ADMIN_DEV_PORT', DEV_PORTS.adminDev),
};
try {
  stack = await startStack({
    mode: 'dev',
    ports,
    dataDir: process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : defaultDataDir,
    database: 'partner_portal',
    without,
    ...(replica ? { replica: { port: port('PG_REPLICA_PORT', ports.postgres + 1) } } : {}),
    external: {
      databaseUrl: process.env.DATABASE_URL,
      authDatabaseUrl: process.env.AUTH_DATABASE_URL,
      authDatabaseReadUrl: process.env.AUTH_DATABASE_READ_URL,
      keycloakUrl: process.env.KEYCLOAK_URL,
      temporalAddress: process.env.TEMPORAL_ADDRESS,
      storageEndpoint: process.env.S3_ENDPOINT,
    },
  });
} catch (err) {
  console.error(`\nstart failed: ${err instanceof Error ? err.message : String(err)}`);
  console.error(`logs: ${process.env.DATA_DIR ?? '.data'}/logs/`);
  process.exit(1);
}

const s = stack;
const left = without.size > 0 ? `\n  (left out: ${[...without].join(', ')})` : '';
console.log(`
Partner portal is running${left}
  portal            ${s.webUrl}/
  mainland site     ${s.webUrl.replace('//localhost', '//mainland.localhost')}/
  back office       ${s.webUrl}/admin/
  GraphiQL          ${s.apiUrl}/graphiql
  Keycloak account  ${s.keycloakUrl}/realms/${s.keycloakRealm}/account   (admin console ${s.keycloakUrl}/admin, admin/admin)
  Temporal UI       ${s.temporalUiUrl ?? `(external: ${s.temporalAddress})`}
  Storage (S3)      ${s.storage ? `${s.storage.endpoint}, bucket ${s.storage.bucket}` : '(left out)'}
  Postgres          ${s.databaseUrl}${s.authDatabaseReadUrl ? `\n  Postgres replica  ${s.authDatabaseReadUrl}   (read-only operations)` : ''}

Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_USERS.map((u) => `  ${u.username.padEnd(14)} ${u.email.padEnd(26)} ${u.persona}`).join('\n')}

Ctrl-C stops everything.`);
