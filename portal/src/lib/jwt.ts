/** Reads (never verifies) a JWT payload; the API verifies tokens. */
export interface JwtClaims {
  sub?: string;
  exp?: number;
  iss?: string;
  name?: string;
  preferred_username?: string;
  email?: string;
}

const base64UrlDecode = (part: string): string => {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

export const decodeJwt = (token: string | null | undefined): JwtClaims | undefined => {
  const part = token?.split('.')[1];
  if (!part) return undefined;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(part));
    return claims && typeof claims === 'object' ? (claims as JwtClaims) : undefined;
  } catch {
    return undefined;
  }
};

/** True when the token has no expiry claim or expires within `skewSeconds` of `nowMs`. */
export const isJwtExpired = (claims: JwtClaims | undefined, nowMs: number, skewSeconds = 0): boolean =>
  !claims?.exp || claims.exp * 1000 <= nowMs + skewSeconds * 1000;
