// The e2e project's stack: the whole stack in test mode (built apps behind scripts/web-server.ts), from a fresh state:
// database `partner_portal_e2e` on the shared test Postgres, Keycloak 18180, Temporal 17233, S3Proxy 19000.
// Started by the e2e project's global setup for a run, or by `npm run e2e:stack` and kept running (then its addresses
// are in runningStackFile, for E2E_STACK=running test runs).
// Logs: .data/logs/test-*.log (E2E_ECHO=1 also prints them). E2E_WITHOUT=web,worker leaves components out, explicitly.
// KEYCLOAK_URL / TEMPORAL_ADDRESS / S3_ENDPOINT point at external services instead.
import { join } from 'node:path';
import { dataDir } from '../lib/paths.ts';
import { TEST_PORTS, parseWithout, startStack, type RunningStack } from '../lib/stack.ts';

export const runningStackFile: string = join(dataDir, 'test-stack.json');

/** What the journeys are given (`inject(...)`, and process.env for the workers). */
export interface RunningTestStack {
  WEB_URL: string;
  KEYCLOAK_URL: string;
  API_URL: string;
  E2E_DATABASE_URL: string;
  /** The storage's settings as JSON (`StorageSettings`): fixtures put a file's bytes where an upload would. */
  E2E_STORAGE: string;
}

/** Starts the e2e stack in its own database on the test Postgres server at `postgresRootUrl`. */
export const startE2eStack = (postgresRootUrl: string): Promise<RunningStack> =>
  startStack({
    mode: 'test',
    ports: TEST_PORTS,
    dataDir,
    dataPrefix: 'test-',
    database: 'partner_portal_e2e',
    fresh: true,
    without: parseWithout(process.env.E2E_WITHOUT ? [`--without=${process.env.E2E_WITHOUT}`] : []),
    echo: process.env.E2E_ECHO === '1',
    external: {
      postgresRootUrl,
      keycloakUrl: process.env.KEYCLOAK_URL,
      temporalAddress: process.env.TEMPORAL_ADDRESS,
      storageEndpoint: process.env.S3_ENDPOINT,
    },
  });

export const addressesOf = (stack: RunningStack): RunningTestStack => ({
  WEB_URL: stack.webUrl,
  KEYCLOAK_URL: stack.keycloakUrl,
  API_URL: stack.apiUrl,
  E2E_DATABASE_URL: stack.databaseUrl,
  E2E_STORAGE: JSON.stringify(
    stack.storage
      ? {
          endpoint: stack.storage.endpoint,
          publicEndpoint: stack.storage.publicEndpoint,
          accessKey: stack.storage.accessKey,
          secretKey: stack.storage.secretKey,
          bucket: stack.storage.bucket,
          region: stack.storage.region,
        }
      : null,
  ),
});
