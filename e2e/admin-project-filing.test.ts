// Deal registrations in the back office, as a vendor admin uses them through Keycloak's real sign-in page: the list
// by tab, the company-name search, a filing waiting for the vendor approved from its detail, a filing in effect marked
// signed (the dialog refuses it without a signing date), the possible-conflict tag on two companies' filings for the
// same customer and product, and the filtered list exported as CSV and XLSX.
// The journey makes its own world, named with this run's tag: a fixture vendor admin (signs in, in Chinese), a mainland
// company whose member files three deals (one waiting for the partner administrator, one for the vendor, one in
// effect) and a global company whose administrator files for the same customer and product. The filings are made by
// the real commands, each run as the person who would do it (member files, partner administrator approves, vendor
// approves), and the lists are narrowed to this run's filings by the tag before anything is counted.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { fixtures, ownerSql, signedIn, uniqueTag, type Company, type Filing, type Member, type Person } from './fixtures/index.ts';

/** Every filing of this run carries the tag in its name, so the journey finds exactly its own. */
const tag = `E2EPF${uniqueTag().toUpperCase()}`;
const customer = `Zhejiang ${tag} Hospital`;

const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const statusOf = async (filingId: string) =>
  (await ownerSql<{ status: string; sign_date: string | null }>(`select status, sign_date::text from app_public.project_filings where id = $1`, [filingId]))[0];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let vendor: Person;
/** The mainland company whose member files three deals. */
let cloudway: Company;
let mia: Member;
/** The global company that files for the same customer and product. */
let harbour: Company;
/** Waits for the partner administrator's approval only. */
let partnerPending: Filing;
/** Approved by the partner administrator: waits for the vendor. */
let vendorPending: Filing;
/** In effect. */
let inEffect: Filing;
/** The same customer and product as `vendorPending`, filed by another company afterwards: a possible conflict. */
let conflicting: Filing;

beforeAll(async () => {
  // Both companies new, at their site's lowest level: its quota (5 open filings) leaves room for this journey's.
  cloudway = await fixtures.company({ name: `Shanghai Cloudway ${tag} Technology Co., Ltd.`, site: 'MAINLAND' });
  harbour = await fixtures.company({ name: `Harbour ${tag} Systems Integration Ltd.`, site: 'GLOBAL' });
  mia = await fixtures.member(cloudway);
  partnerPending = await fixtures.filing(mia, { name: `${tag} campus network`, customer: `Ningbo ${tag} University`, productId: 2 });
  vendorPending = await fixtures.filing(mia, { name: `${tag} data centre refresh`, customer, productId: 1 });
  await fixtures.approvePending(cloudway.admin, vendorPending.id);
  inEffect = await fixtures.filingInEffect(mia, cloudway.admin, { name: `${tag} backup expansion`, customer: `Suzhou ${tag} Bank`, productId: 4 });
  conflicting = await fixtures.filing(harbour.admin, { name: `${tag} hospital cloud`, customer, productId: 1 });
  vendor = await fixtures.vendorAdmin();

  browser = await launchBrowser();
  ({ context, page } = await signedIn(browser, vendor, '/admin/project-filing', { locale: 'zh-CN' }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const rowOf = (text: string) => rows(page).filter({ hasText: text });

describe('back office: deal registrations', () => {
  it('opens 项目报备 from the menu, newest first, with its tabs', async () => {
    await page.waitForURL(/\/admin\/project-filing/, { timeout: 30_000 });
    await page.getByRole('menuitem', { name: '项目报备', exact: true }).waitFor({ timeout: 30_000 });
    await rows(page).first().waitFor({ timeout: 30_000 });
    for (const tab of ['全部', '生效中', '审核中', '伙伴内部审核', '厂商CRM审核', '延期待厂商审核', '已签约', '已过期', '已驳回', '已取消']) {
      await expect(page.getByRole('tab', { name: tab, exact: true }).isVisible()).resolves.toBe(true);
    }
    await page.locator('thead th').filter({ hasText: '报备编号' }).first().waitFor();
    await shot(page, 'admin-pf-01-list');
  });

  it('narrows the list by company name, then by tab', async () => {
    await page.getByPlaceholder('搜索公司名称').fill(`harbour ${tag}`);
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((t) => t.includes(harbour.name)), { timeout: 15_000 }).toBe(true);
    await rowOf(conflicting.semanticId).waitFor();
    // A fresh list for this run's filings: the tag finds all four.
    await page.goto(`${webUrl()}/admin/project-filing?filter=${encodeURIComponent(JSON.stringify({ keyword: tag }))}`);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(4);

    await page.getByRole('tab', { name: '生效中', exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await rows(page).first().innerText()).toContain(inEffect.semanticId);

    await page.getByRole('tab', { name: '审核中', exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(3);

    await page.getByRole('tab', { name: '伙伴内部审核', exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(2);
    await rowOf(partnerPending.semanticId).waitFor();
    await rowOf(conflicting.semanticId).waitFor();

    await page.getByRole('tab', { name: '厂商CRM审核', exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await rows(page).first().innerText()).toContain(vendorPending.semanticId);
    await shot(page, 'admin-pf-02-vendor-review');
  });

  it('tags the two companies’ filings for the same customer and product as possible conflicts', async () => {
    await page.getByRole('tab', { name: '全部', exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(4);
    await expect(rowOf(vendorPending.semanticId).getByTestId('conflict-tag').isVisible()).resolves.toBe(true);
    await expect(rowOf(conflicting.semanticId).getByTestId('conflict-tag').isVisible()).resolves.toBe(true);
    await expect(rowOf(inEffect.semanticId).getByTestId('conflict-tag').count()).resolves.toBe(0);
    await expect(rowOf(partnerPending.semanticId).getByTestId('conflict-tag').count()).resolves.toBe(0);
    await shot(page, 'admin-pf-03-conflicts');
  });

  it('exports the filtered list as CSV, one row per filing', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^项目报备-\d{8}-\d{4}\.csv$/);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]?.split(',').slice(0, 4)).toEqual(['报备编号', '项目名称', '公司名称', '状态']);
    expect(lines).toHaveLength(5);
    for (const f of [partnerPending, vendorPending, inEffect, conflicting]) expect(text).toContain(f.semanticId);
    expect(text).toContain('1234567.50');
  });

  it('exports the same rows as XLSX', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(5);
    expect(sheet?.getRow(1).getCell(1).value).toBe('报备编号');
    const ids = [2, 3, 4, 5].map((r) => String(sheet?.getRow(r).getCell(1).value));
    expect(ids.sort()).toEqual([partnerPending, vendorPending, inEffect, conflicting].map((f) => f.semanticId).sort());
    const amountColumn = (sheet?.getRow(1).values as unknown[]).indexOf('预计金额');
    expect(sheet?.getRow(2).getCell(amountColumn).value).toBe(1234567.5);
  });

  it('shows a filing waiting for the vendor with its conflict, and the vendor approves it', async () => {
    await page.getByRole('tab', { name: '厂商CRM审核', exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    await rows(page).first().locator('td.column-semanticId').click();
    await page.waitForURL(/\/admin\/project-filing\/[^/]+\/show/);
    await page.getByText(`项目报备：${vendorPending.semanticId}`).waitFor();
    await expect(page.getByTestId('vendor-waiting').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('product-rows').getByText('超融合平台').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('conflict-rows').getByRole('link', { name: conflicting.semanticId }).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('approval-rows').getByText('伙伴内部').isVisible()).resolves.toBe(true);
    await shot(page, 'admin-pf-04-show-vendor-pending');

    await page.getByRole('button', { name: '通过', exact: true }).click();
    await page.getByTestId('approve-dialog').getByRole('button', { name: '确认通过' }).click();
    await page.getByText('已通过').first().waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await statusOf(vendorPending.id))?.status, { timeout: 10_000 }).toBe('VALIDATING');
    await expect.poll(() => page.getByTestId('filing-status').first().innerText(), { timeout: 10_000 }).toBe('生效中');
    await expect(page.getByTestId('pending-step').count()).resolves.toBe(0);
    await shot(page, 'admin-pf-05-approved');
  });

  it('marks a filing in effect signed: refused without a signing date, saved with one', async () => {
    await page.goto(`${webUrl()}/admin/project-filing/${inEffect.id}/show`);
    await page.getByText(`项目报备：${inEffect.semanticId}`).waitFor();
    await page.getByRole('button', { name: '更新状态' }).click();
    const dialog = page.getByTestId('status-dialog');
    await dialog.getByRole('radio', { name: '已签约' }).check();
    await dialog.getByRole('button', { name: '确认更新' }).click();
    await dialog.getByText('请填写签约日期。').waitFor({ timeout: 10_000 });
    await shot(page, 'admin-pf-06-sign-date-required');
    expect((await statusOf(inEffect.id))?.status).toBe('VALIDATING');

    const signDate = inDays(-1);
    await dialog.locator('input[name="signDate"]').fill(signDate);
    await dialog.getByRole('button', { name: '确认更新' }).click();
    await page.getByText('状态已更新').waitFor({ timeout: 10_000 });
    await expect.poll(async () => await statusOf(inEffect.id), { timeout: 10_000 }).toEqual({ status: 'HAVE_SIGNED', sign_date: signDate });
    await expect.poll(() => page.getByTestId('filing-status').first().innerText(), { timeout: 10_000 }).toBe('已签约');
    await shot(page, 'admin-pf-07-signed');
  });
});
