// The e2e stack started by `npm run e2e:stack` and kept running: where it is, for E2E_STACK=running test runs.
import { join } from 'node:path';
import { dataDir } from '../lib/paths.ts';

export const runningStackFile: string = join(dataDir, 'test-stack.json');

export interface RunningTestStack {
  WEB_URL: string;
  KEYCLOAK_URL: string;
  API_URL: string;
  E2E_DATABASE_URL: string;
}
