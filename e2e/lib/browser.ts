// Browser helpers for the e2e journeys: Debian's Chromium via playwright-core, and Keycloak's real login page.
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, submitKeycloakLogin } from '../../scripts/lib/chromium.ts';
import '../../scripts/test-setup/context.ts';
import { watchBrowser } from './artifacts.ts';

export { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.ts';
// The demo accounts' password: only the smoke test signs one in, to check the realm export (journeys use fixtures).
export { DEMO_PASSWORD } from '../../scripts/lib/demo-users.ts';

/** Base URL of the web server under test (portal at /, back office at /admin/). */
export const webUrl = (): string => inject('WEB_URL');
export const keycloakUrl = (): string => inject('KEYCLOAK_URL');

/** A fresh Chromium (own temporary profile each launch), its pages watched for a failed step's artifacts. Close it in afterAll. */
export const launchBrowser = async (): Promise<Browser> => watchBrowser(await launchChromium());

/**
 * Signs in on Keycloak's login page (the page must be on it, or about to be redirected to it) and waits until the
 * browser has left Keycloak and the portal's landing page (`/verify-auth`, which loads the page the person came for)
 * and that page has loaded: a navigation of the journey's own started earlier would be cut off by the landing's.
 */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await submitKeycloakLogin(page, username, password);
  const keycloakOrigin = new URL(keycloakUrl()).origin;
  await page.waitForURL((url) => url.origin !== keycloakOrigin && !url.pathname.startsWith('/verify-auth'), { timeout: 30_000 });
}
