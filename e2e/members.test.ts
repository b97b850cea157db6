// Member management end to end, through Keycloak's real login page, the built portal and back office, the API and
// Postgres: the only partner administrator cannot take their own administrator role away (portal and back office);
// the vendor edits a company user's roles and remark and a join application's remark in the back office; the partner
// administrator removes a member, who on their next page is told they have left and lands on /no-company.
// The steps run in order and share one world, the journey's own: a mainland company with its only partner
// administrator (Paul) and a regular member (Mia), both with +86 numbers; a person who has applied to join it; a vendor
// admin for the back office. Every name is unique to the run, and nothing is put back afterwards.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtinRoleIds } from '@pp/domain';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { fixtures, ownerSql, signedIn, uniqueTag, type Company, type JoinApplication, type Member, type Person, type Session } from './fixtures/index.ts';
import { closeOverlay } from './lib/primereact.ts';

const partnerAdministratorRole = builtinRoleIds.partnerAdministrator;
const regularMemberRole = builtinRoleIds.regularMember;
const soleAdminText = 'The only partner administrator cannot be changed or removed. Name another administrator first.';
const soleAdminZh = '唯一的合作伙伴管理员不能被修改或移除，请先指定其他管理员。';

let browser: Browser;
let company: Company;
let paul: Member;
let mia: Member;
let vendor: Person;
let application: JoinApplication;

const statusOf = async (member: Member): Promise<string | undefined> =>
  (await ownerSql<{ status: string }>('select status from app_public.users where id = $1', [member.userId]))[0]?.status;
const roleIdsOf = async (userId: string) =>
  (await ownerSql<{ role_id: string }>('select role_id from app_public.user_roles where user_id = $1 order by role_id', [userId])).map((r) => r.role_id);

/**
 * A person's name unique to the run that the member forms accept (letters only: the fixtures' default names carry the
 * run's digits, which the Edit dialog's name rule refuses when the dialog is saved).
 */
const personName = (first: string): string => {
  const letters = uniqueTag().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  return `${first} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
};

/** The sessions of the step before: closed as the next step starts (a failed step's pages stay open for its artifacts). */
let opened: BrowserContext[] = [];
const open = async (session: Promise<Session>): Promise<Session> => {
  const s = await session;
  opened.push(s.context);
  return s;
};
const portal = (person: Person, path: string) => open(signedIn(browser, person, path));
const backOffice = (path: string) => open(signedIn(browser, vendor, path, { locale: 'zh-CN' }));

beforeAll(async () => {
  company = await fixtures.company({ site: 'MAINLAND', admin: { name: personName('Paul'), phonePrefix: '+86' } });
  paul = company.admin;
  mia = await fixtures.member(company, { name: personName('Mia'), phonePrefix: '+86' });
  application = await fixtures.joinApplication(await fixtures.person({ name: personName('Wei'), phonePrefix: '+86' }), company);
  vendor = await fixtures.vendorAdmin();
  browser = await launchBrowser();
});

beforeEach(async () => {
  for (const context of opened) await context.close().catch(() => undefined);
  opened = [];
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a member's Edit dialog on the workbench members page. */
const openEdit = async (page: Page, name: string) => {
  await page.getByTestId('members-table').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.locator('#pp-member-name').waitFor();
};

describe('member management', () => {
  it('(1) the only partner administrator cannot take their own administrator role away', async () => {
    const { page } = await portal(paul, '/workbench/user');
    await openEdit(page, paul.name);
    expect(await page.locator('#pp-member-name').inputValue()).toBe(paul.name);
    // swap Partner administrator for Regular member
    await page.locator('.p-dialog .p-multiselect').click();
    await page.getByRole('option', { name: 'Partner administrator' }).click();
    await page.getByRole('option', { name: 'Regular member' }).click();
    await closeOverlay(page);
    await page.getByTestId('member-save').click();
    await page.getByText(soleAdminText).first().waitFor({ timeout: 15_000 });
    await shot(page, 'members-sole-admin');
    expect(await roleIdsOf(paul.userId)).toEqual([partnerAdministratorRole]);
  });

  it('(1b) exiting a company: the only administrator and a member read their own tips, with nothing to confirm', async () => {
    for (const [person, tip] of [
      [paul, 'You are the only partner administrator of this company and cannot exit.'],
      [mia, 'Members cannot leave a company on their own. Please contact the vendor to leave this company.'],
    ] as const) {
      const { page } = await portal(person, '/profile/own-company');
      await page.locator('tr', { hasText: company.name }).getByTestId('exit-company').click({ timeout: 30_000 });
      const shown = page.getByTestId('exit-company-tip');
      await shown.waitFor({ timeout: 15_000 });
      expect(await shown.innerText()).toContain(tip);
      expect(await page.getByTestId('exit-company-confirm').count()).toBe(0);
    }
    expect(await statusOf(mia)).toBe('JOINED');
  });

  it('(2) in the back office too, and the vendor edits a member’s roles and remark', async () => {
    const { page } = await backOffice(`/admin/company-user/${paul.userId}`);
    const adminBox = page.getByRole('checkbox', { name: '合作伙伴管理员' });
    await adminBox.waitFor({ timeout: 30_000 });
    expect(await adminBox.isChecked()).toBe(true);
    await adminBox.click();
    await page.getByRole('checkbox', { name: '普通成员' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText(soleAdminZh).first().waitFor({ timeout: 15_000 });
    expect(await roleIdsOf(paul.userId)).toEqual([partnerAdministratorRole]);

    await page.goto(`${webUrl()}/admin/company-user/${mia.userId}`);
    const miaAdmin = page.getByRole('checkbox', { name: '合作伙伴管理员' });
    await miaAdmin.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('checkbox', { name: '普通成员' }).isChecked()).toBe(true);
    await miaAdmin.click();
    await page.getByLabel('备注').fill('Key account contact');
    await shot(page, 'members-admin-edit');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(new RegExp(`/admin/company-user/${mia.userId}/show`), { timeout: 15_000 });
    await page.getByText('Key account contact').waitFor();
    expect(await roleIdsOf(mia.userId)).toEqual([partnerAdministratorRole, regularMemberRole].sort());
    const [saved] = await ownerSql<{ remark: string }>('select remark from app_public.users where id = $1', [mia.userId]);
    expect(saved?.remark).toBe('Key account contact');
  });

  it('(3) the vendor keeps a remark on a join application from the list', async () => {
    const { page } = await backOffice('/admin/company-join-application');
    // the list holds every company's applications: search it for the journey's applicant
    await page.locator('input[name="q"]').fill(application.realName);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(application.realName), { timeout: 15_000 });
    const row = rows(page).filter({ hasText: application.realName }).first();
    await row.waitFor({ timeout: 30_000 });
    await row.getByTestId('remark-edit').click();
    await page.getByTestId('remark-input').fill('Called back on Monday');
    await page.getByTestId('remark-save').click();
    await page.getByText('备注已保存').waitFor({ timeout: 15_000 });
    await row.filter({ hasText: 'Called back on Monday' }).waitFor();
    // still on the list: editing the remark does not open the row
    expect(new URL(page.url()).pathname).toBe('/admin/company-join-application');
    const [saved] = await ownerSql<{ remark: string }>('select remark from app_public.company_join_applications where id = $1', [application.id]);
    expect(saved?.remark).toBe('Called back on Monday');
  });

  it('(4) the partner administrator removes a member, who is told on their next page and lands on /no-company', async () => {
    const member = await portal(mia, '/workbench');
    await member.page.getByRole('heading', { name: company.name }).waitFor({ timeout: 30_000 });

    const { page } = await portal(paul, '/workbench/user');
    await page.getByTestId('members-table').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: `Remove ${mia.name}` }).click();
    await page.getByTestId('member-remove-confirm').click();
    await page.getByText(`${mia.name} has been removed from the company.`).waitFor({ timeout: 15_000 });
    expect(await statusOf(mia)).toBe('EXITED');
    // the row stays, marked Exited, without actions
    await page.getByTestId('members-table').getByText('Exited').waitFor();
    expect(await page.getByRole('button', { name: `Remove ${mia.name}` }).count()).toBe(0);

    // the member's next page
    await member.page.goto(`${webUrl()}/workbench/user`);
    const modal = member.page.getByTestId('left-company-modal');
    await modal.waitFor({ timeout: 30_000 });
    expect(await modal.innerText()).toContain("You've left this company and can't view its workspace.");
    await shot(member.page, 'members-left-company');
    await member.page.getByTestId('left-company-ok').click();
    await member.page.waitForURL(/\/no-company$/, { timeout: 15_000 });
    await member.page.getByText("You don't have permissions to access this page.").waitFor();
    expect(await member.page.getByTestId('left-company-modal').count()).toBe(0);
    // and a message tells them so
    const [message] = await ownerSql<{ title: string }>(
      `select title from app_public.user_messages where root_user_id = $1 and title like 'You are no longer a member%' order by created_at desc limit 1`,
      [mia.rootUserId],
    );
    expect(message?.title).toBe(`You are no longer a member of ${company.name}`);
  });
});
