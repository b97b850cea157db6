import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { loginAndGetTokens } from '../scripts/lib/keycloak-login.ts';
import { DEMO_PASSWORD, keycloakUrl, launchBrowser, webUrl } from './lib/browser.ts';

describe('smoke: the test stack is up', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the portal at /', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto(`${webUrl()}/`);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('load');
    expect(await page.locator('html').innerHTML()).toContain('<body');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the back office at /admin/', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${webUrl()}/admin/`);
    expect(res?.status()).toBe(200);
    await page.close();
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
