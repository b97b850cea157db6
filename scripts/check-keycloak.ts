// Verifies the realm of a running Keycloak: discovery, JWKS, and a browser sign-in per demo user.
// Usage: KEYCLOAK_URL=http://localhost:8180 npx tsx scripts/check-keycloak.ts
import { DEMO_PASSWORD, DEMO_USERS } from './lib/demo-users.ts';
import { loginAndGetTokens } from './lib/keycloak-login.ts';

const keycloakUrl = (process.env.KEYCLOAK_URL ?? 'http://localhost:8180').replace(/\/$/, '');
const realmUrl = `${keycloakUrl}/realms/partner-portal`;
let failures = 0;
const check = (ok: boolean, what: string): void => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures++;
};

const wk = (await (await fetch(`${realmUrl}/.well-known/openid-configuration`)).json()) as { issuer: string; jwks_uri: string };
check(wk.issuer === realmUrl, `issuer ${wk.issuer}`);
const jwks = (await (await fetch(wk.jwks_uri)).json()) as { keys: { alg?: string; use?: string }[] };
check(jwks.keys.some((k) => k.alg === 'RS256' && k.use === 'sig'), `JWKS has an RS256 signing key (${jwks.keys.length} keys)`);

for (const user of DEMO_USERS) {
  const { claims } = await loginAndGetTokens({ keycloakUrl, username: user.username, password: DEMO_PASSWORD });
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  check(claims.sub === user.id, `${user.username}: sub ${String(claims.sub)}`);
  check(aud.includes('partner-api'), `${user.username}: aud ${JSON.stringify(claims.aud)}`);
  check(claims.email === user.email, `${user.username}: email ${String(claims.email)}`);
  check(claims.preferred_username === user.username, `${user.username}: preferred_username`);
  check(claims.name === user.name, `${user.username}: name ${String(claims.name)}`);
}
console.log(failures === 0 ? 'realm OK' : `${failures} check(s) failed`);
process.exit(failures === 0 ? 0 : 1);
