// `npm test`: every vitest project, then exactly one final line `N passed, N failed[, N skipped]`.
// Without arguments it runs three phases, `unit`, `db` and `e2e` (the full stack, journey files in a shuffled order
// whose seed is printed; E2E_SEED=<n> repeats an order), so a stack that cannot start does not hide the other results.
// Arguments go to a single vitest run, e.g. `npm test -- --project unit` or `npm test -- e2e/members.test.ts`.
// A journey step that fails is run once more (vitest `retry: 1` in the e2e project); one that passed only then is
// named on a `flaky:` line above the totals. When a journey failed or was flaky, the run ends by printing the paths of
// the browser artifacts (.data/e2e-artifacts/) and the last lines of every service log.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FlakyTest } from './lib/flaky-reporter.ts';
import { assertProjectNode } from './lib/node-version.ts';
import { artifactDir, dataDir, logDir, repoRoot } from './lib/paths.ts';

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
  flaky: FlakyTest[];
}

assertProjectNode();
const vitest = join(repoRoot, 'node_modules/vitest/vitest.mjs');
const flakyReporter = join(repoRoot, 'scripts/lib/flaky-reporter.ts');
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
  const flakyFile = join(dataDir, `test-flaky-${label}.json`);
  rmSync(resultsFile, { force: true });
  rmSync(flakyFile, { force: true });
  const child = spawn(
    process.execPath,
    [vitest, 'run', '--reporter=default', '--reporter=json', `--reporter=${flakyReporter}`, `--outputFile.json=${resultsFile}`, ...args],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, FLAKY_REPORT_FILE: flakyFile } },
  );
  current = child;
  const exitCode = await new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  const totals: Totals = { passed: 0, failed: 0, skipped: 0, flaky: [] };
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
  if (existsSync(flakyFile)) totals.flaky = JSON.parse(readFileSync(flakyFile, 'utf8')) as FlakyTest[];
  // a run that broke outside the tests (global setup, unhandled errors, no report) is a failure too;
  // vitest can exit 0 when a global setup throws, so the report's `success` is checked as well
  if ((exitCode !== 0 || reportSaysFailed) && totals.failed === 0) {
    console.error(`${label}: the test run failed outside the tests (vitest exit code ${exitCode}); see the errors above`);
    totals.failed = 1;
  }
  return totals;
}

/** What a person needs to read the cause of a failed journey from the output alone. */
function printFailureEvidence(): void {
  if (existsSync(artifactDir)) {
    const files = readdirSync(artifactDir).sort();
    if (files.length > 0) {
      console.log(`\nbrowser artifacts of failed steps (${artifactDir}):`);
      for (const f of files) console.log(`  ${join(artifactDir, f)}`);
    }
  }
  if (!existsSync(logDir)) return;
  for (const f of readdirSync(logDir).filter((n) => n.startsWith('test-') && n.endsWith('.log')).sort()) {
    const lines = readFileSync(join(logDir, f), 'utf8').trimEnd().split('\n').slice(-50);
    console.log(`\n--- last ${lines.length} lines of ${join(logDir, f)} ---`);
    console.log(lines.join('\n'));
  }
}

const stackTimeFile = join(dataDir, 'test-stack-start.json');
const userArgs = process.argv.slice(2);
const seed = Number(process.env.E2E_SEED) || Math.floor(Math.random() * 1_000_000) + 1;
const phases: [string, string[]][] =
  userArgs.length > 0
    ? [['run', userArgs]]
    : [
        ['unit', ['--project', 'unit']],
        ['db', ['--project', 'db']],
        ['e2e', ['--project', 'e2e', '--sequence.shuffle.files', `--sequence.seed=${seed}`]],
      ];
const sum: Totals = { passed: 0, failed: 0, skipped: 0, flaky: [] };
const times: string[] = [];
let e2eTrouble = false;
rmSync(artifactDir, { recursive: true, force: true });
rmSync(stackTimeFile, { force: true });
for (const [label, args] of phases) {
  if (label === 'e2e') console.log(`e2e: journey files in a shuffled order, seed ${seed} (E2E_SEED=${seed} repeats it)`);
  const started = Date.now();
  const t = await runVitest(label, args);
  times.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  sum.passed += t.passed;
  sum.failed += t.failed;
  sum.skipped += t.skipped;
  sum.flaky.push(...t.flaky);
  if (t.failed > 0 || t.flaky.length > 0) e2eTrouble ||= label !== 'unit' && label !== 'db';
}
if (existsSync(stackTimeFile)) {
  const { seconds } = JSON.parse(readFileSync(stackTimeFile, 'utf8')) as { seconds: number };
  times.push(`(stack start ${seconds} s)`);
}
if (e2eTrouble) printFailureEvidence();
console.log(`\ntimes: ${times.join(', ')}`);
if (sum.flaky.length > 0) {
  console.log(`flaky: ${sum.flaky.map((f) => `${f.file} > ${f.name}`).join('; ')}`);
}
console.log(`${sum.passed} passed, ${sum.failed} failed${sum.skipped > 0 ? `, ${sum.skipped} skipped` : ''}`);
process.exit(sum.failed > 0 ? 1 : 0);
