// Joining by invitation (spec 1 §4): the partner administrator creates a link with position and role; another person
// opens it, signs in on Keycloak's page and joins at once; the used link then explains itself in a dialog.
// The journey's world is its own: a global-program company with its partner administrator, a joiner who already
// belongs to another (mainland) company, as a member of two companies does, and a person without a company who comes
// too late. Nobody else's link, company or people are touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { fixtures, signedIn, type Company, type Member, type Person, type Session } from './fixtures/index.ts';
import { closeOverlay } from './lib/primereact.ts';

let browser: Browser;
let company: Company;
let joiner: Member;
let latecomer: Person;
let link = '';

beforeAll(async () => {
  company = await fixtures.company({ site: 'GLOBAL' });
  const joinersCompany = await fixtures.company({ site: 'MAINLAND' });
  joiner = await fixtures.member(joinersCompany, { phonePrefix: '+86' });
  latecomer = await fixtures.person();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A session of `person` opening `url` (a full address of the web server), with the clipboard allowed for the copy button. */
const session = async (person: Person, url: string): Promise<Session> => {
  const target = new URL(url);
  const s = await signedIn(browser, person, `${target.pathname}${target.search}`, { viewport: { width: 1366, height: 860 } });
  await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webUrl() });
  return s;
};

describe('joining by invitation', () => {
  it('the partner administrator creates an invitation link with a position and a role', async () => {
    const { context, page } = await session(company.admin, `${webUrl()}/workbench/user`);
    await page.waitForURL(/\/workbench\/user/);
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
    await closeOverlay(page);
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
    const { context, page } = await session(joiner, link);
    await page.waitForURL(/\/joining-company\?code=/);
    await page.getByTestId('invitation-company').waitFor();
    expect(await page.getByTestId('invitation-company').innerText()).toBe(company.name);
    await page.getByTestId('join-invitation-button').click();
    await page.waitForURL((url) => url.pathname === '/workbench', { timeout: 30_000 });
    await page.getByRole('heading', { name: company.name }).waitFor();
    await page.getByText('Sales manager').first().waitFor();
    await context.close();
  });

  it('the used link tells the next person it cannot be used, and offers joining a company', async () => {
    expect(link).not.toBe('');
    const { context, page } = await session(latecomer, link);
    const problem = page.getByTestId('invitation-problem-dialog');
    await problem.waitFor();
    expect(await page.getByTestId('invitation-problem-message').innerText()).toBe('This invitation link has already been used.');
    await page.getByTestId('invitation-action-joinCompany').click();
    await page.getByPlaceholder('Enter the company name').waitFor();
    await context.close();
  });
});
