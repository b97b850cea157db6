// The back office as a vendor admin uses it, through Keycloak's real sign-in page: companies (list, search, filter,
// show, edit that persists, refused values that write nothing), company users and join applications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, launchBrowser, signIn, webUrl } from './lib/browser.ts';
import { rows, shot, sql } from './lib/admin.ts';

const orbit = { id: '0c000000-0000-4000-8000-000000000004', name: 'Hangzhou Orbit Computing Co., Ltd.' };
const seeded = { industry: 'Cloud services', website: 'https://orbit.example.cn' };
const created = 'Qingdao Lighthouse Systems Co., Ltd.';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let signInLocale: string | null = null;

const companyRow = async () =>
  (await sql<{ name: string; industry: string | null; website: string | null }>(
    'select name, industry, website from app_public.companies where id = $1',
    [orbit.id],
  ))[0];

beforeAll(async () => {
  const [found] = await sql<{ id: string }>('select id from app_public.companies where name = $1', [orbit.name]);
  orbit.id = found?.id ?? orbit.id;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
  // the back office opens on partner applications; this journey starts from its company list
  await page.goto(`${webUrl()}/admin/company`);
  await page.locator('#username').waitFor({ timeout: 30_000 });
  signInLocale = new URL(page.url()).searchParams.get('ui_locales');
  await signIn(page, 'vendor.admin', DEMO_PASSWORD);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  // Leave the seeded company as it was, whatever happened above.
  await sql('update app_public.companies set industry = $2, website = $3 where id = $1', [orbit.id, seeded.industry, seeded.website]);
  await sql('delete from app_public.companies where name = $1', [created]);
});

describe('back office: companies', () => {
  it('opens the company list after sign-in, in Chinese, with the menu of every resource', async () => {
    expect(signInLocale).toBe('zh-CN');
    await page.waitForURL(/\/admin\/company(\?|$)/, { timeout: 30_000 });
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeGreaterThanOrEqual(7);
    for (const entry of ['公司', '公司用户', '加入公司申请', '角色与权限']) {
      await expect(page.getByRole('menuitem', { name: entry, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('columnheader', { name: '公司名称' }).isVisible()).resolves.toBe(true);
    await shot(page, 'admin-01-companies');
  });

  it('filters by site and searches by name', async () => {
    await page.getByRole('combobox', { name: '站点' }).click();
    await page.getByRole('option', { name: '全球' }).click();
    // the seeded global companies, and any other journey made (an approved partner application)
    const [global] = await sql<{ n: number }>(`select count(*)::int as n from app_public.companies where site = 'GLOBAL'`);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(Math.min(global!.n, 25));
    expect(await rows(page).allInnerTexts()).not.toContain(expect.stringContaining('Cloudway'));
    await shot(page, 'admin-02-companies-global');
    // A fresh list (react-admin keeps the last filter): search alone.
    await page.goto(`${webUrl()}/admin/company?filter=${encodeURIComponent('{}')}`);
    await rows(page).first().waitFor();
    await page.getByPlaceholder('搜索公司名称').fill('orbit');
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
    await website.fill('ftp://orbit.example.cn');
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
    await name.fill('Harbour Systems Integration Ltd.');
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
    expect(await sql('select 1 from app_public.companies where name = $1', [created])).toHaveLength(0);
    await name.fill(created);
    await page.getByRole('combobox', { name: '站点' }).click();
    await page.getByRole('option', { name: '全球' }).click();
    await page.locator('input[name="website"]').fill('https://lighthouse.example.com');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/admin\/company\/[^/]+\/show/);
    await page.getByText(`公司：${created}`).waitFor();
    const [row] = await sql<{ site: string; website: string }>('select site, website from app_public.companies where name = $1', [created]);
    expect(row).toEqual({ site: 'GLOBAL', website: 'https://lighthouse.example.com' });
    await shot(page, 'admin-06b-company-created');
  });
});

describe('back office: company users and join applications', () => {
  it('searches company users by name and opens one', async () => {
    await page.goto(`${webUrl()}/admin/company-user`);
    await rows(page).first().waitFor();
    const unfiltered = await rows(page).count();
    await page.getByPlaceholder('搜索姓名或邮箱').fill('Mia');
    // only Mia's identities remain (other journeys may have made her a member of a second company)
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((text) => text.includes('Mia')), { timeout: 15_000 }).toBe(true);
    expect(await rows(page).count()).toBeLessThan(unfiltered);
    const inCloudway = rows(page).filter({ hasText: 'Shanghai Cloudway Technology Co., Ltd.' });
    await expect(inCloudway.first().isVisible()).resolves.toBe(true);
    await shot(page, 'admin-07-company-users');
    await inCloudway.first().locator('td.column-name').click();
    await page.waitForURL(/\/admin\/company-user\/[^/]+\/show/);
    await page.getByText('公司用户：Mia Member').waitFor();
    await expect(page.getByText('普通成员').first().isVisible()).resolves.toBe(true);
  });

  it('lists join applications with their status and opens one', async () => {
    await page.goto(`${webUrl()}/admin/company-join-application`);
    await rows(page).first().waitFor();
    const liWei = rows(page).filter({ hasText: 'Li Wei' });
    await expect(liWei.first().isVisible()).resolves.toBe(true);
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '申请中' }).click();
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((t) => t.includes('申请中')), { timeout: 15_000 }).toBe(true);
    await shot(page, 'admin-08-join-applications');
    await liWei.first().locator('td.column-realName').click();
    await page.waitForURL(/\/admin\/company-join-application\/[^/]+\/show/);
    await page.getByText('加入公司申请：Li Wei').waitFor();
  });
});
