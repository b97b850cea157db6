// Global setup of the `e2e` project: the e2e stack (e2e-stack.ts) for the run, or with E2E_STACK=running the one
// `npm run e2e:stack` keeps running.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dataDir } from '../lib/paths.ts';
import { acquireTestPostgres } from './postgres-server.ts';
import { addressesOf, runningStackFile, startE2eStack, type RunningTestStack } from './e2e-stack.ts';
import './context.ts';

const provide = (project: TestProject, addresses: RunningTestStack): void => {
  for (const [key, value] of Object.entries(addresses) as [keyof RunningTestStack, string][]) {
    process.env[key] = value;
    project.provide(key, value);
  }
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_STACK === 'running') {
    if (!existsSync(runningStackFile)) throw new Error(`E2E_STACK=running, but no stack runs (${runningStackFile}): npm run e2e:stack`);
    provide(project, JSON.parse(readFileSync(runningStackFile, 'utf8')) as RunningTestStack);
    return async () => {};
  }
  const pg = await acquireTestPostgres();
  const started = Date.now();
  try {
    const stack = await startE2eStack(pg.rootUrl);
    // scripts/test.ts prints the stack's start time among the phases' times
    writeFileSync(join(dataDir, 'test-stack-start.json'), JSON.stringify({ seconds: Math.round((Date.now() - started) / 1000) }));
    provide(project, addressesOf(stack));
    return async () => {
      await stack.stop();
      await pg.release();
    };
  } catch (err) {
    await pg.release();
    throw err;
  }
}
