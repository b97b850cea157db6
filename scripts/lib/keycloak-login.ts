// A real browser sign-in against Keycloak (authorization code + PKCE S256) returning the tokens.
// The redirect target is intercepted inside the browser, so nothing needs to listen on it.
import { createHash, randomBytes } from 'node:crypto';
import { launchChromium, submitKeycloakLogin } from './chromium.ts';

export interface LoginOptions {
  keycloakUrl: string;
  username: string;
  password: string;
  realm?: string;
  clientId?: string;
  redirectUri?: string;
}

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  expiresIn: number;
  /** Decoded (unverified) payload of the access token. */
  claims: Record<string, unknown>;
}

interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
}

const b64url = (buf: Buffer): string => buf.toString('base64url');

export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1];
  if (!part) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function loginAndGetTokens(options: LoginOptions): Promise<Tokens> {
  const base = options.keycloakUrl.replace(/\/$/, '');
  const realm = options.realm ?? 'partner-portal';
  const clientId = options.clientId ?? 'partner-portal';
  const redirectUri = options.redirectUri ?? 'http://localhost:5173/';
  const oidc = `${base}/realms/${realm}/protocol/openid-connect`;
  const verifier = b64url(randomBytes(32));
  const challenge = b64url(createHash('sha256').update(verifier).digest());
  const state = b64url(randomBytes(12));
  const authUrl = new URL(`${oidc}/auth`);
  authUrl.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();

  const browser = await launchChromium();
  let code: string;
  try {
    const page = await browser.newPage();
    // The redirect back is a hop of Keycloak's 302, which page.route does not intercept: take it from the request
    // events (they include redirect hops), and answer whatever the browser then asks of that origin.
    const redirected = new Promise<URL>((resolve) => {
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.url().startsWith(redirectUri) && url.searchParams.has('state')) resolve(url);
      });
    });
    await page.route(`${new URL(redirectUri).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'signed in' }),
    );
    await page.goto(authUrl.toString());
    await submitKeycloakLogin(page, options.username, options.password);
    const back = await Promise.race([
      redirected,
      page
        .locator('#input-error, .kc-feedback-text, [class*="alert-error"]')
        .first()
        .waitFor({ timeout: 30_000 })
        .then(async () => {
          throw new Error(`Keycloak refused the login: ${await page.locator('body').innerText()}`);
        }),
    ]);
    if (back.searchParams.get('state') !== state) throw new Error(`state mismatch on redirect: ${back.toString()}`);
    const got = back.searchParams.get('code');
    if (!got) throw new Error(`no code on redirect: ${back.toString()}`);
    code = got;
  } finally {
    await browser.close();
  }

  const res = await fetch(`${oidc}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  if (!res.ok) throw new Error(`token exchange failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as TokenResponse;
  return {
    accessToken: body.access_token,
    idToken: body.id_token,
    refreshToken: body.refresh_token,
    expiresIn: body.expires_in,
    claims: decodeJwtPayload(body.access_token),
  };
}
