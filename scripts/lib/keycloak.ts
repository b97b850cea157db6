// Keycloak from its Maven Central distribution (no Docker): install once into .cache, run `start-dev`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, chmodSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { homedir } from 'node:os';
import { cacheDir, logDir, repoRoot } from './paths.ts';
import { run, spawnChild, waitForHttp, type Child } from './proc.ts';

export const KEYCLOAK_VERSION = '26.4.5';
export const KEYCLOAK_REALM = 'partner-portal';
export const keycloakHome: string = join(cacheDir, `keycloak-${KEYCLOAK_VERSION}`);
const ARTIFACT = `org.keycloak:keycloak-quarkus-dist:${KEYCLOAK_VERSION}:zip`;

function hasCommand(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

async function fetchZip(): Promise<string> {
  const name = `keycloak-quarkus-dist-${KEYCLOAK_VERSION}.zip`;
  const m2 = join(homedir(), '.m2/repository/org/keycloak/keycloak-quarkus-dist', KEYCLOAK_VERSION, name);
  if (existsSync(m2)) return m2;
  const downloads = join(cacheDir, 'downloads');
  const target = join(downloads, name);
  if (existsSync(target)) return target;
  if (!hasCommand('mvn')) throw new Error('Keycloak install needs Maven (`mvn`) to fetch the distribution from Maven Central');
  console.log(`keycloak: downloading ${ARTIFACT} from Maven Central (~200 MB)…`);
  await run({
    name: 'mvn',
    command: 'mvn',
    args: ['-B', '-q', 'dependency:copy', `-Dartifact=${ARTIFACT}`, `-DoutputDirectory=${downloads}`],
    cwd: cacheDir,
  });
  if (!existsSync(target)) throw new Error(`mvn finished but ${target} is missing`);
  return target;
}

async function extractZip(zip: string, into: string): Promise<void> {
  mkdirSync(into, { recursive: true });
  if (hasCommand('unzip')) {
    await run({ name: 'unzip', command: 'unzip', args: ['-q', '-o', zip, '-d', into], echo: false });
  } else if (hasCommand('python3')) {
    await run({ name: 'unzip', command: 'python3', args: ['-m', 'zipfile', '-e', zip, into] });
  } else if (hasCommand('jar')) {
    await run({ name: 'unzip', command: 'jar', args: ['xf', resolve(zip)], cwd: into });
  } else {
    throw new Error('no unzip, python3 or jar found to extract the Keycloak distribution');
  }
}

/** Installs Keycloak into `.cache/keycloak-<version>` unless it is already there. Returns the install dir. */
export async function ensureKeycloak(): Promise<string> {
  const marker = join(keycloakHome, '.installed');
  if (existsSync(marker)) return keycloakHome;
  mkdirSync(cacheDir, { recursive: true });
  const zip = await fetchZip();
  const tmp = join(cacheDir, `keycloak-${KEYCLOAK_VERSION}.extract`);
  rmSync(tmp, { recursive: true, force: true });
  console.log(`keycloak: extracting ${zip}…`);
  await extractZip(zip, tmp);
  rmSync(keycloakHome, { recursive: true, force: true });
  renameSync(join(tmp, `keycloak-${KEYCLOAK_VERSION}`), keycloakHome);
  rmSync(tmp, { recursive: true, force: true });
  // python's zipfile and jar do not keep the executable bit
  for (const f of readdirSync(join(keycloakHome, 'bin'))) {
    if (f.endsWith('.sh')) chmodSync(join(keycloakHome, 'bin', f), 0o755);
  }
  writeFileSync(marker, `${ARTIFACT}\n`);
  console.log(`keycloak: installed in ${keycloakHome}`);
  return keycloakHome;
}

export interface StartKeycloakOptions {
  port: number;
  /** Directory that keeps Keycloak's H2 database between runs. */
  dataDir: string;
  /** Directory with the realm export(s) to import on first start. Default: `keycloak/` of the repo. */
  realmDir?: string;
  logFile?: string;
  /** Echo Keycloak's log lines to stdout (default true). */
  echo?: boolean;
}

export interface RunningKeycloak {
  url: string;
  realm: string;
  /** Undefined when KEYCLOAK_URL pointed at an external server. */
  child?: Child;
  stop(): Promise<void>;
}

function realmHash(realmDir: string): { files: string[]; hash: string } {
  const files = readdirSync(realmDir).filter((f) => f.endsWith('.json')).sort();
  const h = createHash('sha256');
  for (const f of files) h.update(f).update(readFileSync(join(realmDir, f)));
  return { files, hash: h.digest('hex') };
}

/**
 * Starts `kc.sh start-dev --import-realm` and waits for the realm's discovery document.
 * If KEYCLOAK_URL is set, only waits for that server instead.
 * The realm is imported when the database is new; when the realm export changes, the database is recreated.
 */
export async function startKeycloak(options: StartKeycloakOptions): Promise<RunningKeycloak> {
  const external = process.env.KEYCLOAK_URL;
  const realm = process.env.KEYCLOAK_REALM ?? KEYCLOAK_REALM;
  if (external) {
    const url = external.replace(/\/$/, '');
    await waitForHttp(`${url}/realms/${realm}/.well-known/openid-configuration`, {
      timeoutMs: 30_000,
      accept: (s) => s === 200,
    });
    return { url, realm, stop: async () => {} };
  }
  const home = await ensureKeycloak();
  const realmDir = options.realmDir ?? join(repoRoot, 'keycloak');
  const { files, hash } = realmHash(realmDir);
  const importDir = join(home, 'data', 'import');
  rmSync(importDir, { recursive: true, force: true });
  mkdirSync(importDir, { recursive: true });
  for (const f of files) copyFileSync(join(realmDir, f), join(importDir, f));

  const dataDir = resolve(options.dataDir);
  const hashFile = join(dataDir, 'realm.sha256');
  const previous = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : undefined;
  if (previous !== hash) {
    if (previous !== undefined) console.log('keycloak: realm export changed, recreating the Keycloak database');
    rmSync(join(dataDir, 'data'), { recursive: true, force: true });
  }
  mkdirSync(dataDir, { recursive: true });

  const url = `http://localhost:${options.port}`;
  const child = spawnChild({
    name: 'keycloak',
    command: join(home, 'bin', 'kc.sh'),
    args: [
      'start-dev',
      `--http-port=${options.port}`,
      `--http-management-port=${options.port + 1}`,
      `--hostname=${url}`,
      '--import-realm',
      '--log-level=warn,org.keycloak.exportimport:info,io.quarkus:info',
    ],
    env: {
      ...process.env,
      KC_BOOTSTRAP_ADMIN_USERNAME: 'admin',
      KC_BOOTSTRAP_ADMIN_PASSWORD: 'admin',
      // H2 lives at <dataDir>/data/h2/keycloakdb (the dev-file URL is built from this path)
      KC_DB_URL_PATH: dataDir,
      JAVA_OPTS_KC_HEAP: '-Xms128m -Xmx768m -XX:MaxMetaspaceSize=384m',
    },
    logFile: options.logFile ?? join(logDir, `keycloak-${options.port}.log`),
    echo: options.echo,
  });
  await waitForHttp(`${url}/realms/${realm}/.well-known/openid-configuration`, {
    timeoutMs: 300_000,
    intervalMs: 1000,
    child,
    accept: (s) => s === 200,
  });
  writeFileSync(hashFile, `${hash}\n`);
  return { url, realm, child, stop: () => child.stop(15_000) };
}
