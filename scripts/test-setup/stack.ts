// Global setup of the `e2e` project: the full stack in test mode (built apps behind scripts/web-server.ts),
// from a fresh state: database `partner_portal_e2e` on the shared test Postgres, Keycloak 18180, Temporal 17233,
// S3Proxy 19000.
// Logs: .data/logs/test-*.log (E2E_ECHO=1 also prints them). E2E_WITHOUT=web,worker leaves components out, explicitly.
// KEYCLOAK_URL / TEMPORAL_ADDRESS / S3_ENDPOINT point at external services instead.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dataDir } from '../lib/paths.ts';
import { TEST_PORTS, parseWithout, startStack } from '../lib/stack.ts';
import { acquireTestPostgres } from './postgres-server.ts';
import { runningStackFile, type RunningTestStack } from './running-stack.ts';
import './context.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_STACK === 'running') {
    // a stack kept running by `npm run e2e:stack`: nothing to start or stop
    if (!existsSync(runningStackFile)) throw new Error(`E2E_STACK=running, but no stack runs (${runningStackFile}): npm run e2e:stack`);
    const running = JSON.parse(readFileSync(runningStackFile, 'utf8')) as RunningTestStack;
    for (const [key, value] of Object.entries(running) as [keyof RunningTestStack, string][]) {
      process.env[key] = value;
      project.provide(key, value);
    }
    return async () => {};
  }
  const pg = await acquireTestPostgres();
  const started = Date.now();
  try {
    const stack = await startStack({
      mode: 'test',
      ports: TEST_PORTS,
      dataDir,
      dataPrefix: 'test-',
      database: 'partner_portal_e2e',
      fresh: true,
      without: parseWithout(process.env.E2E_WITHOUT ? [`--without=${process.env.E2E_WITHOUT}`] : []),
      echo: process.env.E2E_ECHO === '1',
      external: {
        postgresRootUrl: pg.rootUrl,
        keycloakUrl: process.env.KEYCLOAK_URL,
        temporalAddress: process.env.TEMPORAL_ADDRESS,
        storageEndpoint: process.env.S3_ENDPOINT,
      },
    });
    // scripts/test.ts prints the stack's start time among the phases' times
    writeFileSync(join(dataDir, 'test-stack-start.json'), JSON.stringify({ seconds: Math.round((Date.now() - started) / 1000) }));
    process.env.WEB_URL = stack.webUrl;
    process.env.E2E_DATABASE_URL = stack.databaseUrl;
    project.provide('WEB_URL', stack.webUrl);
    project.provide('KEYCLOAK_URL', stack.keycloakUrl);
    project.provide('API_URL', stack.apiUrl);
    project.provide('E2E_DATABASE_URL', stack.databaseUrl);
    return async () => {
      await stack.stop();
      await pg.release();
    };
  } catch (err) {
    await pg.release();
    throw err;
  }
}
