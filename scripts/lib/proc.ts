// Child-process helpers for the start and test scripts: prefixed, coloured logs, one process group per child,
// and cleanup of every child on Ctrl-C, SIGTERM or exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { connect, createServer, type AddressInfo } from 'node:net';

const COLORS = [36, 35, 33, 32, 34, 91, 96, 95, 93, 92] as const;
let nextColor = 0;

export interface SpawnOptions {
  /** Short name used as the log prefix, e.g. `api`. */
  name: string;
  command: string;
  args?: readonly string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Also append every line (without colour) to this file. */
  logFile?: string;
  /** Print lines to this process's stdout (default true). */
  echo?: boolean;
  /** Run as this user and group (a server that refuses to run as root). */
  uid?: number;
  gid?: number;
}

export interface Child {
  readonly name: string;
  readonly process: ChildProcess;
  /** Resolves with the exit code (or signal name) once the child has exited. */
  readonly exited: Promise<number | string>;
  /** Sends SIGTERM to the child's process group, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** Resolves when a line of its output matches; rejects if the child exits first or the time runs out. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<void>;
}

const children = new Set<Child>();
let exitHookInstalled = false;

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Last resort: synchronous kill of every remaining process group when this process exits.
  process.on('exit', () => {
    for (const child of children) {
      if (child.process.pid !== undefined && child.process.exitCode === null && child.process.signalCode === null) {
        killGroup(child.process.pid, 'SIGKILL');
      }
    }
  });
}

let signalHandlersInstalled = false;

/** Ctrl-C / SIGTERM stop every child (gracefully, then forcefully) and exit. Call once from a long-running script. */
export function installSignalHandlers(onStop?: () => Promise<void>): void {
  if (signalHandlersInstalled) return;
  signalHandlersInstalled = true;
  let stoppingSince: number | undefined;
  const handler = (signal: NodeJS.Signals): void => {
    if (stoppingSince !== undefined) {
      // One Ctrl-C arrives more than once: from the terminal to the whole foreground group, and relayed by the
      // wrappers in front of this process (npm, tsx). Only a later, deliberate second Ctrl-C kills at once.
      if (Date.now() - stoppingSince < 1500) return;
      process.stdout.write(`\nsecond ${signal}: killing everything now\n`);
      process.exit(130);
    }
    stoppingSince = Date.now();
    process.stdout.write(`\n${signal}: stopping all services…\n`);
    void (async () => {
      try {
        if (onStop) await onStop();
        await stopAll();
      } finally {
        process.exit(signal === 'SIGINT' ? 130 : 143);
      }
    })();
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  process.on('SIGHUP', handler);
}

function pipeLines(
  stream: NodeJS.ReadableStream | null,
  prefix: string,
  plainPrefix: string,
  echo: boolean,
  file: WriteStream | undefined,
  onLine: (line: string) => void,
): void {
  if (!stream) return;
  const rl = createInterface({ input: stream });
  rl.on('line', (line) => {
    if (echo) process.stdout.write(`${prefix} ${line}\n`);
    file?.write(`${plainPrefix} ${line}\n`);
    onLine(line);
  });
}

/** Starts a child in its own process group, with `[name]`-prefixed output. */
export function spawnChild(options: SpawnOptions): Child {
  installExitHook();
  const color = COLORS[nextColor++ % COLORS.length];
  const label = options.name.padEnd(9);
  const prefix = process.stdout.isTTY ? `\u001b[${color}m${label}|\u001b[0m` : `${label}|`;
  let file: WriteStream | undefined;
  if (options.logFile) {
    mkdirSync(dirname(options.logFile), { recursive: true });
    file = createWriteStream(options.logFile, { flags: 'a' });
    file.write(`--- ${new Date().toISOString()} ${options.command} ${(options.args ?? []).join(' ')}\n`);
  }
  const proc = spawn(options.command, [...(options.args ?? [])], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...(options.uid !== undefined ? { uid: options.uid } : {}),
    ...(options.gid !== undefined ? { gid: options.gid } : {}),
  });
  const echo = options.echo ?? true;
  const lineListeners = new Set<(line: string) => void>();
  const onLine = (line: string) => lineListeners.forEach((listener) => listener(line));
  pipeLines(proc.stdout, prefix, label + '|', echo, file, onLine);
  pipeLines(proc.stderr, prefix, label + '|', echo, file, onLine);

  const exited = new Promise<number | string>((resolve) => {
    proc.on('error', (err) => {
      const msg = `failed to start: ${err.message}`;
      if (echo) process.stdout.write(`${prefix} ${msg}\n`);
      file?.write(`${label}| ${msg}\n`);
      resolve('spawn-error');
    });
    proc.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });

  const child: Child = {
    name: options.name,
    process: proc,
    exited,
    async stop(graceMs = 8000): Promise<void> {
      const pid = proc.pid;
      if (pid === undefined || proc.exitCode !== null || proc.signalCode !== null) return;
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // the group may still hold grandchildren (e.g. a JVM started by a shell script)
      killGroup(pid, 'SIGKILL');
    },
    waitForLine(pattern, timeoutMs) {
      return new Promise<void>((resolve, reject) => {
        const done = (error?: Error) => {
          lineListeners.delete(listener);
          clearTimeout(timer);
          if (error) reject(error);
          else resolve();
        };
        const listener = (line: string) => {
          if (pattern.test(line)) done();
        };
        const timer = setTimeout(() => done(new Error(`${options.name}: no line matching ${pattern} within ${timeoutMs} ms`)), timeoutMs);
        lineListeners.add(listener);
        void exited.then((code) => done(new Error(`${options.name} exited (${code}) before printing ${pattern}`)));
      });
    },
  };
  children.add(child);
  void exited.then(() => {
    children.delete(child);
    file?.end();
  });
  return child;
}

/** Stops every tracked child, newest first (so dependants stop before their dependencies). */
export async function stopAll(): Promise<void> {
  const list = [...children].reverse();
  for (const child of list) await child.stop();
}

/** Runs a command to completion with prefixed output; rejects on a non-zero exit. */
export async function run(options: SpawnOptions): Promise<void> {
  const child = spawnChild(options);
  const code = await child.exited;
  if (code !== 0) {
    const log = options.logFile ? ` (log: ${options.logFile})` : '';
    throw new Error(`${options.name}: \`${options.command} ${(options.args ?? []).join(' ')}\` exited with ${code}${log}`);
  }
}

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Fail fast when this child exits while we wait. */
  child?: Child;
  /** Accept the response (default: any status < 500). */
  accept?: (status: number) => boolean;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitUntil(what: string, probe: () => Promise<boolean>, options: WaitOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const intervalMs = options.intervalMs ?? 500;
  const deadline = Date.now() + timeoutMs;
  let childExit: number | string | undefined;
  void options.child?.exited.then((code) => {
    childExit = code;
  });
  for (;;) {
    if (await probe()) return;
    if (childExit !== undefined) {
      throw new Error(`${options.child?.name ?? 'process'} exited (${childExit}) before ${what} was ready`);
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/** Polls `url` until it answers with an accepted status. */
export async function waitForHttp(url: string, options: WaitOptions = {}): Promise<void> {
  const accept = options.accept ?? ((status: number) => status < 500);
  await waitUntil(
    url,
    async () => {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
        await res.body?.cancel();
        return accept(res.status);
      } catch {
        return false;
      }
    },
    options,
  );
}

/** True when something accepts TCP connections on host:port. */
export function isPortOpen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls until host:port accepts TCP connections. */
export async function waitForPort(host: string, port: number, options: WaitOptions = {}): Promise<void> {
  await waitUntil(`${host}:${port}`, () => isPortOpen(host, port), options);
}

/** A TCP port that is free on 127.0.0.1 right now, chosen by the system (for a server a test starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
