import { CodedError } from '@pp/domain';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export interface AuthSettings {
  /** Where the signing keys come from: Keycloak's JWKS, or a local key set in tests. */
  keys: JWTVerifyGetKey;
  issuer: string;
  audience: string;
}

export interface VerifiedClaims {
  sub: string;
  email: string | null;
  name: string | null;
  username: string | null;
  /** When the token expires (ms since the epoch), if it says. */
  expiresAt?: number;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How long after a JWKS fetch an unknown `kid` may not fetch it again (jose's default is 30 s). Right after Keycloak
 * rotates its keys, tokens signed with the new key arrive; with 30 s they were refused for up to half a minute after
 * the last fetch. A flood of tokens with made-up kids still costs Keycloak at most one JWKS fetch per this period per
 * API process (concurrent fetches are shared), a cheap cached answer: two seconds keep that negligible while a token
 * with a new key waits at most this long (`remoteKeys`).
 */
export const jwksCooldownMs = 2_000;
/** How long a fetched JWKS is used before it is fetched again anyway (jose's default): a key Keycloak removed stops verifying by then. */
export const jwksMaxAgeMs = 10 * 60_000;

/**
 * Keycloak's signing keys, fetched from its JWKS and kept. A token whose `kid` the kept set lacks fetches the set
 * again (jose); when that is not allowed yet (a fetch less than `jwksCooldownMs` ago), the request waits out the
 * cooldown and tries once more, so a key added by a rotation verifies at once instead of being refused.
 */
export const remoteKeys = (url: URL): JWTVerifyGetKey => {
  const remote = createRemoteJWKSet(url, { cooldownDuration: jwksCooldownMs, cacheMaxAge: jwksMaxAgeMs });
  return async (protectedHeader, token) => {
    const coolingDown = remote.coolingDown;
    try {
      return await remote(protectedHeader, token);
    } catch (error) {
      // not cooling down, jose has fetched the set again already: the kid is truly unknown
      if (!(error instanceof joseErrors.JWKSNoMatchingKey) || !coolingDown) throw error;
      await new Promise((resolve) => setTimeout(resolve, jwksCooldownMs + 10));
      return remote(protectedHeader, token);
    }
  };
};

export const keycloakAuthSettings = (keycloakUrl: string, realm: string, issuer?: string): AuthSettings => ({
  keys: remoteKeys(new URL(`${keycloakUrl}/realms/${realm}/protocol/openid-connect/certs`)),
  issuer: issuer ?? `${keycloakUrl}/realms/${realm}`,
  audience: 'partner-api',
});

const stringClaim = (payload: JWTPayload, key: string): string | null => {
  const value = payload[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

/**
 * Verifies a bearer token (signature, issuer, audience, expiry). Returns null when there is no token;
 * throws UNAUTHENTICATED when there is one and it is not good.
 */
export const verifyAuthorization = async (
  settings: AuthSettings,
  authorization: string | undefined,
): Promise<VerifiedClaims | null> => {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match?.[1]) throw new CodedError('UNAUTHENTICATED');
  try {
    const { payload } = await jwtVerify(match[1], settings.keys, {
      issuer: settings.issuer,
      audience: settings.audience,
      algorithms: ['RS256', 'ES256', 'PS256'],
    });
    if (!payload.sub || !uuidPattern.test(payload.sub)) throw new CodedError('UNAUTHENTICATED');
    return {
      sub: payload.sub.toLowerCase(),
      email: stringClaim(payload, 'email'),
      name: stringClaim(payload, 'name'),
      username: stringClaim(payload, 'preferred_username'),
      expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : undefined,
    };
  } catch (error) {
    if (error instanceof CodedError) throw error;
    if (error instanceof joseErrors.JOSEError) throw new CodedError('UNAUTHENTICATED');
    throw error;
  }
};

/**
 * verifyAuthorization with a memory of tokens already verified: a client sends the same token on every call until it
 * is refreshed, and a signature check costs more than the rest of a small request. A remembered token is accepted only
 * until its own expiry; tokens without one are verified every time.
 */
export const makeAuthorizationVerifier = (settings: AuthSettings, maxTokens = 10_000) => {
  const verified = new Map<string, VerifiedClaims>();
  return async (authorization: string | undefined): Promise<VerifiedClaims | null> => {
    if (!authorization) return null;
    const known = verified.get(authorization);
    if (known?.expiresAt !== undefined && known.expiresAt > Date.now()) return known;
    if (known) verified.delete(authorization);
    const claims = await verifyAuthorization(settings, authorization);
    if (claims?.expiresAt !== undefined) {
      if (verified.size >= maxTokens) verified.delete(verified.keys().next().value as string);
      verified.set(authorization, claims);
    }
    return claims;
  };
};
