// `npm test`: every vitest project (unit, db, e2e), then exactly one final line `N passed, N failed[, N skipped]`.
// Extra arguments go to vitest, e.g. `npm test -- --project unit`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, repoRoot } from './lib/paths.ts';

interface JsonAssertion {
  status: string;
}
interface JsonFileResult {
  name: string;
  status: string;
  message: string;
  assertionResults: JsonAssertion[];
}
interface JsonResults {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
  testResults: JsonFileResult[];
}

const resultsFile = join(dataDir, 'test-results.json');
mkdirSync(dataDir, { recursive: true });
rmSync(resultsFile, { force: true });

const vitest = join(repoRoot, 'node_modules/vitest/vitest.mjs');
const args = [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...process.argv.slice(2)];
const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
const exitCode = await new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

let passed = 0;
let failed = 0;
let skipped = 0;
let reportSaysFailed = !existsSync(resultsFile);
if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as JsonResults;
  passed = results.numPassedTests;
  failed = results.numFailedTests;
  skipped = results.numPendingTests + results.numTodoTests;
  reportSaysFailed = !results.success;
  // a file that failed without a failing test (import error, failing hook) counts as one failure
  for (const file of results.testResults) {
    if (file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed')) {
      console.error(`failed file: ${file.name}${file.message ? `: ${file.message.split('\n')[0]}` : ''}`);
      failed++;
    }
  }
}
// a run that broke outside the tests (global setup, unhandled errors, no report) is a failure too;
// vitest can exit 0 when a global setup throws, so the report's `success` is checked as well
if ((exitCode !== 0 || reportSaysFailed) && failed === 0) {
  console.error(`the test run failed outside the tests (vitest exit code ${exitCode}); see the errors above`);
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
