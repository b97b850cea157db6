// The join-company journey of issue 2, end to end through Keycloak's real login page, the built portal and back office,
// the API, Postgres and the Temporal worker. The steps run in order and build on each other.
// The journey's world is its own: a mainland company named for this run with its partner administrator and a regular
// member, a newcomer without a company who applies to it under a real name unique to the run, and a vendor
// administrator who finds that application in the back office by searching its name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './lib/browser.ts';
import { rows } from './lib/admin.ts';
import { fixtures, ownerSql, runTag, signedIn, uniqueTag, type Company, type Member, type Person } from './fixtures/index.ts';
import { closeOverlay } from './lib/primereact.ts';

const viewport = { width: 1366, height: 860 };
/** What the newcomer types to find the company: a part of its name no other run's company has. */
const searchText = `Cloudway ${runTag}`;
const realName = `Nick Newcomer-Li ${uniqueTag()}`;

let browser: Browser;
let company: Company;
let member: Member;
let newcomer: Person;
let vendor: Person;

beforeAll(async () => {
  company = await fixtures.company({ site: 'MAINLAND', name: `${searchText} Technology Co., Ltd.` });
  member = await fixtures.member(company);
  newcomer = await fixtures.person();
  vendor = await fixtures.vendorAdmin();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('joining a company, end to end', () => {
  it('(1) a user without a company searches a company, applies with a real name and sees the APPLYING record', async () => {
    const { context, page } = await signedIn(browser, newcomer, '/no-company', { viewport });
    await page.waitForURL(/\/no-company/);
    await page.getByText("You don't have permissions to access this page.").waitFor();
    await page.getByRole('button', { name: 'Join a company' }).click();
    const search = page.getByPlaceholder('Enter the company name');
    await search.waitFor();
    await search.fill(searchText);
    await page.getByText(company.name).waitFor();
    await page.getByRole('button', { name: `Apply ${company.name}` }).click();
    const input = page.locator('#pp-real-name');
    await input.fill('   ');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('The real name cannot be empty.').isVisible()).resolves.toBe(true);
    await input.fill(realName);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/profile\/own-company\?tab=record/);
    const records = page.getByTestId('application-records');
    await records.getByText('Applying').first().waitFor();
    expect(await records.innerText()).toContain(company.name);
    await context.close();
  });

  it('(2) the partner administrator approves the application with a position and a role', async () => {
    const { context, page } = await signedIn(browser, company.admin, '/workbench/user?tab=application', { viewport });
    await page.waitForURL(/\/workbench\/user\?tab=application/);
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
    await closeOverlay(page);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('The application has been approved').waitFor();
    await context.close();
  });

  it('(3) the applicant now reaches the workbench and has an unread notification', async () => {
    // The worker applies the approval's effects (the membership, then the notification) after the outbox row is
    // relayed: wait until both are written, then open the workbench as the applicant would.
    await expect
      .poll(
        async () =>
          (
            await ownerSql<{ done: boolean }>(
              `select a.effects_applied_at is not null
                      and exists (select 1 from app_public.user_messages m
                                  where m.dedup_key = 'join_application:' || a.id || ':approved') as done
               from app_public.company_join_applications a where a.applicant_id = $1 and a.company_id = $2`,
              [newcomer.rootUserId, company.id],
            )
          )[0]?.done,
        { timeout: 45_000, interval: 500 },
      )
      .toBe(true);
    const { context, page } = await signedIn(browser, newcomer, '/workbench', { viewport });
    await page.getByRole('heading', { name: company.name }).waitFor({ timeout: 30_000 });
    expect(page.url()).toMatch(/\/workbench$/);
    // The approval's name, position and role are the member's now.
    await page.getByText('Regular member').first().waitFor();
    await page.getByText('Presales engineer').first().waitFor();
    const bell = page.getByRole('button', { name: /Notifications/ });
    await expect.poll(async () => (await bell.innerText()).trim(), { timeout: 20_000 }).toMatch(/^[1-9]/);
    await bell.click();
    await page.getByText(`Your application to join ${company.name} was approved`).waitFor();
    await context.close();
  });

  it('(4) a regular member cannot open the back office and is sent away', async () => {
    const { context, page } = await signedIn(browser, member, '/admin/', { viewport });
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'), { timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/workbench');
    await context.close();
  });

  it('(5) the vendor admin opens the back office and finds the application in the list', async () => {
    const { context, page } = await signedIn(browser, vendor, '/admin/company-join-application', { locale: 'zh-CN', viewport });
    await page.waitForURL(/\/admin\//);
    await page.getByPlaceholder('搜索申请人或公司名称').fill(realName);
    const row = rows(page).filter({ hasText: realName });
    await row.first().waitFor({ timeout: 30_000 });
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(1);
    expect(await row.innerText()).toContain(company.name);
    await context.close();
  });
});
