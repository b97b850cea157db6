// Resource materials in the back office, as a vendor admin uses them through Keycloak's real sign-in page (in Chinese):
// 资料 under 内容 opens on the published tab. A new PDF material (its name and brief counted as the product counts,
// the type 产品手册, a small valid PDF uploaded) that does not allow download, for the run's company only instead of
// public, is saved and published from the dialog: the row is written as such, the list shows it published, its
// push range counts the company's two people, and its file opens in the vendor's preview. A link material with an
// invalid link is refused with the rule's text and nothing is written; with a proper link it is saved as a draft.
// The published one is delisted: it moves to the delisted tab, where only its push range is offered. The draft is
// deleted from the unpublished tab.
// The journey makes its own world, named with this run's tag: a mainland company with its partner administrator and
// a member, and the vendor admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { pdfOf } from './lib/files.ts';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { fixtures, ownerSql, runTag, signedIn, type Company, type Person } from './fixtures/index.ts';

/** The PDF uploaded (made in beforeAll). */
let pdf: Buffer;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let vendor: Person;
let company: Company;
// `Orbit 7 brochure <tag>` counts 4 (each run of letters or digits is one, spaces nothing)
const name = `Orbit 7 brochure ${runTag}`;
const brief = '新版本的功能与价格一览';
const linkName = `Orbit 7 video ${runTag}`;
const fileName = `brochure-${runTag}.pdf`;

type Row = {
  id: string;
  status: string;
  file_type: string;
  file_id: string | null;
  link: string | null;
  can_download: boolean;
  is_public: boolean;
  push_strategies: unknown;
  publish_time: Date | null;
  brief: string;
};
const materialOf = async (n: string): Promise<Row | undefined> =>
  (
    await ownerSql<Row>(
      `select id, status::text, file_type::text, file_id, link, can_download, is_public, push_strategies, publish_time, brief
         from app_public.resource_materials where name = $1`,
      [n],
    )
  )[0];

const listTab = async (status: 'PUBLISHED' | 'DRAFT' | 'DELISTED', n: string) => {
  await page.goto(`${webUrl()}/admin/material?filter=${encodeURIComponent(JSON.stringify({ status, q: n }))}`);
  await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
  return rows(page).first();
};

const dialog = (): Locator => page.getByTestId('material-dialog');

/** Chooses one option of a react-admin select in the dialog (a multiple one stays open: Escape closes its menu). */
const choose = async (label: string, option: string, multiple = false) => {
  await dialog().getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  if (multiple) await page.keyboard.press('Escape');
};

/** A new material's dialog with its name, brief, the type 产品手册 and the file type. */
const startMaterial = async (n: string, fileType: string) => {
  await page.getByTestId('create-button').click();
  await dialog().waitFor({ timeout: 10_000 });
  await dialog().locator('input[name="name"]').fill(n);
  await dialog().locator('textarea[name="brief"]').first().fill(brief);
  await choose('资料类型', '产品手册', true);
  await choose('文件类型', fileType);
};

beforeAll(async () => {
  pdf = await pdfOf('Brochure');
  [vendor, company] = await Promise.all([fixtures.vendorAdmin(), fixtures.company({ site: 'MAINLAND' })]);
  await fixtures.member(company);
  browser = await launchBrowser();
  ({ context, page } = await signedIn(browser, vendor, '/admin/material', { locale: 'zh-CN' }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('back office: resource materials', () => {
  it('opens 资料 under 内容 on the published tab', async () => {
    await page.getByRole('menuitem', { name: '资料', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByTestId('tab-PUBLISHED').waitFor();
    expect(await page.getByTestId('tab-PUBLISHED').getAttribute('aria-selected')).toBe('true');
    await shot(page, 'admin-material-01-list');
  });

  it('writes a PDF that may not be downloaded, for the run\'s company only, and publishes it from the dialog', async () => {
    await startMaterial(name, 'PDF');
    // the counts as the product counts: a run of letters or digits is one, a Chinese character one, a space nothing
    expect(await dialog().getByTestId('name-count').innerText()).toBe('4/50');
    expect(await dialog().getByTestId('brief-count').innerText()).toBe('11/100');

    await dialog().getByTestId('material-file-input').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => dialog().getByTestId('material-file-name').innerText().catch(() => ''), { timeout: 30_000 }).toContain(fileName);
    // a PDF may be view-only (a DOCX, XLSX, PPTX or ZIP may not: its switch is forced on)
    await dialog().getByLabel('允许下载').uncheck();

    // for the run's company only
    await dialog().getByLabel('公开', { exact: true }).uncheck();
    await dialog().getByTestId('company-values').fill(company.name);
    await page.getByRole('option', { name: company.name, exact: true }).click();
    // the chosen company's chip carries its name (whether or not it is among the first twenty names)
    await dialog().getByText(company.name, { exact: true }).waitFor({ timeout: 10_000 });
    await shot(page, 'admin-material-02-dialog');
    await dialog().getByTestId('save-publish').click();
    await page.getByText('资料已发布').first().waitFor({ timeout: 15_000 });
    await dialog().waitFor({ state: 'detached', timeout: 10_000 });

    const saved = await materialOf(name);
    expect(saved).toMatchObject({ status: 'PUBLISHED', file_type: 'PDF', link: null, can_download: false, is_public: false, brief });
    expect(saved!.file_id).toBeTruthy();
    expect(saved!.publish_time).not.toBeNull();
    expect(saved!.push_strategies).toEqual({ combinator: 'OR', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: [company.id] }] });
    const types = await ownerSql<{ name_zh: string }>(
      `select t.name_zh from app_public.resource_material_type_links l join app_public.resource_material_types t on t.id = l.type_id
        where l.resource_material_id = $1`,
      [saved!.id],
    );
    expect(types.map((t) => t.name_zh)).toEqual(['产品手册']);
    const [file] = await ownerSql<{ name: string; use: string }>('select name, use::text from app_public.uploaded_files where id = $1', [saved!.file_id]);
    expect(file).toEqual({ name: fileName, use: 'MATERIAL_FILE' });
  });

  it('lists it published; its push range is the company\'s two people, and its file opens in the vendor\'s preview', async () => {
    const row = await listTab('PUBLISHED', name);
    for (const text of [name, '产品手册', 'PDF', '定向推送']) expect(await row.innerText()).toContain(text);
    // a published one is edited or delisted, never deleted or published again
    expect(await row.getByTestId('action-edit').count()).toBe(1);
    expect(await row.getByTestId('action-delete').count()).toBe(0);
    expect(await row.getByTestId('action-publish').count()).toBe(0);

    await row.getByTestId('action-push_range').click();
    await expect.poll(() => page.getByTestId('push-range-people').innerText(), { timeout: 15_000 }).toBe('可见人数：2');
    expect(await page.getByTestId('push-range-companies').innerText()).toBe('覆盖公司：1');
    await shot(page, 'admin-material-03-push-range');
    await page.getByRole('button', { name: '关闭' }).click();

    // the preview asks for the file as the vendor (ignoreStrategy), whatever the material allows
    const { file_id: fileId } = (await materialOf(name))!;
    const [opened] = await Promise.all([context.waitForEvent('page'), rows(page).first().getByTestId('preview').click()]);
    await expect.poll(() => opened.url(), { timeout: 30_000 }).toContain(`material_file/${fileId}.pdf`);
    await opened.close();
  });

  it('refuses a link material with an invalid link, writing nothing; with a proper link it is saved as a draft', async () => {
    await page.goto(`${webUrl()}/admin/material`);
    await startMaterial(linkName, '链接');
    // a link is never downloaded: no switch, and no file
    expect(await dialog().getByLabel('允许下载').count()).toBe(0);
    expect(await dialog().getByTestId('material-file-input').count()).toBe(0);
    await dialog().locator('input[name="link"]').fill('ftp://example.com/orbit');
    await dialog().getByTestId('save').click();
    await dialog().getByText('请输入有效的 http(s) 链接。').first().waitFor({ timeout: 10_000 });
    expect(await materialOf(linkName)).toBeUndefined();
    await shot(page, 'admin-material-04-invalid-link');

    await dialog().locator('input[name="link"]').fill('https://example.com/orbit-7');
    await dialog().getByTestId('save').click();
    await page.getByText('资料已保存').first().waitFor({ timeout: 15_000 });
    expect(await materialOf(linkName)).toMatchObject({ status: 'DRAFT', file_type: 'URL', file_id: null, link: 'https://example.com/orbit-7', can_download: false, is_public: true });
  });

  it('delists the published one: it moves to the delisted tab, where only its push range is offered', async () => {
    const row = await listTab('PUBLISHED', name);
    await row.getByTestId('action-delist').click();
    await page.getByTestId('delist-dialog').getByRole('button', { name: '确认下架' }).click();
    await page.getByText('资料已下架').first().waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await materialOf(name))?.status, { timeout: 10_000 }).toBe('DELISTED');
    const delisted = await listTab('DELISTED', name);
    for (const action of ['edit', 'publish', 'delete', 'delist']) expect(await delisted.getByTestId(`action-${action}`).count(), action).toBe(0);
    expect(await delisted.getByTestId('action-push_range').count()).toBe(1);
    await shot(page, 'admin-material-05-delisted');
  });

  it('deletes the draft from the unpublished tab', async () => {
    const row = await listTab('DRAFT', linkName);
    expect(await row.innerText()).toContain('链接');
    await row.getByTestId('action-delete').click();
    await page.getByTestId('delete-dialog').getByRole('button', { name: '确认删除' }).click();
    await page.getByText('资料已删除').first().waitFor({ timeout: 10_000 });
    await expect.poll(async () => materialOf(linkName), { timeout: 10_000 }).toBeUndefined();
  });
});
