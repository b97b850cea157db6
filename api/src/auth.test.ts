// The API's view of Keycloak's signing keys across a key rotation: a JWKS served by a local HTTP server stands for
// Keycloak's certs endpoint, and tokens are signed with keys the test makes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwksCooldownMs, keycloakAuthSettings, verifyAuthorization, type AuthSettings } from './auth.ts';

const realm = 'partner-portal';
const sub = '0b6f2b1e-0003-4000-8000-000000000003';

interface Key {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}
const makeKey = async (kid: string): Promise<Key> => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
};

/** What the certs endpoint serves now, and how often it was asked. */
const served: JWK[] = [];
let fetches = 0;
let server: Server;
let settings: AuthSettings;
let issuer: string;

const bearer = async (key: Key): Promise<string> =>
  `Bearer ${await new SignJWT({ preferred_username: 'member' })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setSubject(sub)
    .setIssuer(issuer)
    .setAudience('partner-api')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key.privateKey)}`;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== `/realms/${realm}/protocol/openid-connect/certs`) {
      res.writeHead(404).end();
      return;
    }
    fetches += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: served }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer = `${base}/realms/${realm}`;
  settings = keycloakAuthSettings(base, realm);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("Keycloak's keys across a rotation", () => {
  it('accepts a token signed by a key added to the JWKS right after the first fetch, without waiting 30 s', async () => {
    const old = await makeKey('old');
    served.push(old.jwk);
    expect(await verifyAuthorization(settings, await bearer(old))).toMatchObject({ sub });
    expect(fetches).toBe(1);

    // Keycloak rotates: the new key is in its JWKS, and a token signed by it arrives at once (inside the cooldown)
    const rotated = await makeKey('rotated');
    served.push(rotated.jwk);
    const started = Date.now();
    expect(await verifyAuthorization(settings, await bearer(rotated))).toMatchObject({ sub });
    expect(Date.now() - started).toBeLessThan(jwksCooldownMs + 1_000);
    expect(fetches).toBe(2);

    // the old key, still served (passive in Keycloak), keeps verifying the tokens signed before the rotation
    expect(await verifyAuthorization(settings, await bearer(old))).toMatchObject({ sub });
    expect(fetches).toBe(2);
  });

  it('refuses tokens with made-up kids as UNAUTHENTICATED, fetching the JWKS at most once per cooldown for all of them', async () => {
    const before = fetches;
    const strangers = await Promise.all(Array.from({ length: 20 }, (_, i) => makeKey(`made-up-${i}`)));
    const outcomes = await Promise.allSettled(strangers.map(async (key) => verifyAuthorization(settings, await bearer(key))));
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect(fetches - before).toBeLessThanOrEqual(2);
  });
});
