// A vendor admin changes which permission keys a role holds, and a portal user holding that role sees the effect on
// their next request: granting "view all company members" to the role gives the member the Members screen with their
// colleagues; taking it away removes the screen again. The role is the journey's own (a role of its own company), so
// no other journey's people gain or lose anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { fixtures, ownerSql, signedIn, type Company, type Member, type Person, type Session } from './fixtures/index.ts';

const key = 'ViewCompanyAllUser';
const keyLabel = /查看公司所有成员（ViewCompanyAllUser）/;

let browser: Browser;
let vendor: Person;
let company: Company;
let role: { id: string; name: string };
let mia: Member;
let admin: Session;
let member: Session;

const roleHoldsKey = async () =>
  (await ownerSql('select 1 from app_public.role_permissions where role_id = $1 and permission_key = $2', [role.id, key])).length > 0;

/** Opens the journey's role in the back office's role list, sets the key's checkbox, then saves. */
const setKeyInBackOffice = async (held: boolean) => {
  const { page } = admin;
  await page.goto(`${webUrl()}/admin/role/${role.id}`);
  const box = page.getByRole('checkbox', { name: keyLabel });
  await box.waitFor();
  expect(await box.isChecked()).toBe(!held);
  await box.click();
  await shot(page, `admin-roles-${held ? 'grant' : 'revoke'}`);
  await page.getByRole('button', { name: '保存权限' }).click();
  await page.getByText('权限已保存，立即生效。').waitFor({ timeout: 10_000 });
  await page.waitForURL(/\/admin\/role(\?|$)/);
  expect(await roleHoldsKey()).toBe(held);
};

/** The member's portal, loaded afresh (a new request for their current user and keys). */
const memberWorkbench = async () => {
  const { page } = member;
  await page.goto(`${webUrl()}/workbench`);
  await page.getByRole('heading', { name: company.name }).waitFor({ timeout: 30_000 });
  return page;
};
const membersLink = (page: Page) => page.locator('nav a[href="/workbench/user"]');

beforeAll(async () => {
  company = await fixtures.company();
  role = await fixtures.companyRole(company);
  mia = await fixtures.member(company, { roles: ['regularMember', { id: role.id }] });
  vendor = await fixtures.vendorAdmin();
  browser = await launchBrowser();
  admin = await signedIn(browser, vendor, '/admin/role', { locale: 'zh-CN' });
  member = await signedIn(browser, mia, '/workbench');
});
afterAll(async () => {
  await browser?.close();
});

describe('back office: role permission keys take effect in the portal', () => {
  it('lists the roles with their keys', async () => {
    const { page } = admin;
    await rows(page).first().waitFor({ timeout: 30_000 });
    await rows(page).filter({ hasText: '普通成员' }).first().waitFor();
    await shot(page, 'admin-roles-list');
  });

  it('a member holding only the company role and the regular-member role has no Members screen to begin with', async () => {
    const page = await memberWorkbench();
    expect(await membersLink(page).count()).toBe(0);
  });

  it('granting the key to the role gives the member the Members screen on their next request', async () => {
    await setKeyInBackOffice(true);
    const page = await memberWorkbench();
    await membersLink(page).first().waitFor({ timeout: 10_000 });
    await membersLink(page).first().click();
    const table = page.getByTestId('members-table');
    await table.waitFor({ timeout: 15_000 });
    await table.getByText(company.admin.name).first().waitFor();
    await shot(page, 'admin-roles-member-sees-members');
  });

  it('taking the key away removes the screen again', async () => {
    await setKeyInBackOffice(false);
    const page = await memberWorkbench();
    expect(await membersLink(page).count()).toBe(0);
    await page.goto(`${webUrl()}/workbench/user`);
    await page.locator('.pp-page').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('members-table').count()).toBe(0);
  });
});
