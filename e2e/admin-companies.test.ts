// The back office as a vendor admin uses it, through Keycloak's real sign-in page: companies (list, search, filter,
// show, edit that persists, refused values that write nothing, create), company users and join applications.
// The journey makes its own world, named with this run's tag: a fixture vendor admin (signs in, in Chinese), a mainland
// company (the one shown and edited, with a regular member) and a global one (the site filter, and the name the edit
// may not take), and two people who applied to join the mainland company (one still applying, one refused by its
// partner administrator). It finds them by searching their names and changes no row it did not make.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { asPerson, fixtures, ownerSql, uniqueTag, type Company, type Member, type Person } from './fixtures/index.ts';

/** Every name of this journey carries the tag, so a search finds exactly its own rows. */
const tag = uniqueTag();
const orbitName = `Hangzhou Orbit ${tag} Computing Co., Ltd.`;
const harbourName = `Harbour ${tag} Systems Integration Ltd.`;
const created = `Qingdao Lighthouse ${tag} Systems Co., Ltd.`;
const seeded = { industry: 'Cloud services', website: '' };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let signInLocale: string | null = null;
let vendor: Person;
let orbit: Company;
let harbour: Company;
let mia: Member;
let liWei: { name: string };
let zhang: { name: string };

const companyRow = async () =>
  (await ownerSql<{ name: string; industry: string | null; website: string | null }>(
    'select name, industry, website from app_public.companies where id = $1',
    [orbit.id],
  ))[0];

/** A person without a company applies to join `company` under `realName` (as the portal's join page does). */
const applyToJoin = async (company: Company, realName: string): Promise<string> => {
  const applicant = await fixtures.person({ name: realName });
  const [application] = await asPerson(applicant.rootUserId, (sql) =>
    sql<{ id: string }>('select id from app_public.create_one_company_join_application($1, $2)', [company.id, realName]),
  );
  return application!.id;
};

beforeAll(async () => {
  orbit = await fixtures.company({ name: orbitName, site: 'MAINLAND', industry: seeded.industry });
  harbour = await fixtures.company({ name: harbourName, site: 'GLOBAL' });
  seeded.website = (await companyRow())!.website!;
  mia = await fixtures.member(orbit, { name: `Mia ${tag} Member` });
  liWei = { name: `Li Wei ${tag}` };
  await applyToJoin(orbit, liWei.name);
  zhang = { name: `Zhang San ${tag}` };
  const refused = await applyToJoin(orbit, zhang.name);
  // the partner administrator refuses the second application, as they would in the portal
  await asPerson(orbit.admin.rootUserId, (sql) =>
    sql('select id from app_public.reject_company_join_application($1, $2)', [refused, 'Not one of our staff']),
  );
  vendor = await fixtures.vendorAdmin();

  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
  // the back office opens on partner applications; this journey starts from its company list
  await page.goto(`${webUrl()}/admin/company`);
  await page.locator('#username').waitFor({ timeout: 30_000 });
  signInLocale = new URL(page.url()).searchParams.get('ui_locales');
  await signIn(page, vendor.username, vendor.password);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('back office: companies', () => {
  it('opens the company list after sign-in, in Chinese, with the menu of every resource', async () => {
    expect(signInLocale).toBe('zh-CN');
    await page.waitForURL(/\/admin\/company(\?|$)/, { timeout: 30_000 });
    await rows(page).first().waitFor();
    for (const entry of ['公司', '公司用户', '加入公司申请', '角色与权限']) {
      await expect(page.getByRole('menuitem', { name: entry, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('columnheader', { name: '公司名称' }).isVisible()).resolves.toBe(true);
    await shot(page, 'admin-01-companies');
  });

  it('filters by site and searches by name', async () => {
    // this run's two companies, one on each site
    await page.getByPlaceholder('搜索公司名称').fill(tag);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('combobox', { name: '站点' }).click();
    await page.getByRole('option', { name: '全球' }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await rows(page).first().innerText()).toContain(harbour.name);
    expect(await rows(page).allInnerTexts()).not.toContain(expect.stringContaining(orbit.name));
    await shot(page, 'admin-02-companies-global');
    // A fresh list (react-admin keeps the last filter): search alone, in lower case.
    await page.goto(`${webUrl()}/admin/company?filter=${encodeURIComponent('{}')}`);
    await rows(page).first().waitFor();
    await page.getByPlaceholder('搜索公司名称').fill(`orbit ${tag}`);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await rows(page).first().innerText()).toContain(orbit.name);
  });

  it('shows a company with its record, users and applications tabs', async () => {
    await rows(page).first().locator('td.column-name').click();
    await page.waitForURL(/\/admin\/company\/[^/]+\/show/);
    await page.getByText(`公司：${orbit.name}`).waitFor();
    await expect(page.getByText(seeded.industry).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('tab', { name: '公司用户' }).isVisible()).resolves.toBe(true);
    await shot(page, 'admin-03-company-show');
  });

  it('refuses a website without http(s) with the coded Chinese text, and writes nothing', async () => {
    await page.getByRole('link', { name: '编辑' }).click();
    const website = page.locator('input[name="website"]');
    await website.waitFor();
    await website.fill(seeded.website.replace(/^https:/, 'ftp:'));
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('链接必须以 http 或 https 开头。').waitFor({ timeout: 10_000 });
    await shot(page, 'admin-04-company-edit-bad-website');
    await page.reload();
    await website.waitFor();
    expect(await website.inputValue()).toBe(seeded.website);
    expect((await companyRow())?.website).toBe(seeded.website);
  });

  it('reports a name the server refuses (already taken) with its coded Chinese text, and writes nothing', async () => {
    const name = page.locator('input[name="name"]');
    await name.fill(harbour.name);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('部分字段无效，请检查后重试。').waitFor({ timeout: 10_000 });
    await shot(page, 'admin-05-company-edit-name-taken');
    expect((await companyRow())?.name).toBe(orbit.name);
    await page.reload();
    await name.waitFor();
    expect(await name.inputValue()).toBe(orbit.name);
  });

  it('saves an edit that is shown after a reload', async () => {
    const industry = page.locator('input[name="industry"]');
    await industry.fill('Edge computing');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/show$/);
    await page.getByText('Edge computing').first().waitFor({ timeout: 10_000 });
    await page.reload();
    await page.getByText('Edge computing').first().waitFor({ timeout: 10_000 });
    expect((await companyRow())?.industry).toBe('Edge computing');
    await shot(page, 'admin-06-company-saved');
  });
});

describe('back office: creating a company', () => {
  it('asks for the name with its coded text, then creates the company on the chosen site', async () => {
    await page.goto(`${webUrl()}/admin/company/create`);
    const name = page.locator('input[name="name"]');
    await name.waitFor();
    await name.fill('   ');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('请输入公司名称。').waitFor({ timeout: 10_000 });
    expect(await ownerSql('select 1 from app_public.companies where name = $1', [created])).toHaveLength(0);
    await name.fill(created);
    await page.getByRole('combobox', { name: '站点' }).click();
    await page.getByRole('option', { name: '全球' }).click();
    await page.locator('input[name="website"]').fill(`https://lighthouse-${tag}.example.com`);
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/admin\/company\/[^/]+\/show/);
    await page.getByText(`公司：${created}`).waitFor();
    const found = await ownerSql<{ site: string; website: string }>('select site, website from app_public.companies where name = $1', [created]);
    expect(found).toEqual([{ site: 'GLOBAL', website: `https://lighthouse-${tag}.example.com` }]);
    await shot(page, 'admin-06b-company-created');
  });
});

describe('back office: company users and join applications', () => {
  it('searches company users by name and opens one', async () => {
    await page.goto(`${webUrl()}/admin/company-user`);
    await rows(page).first().waitFor();
    const unfiltered = await rows(page).count();
    await page.getByPlaceholder('搜索姓名或邮箱').fill(`Mia ${tag}`);
    // only Mia's identities remain
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((text) => text.includes(mia.name)), { timeout: 15_000 }).toBe(true);
    expect(await rows(page).count()).toBeLessThan(unfiltered);
    const inOrbit = rows(page).filter({ hasText: orbit.name });
    await inOrbit.first().waitFor({ timeout: 15_000 });
    await shot(page, 'admin-07-company-users');
    await inOrbit.first().locator('td.column-name').click();
    await page.waitForURL(/\/admin\/company-user\/[^/]+\/show/);
    await page.getByText(`公司用户：${mia.name}`).waitFor();
    await expect(page.getByText('普通成员').first().isVisible()).resolves.toBe(true);
  });

  it('lists join applications with their status and opens one', async () => {
    await page.goto(`${webUrl()}/admin/company-join-application`);
    await rows(page).first().waitFor();
    // this run's applications: both people who applied to the company
    await page.getByPlaceholder('搜索申请人或公司名称').fill(orbit.name);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(2);
    const liWeiRow = rows(page).filter({ hasText: liWei.name });
    await expect(liWeiRow.first().isVisible()).resolves.toBe(true);
    await expect(rows(page).filter({ hasText: zhang.name }).first().isVisible()).resolves.toBe(true);
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '申请中' }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await rows(page).allInnerTexts()).toEqual([expect.stringContaining('申请中')]);
    await shot(page, 'admin-08-join-applications');
    await liWeiRow.first().locator('td.column-realName').click();
    await page.waitForURL(/\/admin\/company-join-application\/[^/]+\/show/);
    await page.getByText(`加入公司申请：${liWei.name}`).waitFor();
  });
});
