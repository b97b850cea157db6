// The join-company journey of issue 2, end to end through Keycloak's real login page, the built portal and back office,
// the API, Postgres and the Temporal worker. The steps run in order and build on each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, launchBrowser, signIn, webUrl } from './lib/browser.ts';

const company = 'Shanghai Cloudway Technology Co., Ltd.';
const realName = 'Nick Newcomer-Li';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh session (own cookies and local storage) signed in as `username`, landing on `path`. */
const session = async (username: string, path: string): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${webUrl()}${path}`);
  await signIn(page, username, DEMO_PASSWORD);
  return { context, page };
};

/** People with a +86 number are offered the Chinese site once; staying marks it read. */
const stayOnSiteIfAsked = async (page: Page) => {
  const stay = page.getByRole('button', { name: 'Stay on the global site' });
  const asked = await stay.waitFor({ state: 'visible', timeout: 6_000 }).then(
    () => true,
    () => false,
  );
  if (asked) {
    await stay.click();
    await stay.waitFor({ state: 'hidden' });
  }
};

describe('joining a company, end to end', () => {
  it('(1) a user without a company searches a company, applies with a real name and sees the APPLYING record', async () => {
    const { context, page } = await session('newcomer', '/no-company');
    await page.waitForURL(/\/no-company/);
    await page.getByText("You don't have permissions to access this page.").waitFor();
    await page.getByRole('button', { name: 'Join a company' }).click();
    const search = page.getByPlaceholder('Enter the company name');
    await search.waitFor();
    await search.fill('Cloudway');
    await page.getByText(company).waitFor();
    await page.getByRole('button', { name: `Apply ${company}` }).click();
    const input = page.locator('#pp-real-name');
    await input.fill('   ');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('The real name cannot be empty.').isVisible()).resolves.toBe(true);
    await input.fill(realName);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/profile\/own-company\?tab=record/);
    const records = page.getByTestId('application-records');
    await records.getByText('Applying').first().waitFor();
    expect(await records.innerText()).toContain(company);
    await context.close();
  });

  it('(2) the partner administrator approves the application with a position and a role', async () => {
    const { context, page } = await session('partner.admin', '/workbench/user?tab=application');
    await page.waitForURL(/\/workbench\/user\?tab=application/);
    await stayOnSiteIfAsked(page);
    await page.getByTestId('applications-table').waitFor();
    await page.getByRole('button', { name: `Approve ${realName}` }).click();
    await page.locator('#pp-approve-name').waitFor();
    expect(await page.locator('#pp-approve-name').inputValue()).toBe(realName);
    // without a position and a role the form names both fields and stays open
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const incomplete = page.locator('.p-dialog').getByText('Name, position and role are required to approve.');
    await incomplete.first().waitFor();
    expect(await incomplete.count()).toBe(2);
    await page.locator('.p-dialog .p-dropdown').click();
    await page.getByRole('option', { name: 'Presales engineer' }).click();
    await page.locator('.p-dialog .p-multiselect').click();
    await page.getByRole('option', { name: 'Regular member' }).click();
    await page.locator('.p-dialog-title').click();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('The application has been approved').waitFor();
    await context.close();
  });

  it('(3) the applicant now reaches the workbench and has an unread notification', async () => {
    const { context, page } = await session('newcomer', '/workbench');
    // The worker applies the approval's effects right after the outbox row is relayed; allow it some seconds.
    const heading = page.getByRole('heading', { name: company });
    const deadline = Date.now() + 45_000;
    for (;;) {
      const arrived = await heading.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (arrived) break;
      if (Date.now() > deadline) {
        await page.screenshot({ path: '.data/logs/e2e-join-company-3.png' });
        const text = (await page.locator('body').innerText()).slice(0, 600);
        throw new Error(`still not in the workbench at ${page.url()} (screenshot .data/logs/e2e-join-company-3.png): ${text}`);
      }
      await page.goto(`${webUrl()}/workbench`);
    }
    expect(page.url()).toMatch(/\/workbench$/);
    // The approval's name, position and role are the member's now.
    await page.getByText('Regular member').first().waitFor();
    await page.getByText('Presales engineer').first().waitFor();
    const bell = page.getByRole('button', { name: /Notifications/ });
    await expect.poll(async () => (await bell.innerText()).trim(), { timeout: 20_000 }).toMatch(/^[1-9]/);
    await bell.click();
    await page.getByText(`Your application to join ${company} was approved`).waitFor();
    await context.close();
  });

  it('(4) a regular member cannot open the back office and is sent away', async () => {
    const { context, page } = await session('member', '/admin/');
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'), { timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/workbench');
    await context.close();
  });

  it('(5) the vendor admin opens the back office and sees the application in the list', async () => {
    const { context, page } = await session('vendor.admin', '/admin/company-join-application');
    await page.waitForURL(/\/admin\//);
    await page.getByText(realName).first().waitFor({ timeout: 30_000 });
    expect(await page.getByText(company).first().isVisible()).toBe(true);
    await context.close();
  });
});
