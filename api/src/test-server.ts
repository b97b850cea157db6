import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { AuthPoolMode } from './pooling.ts';
import { createApiServer, type ApiServer } from './server.ts';
import type { StorageConfig } from './uploads/storage.ts';

export const testIssuer = 'https://keycloak.test/realms/partner-portal';

export interface TokenClaims {
  sub?: string;
  name?: string;
  email?: string;
  preferred_username?: string;
  aud?: string;
  iss?: string;
  expiresIn?: string;
}

export interface TestApi {
  api: ApiServer;
  url: string;
  sign(claims?: TokenClaims, key?: CryptoKey): Promise<string>;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: { code?: string; params?: unknown } }[] } }>;
  /** POSTs a raw request body (e.g. a persisted-operation hash instead of the text). */
  post<T = Record<string, unknown>>(
    body: Record<string, unknown>,
    token?: string,
  ): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: { code?: string; params?: unknown } }[] } }>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  /**
   * Trusted documents as in production (only shipped operations for ordinary users). Off by default here: the
   * database-level tests send operations of their own as ordinary users; hardening.test.ts runs with it on.
   */
  trustedDocuments?: boolean;
  /** S3-compatible storage for the upload commands. */
  storage?: StorageConfig;
  /** The login role's URL (default AUTH_DATABASE_URL), e.g. through a pooler, with its mode and a direct URL to listen. */
  authUrl?: string;
  authPoolMode?: AuthPoolMode;
  listenUrl?: string;
  /** The signing key pair (default a new one): APIs given the same pair accept each other's tokens. */
  keyPair?: TestKeyPair;
  /** The database's owner, authenticator and read-replica URLs (default: the test setup's database, no replica). */
  database?: { ownerUrl: string; authUrl: string; readUrl?: string };
}

export interface TestKeyPair {
  publicKey: CryptoKey;
  privateKey: CryptoKey;
}

/** A key pair for startTestApi's keyPair option. */
export const makeTestKeyPair = (): Promise<TestKeyPair> => generateKeyPair('RS256');

/** An API server signed into by a local test key (the API alone; journey tests use Keycloak). */
export const startTestApi = async (options: TestApiOptions = {}): Promise<TestApi> => {
  const ownerUrl = options.database?.ownerUrl ?? process.env.DATABASE_URL;
  const authUrl = options.authUrl ?? options.database?.authUrl ?? process.env.AUTH_DATABASE_URL;
  if (!ownerUrl || !authUrl) throw new Error('DATABASE_URL and AUTH_DATABASE_URL are required (run through npm test)');
  const { publicKey, privateKey } = options.keyPair ?? (await makeTestKeyPair());
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
  const api = await createApiServer({
    ownerUrl,
    authUrl,
    authPoolMode: options.authPoolMode,
    listenUrl: options.listenUrl,
    auth: { keys: createLocalJWKSet({ keys: [jwk] }), issuer: testIssuer, audience: 'partner-api' },
    graphiql: false,
    storage: options.storage,
    trustedDocuments: options.trustedDocuments ?? false,
    readUrl: options.database?.readUrl,
  });
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}/graphql`;
  const post: TestApi['post'] = async (body, token) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as never };
  };
  return {
    api,
    url,
    post,
    async sign(claims = {}, key = privateKey) {
      const sub = claims.sub ?? randomUUID();
      return new SignJWT({
        name: claims.name ?? 'Test Person',
        email: claims.email ?? `${sub.slice(0, 8)}@example.com`,
        preferred_username: claims.preferred_username ?? `user-${sub.slice(0, 8)}`,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test' })
        .setSubject(sub)
        .setIssuer(claims.iss ?? testIssuer)
        .setAudience(claims.aud ?? 'partner-api')
        .setIssuedAt()
        .setExpirationTime(claims.expiresIn ?? '5m')
        .sign(key);
    },
    graphql: (query, variables = {}, token) => post({ query, variables }, token),
    close: () => api.close(),
  };
};
