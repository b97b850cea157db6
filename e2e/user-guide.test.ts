// The user guide, through Keycloak's real sign-in pages: the vendor admin writes a page in the back office (内容 › 用户指南:
// an empty title is refused with the rule's text, then a title, an order and rich text are saved), and edits it. A
// member of a mainland company opens it on the mainland site from the help menu, in Chinese, and reads the page. On
// the global site, which has no user guide, the help menu offers none and its address bounces to the home page.
// The journey makes its own world, named with this run's tag: a mainland company with a member, and the vendor admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, signIn, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { fixtures, ownerSql, runTag, signedIn, type Member, type Person } from './fixtures/index.ts';

/** The mainland site: the same web server under another host name (Chromium resolves *.localhost to loopback). */
const mainlandUrl = (): string => {
  const url = new URL(webUrl());
  url.hostname = 'mainland.localhost';
  return url.origin;
};

let browser: Browser;
const contexts: BrowserContext[] = [];
let vendor: Person;
let member: Member;
const title = `登录与账号 ${runTag}`;
const edited = `登录与账号（更新）${runTag}`;

const pageOf = async (t: string) =>
  (await ownerSql<{ id: number; content: string; sort_order: number }>('select id, content, sort_order from app_public.user_guide_pages where title = $1', [t]))[0];

beforeAll(async () => {
  const [v, company] = await Promise.all([fixtures.vendorAdmin(), fixtures.company({ site: 'MAINLAND' })]);
  vendor = v;
  member = await fixtures.member(company);
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

describe('the user guide', () => {
  it('the vendor writes a page in the back office, then edits it', async () => {
    const { context, page } = await signedIn(browser, vendor, '/admin/user-guide', { locale: 'zh-CN' });
    contexts.push(context);
    await page.getByRole('menuitem', { name: '用户指南', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByTestId('create-button').click();
    await page.waitForURL(/\/admin\/user-guide\/new$/);
    await page.getByTestId('save').click();
    await page.getByText('标题长度应为 1 到 50 个字符。').first().waitFor({ timeout: 10_000 });

    await page.locator('input[name="title"]').fill(title);
    await page.locator('input[name="sortOrder"]').fill('5');
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await editor.pressSequentially('用合作伙伴账号登录门户。');
    await shot(page, 'user-guide-01-edit');
    await page.getByTestId('save').click();
    await page.getByText('页面已保存').first().waitFor({ timeout: 15_000 });
    await page.waitForURL(/\/admin\/user-guide(\?|$)/, { timeout: 15_000 });
    expect(await pageOf(title)).toMatchObject({ content: '<p>用合作伙伴账号登录门户。</p>', sort_order: 5 });

    const row = rows(page).filter({ hasText: title });
    await row.getByTestId('action-edit').click();
    await page.locator('input[name="title"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('input[name="title"]').inputValue()).toBe(title);
    await page.locator('input[name="title"]').fill(edited);
    await page.getByTestId('save').click();
    await page.getByText('页面已保存').first().waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await pageOf(edited))?.content, { timeout: 10_000 }).toBe('<p>用合作伙伴账号登录门户。</p>');
    expect(await pageOf(title)).toBeUndefined();
  });

  it('a member reads it on the mainland site, from the help menu', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${mainlandUrl()}/workbench`);
    await signIn(page, member.username, member.password);
    await page.waitForURL(`${mainlandUrl()}/workbench`, { timeout: 30_000 });
    await page.getByRole('button', { name: '帮助中心' }).click();
    await page.getByTestId('help-user-guide').click();
    await page.waitForURL(`${mainlandUrl()}/user-guide`);
    const { id } = (await pageOf(edited))!;
    await page.getByTestId('user-guide-nav').getByRole('link', { name: edited }).click();
    await page.waitForURL(`${mainlandUrl()}/user-guide/${id}`);
    await expect.poll(() => page.getByTestId('user-guide-page').getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe(edited);
    expect(await page.getByTestId('user-guide-content').innerText()).toBe('用合作伙伴账号登录门户。');
    await expect.poll(() => page.title()).toBe('用户指南 | 合作伙伴门户');
    await shot(page, 'user-guide-02-mainland');
  });

  it('the global site has no user guide: the help menu offers none and the address bounces home', async () => {
    const { context, page } = await signedIn(browser, member, '/workbench');
    contexts.push(context);
    await page.getByRole('button', { name: 'Help centre' }).click();
    await page.getByText('Questions about the partner program').waitFor();
    expect(await page.getByTestId('help-user-guide').count()).toBe(0);
    await page.goto(`${webUrl()}/user-guide`);
    await page.waitForURL(`${webUrl()}/`, { timeout: 15_000 });
  });
});
