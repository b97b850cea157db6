// Temporal CLI dev server: `go install`ed once per machine into ~/.cache/partner-portal/temporal-cli-v1.5.1 (tag v1.5.1
// has no replace directives).
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { logDir, machineCacheDir } from './paths.ts';
import { run, spawnChild, waitForHttp, waitForPort, type Child } from './proc.ts';

export const TEMPORAL_CLI_MODULE = 'github.com/temporalio/cli/cmd/temporal@v1.5.1';
const TEMPORAL_CLI_VERSION = TEMPORAL_CLI_MODULE.split('@')[1];
const temporalBinDir: string = join(machineCacheDir, `temporal-cli-${TEMPORAL_CLI_VERSION}`);
export const temporalBin: string = join(temporalBinDir, 'temporal');

/** Builds the Temporal CLI into the machine's cache unless present (about 5–8 minutes on a fresh machine). */
export async function ensureTemporalCli(): Promise<string> {
  if (existsSync(temporalBin)) return temporalBin;
  if (spawnSync('sh', ['-c', 'command -v go'], { stdio: 'ignore' }).status !== 0) {
    throw new Error('the Temporal CLI is built with Go: install Go, or set TEMPORAL_ADDRESS to an external server');
  }
  mkdirSync(temporalBinDir, { recursive: true });
  console.log(`temporal: building the CLI (go install ${TEMPORAL_CLI_MODULE}); takes ~5-8 min on a fresh machine…`);
  const started = Date.now();
  const ticker = setInterval(() => {
    console.log(`temporal: still building… ${Math.round((Date.now() - started) / 1000)} s`);
  }, 30_000);
  try {
    await run({
      name: 'go',
      command: 'go',
      args: ['install', '-v', TEMPORAL_CLI_MODULE],
      env: { ...process.env, GOBIN: temporalBinDir, GOFLAGS: '-mod=mod', CGO_ENABLED: '0' },
      logFile: join(logDir, 'temporal-go-install.log'),
      echo: false,
    });
  } finally {
    clearInterval(ticker);
  }
  console.log(`temporal: CLI built in ${Math.round((Date.now() - started) / 1000)} s`);
  return temporalBin;
}

function namespaceReady(bin: string, address: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(bin, ['operator', 'namespace', 'describe', '--namespace', 'default', '--address', address], { timeout: 10_000 }, (err) =>
      resolve(!err),
    );
  });
}

async function waitForNamespace(bin: string, address: string, child: Child): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await namespaceReady(bin, address))) {
    if (child.process.exitCode !== null) throw new Error('temporal exited before the default namespace was ready');
    if (Date.now() > deadline) throw new Error('timed out waiting for the Temporal default namespace');
    await new Promise((r) => setTimeout(r, 500));
  }
}

export interface StartTemporalOptions {
  port: number;
  uiPort: number;
  /** SQLite file keeping workflow state between runs. */
  dbFile: string;
  logFile?: string;
  echo?: boolean;
}

export interface RunningTemporal {
  /** host:port of the frontend (TEMPORAL_ADDRESS). */
  address: string;
  /** Web UI, undefined for an external server. */
  uiUrl?: string;
  child?: Child;
  stop(): Promise<void>;
}

/** Starts `temporal server start-dev` and waits for the frontend port and the UI; honours TEMPORAL_ADDRESS. */
export async function startTemporal(options: StartTemporalOptions): Promise<RunningTemporal> {
  const external = process.env.TEMPORAL_ADDRESS;
  if (external) {
    const [host = 'localhost', port = '7233'] = external.split(':');
    await waitForPort(host, Number(port), { timeoutMs: 30_000 });
    return { address: external, stop: async () => {} };
  }
  const bin = await ensureTemporalCli();
  const dbFile = resolve(options.dbFile);
  mkdirSync(dirname(dbFile), { recursive: true });
  const child = spawnChild({
    name: 'temporal',
    command: bin,
    args: [
      'server', 'start-dev',
      '--db-filename', dbFile,
      '--port', String(options.port),
      '--ui-port', String(options.uiPort),
      '--namespace', 'default',
      '--log-level', 'warn',
      // A write-ahead log synced at checkpoints rather than at every commit: the dev server's SQLite then keeps up with
      // thousands of workflow tasks a minute (a burst of timers, the bench), and a killed server still loses nothing
      // it acknowledged (only a machine's power loss could cost the last transactions).
      '--sqlite-pragma', 'journal_mode=wal',
      '--sqlite-pragma', 'synchronous=normal',
      // Eager activity dispatch: an activity a workflow task schedules comes back to the same worker with the task's
      // completion, not through a persisted task queue and a poll (a burst of 20,000 timers: 47 → 56 a second).
      // docker-compose sets the same in docker/temporal-dynamic-config.yaml.
      '--dynamic-config-value', 'system.enableActivityEagerExecution=true',
    ],
    logFile: options.logFile ?? join(logDir, `temporal-${options.port}.log`),
    echo: options.echo,
  });
  await waitForPort('127.0.0.1', options.port, { timeoutMs: 120_000, child });
  const uiUrl = `http://localhost:${options.uiPort}`;
  await waitForHttp(uiUrl, { timeoutMs: 120_000, child });
  await waitForNamespace(bin, `localhost:${options.port}`, child);
  return { address: `localhost:${options.port}`, uiUrl, child, stop: () => child.stop(10_000) };
}
