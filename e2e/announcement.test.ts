// An announcement from the vendor to Gold companies, end to end through Keycloak's real sign-in pages: the vendor admin
// (back office, Chinese) creates a type, writes the announcement with a PDF attachment, saves and previews it (the
// portal's preview opens in a new tab and shows the draft as readers will see it), then publishes it to companies of
// the Gold level with a notification. A member of a Gold company is told by the bell, opens the message and reads the
// announcement with its attachment, which opens; the vendor pinned it, so it is among the featured ones of their list
// (the vendor unpins it at the end). A member of a Silver company
// does not find it in the list, and its address says it is not available to them.
// The journey makes its own world, named with this run's tag: a Gold and a Silver mainland company, each with a member,
// and the vendor admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pdfOf } from './lib/files.ts';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { fixtures, ownerSql, runTag, signedIn, type Member, type Person } from './fixtures/index.ts';

/** The PDF uploaded (made in beforeAll). */
let pdf: Buffer;

let browser: Browser;
const contexts: BrowserContext[] = [];
let vendor: Person;
let goldMember: Member;
let silverMember: Member;
let vendorPage: Page;
const title = `Gold partner briefing ${runTag}`;
const typeName = `Brief ${runTag}`.slice(0, 20);
const attachmentName = `briefing-${runTag}.pdf`;

const announcementId = async (): Promise<string | undefined> =>
  (await ownerSql<{ id: string }>('select id from app_public.announcements where title = $1', [title]))[0]?.id;

/** Pins or unpins it from the back office's published tab. */
const pinned = async (pin: boolean) => {
  const page = vendorPage;
  await page.goto(`${webUrl()}/admin/announcement?filter=${encodeURIComponent(JSON.stringify({ status: 'PUBLISHED', q: title }))}`);
  await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
  await rows(page).first().getByTestId(pin ? 'action-pin' : 'action-unpin').click();
  await page.getByText(pin ? '已置顶' : '已取消置顶').first().waitFor({ timeout: 10_000 });
};

beforeAll(async () => {
  pdf = await pdfOf('Gold partner briefing');
  const [v, gold, silver] = await Promise.all([
    fixtures.vendorAdmin(),
    fixtures.company({ site: 'MAINLAND', level: 'GOLD' }),
    fixtures.company({ site: 'MAINLAND', level: 'SILVER' }),
  ]);
  vendor = v;
  [goldMember, silverMember] = await Promise.all([fixtures.member(gold), fixtures.member(silver)]);
  browser = await launchBrowser();
  const session = await signedIn(browser, vendor, '/admin/announcement/new', { locale: 'zh-CN' });
  contexts.push(session.context);
  vendorPage = session.page;
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

describe('an announcement to Gold companies', () => {
  it('the vendor writes it with a new type and an attachment, saves and previews it in the portal', async () => {
    const page = vendorPage;
    await page.locator('input[name="title"]').waitFor({ timeout: 30_000 });
    await page.locator('input[name="title"]').fill(title);
    await page.locator('input[name="name"]').fill('Gold briefing');
    await page.getByTestId('new-type').click();
    const typeDialog = page.getByTestId('type-dialog');
    await typeDialog.locator('input[name="name"]').fill(typeName);
    await typeDialog.getByRole('button', { name: '创建' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: '公告类型' }).innerText(), { timeout: 10_000 }).toContain(typeName);
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await editor.pressSequentially('Gold partners get the new price list first.');
    await page.getByTestId('attachments-input').setInputFiles({ name: attachmentName, mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('attachment').first().waitFor({ timeout: 30_000 });

    // for companies of the Gold level, with a notification
    await page.getByLabel('公开', { exact: true }).uncheck();
    await page.getByRole('combobox', { name: '字段' }).click();
    await page.getByRole('option', { name: '公司认证等级' }).click();
    await page.getByRole('combobox', { name: '值' }).click();
    await page.getByRole('option', { name: /金牌/ }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('发布时发送通知').check();

    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('save-preview').click()]);
    await page.getByText('公告已保存').first().waitFor({ timeout: 15_000 });
    const id = await announcementId();
    expect(id).toBeDefined();
    await page.waitForURL(new RegExp(`/admin/announcement/edit/${id}$`), { timeout: 15_000 });
    await preview.waitForURL(new RegExp(`/announcement/preview/${id}$`), { timeout: 30_000 });
    await preview.getByTestId('announcement-preview-note').waitFor({ timeout: 30_000 });
    expect(await preview.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    expect(await preview.getByTestId('announcement-content').innerText()).toContain('Gold partners get the new price list first.');
    expect(await preview.getByTestId('announcement-attachments').innerText()).toContain(attachmentName);
    await shot(preview, 'announcement-01-preview');
    await preview.close();
    const [row] = await ownerSql<{ status: string; push_strategies: unknown }>('select status::text, push_strategies from app_public.announcements where id = $1', [id]);
    expect(row!.status).toBe('DRAFT');
    const [gold] = await ownerSql<{ id: string }>(`select id::text from app_public.certification_levels where key = 'GOLD'`);
    expect(row!.push_strategies).toEqual({ combinator: 'OR', rules: [{ field: 'COMPANY_CERTIFICATION_LEVEL', operator: 'CONTAINS_ONE', values: [gold!.id] }] });
  });

  it('the vendor publishes and pins it; the worker tells the Gold member', async () => {
    const page = vendorPage;
    await page.getByTestId('save-publish').click();
    await page.getByText('公告已发布').first().waitFor({ timeout: 15_000 });
    await pinned(true);
    const id = (await announcementId())!;
    await expect
      .poll(async () => (await ownerSql<{ n: string }>('select count(*) as n from app_public.user_messages where dedup_key = $1', [`announcement:${id}:${goldMember.rootUserId}`]))[0]!.n, {
        timeout: 60_000,
      })
      .toBe('1');
    const [silverTold] = await ownerSql<{ n: string }>('select count(*) as n from app_public.user_messages where dedup_key = $1', [`announcement:${id}:${silverMember.rootUserId}`]);
    expect(silverTold!.n).toBe('0');
  });

  it('the Gold member opens the message from the bell, reads it, opens the attachment and finds it in the list', async () => {
    const { context, page } = await signedIn(browser, goldMember, '/workbench');
    contexts.push(context);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor({ timeout: 30_000 });
    await bell.click();
    await page.getByTestId('notification-list').getByText(`New announcement: ${title}`).click();
    const id = (await announcementId())!;
    await page.waitForURL(new RegExp(`/announcement/detail/${id}$`), { timeout: 15_000 });
    await page.getByTestId('announcement-detail').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    expect(await page.getByTestId('announcement-type').first().innerText()).toBe(typeName);
    expect(await page.getByTestId('announcement-content').innerText()).toContain('Gold partners get the new price list first.');
    expect(await page.getByTestId('announcement-preview-note').count()).toBe(0);
    await shot(page, 'announcement-02-detail');
    const [file] = await Promise.all([context.waitForEvent('page'), page.getByTestId('announcement-attachment-open').click()]);
    await file.waitForLoadState('domcontentloaded', { timeout: 30_000 }).catch(() => undefined);
    expect(file.url()).toContain('announcement_attachment/');
    await file.close();

    await page.getByRole('link', { name: 'Announcements' }).first().click();
    await page.waitForURL(/\/announcement$/);
    // pinned: among the featured ones
    await expect.poll(() => page.getByTestId('announcement-featured').innerText(), { timeout: 15_000 }).toContain(title);
    // another run's announcement to Gold companies is listed too until the search narrows the list to this run's
    await page.getByTestId('announcement-search').fill(runTag);
    const listed = page.getByTestId('announcement-list').locator('tbody tr');
    await expect
      .poll(async () => ((await listed.count()) === 1 ? listed.first().innerText() : ''), { timeout: 15_000 })
      .toContain(title);
    await shot(page, 'announcement-03-list');
  });

  it('the Silver member does not find it in the list, and its address is not available to them', async () => {
    const { context, page } = await signedIn(browser, silverMember, '/announcement');
    contexts.push(context);
    await page.getByTestId('announcement-search').fill(runTag);
    await expect.poll(() => page.getByTestId('announcement-list').innerText(), { timeout: 15_000 }).toContain('No announcement matches.');
    expect(await page.getByTestId('announcement-list').innerText()).not.toContain(title);
    const id = (await announcementId())!;
    await page.goto(`${webUrl()}/announcement/detail/${id}`);
    await page.getByTestId('announcement-not-found').waitFor({ timeout: 15_000 });
    expect(await page.getByText(title).count()).toBe(0);
  });

  it('the vendor unpins it', async () => {
    await pinned(false);
    const [row] = await ownerSql<{ pinned_at: string | null }>('select pinned_at from app_public.announcements where title = $1', [title]);
    expect(row!.pinned_at).toBeNull();
  });
});
