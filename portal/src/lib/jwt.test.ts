import { describe, expect, it } from 'vitest';
import { decodeJwt, isJwtExpired } from './jwt.ts';

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (claims: object) => `${b64url({ alg: 'none' })}.${b64url(claims)}.sig`;

describe('jwt', () => {
  it('decodes the payload, including non-ASCII names', () => {
    expect(decodeJwt(jwt({ sub: 'u-1', name: '李伟', exp: 10 }))).toEqual({ sub: 'u-1', name: '李伟', exp: 10 });
  });
  it('returns undefined for garbage', () => {
    expect(decodeJwt('nope')).toBeUndefined();
    expect(decodeJwt('a.!!!.c')).toBeUndefined();
    expect(decodeJwt(null)).toBeUndefined();
  });
  it('knows expiry with a skew', () => {
    expect(isJwtExpired({ exp: 100 }, 99_000)).toBe(false);
    expect(isJwtExpired({ exp: 100 }, 99_000, 5)).toBe(true);
    expect(isJwtExpired({}, 0)).toBe(true);
  });
});
