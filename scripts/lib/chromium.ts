// Debian's Chromium driven by playwright-core (no downloaded browsers).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path} (apt-get install chromium, or set CHROMIUM_PATH)`);
  }
  return path;
}

/** Launches headless Chromium; playwright gives every launch a fresh temporary --user-data-dir. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_FLAGS] });
}

/**
 * Fills and submits Keycloak's own login form (waits for it to appear), as a person would: when the page reloads under
 * them instead of sending the form, they fill it in and send it again. Keycloak's login page reloads itself a second
 * after it loads when its auth-session cookie has changed meanwhile (its authChecker script), which a browser's other
 * request to Keycloak (the app's silent single-sign-on check) can do; the form the person submitted is then lost.
 */
export async function submitKeycloakLogin(page: Page, username: string, password: string): Promise<void> {
  const user = page.locator('#username');
  for (let attempt = 1; ; attempt++) {
    await user.waitFor({ state: 'visible', timeout: 30_000 });
    await user.fill(username);
    await page.locator('#password').fill(password);
    const sent = page
      .waitForRequest((r) => r.method() === 'POST' && r.url().includes('/login-actions/'), { timeout: 5_000 })
      .then(() => true, () => false);
    await page.locator('#kc-login').click();
    if ((await sent) || attempt === 3) return;
  }
}
