// `npm test`: every vitest project, then exactly one final line `N passed, N failed[, N skipped]`.
// Without arguments it runs two phases, `unit` + `db` and then `e2e` (the full stack), so a stack that cannot start
// does not hide the other results. Arguments go to a single vitest run, e.g. `npm test -- --project unit`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, repoRoot } from './lib/paths.ts';

interface JsonFileResult {
  name: string;
  status: string;
  message: string;
  assertionResults: { status: string }[];
}
interface JsonResults {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
  testResults: JsonFileResult[];
}
interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

const vitest = join(repoRoot, 'node_modules/vitest/vitest.mjs');
mkdirSync(dataDir, { recursive: true });
let current: ReturnType<typeof spawn> | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exit(130);
  });
}

async function runVitest(label: string, args: readonly string[]): Promise<Totals> {
  const resultsFile = join(dataDir, `test-results-${label}.json`);
  rmSync(resultsFile, { force: true });
  const child = spawn(
    process.execPath,
    [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...args],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  current = child;
  const exitCode = await new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
  let reportSaysFailed = true;
  if (existsSync(resultsFile)) {
    const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as JsonResults;
    totals.passed = results.numPassedTests;
    totals.failed = results.numFailedTests;
    totals.skipped = results.numPendingTests + results.numTodoTests;
    reportSaysFailed = !results.success;
    // a file that failed without a failing test (import error, failing hook) counts as one failure
    for (const file of results.testResults) {
      if (file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed')) {
        console.error(`failed file: ${file.name}${file.message ? `: ${file.message.split('\n')[0]}` : ''}`);
        totals.failed++;
      }
    }
  }
  // a run that broke outside the tests (global setup, unhandled errors, no report) is a failure too;
  // vitest can exit 0 when a global setup throws, so the report's `success` is checked as well
  if ((exitCode !== 0 || reportSaysFailed) && totals.failed === 0) {
    console.error(`${label}: the test run failed outside the tests (vitest exit code ${exitCode}); see the errors above`);
    totals.failed = 1;
  }
  return totals;
}

const userArgs = process.argv.slice(2);
const phases: [string, string[]][] =
  userArgs.length > 0
    ? [['run', userArgs]]
    : [
        ['unit-db', ['--project', 'unit', '--project', 'db']],
        ['e2e', ['--project', 'e2e']],
      ];
const sum: Totals = { passed: 0, failed: 0, skipped: 0 };
for (const [label, args] of phases) {
  const t = await runVitest(label, args);
  sum.passed += t.passed;
  sum.failed += t.failed;
  sum.skipped += t.skipped;
}
console.log(`${sum.passed} passed, ${sum.failed} failed${sum.skipped > 0 ? `, ${sum.skipped} skipped` : ''}`);
process.exit(sum.failed > 0 ? 1 : 0);
