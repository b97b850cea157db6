// `npm run e2e:stack`: the e2e project's stack (test ports, database partner_portal_e2e), started once and kept
// running until Ctrl-C, so that journeys can be run again and again against it without a stack start each time:
//   E2E_STACK=running npx vitest run --project e2e e2e/members.test.ts
// Journeys own their world (e2e/fixtures), so they may run against a stack other journeys have used, even at once.
import { rmSync, writeFileSync } from 'node:fs';
import type { RunningStack } from './lib/stack.ts';
import { installSignalHandlers } from './lib/proc.ts';
import { addressesOf, runningStackFile, startE2eStack } from './test-setup/e2e-stack.ts';
import { acquireTestPostgres, type TestPostgres } from './test-setup/postgres-server.ts';

const running: { stack?: RunningStack; pg?: TestPostgres } = {};
installSignalHandlers(async () => {
  rmSync(runningStackFile, { force: true });
  await running.stack?.stop();
  await running.pg?.release();
});

const pg = (running.pg = await acquireTestPostgres());
const stack = (running.stack = await startE2eStack(pg.rootUrl));
writeFileSync(runningStackFile, JSON.stringify(addressesOf(stack), null, 2));
console.log(`e2e stack running (${runningStackFile}); run journeys with E2E_STACK=running. Ctrl-C stops it.`);
