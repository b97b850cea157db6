// Both sites from one build: the mainland site (mainland.localhost) in Chinese with its own tiers, the global site
// (localhost) in English; the logged-out site switcher leads to the other site's address; signed in on the mainland
// site, the workbench speaks Chinese and no switch to the Chinese site is suggested.
// The signed-in steps use the journey's own people: the partner administrator of a mainland company made for this run,
// with a +86 number who has not yet answered the offer of the mainland site (so the global site offers it, and the
// mainland site must not).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn, webUrl } from './lib/browser.ts';
import { fixtures, ownerSql, type Filing, type Member } from './fixtures/index.ts';

/** The mainland site: the same web server under another host name (Chromium resolves *.localhost to loopback). */
const mainlandUrl = (): string => {
  const url = new URL(webUrl());
  url.hostname = 'mainland.localhost';
  return url.origin;
};
const globalUrl = (): string => new URL(webUrl()).origin;

/** With SCREENSHOT_DIR set, pages are also saved as PNG for a look. */
const shoot = async (page: Page, name: string): Promise<void> => {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
};

let browser: Browser;
let admin: Member;
/** A filing the administrator made: it waits for their own approval, and they were told so (the notification's key). */
let waiting: Filing;
beforeAll(async () => {
  const company = await fixtures.company({ site: 'MAINLAND', admin: { phonePrefix: '+86', siteSuggestionRead: false } });
  admin = company.admin;
  waiting = await fixtures.filing(admin);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const fresh = async (): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  return { context, page: await context.newPage() };
};

describe('the mainland site', () => {
  it('shows the home page in Chinese with the mainland tiers', async () => {
    const { context, page } = await fresh();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${mainlandUrl()}/`);
    await page.getByRole('heading', { level: 1, name: '欢迎来到合作伙伴门户' }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await expect.poll(() => page.title()).toBe('首页 | 合作伙伴门户');
    const programme = page.getByTestId('site-programme');
    expect(await programme.getAttribute('data-site')).toBe('MAINLAND');
    expect(await programme.getByRole('heading').innerText()).toBe('中国大陆合作伙伴计划');
    expect(await programme.locator('[data-tier]').allInnerTexts()).toEqual(['注册级', '银牌', '金牌', '白金']);
    expect(await page.locator('header.pp-topbar').getByRole('button', { name: '登录' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await shoot(page, 'home-mainland');
    await context.close();
  });

  it("switches site, logged out, by going to the other site's address (and back)", async () => {
    const { context, page } = await fresh();
    await page.goto(`${mainlandUrl()}/`);
    const toGlobal = page.getByTestId('site-switcher');
    await toGlobal.waitFor({ timeout: 30_000 });
    expect(await toGlobal.innerText()).toContain('国际站');
    expect(await toGlobal.getAttribute('href')).toBe(`${globalUrl()}/`);
    await toGlobal.click();
    await page.waitForURL(`${globalUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome to the Partner Portal' }).waitFor();
    expect(await page.getByTestId('site-programme').locator('[data-tier]').allInnerTexts()).toEqual(['Registered', 'Advanced']);
    await shoot(page, 'home-global');
    const toMainland = page.getByTestId('site-switcher');
    expect(await toMainland.innerText()).toContain('Chinese site');
    await toMainland.click();
    await page.waitForURL(`${mainlandUrl()}/`);
    await page.getByRole('heading', { level: 1, name: '欢迎来到合作伙伴门户' }).waitFor();
    // no error toast on the way
    expect(await page.locator('.p-toast-message').count()).toBe(0);
    await context.close();
  });

  it('signs in on the mainland site and shows the workbench and members in Chinese, without the site suggestion', async () => {
    const { context, page } = await fresh();
    await page.goto(`${mainlandUrl()}/workbench`);
    await signIn(page, admin.username, admin.password);
    await page.waitForURL(`${mainlandUrl()}/workbench`, { timeout: 30_000 });
    const nav = page.locator('nav.pp-sidenav');
    await nav.getByRole('link', { name: '概览' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.title()).toBe('工作台 | 合作伙伴门户');
    await page.getByText('你的角色').waitFor();
    // +86, not read: on the global site this would be suggested; the mainland site has nothing to suggest
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shoot(page, 'workbench-mainland');
    await nav.getByRole('link', { name: '成员' }).click();
    await page.waitForURL(`${mainlandUrl()}/workbench/user`);
    await page.getByTestId('members-table').waitFor();
    await expect.poll(() => page.title()).toBe('成员 | 合作伙伴门户');
    await shoot(page, 'members-mainland');
    // the notification centre shows the message stored in English in Chinese, from its key and parameters
    await page.getByRole('button', { name: /^通知/ }).click();
    const list = page.getByTestId('notification-list');
    await list.getByText(`项目报备 ${waiting.semanticId} 等待你审批`).waitFor();
    await list.getByText(`“${waiting.name}”（客户：${waiting.customer}）已提交，等待你审核。`).waitFor();
    await shoot(page, 'notifications-mainland');
    await context.close();
  });

  it('shows the same workbench in English on the global site', async () => {
    const { context, page } = await fresh();
    await page.goto(`${globalUrl()}/workbench`);
    await signIn(page, admin.username, admin.password);
    await page.waitForURL(`${globalUrl()}/workbench`, { timeout: 30_000 });
    await page.locator('nav.pp-sidenav').getByRole('link', { name: 'Overview' }).waitFor({ timeout: 30_000 });
    await shoot(page, 'workbench-global');
    await page.goto(`${globalUrl()}/workbench/user`);
    await page.getByTestId('members-table').waitFor({ timeout: 30_000 });
    await shoot(page, 'members-global');
    await context.close();
  });

  it('offers a +86 person on the global site the Chinese site; going there opens the same page on the mainland site', async () => {
    // the suggestion shows until answered: the journey's person has not answered it (going to the mainland site,
    // unlike staying, leaves it unanswered)
    const [root] = await ownerSql<{ read: boolean }>('select switch_site_suggestion_read as read from app_public.root_users where id = $1', [
      admin.rootUserId,
    ]);
    expect(root?.read).toBe(false);

    const { context, page } = await fresh();
    await page.goto(`${globalUrl()}/workbench`);
    await signIn(page, admin.username, admin.password);
    await page.waitForURL(`${globalUrl()}/workbench`, { timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Switch to the Chinese site?' });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Go to the Chinese site' }).click();
    await page.waitForURL(`${mainlandUrl()}/workbench`, { timeout: 30_000 });
    await page.locator('nav.pp-sidenav').getByRole('link', { name: '概览' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('.p-toast-message').count()).toBe(0);
    await context.close();
  });
});
