// The test stack is up and both built apps work: checks that a broken build, a blank page or a missing redirect fail.
// It also checks that the demo accounts of the realm export sign in with their fixed ids (reading the demo, which the
// README's tour uses); everything else signs in as the journey's own people (e2e/fixtures).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { loginAndGetTokens } from '../scripts/lib/keycloak-login.ts';
import { DEMO_PASSWORD, keycloakUrl, launchBrowser, webUrl } from './lib/browser.ts';
import { fixtures } from './fixtures/index.ts';

describe('smoke: the test stack is up', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders the portal shell: top bar and the home page in English, the global programme, no script errors', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto(`${webUrl()}/`);
    expect(res?.status()).toBe(200);
    const topBar = page.locator('header.pp-topbar');
    await topBar.waitFor({ timeout: 30_000 });
    expect(await topBar.getByRole('link', { name: 'Partner Portal' }).isVisible()).toBe(true);
    expect(await topBar.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Welcome to the Partner Portal' }).waitFor();
    const programme = page.getByTestId('site-programme');
    expect(await programme.getAttribute('data-site')).toBe('GLOBAL');
    expect(await programme.locator('[data-tier]').allInnerTexts()).toEqual(['Registered', 'Advanced']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await expect.poll(() => page.title()).toBe('Home | Partner Portal');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves its pages under a content security policy that the portal\'s shell and the sign-in page keep', async () => {
    for (const path of ['/', '/admin/', '/silent-check-sso.html', '/workbench']) {
      const res = await fetch(`${webUrl()}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect({ path, scripts: /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/.test(csp) }).toEqual({ path, scripts: true });
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().includes('Content Security Policy')) violations.push(m.text());
    });
    await page.goto(`${webUrl()}/`);
    const topBar = page.locator('header.pp-topbar');
    await topBar.waitFor({ timeout: 30_000 });
    // the top bar's sign-in goes to Keycloak, whose address the policy allows
    await topBar.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.origin === new URL(keycloakUrl()).origin, { timeout: 30_000 });
    expect(violations).toEqual([]);
    await context.close();
  });

  it('opens the help centre and, on a narrow screen, the collapsed menu (both loaded on demand)', async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${webUrl()}/`);
    await page.getByRole('button', { name: 'Help centre' }).click({ timeout: 30_000 });
    await page.getByText('partner-support@example.com').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('.pp-mobile-sidebar');
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Home' }).isVisible()).toBe(true);
    expect(await menu.getByTestId('site-switcher').isVisible()).toBe(true);
    await context.close();
  });

  it("sends the back office at /admin/ to Keycloak's login page", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${webUrl()}/admin/`);
    const keycloakOrigin = new URL(keycloakUrl()).origin;
    await page.waitForURL((url) => url.origin === keycloakOrigin && url.pathname.includes('/realms/partner-portal/protocol/openid-connect/auth'), {
      timeout: 30_000,
    });
    await page.locator('#username').waitFor();
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toContain('/admin');
    await context.close();
  });

  it('answers /health through the web server', async () => {
    const res = await fetch(`${webUrl()}/health`);
    expect(res.status).toBe(200);
  });

  it('signs a demo user in on Keycloak (code + PKCE) with the fixed id and the API audience', async () => {
    const { claims } = await loginAndGetTokens({ keycloakUrl: keycloakUrl(), username: 'member', password: DEMO_PASSWORD });
    expect(claims.sub).toBe('0b6f2b1e-0003-4000-8000-000000000003');
    expect([claims.aud].flat()).toContain('partner-api');
  });
});

describe('/verify-auth', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('does not sign anyone in with a token put in the address', async () => {
    const member = (await fixtures.company()).admin;
    const { accessToken } = await loginAndGetTokens({ keycloakUrl: keycloakUrl(), username: member.username, password: member.password });
    const context = await browser.newContext();
    const page = await context.newPage();
    const query = new URLSearchParams({ status: 'ok', code: accessToken, rootUserId: member.rootUserId, continue: '/workbench' });
    await page.goto(`${webUrl()}/verify-auth?${query.toString()}`);
    await page.getByText('login failed, error code').waitFor({ timeout: 30_000 });
    expect(await page.locator('main code').innerText()).toBe('not_signed_in');
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('partnerToken'), rootUserId: localStorage.getItem('rootUserId') }));
    expect(stored).toEqual({ token: null, rootUserId: null });
    // the workbench still asks for a sign-in
    await page.goto(`${webUrl()}/workbench`);
    const keycloakOrigin = new URL(keycloakUrl()).origin;
    await page.waitForURL((url) => url.origin === keycloakOrigin, { timeout: 30_000 });
    await context.close();
  });

  it("shows 'login failed, error code' with the code of a failed sign-in", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${webUrl()}/verify-auth?status=fail&code=E42`);
    await page.getByText('login failed, error code').waitFor({ timeout: 30_000 });
    expect(await page.locator('main code').innerText()).toBe('E42');
    await page.getByRole('button', { name: 'Back to home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome to the Partner Portal' }).waitFor();
    await context.close();
  });
});
