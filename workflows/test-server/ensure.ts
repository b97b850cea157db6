/**
 * Fetches Temporal's time-skipping test server (the Java `io.temporal:temporal-test-server` from Maven Central)
 * and its runtime dependencies into `.cache/temporal-test-server/<version>/lib`, once, and returns the path of
 * the wrapper script to hand to `TestWorkflowEnvironment.createTimeSkipping` as an `existing-path` executable.
 *
 * Why: `createTimeSkipping()` normally downloads a native build from GitHub, which these machines cannot reach;
 * Maven Central is reachable and carries the same server as a jar (main class `io.temporal.testserver.TestServer`).
 *
 * It also records a class-data-sharing archive of the server's start (`classes.jsa` beside `lib`): with it the JVM
 * starts in about 1 s instead of 7–18 s on a loaded two-core machine, well within the 5 s the SDK waits for the port.
 *
 * Run directly (`npx tsx workflows/test-server/ensure.ts`) to warm the cache; prints the wrapper path.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Latest release on Maven Central when this was written (1.36.0 did not exist yet). */
export const temporalTestServerVersion = '1.35.0';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');

/** The wrapper script: `temporal-test-server.sh <port> --enable-time-skipping`. */
export const testServerWrapper = join(here, 'temporal-test-server.sh');

export const testServerLibDir = (version = temporalTestServerVersion): string =>
  join(repoRoot, '.cache', 'temporal-test-server', version, 'lib');

/** The class-data-sharing archive the wrapper uses when present (`-XX:SharedArchiveFile`). */
export const testServerClassArchive = (version = temporalTestServerVersion): string =>
  join(repoRoot, '.cache', 'temporal-test-server', version, 'classes.jsa');

/**
 * Starts the server once with `-XX:ArchiveClassesAtExit` on a free port, waits until it listens, and stops it
 * (SIGTERM: the JVM writes the archive as it exits). Run in a child Node process so this stays synchronous.
 */
const recordClassArchive = (version: string): void => {
  const archive = testServerClassArchive(version);
  const staging = `${archive}.tmp-${process.pid}`;
  const script = `
    const { spawn } = require('node:child_process');
    const net = require('node:net');
    const [lib, staging] = process.argv.slice(1);
    const free = () => new Promise((ok) => { const s = net.createServer(); s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => ok(p)); }); });
    const open = (port) => new Promise((ok) => { const c = net.connect(port, '127.0.0.1'); c.once('connect', () => { c.destroy(); ok(true); }); c.once('error', () => ok(false)); });
    (async () => {
      const port = await free();
      const java = spawn('java', ['-XX:ArchiveClassesAtExit=' + staging, '-Xmx512m', '-cp', lib + '/*', 'io.temporal.testserver.TestServer', String(port), '--enable-time-skipping'], { stdio: 'ignore' });
      const exited = new Promise((ok) => java.once('exit', ok));
      const deadline = Date.now() + 120000;
      while (!(await open(port))) {
        if (Date.now() > deadline || java.exitCode !== null) { java.kill('SIGKILL'); process.exit(1); }
        await new Promise((ok) => setTimeout(ok, 200));
      }
      await new Promise((ok) => setTimeout(ok, 1000));
      java.kill('SIGTERM');
      await exited;
    })();
  `;
  try {
    execFileSync(process.execPath, ['-e', script, testServerLibDir(version), staging], { stdio: 'ignore', timeout: 180_000 });
    if (existsSync(staging) && !existsSync(archive)) renameSync(staging, archive);
  } catch {
    // Without the archive the server only starts slower.
  } finally {
    rmSync(staging, { force: true });
  }
};

const pom = (version: string): string => `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>pp.local</groupId>
  <artifactId>temporal-test-server-fetch</artifactId>
  <version>0</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency>
      <groupId>io.temporal</groupId>
      <artifactId>temporal-test-server</artifactId>
      <version>${version}</version>
    </dependency>
  </dependencies>
</project>
`;

/** Ensures the jars are present; returns the wrapper path. Idempotent and safe to call from every test file. */
export const ensureTemporalTestServer = (version = temporalTestServerVersion): string => {
  const lib = testServerLibDir(version);
  const marker = join(lib, '.complete');
  if (existsSync(marker)) {
    if (!existsSync(testServerClassArchive(version))) recordClassArchive(version);
    return testServerWrapper;
  }

  const work = resolve(lib, '..');
  const staging = join(work, `lib.tmp-${process.pid}`);
  mkdirSync(work, { recursive: true });
  writeFileSync(join(work, 'pom.xml'), pom(version));
  rmSync(staging, { recursive: true, force: true });
  execFileSync(
    'mvn',
    [
      '-q',
      '-B',
      '-f',
      join(work, 'pom.xml'),
      'dependency:copy-dependencies',
      `-DoutputDirectory=${staging}`,
      '-DincludeScope=runtime',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (!readdirSync(staging).some((f) => f.startsWith('temporal-test-server-'))) {
    throw new Error(`temporal-test-server ${version} was not fetched into ${staging}`);
  }
  writeFileSync(join(staging, '.complete'), `${version}\n`);
  // Another process may have finished first; keep whichever complete copy is there.
  if (existsSync(marker)) {
    rmSync(staging, { recursive: true, force: true });
  } else {
    rmSync(lib, { recursive: true, force: true });
    renameSync(staging, lib);
  }
  if (!existsSync(testServerClassArchive(version))) recordClassArchive(version);
  return testServerWrapper;
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(ensureTemporalTestServer());
}
