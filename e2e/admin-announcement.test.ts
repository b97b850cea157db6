// Announcements in the back office, as a vendor admin uses them through Keycloak's real sign-in page (in Chinese):
// 公告 under 内容 opens on the published tab. A new announcement with a title of four characters is refused with the
// rule's text and nothing is written; with a proper title, a name, a type created from the page (the run's name and
// a colour), rich-text content, a PNG attachment, and a push strategy on the run's company instead of public, it is
// saved and published with a notification. The list shows it published, its push range counts the company's two
// people, and both are told by the worker. It is pinned and unpinned, then delisted: it moves to the delisted tab and
// cannot be edited. A second draft is deleted from the unpublished tab.
// The journey makes its own world, named with this run's tag: a mainland company with its partner administrator and
// a member, and the vendor admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { fixtures, ownerSql, runTag, signedIn, type Company, type Person } from './fixtures/index.ts';

/** A valid 1×1 PNG: the attachment. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
let context: BrowserContext;
let page: Page;
let vendor: Person;
let company: Company;
const title = `Version 7 launch ${runTag}`;
const draftTitle = `Draft to delete ${runTag}`;
const typeName = `Launch ${runTag}`.slice(0, 20);

type Row = { id: string; status: string; is_public: boolean; push_strategies: unknown; is_sent_notification: boolean; content: string; pinned_at: string | null };
const announcementOf = async (t: string): Promise<Row | undefined> =>
  (
    await ownerSql<Row>(
      `select id, status::text, is_public, push_strategies, is_sent_notification, content, pinned_at from app_public.announcements where title = $1`,
      [t],
    )
  )[0];

const listTab = async (status: 'PUBLISHED' | 'DRAFT' | 'DELISTED', t: string) => {
  await page.goto(`${webUrl()}/admin/announcement?filter=${encodeURIComponent(JSON.stringify({ status, q: t }))}`);
  await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
  return rows(page).first();
};

beforeAll(async () => {
  [vendor, company] = await Promise.all([fixtures.vendorAdmin(), fixtures.company({ site: 'MAINLAND' })]);
  await fixtures.member(company);
  browser = await launchBrowser();
  ({ context, page } = await signedIn(browser, vendor, '/admin/announcement', { locale: 'zh-CN' }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('back office: announcements', () => {
  it('opens 公告 under 内容 on the published tab', async () => {
    await page.getByRole('menuitem', { name: '公告', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByTestId('tab-PUBLISHED').waitFor();
    expect(await page.getByTestId('tab-PUBLISHED').getAttribute('aria-selected')).toBe('true');
    await shot(page, 'admin-announcement-01-list');
  });

  it('writes one for the run\'s company: a short title is refused, a new type, rich text, an attachment; saved and published with a notification', async () => {
    await page.getByTestId('create-button').click();
    await page.waitForURL(/\/admin\/announcement\/new$/);
    await page.locator('input[name="title"]').fill('Four');
    await page.locator('input[name="name"]').fill('Release');
    await page.getByTestId('save').click();
    await page.getByText('标题长度应为 5 到 50 个字符。').first().waitFor({ timeout: 10_000 });
    expect(await announcementOf('Four')).toBeUndefined();

    await page.locator('input[name="title"]').fill(title);
    // a new type, chosen once created
    await page.getByTestId('new-type').click();
    const typeDialog = page.getByTestId('type-dialog');
    await typeDialog.locator('input[name="name"]').fill(typeName);
    await typeDialog.getByRole('button', { name: '创建' }).click();
    await page.getByText('公告类型已创建').waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByRole('combobox', { name: '公告类型' }).innerText(), { timeout: 10_000 }).toContain(typeName);

    const editor = page.locator('.ProseMirror');
    await editor.click();
    await editor.pressSequentially('Version 7 brings faster upgrades.');
    await page.getByTestId('attachments-input').setInputFiles({ name: `notes-${runTag}.png`, mimeType: 'image/png', buffer: png });
    await page.getByTestId('attachment').first().waitFor({ timeout: 30_000 });

    // for the run's company only, with a notification
    await page.getByLabel('公开', { exact: true }).uncheck();
    await page.getByTestId('company-values').fill(company.name);
    await page.getByRole('option', { name: company.name, exact: true }).click();
    await page.getByLabel('发布时发送通知').check();
    await shot(page, 'admin-announcement-02-edit');
    await page.getByTestId('save-publish').click();
    await page.getByText('公告已发布').first().waitFor({ timeout: 15_000 });
    await page.waitForURL(/\/admin\/announcement(\?|$)/, { timeout: 15_000 });

    const saved = await announcementOf(title);
    expect(saved).toMatchObject({ status: 'PUBLISHED', is_public: false, is_sent_notification: true });
    expect(saved!.push_strategies).toEqual({ combinator: 'OR', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: [company.id] }] });
    expect(saved!.content).toBe('<p>Version 7 brings faster upgrades.</p>');
    const [attached] = await ownerSql<{ n: string }>('select count(*) as n from app_public.announcement_attachments where announcement_id = $1', [saved!.id]);
    expect(Number(attached!.n)).toBe(1);
  });

  it('lists it published; its push range is the company\'s two people, and the worker tells both', async () => {
    const row = await listTab('PUBLISHED', title);
    for (const text of [title, 'Release', typeName, '定向推送']) expect(await row.innerText()).toContain(text);
    await row.getByTestId('action-push_range').click();
    await expect.poll(() => page.getByTestId('push-range-people').innerText(), { timeout: 15_000 }).toBe('可见人数：2');
    expect(await page.getByTestId('push-range-companies').innerText()).toBe('覆盖公司：1');
    await shot(page, 'admin-announcement-03-push-range');
    await page.getByRole('button', { name: '关闭' }).click();
    const { id } = (await announcementOf(title))!;
    await expect
      .poll(async () => Number((await ownerSql<{ n: string }>('select count(*) as n from app_public.user_messages where dedup_key like $1', [`announcement:${id}:%`]))[0]!.n), {
        timeout: 60_000,
      })
      .toBe(2);
  });

  it('pins and unpins it, then delists it: it moves to the delisted tab and is not edited there', async () => {
    let row = await listTab('PUBLISHED', title);
    await row.getByTestId('action-pin').click();
    await page.getByText('已置顶').first().waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await announcementOf(title))?.pinned_at !== null, { timeout: 10_000 }).toBe(true);
    row = rows(page).first();
    await row.getByText('置顶', { exact: true }).waitFor({ timeout: 10_000 });
    await row.getByTestId('action-unpin').click();
    await page.getByText('已取消置顶').first().waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await announcementOf(title))?.pinned_at, { timeout: 10_000 }).toBeNull();

    await rows(page).first().getByTestId('action-delist').click();
    await page.getByTestId('delist-dialog').getByRole('button', { name: '确认下架' }).click();
    await page.getByText('公告已下架').first().waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await announcementOf(title))?.status, { timeout: 10_000 }).toBe('DELISTED');
    row = await listTab('DELISTED', title);
    expect(await row.getByTestId('action-edit').count()).toBe(0);
    await shot(page, 'admin-announcement-04-delisted');
  });

  it('deletes a draft from the unpublished tab', async () => {
    await page.goto(`${webUrl()}/admin/announcement/new`);
    await page.locator('input[name="title"]').fill(draftTitle);
    await page.locator('input[name="name"]').fill('Draft');
    await page.getByRole('combobox', { name: '公告类型' }).click();
    await page.getByRole('option', { name: typeName, exact: true }).click();
    await page.getByTestId('save').click();
    await page.getByText('公告已保存').first().waitFor({ timeout: 15_000 });
    expect((await announcementOf(draftTitle))?.status).toBe('DRAFT');
    const row = await listTab('DRAFT', draftTitle);
    await row.getByTestId('action-delete').click();
    await page.getByTestId('delete-dialog').getByRole('button', { name: '确认删除' }).click();
    await page.getByText('公告已删除').first().waitFor({ timeout: 10_000 });
    await expect.poll(async () => announcementOf(draftTitle), { timeout: 10_000 }).toBeUndefined();
  });
});
