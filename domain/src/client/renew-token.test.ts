import { describe, expect, it } from 'vitest';
import { renewSessionToken, type RenewableSession } from './renew-token.ts';

/** A keycloak-js stand-in whose refresh succeeds, is refused (tokens cleared) or fails on the network. */
const session = (refresh: 'ok' | 'refused' | 'offline', authenticated = true): RenewableSession & { asked: number[] } => {
  const s = {
    authenticated,
    token: authenticated ? 'old' : undefined,
    asked: [] as number[],
    async updateToken(minValidity: number) {
      s.asked.push(minValidity);
      if (refresh === 'ok') {
        s.token = 'new';
        return true;
      }
      if (refresh === 'refused') {
        s.authenticated = false;
        s.token = undefined;
      }
      throw new Error(refresh);
    },
  };
  return s;
};

describe('renewing the session token', () => {
  it('forces a refresh whatever the expiry says, and tells renewed, ended or unreachable', async () => {
    const ok = session('ok');
    expect(await renewSessionToken(ok)).toBe('renewed');
    expect(ok.asked).toEqual([-1]);
    expect(await renewSessionToken(session('refused'))).toBe('ended');
    expect(await renewSessionToken(session('offline'))).toBe('unreachable');
    const none = session('ok', false);
    expect(await renewSessionToken(none)).toBe('ended');
    expect(none.asked).toEqual([]);
  });
});
