// S3-compatible object storage for uploads: S3Proxy from Maven Central (filesystem backend, no Docker), cached in
// .cache like Keycloak. S3_ENDPOINT points at any other S3-compatible server (MinIO, a cloud bucket) instead.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { CreateBucketCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { cacheDir, logDir } from './paths.ts';
import { run, spawnChild, waitForHttp, type Child } from './proc.ts';

export const S3PROXY_VERSION = '2.6.0';
const ARTIFACT = `org.gaul:s3proxy:${S3PROXY_VERSION}:jar:jar-with-dependencies`;
const JAR_NAME = `s3proxy-${S3PROXY_VERSION}-jar-with-dependencies.jar`;

/** Credentials of the embedded server (local only; an external server brings its own through S3_ACCESS_KEY/S3_SECRET_KEY). */
export const EMBEDDED_S3 = { accessKey: 'partner-portal', secretKey: 'partner-portal-secret', bucket: 'partner-portal', region: 'us-east-1' } as const;

/** Where the S3Proxy jar is: the local Maven repository, else .cache/downloads (fetched with `mvn dependency:copy`). */
export async function ensureS3Proxy(): Promise<string> {
  const m2 = join(homedir(), '.m2/repository/org/gaul/s3proxy', S3PROXY_VERSION, JAR_NAME);
  if (existsSync(m2)) return m2;
  const downloads = join(cacheDir, 'downloads');
  const target = join(downloads, JAR_NAME);
  if (existsSync(target)) return target;
  if (spawnSync('sh', ['-c', 'command -v mvn'], { stdio: 'ignore' }).status !== 0) {
    throw new Error('the S3Proxy jar is fetched with Maven (`mvn`): install it, or set S3_ENDPOINT to an external server');
  }
  mkdirSync(downloads, { recursive: true });
  console.log(`storage: downloading ${ARTIFACT} from Maven Central (~40 MB)…`);
  await run({
    name: 'mvn',
    command: 'mvn',
    args: ['-B', '-q', 'dependency:copy', `-Dartifact=${ARTIFACT}`, `-DoutputDirectory=${downloads}`],
    cwd: cacheDir,
  });
  if (!existsSync(target)) throw new Error(`mvn finished but ${target} is missing`);
  return target;
}

export interface StorageSettings {
  /** Address the API and the worker use. */
  endpoint: string;
  /** Address browsers use for presigned requests (differs behind docker-compose or a proxy). */
  publicEndpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface StartStorageOptions {
  port: number;
  /** Directory of the filesystem backend (one sub-directory per bucket). */
  dataDir: string;
  /** Origins allowed to PUT/GET directly from the browser (CORS), e.g. the portal's address. */
  corsOrigins: readonly string[];
  /** Wipe the stored objects first (tests). */
  fresh?: boolean;
  logFile?: string;
  echo?: boolean;
}

export interface RunningStorage extends StorageSettings {
  child?: Child;
  stop(): Promise<void>;
}

/** The S3_* variables as settings, or undefined when S3_ENDPOINT is not set. */
export function externalStorageFromEnv(env: NodeJS.ProcessEnv = process.env): StorageSettings | undefined {
  const endpoint = env.S3_ENDPOINT;
  if (!endpoint) return undefined;
  return {
    endpoint,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT || endpoint,
    accessKey: env.S3_ACCESS_KEY ?? '',
    secretKey: env.S3_SECRET_KEY ?? '',
    bucket: env.S3_BUCKET || EMBEDDED_S3.bucket,
    region: env.S3_REGION || EMBEDDED_S3.region,
  };
}

/** The variables the API and the worker read. */
export function storageEnv(s: StorageSettings): NodeJS.ProcessEnv {
  return {
    S3_ENDPOINT: s.endpoint,
    S3_PUBLIC_ENDPOINT: s.publicEndpoint,
    S3_ACCESS_KEY: s.accessKey,
    S3_SECRET_KEY: s.secretKey,
    S3_BUCKET: s.bucket,
    S3_REGION: s.region,
  };
}

const clientFor = (s: StorageSettings): S3Client =>
  new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s.accessKey, secretAccessKey: s.secretKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });

/** Creates the bucket unless it exists (both answers of an existing bucket are fine). */
export async function ensureBucket(s: StorageSettings): Promise<void> {
  const client = clientFor(s);
  try {
    await client.send(new HeadBucketCommand({ Bucket: s.bucket }));
  } catch {
    try {
      await client.send(new CreateBucketCommand({ Bucket: s.bucket }));
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
    }
  } finally {
    client.destroy();
  }
}

/** Puts each object that storage does not hold yet (the demo's seeded files), leaving existing ones alone. */
export async function putMissingObjects(s: StorageSettings, objects: readonly { key: string; body: Buffer; contentType: string }[]): Promise<number> {
  const client = clientFor(s);
  let put = 0;
  try {
    for (const o of objects) {
      const present = await client.send(new HeadObjectCommand({ Bucket: s.bucket, Key: o.key })).then(
        () => true,
        () => false,
      );
      if (present) continue;
      await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: o.key, Body: o.body, ContentType: o.contentType }));
      put++;
    }
  } finally {
    client.destroy();
  }
  return put;
}

/**
 * Starts S3Proxy on `port` with a filesystem backend and CORS for the given origins, waits until it answers, and
 * creates the bucket. With S3_ENDPOINT set, only waits for that server and creates the bucket there.
 */
export async function startStorage(options: StartStorageOptions): Promise<RunningStorage> {
  const external = externalStorageFromEnv();
  if (external) {
    await waitForHttp(external.endpoint, { timeoutMs: 30_000 });
    await ensureBucket(external);
    return { ...external, stop: async () => {} };
  }
  const jar = await ensureS3Proxy();
  const dataDir = resolve(options.dataDir);
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const endpoint = `http://localhost:${options.port}`;
  const properties = join(dataDir, '..', `s3proxy-${options.port}.properties`);
  writeFileSync(
    properties,
    [
      `s3proxy.endpoint=http://0.0.0.0:${options.port}`,
      's3proxy.authorization=aws-v2-or-v4',
      `s3proxy.identity=${EMBEDDED_S3.accessKey}`,
      `s3proxy.credential=${EMBEDDED_S3.secretKey}`,
      // The browser PUTs and GETs objects directly with presigned URLs: only these origins may. Header names are
      // compared as written, and browsers send them in lower case in the preflight.
      `s3proxy.cors-allow-origins=${options.corsOrigins.join(' ')}`,
      's3proxy.cors-allow-methods=GET PUT HEAD',
      's3proxy.cors-allow-headers=Content-Type content-type',
      's3proxy.cors-exposed-headers=ETag',
      'jclouds.provider=filesystem',
      `jclouds.filesystem.basedir=${dataDir}`,
      '',
    ].join('\n'),
  );
  const child = spawnChild({
    name: 'storage',
    command: 'java',
    args: ['-Xms32m', '-Xmx256m', '-jar', jar, '--properties', properties],
    logFile: options.logFile ?? join(logDir, `storage-${options.port}.log`),
    echo: options.echo,
  });
  // An unsigned request answers 403 once the server listens.
  await waitForHttp(`${endpoint}/`, { timeoutMs: 60_000, child, accept: (s) => s === 403 || s === 200 });
  const settings: StorageSettings = { endpoint, publicEndpoint: endpoint, ...EMBEDDED_S3 };
  try {
    await ensureBucket(settings);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { ...settings, child, stop: () => child.stop() };
}
