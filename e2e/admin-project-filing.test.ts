// Deal registrations in the back office, as the vendor admin uses them through Keycloak's real sign-in page: the list
// by tab, the company-name search, a filing waiting for the vendor approved from its detail, a filing in effect marked
// signed (the dialog refuses it without a signing date), the possible-conflict tag on two companies' filings for the
// same customer and product, and the filtered list exported as CSV and XLSX. The filings are made in the setup by the
// real commands, each run as the person who would do it (member files, partner administrator approves, vendor approves).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { rows, session, shot, sql } from './lib/admin.ts';

const roots = {
  vendorAdmin: '0b6f2b1e-0001-4000-8000-000000000001',
  partnerAdmin: '0b6f2b1e-0002-4000-8000-000000000002',
  member: '0b6f2b1e-0003-4000-8000-000000000003',
  globalAdmin: '0b6f2b1e-0005-4000-8000-000000000005',
};
const cloudway = { id: '0c000000-0000-4000-8000-000000000001', name: 'Shanghai Cloudway Technology Co., Ltd.' };
const harbour = { id: '0c000000-0000-4000-8000-000000000005', name: 'Harbour Systems Integration Ltd.' };
/** Every filing of this run carries the tag in its name, so the journey finds exactly its own. */
const tag = `E2EPF${randomUUID().slice(0, 6).toUpperCase()}`;
const customer = `Zhejiang ${tag} Hospital`;

/** One statement as a person (their Keycloak subject, the API's role), committed, as the API would run it. */
const asPerson = async <R extends pg.QueryResultRow>(rootUserId: string, text: string, values: unknown[] = []): Promise<R[]> => {
  const client = new pg.Client({ connectionString: inject('E2E_DATABASE_URL') });
  await client.connect();
  try {
    await client.query('begin');
    await client.query("select set_config('jwt.claims.sub', $1, true)", [rootUserId]);
    await client.query('set local role pp_user');
    const result = await client.query<R>(text, values);
    await client.query('commit');
    return result.rows;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
};

const identityOf = async (rootUserId: string, companyId: string): Promise<string> => {
  const [row] = await sql<{ id: string }>('select id from app_public.users where root_user_id = $1 and company_id = $2', [rootUserId, companyId]);
  if (!row) throw new Error(`no identity of ${rootUserId} in ${companyId}`);
  return row.id;
};

const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A unit each product of the reference list supports (hyper-converged: nodes, virtualization: CPUs, backup: TiB). */
const unitOf: Record<number, string> = { 1: 'NODE', 2: 'CPU', 4: 'TIB' };

interface Filed {
  id: string;
  semanticId: string;
  name: string;
}

/** A filing by a member of the company (also its owner), with every field of the form, through the create command. */
const file = async (rootUserId: string, companyId: string, name: string, customerName: string, productId: number): Promise<Filed> => {
  const principal = await identityOf(rootUserId, companyId);
  const [row] = await asPerson<{ id: string; semantic_id: string }>(
    rootUserId,
    `select id, semantic_id from app_public.create_project_filing(
       company_id => $1, name => $2, customer_full_name => $3, customer_address => '1 Hospital Road, Hangzhou',
       industry_id => 4, contact_name => 'Li Lei', contact_position => 'CIO', contact_email => 'li.lei@example.cn',
       contact_phone_prefix => '+86', contact_phone => '13800000000', estimated_order_budget => 1234567.50,
       currency_iso_code => 'CNY', estimated_order_date => $4::date, phase_id => 1, opportunity_source_id => 2,
       competitor_ids => '{1,3}', application_scenario_ids => '{3}', requirement => 'Replace the ageing cluster',
       preferred_distributor_id => null, principal_id => $5,
       products => array[row($6, 'SOFTWARE', $7, 4)::app_public.project_filing_product_line])`,
    [companyId, name, customerName, inDays(60), principal, productId, unitOf[productId]],
  );
  if (!row) throw new Error('no filing');
  return { id: row.id, semanticId: row.semantic_id, name };
};

/** Approves the step of the filing that waits (as the partner administrator, or the vendor admin). */
const approvePending = async (rootUserId: string, filingId: string) => {
  const [pending] = await sql<{ id: string }>(
    `select id from app_public.project_filing_approvals where filing_id = $1 and status = 'APPROVING'`,
    [filingId],
  );
  if (!pending) throw new Error('nothing waits');
  await asPerson(rootUserId, 'select id from app_public.approve_project_filing_approval(approval_id => $1, audit_comment => null)', [pending.id]);
};

const statusOf = async (filingId: string) =>
  (await sql<{ status: string; sign_date: string | null }>(`select status, sign_date::text from app_public.project_filings where id = $1`, [filingId]))[0];

let browser: Browser;
let context: BrowserContext;
let page: Page;
const levels: { id: string; level: number | null }[] = [];
/** Waits for the partner administrator's approval only. */
let partnerPending: Filed;
/** Approved by the partner administrator: waits for the vendor. */
let vendorPending: Filed;
/** In effect. */
let inEffect: Filed;
/** The same customer and product as `vendorPending`, filed by another company afterwards: a possible conflict. */
let conflicting: Filed;

beforeAll(async () => {
  // Both companies at a level whose quota leaves room for this journey's filings, whatever else the demo holds.
  for (const [company, level] of [
    [cloudway.id, 4],
    [harbour.id, 6],
  ] as const) {
    const [row] = await sql<{ certification_level_id: number | null }>('select certification_level_id from app_public.companies where id = $1', [company]);
    levels.push({ id: company, level: row?.certification_level_id ?? null });
    await sql('update app_public.companies set certification_level_id = $2 where id = $1', [company, level]);
  }
  partnerPending = await file(roots.member, cloudway.id, `${tag} campus network`, `Ningbo ${tag} University`, 2);
  vendorPending = await file(roots.member, cloudway.id, `${tag} data centre refresh`, customer, 1);
  await approvePending(roots.partnerAdmin, vendorPending.id);
  inEffect = await file(roots.member, cloudway.id, `${tag} backup expansion`, `Suzhou ${tag} Bank`, 4);
  await approvePending(roots.partnerAdmin, inEffect.id);
  await approvePending(roots.vendorAdmin, inEffect.id);
  conflicting = await file(roots.globalAdmin, harbour.id, `${tag} hospital cloud`, customer, 1);

  browser = await launchBrowser();
  ({ context, page } = await session(browser, 'vendor.admin', '/admin/project-filing'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  for (const { id, level } of levels) await sql('update app_public.companies set certification_level_id = $2 where id = $1', [id, level]);
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
    await page.getByPlaceholder('搜索公司名称').fill('Harbour');
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
