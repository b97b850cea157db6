/**
 * Fetches Temporal's time-skipping test server (the Java `io.temporal:temporal-test-server` from Maven Central)
 * and its runtime dependencies into `.cache/temporal-test-server/<version>/lib`, once, and returns the path of
 * the wrapper script to hand to `TestWorkflowEnvironment.createTimeSkipping` as an `existing-path` executable.
 *
 * Why: `createTimeSkipping()` normally downloads a native build from GitHub, which these machines cannot reach;
 * Maven Central is reachable and carries the same server as a jar (main class `io.temporal.testserver.TestServer`).
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
  if (existsSync(marker)) return testServerWrapper;

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
  return testServerWrapper;
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(ensureTemporalTestServer());
}
