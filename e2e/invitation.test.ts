// Joining by invitation (spec 1 §4): the partner administrator creates a link with position and role; another person
// opens it, signs in on Keycloak's page and joins at once; the used link then explains itself in a dialog.
// Harbour (global program) is used so that the join-company journey, which works on Cloudway, is independent of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, launchBrowser, signIn, webUrl } from './lib/browser.ts';

const company = 'Harbour Systems Integration Ltd.';

let browser: Browser;
let link = '';
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const session = async (username: string, url: string): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'en-US' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webUrl() });
  const page = await context.newPage();
  await page.goto(url);
  await signIn(page, username, DEMO_PASSWORD);
  return { context, page };
};

const stayOnSiteIfAsked = async (page: Page) => {
  const stay = page.getByRole('button', { name: 'Stay on the global site' });
  if (await stay.waitFor({ state: 'visible', timeout: 6_000 }).then(() => true, () => false)) {
    await stay.click();
    await stay.waitFor({ state: 'hidden' });
  }
};

describe('joining by invitation', () => {
  it('the partner administrator creates an invitation link with a position and a role', async () => {
    const { context, page } = await session('global.admin', `${webUrl()}/workbench/user`);
    await page.waitForURL(/\/workbench\/user/);
    await stayOnSiteIfAsked(page);
    await page.getByTestId('invite-member-button').click();
    const dialog = page.getByTestId('invite-dialog');
    await dialog.waitFor();
    await page.getByTestId('invite-create').click();
    await expect(dialog.getByText('Please select a position.').isVisible()).resolves.toBe(true);
    await expect(dialog.getByText('Please select a role.').isVisible()).resolves.toBe(true);
    await dialog.locator('.p-dropdown').click();
    await page.getByRole('option', { name: 'Sales manager' }).click();
    await dialog.locator('.p-multiselect').click();
    await page.getByRole('option', { name: 'Regular member' }).click();
    await page.locator('.p-dialog-title').click();
    await page.getByTestId('invite-create').click();
    const field = page.locator('#pp-invite-link');
    await field.waitFor();
    link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${webUrl()}/joining-company\\?code=[A-Za-z0-9_-]{32}$`));
    expect(await page.getByTestId('invite-expiry').innerText()).toMatch(/single use/i);
    await context.close();
  });

  it('another person opens the link, signs in and joins the company at once', async () => {
    expect(link).not.toBe('');
    const { context, page } = await session('member', link);
    await page.waitForURL(/\/joining-company\?code=/);
    await stayOnSiteIfAsked(page);
    await page.getByTestId('invitation-company').waitFor();
    expect(await page.getByTestId('invitation-company').innerText()).toBe(company);
    await page.getByTestId('join-invitation-button').click();
    await page.waitForURL((url) => url.pathname === '/workbench', { timeout: 30_000 });
    await page.getByRole('heading', { name: company }).waitFor();
    await page.getByText('Sales manager').first().waitFor();
    await context.close();
  });

  it('the used link tells the next person it cannot be used, and offers joining a company', async () => {
    const { context, page } = await session('newcomer', link);
    const problem = page.getByTestId('invitation-problem-dialog');
    await problem.waitFor();
    expect(await page.getByTestId('invitation-problem-message').innerText()).toBe('This invitation link has already been used.');
    await page.getByTestId('invitation-action-joinCompany').click();
    await page.getByPlaceholder('Enter the company name').waitFor();
    await context.close();
  });
});
