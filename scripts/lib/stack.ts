// Brings up the whole stack in dependency order with readiness checks:
// Postgres (or DATABASE_URL) → migrate → seed if empty ‖ Keycloak ‖ Temporal ‖ storage (S3) → worker → API → web.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { dropDatabase, dropIdleReplicaSlot, ensureDatabase, migrate, startEmbeddedPostgres, startReplica, urlOnPort } from '@pp/db';
import { startKeycloak } from './keycloak.ts';
import { putMissingObjects, startStorage, storageEnv, type StorageSettings } from './storage.ts';
import { repoRoot } from './paths.ts';
import { assertProjectNode } from './node-version.ts';
import { isPortOpen, run, spawnChild, waitForHttp, type Child } from './proc.ts';
import { startTemporal } from './temporal.ts';

export const COMPONENTS = ['seed', 'keycloak', 'temporal', 'storage', 'worker', 'api', 'web'] as const;
export type Component = (typeof COMPONENTS)[number];

export interface StackPorts {
  postgres: number;
  keycloak: number;
  temporal: number;
  temporalUi: number;
  /** S3-compatible storage (S3Proxy) for uploads. */
  storage: number;
  api: number;
  web: number;
  /** Back office Vite dev server (dev mode only). */
  adminDev: number;
}

export const DEV_PORTS: StackPorts = { postgres: 55432, keycloak: 8180, temporal: 7233, temporalUi: 8233, storage: 9000, api: 4000, web: 5173, adminDev: 5174 };
export const TEST_PORTS: StackPorts = { postgres: 56432, keycloak: 18180, temporal: 17233, temporalUi: 18233, storage: 19000, api: 14000, web: 15173, adminDev: 15174 };

export interface ExternalServices {
  /** Superuser URL of a running server in which the stack creates (and owns) its database. */
  postgresRootUrl?: string;
  /** Owner connection of an external database (DATABASE_URL); needs `authDatabaseUrl` too. */
  databaseUrl?: string;
  authDatabaseUrl?: string;
  /** The authenticator login on a read replica of the external database (AUTH_DATABASE_READ_URL). */
  authDatabaseReadUrl?: string;
  keycloakUrl?: string;
  temporalAddress?: string;
  /** S3-compatible endpoint (S3_ENDPOINT; S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET, S3_REGION, S3_PUBLIC_ENDPOINT). */
  storageEndpoint?: string;
}

export interface StackOptions {
  mode: 'dev' | 'test';
  ports: StackPorts;
  /** Root of the state kept between runs (Postgres cluster, Keycloak H2, Temporal SQLite). */
  dataDir: string;
  /** Name prefix of the per-stack data folders, e.g. `test-` gives `.data/test-pg`. */
  dataPrefix?: string;
  database: string;
  external?: ExternalServices;
  /** Components to leave out, explicitly (nothing is skipped silently). */
  without?: ReadonlySet<Component>;
  /** Start from nothing: drop the database, wipe Keycloak's and Temporal's state (tests). */
  fresh?: boolean;
  /** Echo the children's logs to stdout (they always go to <dataDir>/logs). */
  echo?: boolean;
  /**
   * A streaming read replica of the embedded Postgres on this port (data in `<dataDir>/<prefix>pg-replica`); the API
   * runs read-only operations there (AUTH_DATABASE_READ_URL).
   */
  replica?: { port: number };
}

/** The parts of a stack that can be killed and started again while the rest runs (fault injection). */
export const RESTARTABLE = ['postgres', 'keycloak', 'temporal', 'storage', 'worker', 'api'] as const;
export type Restartable = (typeof RESTARTABLE)[number];

export interface RestartHandle {
  /** Ends the part at once, as a crash would: SIGKILL of its process group (Postgres: immediate shutdown). */
  kill(): Promise<void>;
  /** Starts it again the way the stack first started it (same ports and data, nothing wiped) and waits until ready. */
  start(): Promise<void>;
}

export interface RunningStack {
  databaseUrl: string;
  authDatabaseUrl: string;
  /** The authenticator login on the read replica, when there is one. */
  authDatabaseReadUrl?: string;
  keycloakUrl: string;
  keycloakRealm: string;
  temporalAddress: string;
  temporalUiUrl?: string;
  /** Storage as the API and the worker reach it. */
  storage?: StorageSettings;
  apiUrl: string;
  webUrl: string;
  /** The embedded parts this stack started, to kill and start again (external services are not in it). */
  parts: Partial<Record<Restartable, RestartHandle>>;
  stop(): Promise<void>;
}

interface SeedsModule {
  seedIfEmpty?: (ownerUrl: string) => Promise<unknown>;
}

const tsxCli = join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
const viteCli = join(repoRoot, 'node_modules/vite/bin/vite.js');

function log(message: string): void {
  console.log(`stack    | ${message}`);
}

async function seed(ownerUrl: string): Promise<void> {
  let mod: SeedsModule;
  try {
    mod = (await import('@pp/seeds')) as SeedsModule;
  } catch (err) {
    throw new Error(`cannot load @pp/seeds (${(err as Error).message}); leave it out explicitly with --without=seed`);
  }
  if (typeof mod.seedIfEmpty !== 'function') {
    throw new Error('@pp/seeds does not export seedIfEmpty(ownerUrl); leave it out explicitly with --without=seed');
  }
  await mod.seedIfEmpty(ownerUrl);
}

/** Puts the bytes of the demo's seeded files into storage when they are missing (a fresh or wiped storage). */
async function putDemoFiles(storage: StorageSettings): Promise<number> {
  const mod = (await import('@pp/seeds')) as { demoFiles?: readonly { storageKey: string; body: Buffer; mimeType: string }[] };
  return putMissingObjects(storage, (mod.demoFiles ?? []).map((f) => ({ key: f.storageKey, body: f.body, contentType: f.mimeType })));
}

/** Fails early, naming the ports, when something else already listens where an embedded service would. */
async function assertPortsFree(options: StackOptions): Promise<void> {
  const without = options.without ?? new Set<Component>();
  const ext = options.external ?? {};
  const { ports } = options;
  const wanted: [string, number, boolean][] = [
    ['postgres', ports.postgres, !ext.databaseUrl && !ext.postgresRootUrl],
    ['postgres replica', options.replica?.port ?? 0, !!options.replica],
    ['keycloak', ports.keycloak, !without.has('keycloak') && !ext.keycloakUrl],
    ['temporal', ports.temporal, !without.has('temporal') && !ext.temporalAddress],
    ['temporal ui', ports.temporalUi, !without.has('temporal') && !ext.temporalAddress],
    ['storage', ports.storage, !without.has('storage') && !ext.storageEndpoint],
    ['api', ports.api, !without.has('api')],
    ['web', ports.web, !without.has('web')],
    ['admin dev server', ports.adminDev, !without.has('web') && options.mode === 'dev'],
  ];
  const busy: string[] = [];
  for (const [name, port, needed] of wanted) {
    if (needed && ((await isPortOpen('127.0.0.1', port)) || (await isPortOpen('::1', port)))) busy.push(`${name} ${port}`);
  }
  if (busy.length > 0) {
    throw new Error(`port(s) already in use: ${busy.join(', ')} — stop what listens there (another stack or dev server?)`);
  }
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  assertProjectNode();
  const { ports, mode } = options;
  const without = options.without ?? new Set<Component>();
  const ext = options.external ?? {};
  const prefix = options.dataPrefix ?? '';
  const logs = join(options.dataDir, 'logs');
  const echo = options.echo ?? true;
  // Stopped in reverse order of dependency, whatever order they happened to become ready in: the apps (web, API,
  // worker) first, newest first; then the platform services (Temporal, Keycloak, storage); Postgres last.
  type Stop = { name: string; stop: () => Promise<void> };
  const tiers = { apps: [] as Stop[], platform: [] as Stop[], data: [] as Stop[] };
  const stops = {
    push(tier: keyof typeof tiers, name: string, stopOne: () => Promise<void>) {
      tiers[tier].push({ name, stop: stopOne });
    },
  };
  const stop = async (): Promise<void> => {
    for (const tier of [tiers.apps, tiers.platform, tiers.data]) {
      for (const s of tier.splice(0).reverse()) {
        await s.stop().then(
          () => log(`${s.name} stopped`),
          (e: unknown) => console.error(e),
        );
      }
    }
  };
  const logFile = (name: string): string => join(logs, `${prefix}${name}.log`);
  // A part that can be killed and started again: its stop always ends the instance running now.
  const parts: Partial<Record<Restartable, RestartHandle>> = {};
  type Instance = { stop: () => Promise<void>; kill: () => Promise<void> };
  const restartable = async <T extends Instance>(tier: keyof typeof tiers, name: Restartable, startOne: () => Promise<T>, embedded = true): Promise<T> => {
    let current: Instance = await startOne();
    stops.push(tier, name, () => current.stop());
    if (!embedded) return current as T;
    parts[name] = {
      kill: () => current.kill(),
      start: async () => {
        current = await startOne();
      },
    };
    return current as T;
  };
  const killChild = (child: Child | undefined) => async (): Promise<void> => {
    const pid = child?.process.pid;
    if (!child || pid === undefined || child.process.exitCode !== null || child.process.signalCode !== null) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await child.exited;
  };
  const started = Date.now();
  const since = (): string => `${Math.round((Date.now() - started) / 1000)} s`;

  await assertPortsFree(options);

  try {
    const database = async (): Promise<{ ownerUrl: string; authUrl: string; readUrl?: string }> => {
      let urls: { ownerUrl: string; authUrl: string; readUrl?: string };
      let replicaOf: string | undefined;
      if (ext.databaseUrl) {
        if (!ext.authDatabaseUrl) throw new Error('DATABASE_URL is set: set AUTH_DATABASE_URL (login role pp_authenticator) too');
        if (options.replica) throw new Error('an external database brings its own replica: set AUTH_DATABASE_READ_URL instead');
        urls = { ownerUrl: ext.databaseUrl, authUrl: ext.authDatabaseUrl, readUrl: ext.authDatabaseReadUrl };
      } else {
        let rootUrl = ext.postgresRootUrl;
        if (rootUrl && options.replica) throw new Error('a replica is made only of the embedded Postgres (its data directory is copied)');
        if (!rootUrl) {
          const pg = await restartable('data', 'postgres', async () => {
            const handle = await startEmbeddedPostgres({ dataDir: join(options.dataDir, `${prefix}pg`), port: ports.postgres });
            return { ...handle, kill: () => handle.stopImmediately() };
          });
          rootUrl = pg.rootUrl;
          log(`postgres ready on port ${ports.postgres} (${since()})`);
          if (options.replica) replicaOf = rootUrl;
          // a start without the replica lets go of the slot of an earlier one (else the primary keeps WAL for it)
          else if (await dropIdleReplicaSlot(rootUrl)) log('replication slot of an earlier replica dropped');
        }
        if (options.fresh) await dropDatabase(rootUrl, options.database);
        urls = await ensureDatabase(rootUrl, options.database);
      }
      await migrate(urls.ownerUrl);
      log(`migrations applied (${since()})`);
      if (!without.has('seed')) {
        await seed(urls.ownerUrl);
        log(`seed checked (${since()})`);
      }
      if (replicaOf && options.replica) {
        const replica = await startReplica({ primaryRootUrl: replicaOf, dataDir: join(options.dataDir, `${prefix}pg-replica`), port: options.replica.port });
        stops.push('data', 'postgres replica', () => replica.stop());
        urls.readUrl = urlOnPort(urls.authUrl, options.replica.port);
        log(`postgres replica ${replica.made ? 'made and ' : ''}streaming on port ${options.replica.port} (${since()})`);
      }
      return urls;
    };
    const keycloak = async (): Promise<{ url: string; realm: string }> => {
      if (without.has('keycloak')) return { url: ext.keycloakUrl ?? `http://localhost:${ports.keycloak}`, realm: 'partner-portal' };
      if (ext.keycloakUrl) process.env.KEYCLOAK_URL = ext.keycloakUrl;
      const kcData = join(options.dataDir, `${prefix}keycloak`);
      if (options.fresh && !ext.keycloakUrl) rmSync(kcData, { recursive: true, force: true });
      const kc = await restartable('platform', 'keycloak', async () => {
        const handle = await startKeycloak({ port: ports.keycloak, dataDir: kcData, logFile: logFile('keycloak'), echo });
        return { ...handle, kill: killChild(handle.child) };
      }, !ext.keycloakUrl);
      log(`keycloak ready at ${kc.url} (${since()})`);
      return kc;
    };
    const temporal = async (): Promise<{ address: string; uiUrl?: string }> => {
      if (without.has('temporal')) return { address: ext.temporalAddress ?? `localhost:${ports.temporal}` };
      if (ext.temporalAddress) process.env.TEMPORAL_ADDRESS = ext.temporalAddress;
      const dbFile = join(options.dataDir, `${prefix}temporal.db`);
      if (options.fresh && !ext.temporalAddress) rmSync(dbFile, { force: true });
      const t = await restartable('platform', 'temporal', async () => {
        const handle = await startTemporal({ port: ports.temporal, uiPort: ports.temporalUi, dbFile, logFile: logFile('temporal'), echo });
        return { ...handle, kill: killChild(handle.child) };
      }, !ext.temporalAddress);
      log(`temporal ready at ${t.address} (${since()})`);
      return t;
    };
    const storage = async (): Promise<StorageSettings | undefined> => {
      if (without.has('storage')) return undefined;
      if (ext.storageEndpoint) process.env.S3_ENDPOINT = ext.storageEndpoint;
      let wipe = options.fresh;
      const s3 = await restartable('platform', 'storage', async () => {
        const handle = await startStorage({
          port: ports.storage,
          dataDir: join(options.dataDir, `${prefix}s3`),
          // the browser talks to storage directly (presigned requests) from the portal's origins: both sites
          corsOrigins: [webEnv.GLOBAL_SITE_URL, webEnv.MAINLAND_SITE_URL, `http://127.0.0.1:${ports.web}`].filter((o): o is string => !!o),
          // a start again keeps what was stored
          fresh: wipe,
          logFile: logFile('storage'),
          echo,
        });
        wipe = false;
        return { ...handle, kill: killChild(handle.child) };
      }, !ext.storageEndpoint);
      log(`storage ready at ${s3.endpoint}, bucket ${s3.bucket} (${since()})`);
      return s3;
    };
    const buildWeb = async (): Promise<void> => {
      if (mode !== 'test' || without.has('web') || process.env.E2E_SKIP_BUILD === '1') return;
      for (const app of ['portal', 'admin'] as const) {
        await run({
          name: `build-${app}`,
          command: process.execPath,
          args: [viteCli, 'build'],
          cwd: join(repoRoot, app),
          env: { ...process.env, ...webEnv, NODE_ENV: 'production' },
          logFile: logFile(`build-${app}`),
          echo,
        });
        log(`${app} built (${since()})`);
      }
    };

    const keycloakUrlGuess = ext.keycloakUrl ?? `http://localhost:${ports.keycloak}`;
    const apiUrl = `http://localhost:${ports.api}`;
    const webEnv: NodeJS.ProcessEnv = {
      WEB_PORT: String(ports.web),
      ADMIN_DEV_PORT: String(ports.adminDev),
      API_URL: apiUrl,
      KEYCLOAK_URL: keycloakUrlGuess,
      KEYCLOAK_REALM: 'partner-portal',
      VITE_KEYCLOAK_URL: keycloakUrlGuess,
      VITE_KEYCLOAK_REALM: 'partner-portal',
      VITE_KEYCLOAK_CLIENT_ID: 'partner-portal',
      // both sites from one build: localhost is the global site, mainland.localhost the mainland site
      GLOBAL_SITE_URL: `http://localhost:${ports.web}`,
      MAINLAND_SITE_URL: `http://mainland.localhost:${ports.web}`,
      VITE_GLOBAL_SITE_URL: `http://localhost:${ports.web}`,
      VITE_MAINLAND_SITE_URL: `http://mainland.localhost:${ports.web}`,
    };

    // The three backing services are independent: start them side by side (web builds too, in test mode).
    // allSettled: a failure in one still lets the others finish starting, so that `stop` can end them all.
    const settled = await Promise.allSettled([database(), keycloak(), temporal(), storage(), buildWeb()]);
    const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const [db, kc, tp, s3] = settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
      Awaited<ReturnType<typeof database>>,
      Awaited<ReturnType<typeof keycloak>>,
      Awaited<ReturnType<typeof temporal>>,
      Awaited<ReturnType<typeof storage>>,
    ];

    if (s3 && !without.has('seed')) {
      const put = await putDemoFiles(s3);
      if (put > 0) log(`demo files put into storage: ${put}`);
    }

    const serviceEnv: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: db.ownerUrl,
      AUTH_DATABASE_URL: db.authUrl,
      ...(db.readUrl ? { AUTH_DATABASE_READ_URL: db.readUrl } : {}),
      KEYCLOAK_URL: kc.url,
      KEYCLOAK_REALM: kc.realm,
      TEMPORAL_ADDRESS: tp.address,
      ...(s3 ? storageEnv(s3) : {}),
      API_PORT: String(ports.api),
      GRAPHILE_ENV: mode === 'dev' ? 'development' : 'production',
    };
    const service = (name: string, args: string[], cwd = repoRoot, env = serviceEnv): Child => {
      const child = spawnChild({ name, command: process.execPath, args, cwd, env, logFile: logFile(name), echo });
      stops.push('apps', name, () => child.stop());
      return child;
    };

    const app = (name: 'worker' | 'api', args: string[], ready: (child: Child) => Promise<void>) =>
      restartable('apps', name, async () => {
        const child = spawnChild({ name, command: process.execPath, args, cwd: repoRoot, env: serviceEnv, logFile: logFile(name), echo });
        try {
          await ready(child);
        } catch (error) {
          await child.stop();
          throw error;
        }
        return { stop: () => child.stop(), kill: killChild(child) };
      });
    if (!without.has('worker')) {
      // the worker has no HTTP endpoint: it says `worker ready` once connected to Temporal and Postgres, relay running
      await app('worker', [tsxCli, 'workflows/src/main.ts'], (worker) =>
        worker.waitForLine(/^worker ready/, 120_000).catch((error: Error) => {
          throw new Error(`${error.message}; see ${logFile('worker')}`);
        }),
      );
      log(`worker ready (${since()})`);
    }
    if (!without.has('api')) {
      await app('api', [tsxCli, 'api/src/main.ts'], (api) =>
        waitForHttp(`${apiUrl}/health`, { timeoutMs: 120_000, child: api, accept: (s) => s === 200 }),
      );
      log(`api ready at ${apiUrl} (${since()})`);
    }
    const webUrl = `http://localhost:${ports.web}`;
    if (!without.has('web')) {
      // the pages' security policy lets the browser reach the storage the presigned addresses point at
      const env = { ...process.env, ...webEnv, ...(s3 ? { S3_PUBLIC_ENDPOINT: s3.publicEndpoint } : {}) };
      if (mode === 'dev') {
        const admin = service('admin', [viteCli, '--port', String(ports.adminDev), '--strictPort'], join(repoRoot, 'admin'), env);
        const portal = service('portal', [viteCli, '--port', String(ports.web), '--strictPort'], join(repoRoot, 'portal'), env);
        await waitForHttp(`http://localhost:${ports.adminDev}/admin/`, { timeoutMs: 120_000, child: admin });
        await waitForHttp(`${webUrl}/`, { timeoutMs: 120_000, child: portal });
      } else {
        for (const app of ['portal', 'admin']) {
          if (!existsSync(join(repoRoot, app, 'dist/index.html'))) throw new Error(`${app}/dist/index.html missing after build`);
        }
        const web = service('web', [tsxCli, 'scripts/web-server.ts'], repoRoot, env);
        await waitForHttp(`${webUrl}/`, { timeoutMs: 60_000, child: web, accept: (s) => s === 200 });
      }
      log(`web ready at ${webUrl} (${since()})`);
    }

    return {
      databaseUrl: db.ownerUrl,
      authDatabaseUrl: db.authUrl,
      authDatabaseReadUrl: db.readUrl,
      keycloakUrl: kc.url,
      keycloakRealm: kc.realm,
      temporalAddress: tp.address,
      temporalUiUrl: tp.uiUrl,
      storage: s3,
      apiUrl,
      webUrl,
      parts,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Parses `--without=seed,worker` (and repeated flags) from argv. */
export function parseWithout(argv: readonly string[]): Set<Component> {
  const out = new Set<Component>();
  for (const arg of argv) {
    const m = /^--without=(.*)$/.exec(arg);
    if (!m?.[1]) continue;
    for (const name of m[1].split(',')) {
      if (!(COMPONENTS as readonly string[]).includes(name)) {
        throw new Error(`unknown component "${name}" in ${arg}; one of ${COMPONENTS.join(', ')}`);
      }
      out.add(name as Component);
    }
  }
  return out;
}
