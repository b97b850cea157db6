// The bulk import of performance records in the back office, through Keycloak's real sign-in page: the vendor admin
// downloads the dated template (its headers, example row and drop-down lists read back with exceljs), fills it with 3
// good rows and 2 bad ones, uploads it, watches the progress (held at 0 / 5 while this test keeps the filing locked, so
// the progress is seen for sure), sees 成功 3 / 失败 2, downloads the error file (the 2 bad rows with the error
// column), finds exactly the 3 good records in the database, and finds the import under 项目 › 业绩导入记录.
// The journey makes its own world, named with this run's tag: a mainland company whose member files a deal in effect
// (approved by the company's partner administrator and the vendor), and a vendor admin who signs in, in Chinese. The
// rows of the file name that company and filing, their performance numbers carry the tag, and every row looked at is
// found by it.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './lib/browser.ts';
import { shot } from './lib/admin.ts';
import { businessDate, fixtures, ownerSql, signedIn, uniqueTag, type Company, type Filing } from './fixtures/index.ts';

/** Every record and file of this run carries the tag. */
const tag = `E2EIMP${uniqueTag().toUpperCase()}`;
const headers = ['公司名称', '报备编号', '业绩编号', '客户名称', '业绩金额', '币种', '生效日期', '项目类型', '备注'];
const fileName = `业绩-${tag}.xlsx`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let company: Company;
let filing: Filing;
let template: ExcelJS.Workbook;

beforeAll(async () => {
  // A new company at its site's lowest level: its quota leaves room for the one filing.
  company = await fixtures.company({ name: `Ningbo Harbour ${tag} Trading Co., Ltd.`, site: 'MAINLAND' });
  const member = await fixtures.member(company);
  filing = await fixtures.filingInEffect(member, company.admin, { name: `${tag} backup expansion`, customer: `Ningbo ${tag} Port`, productId: 4 });
  const vendor = await fixtures.vendorAdmin();
  browser = await launchBrowser();
  ({ context, page } = await signedIn(browser, vendor, '/admin/project-performance', { locale: 'zh-CN' }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const dialog = () => page.getByTestId('performance-import-dialog');

describe('back office: bulk import of performance records', () => {
  it('opens the import dialog from the performance list and downloads the dated template with its drop-down lists', async () => {
    await page.getByTestId('performance-import-button').click({ timeout: 30_000 });
    await dialog().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog().getByRole('button', { name: '下载模板' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^业绩导入模板-\d{4}-\d{2}-\d{2}\.xlsx$/);
    template = new ExcelJS.Workbook();
    await template.xlsx.readFile(await download.path());
    const sheet = template.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    // the example row, and the lists of the currency and project type columns
    expect(sheet.getRow(2).getCell(6).value).toBe('CNY');
    expect(sheet.getCell('F2').dataValidation).toMatchObject({ type: 'list', formulae: ['"CNY,USD"'] });
    expect(sheet.getCell('F500').dataValidation).toMatchObject({ type: 'list', formulae: ['"CNY,USD"'] });
    expect(sheet.getCell('H2').dataValidation).toMatchObject({ type: 'list', formulae: ['"新购,复购"'] });
    expect(sheet.getCell('G2').dataValidation).toMatchObject({ type: 'date', operator: 'greaterThanOrEqual' });
    await shot(page, 'admin-import-01-dialog');
  });

  it('imports 3 good rows and reports 2 bad ones, with the progress while it runs', async () => {
    const sheet = template.worksheets[0]!;
    sheet.spliceRows(2, 1);
    // yesterday as business days count (Asia/Shanghai), as a date cell
    const day = new Date(`${await businessDate(-1)}T00:00:00Z`);
    const customer = filing.customer;
    sheet.addRow([company.name, filing.semanticId, `${tag}-1`, customer, 1000, 'CNY', day, '新购', null]);
    sheet.addRow([`No Such ${tag} Company Ltd.`, filing.semanticId, `${tag}-2`, customer, 200, 'CNY', day, '新购', null]);
    sheet.addRow([company.name, filing.semanticId, `${tag}-3`, customer, 2500.5, 'USD', day, '复购', 'second payment']);
    sheet.addRow([company.name, filing.semanticId, `${tag}-4`, customer, 300, 'CNY', new Date('2020-06-01T00:00:00Z'), '新购', null]);
    sheet.addRow([company.name, filing.semanticId, `${tag}-5`, customer, 400, 'CNY', day, '复购', null]);
    const buffer = Buffer.from(await template.xlsx.writeBuffer());

    // Hold the filing from a connection of this test's own (a held lock needs its own open transaction): the batch
    // waits for it, so the import stays at 0 of 5 rows until this test lets go.
    const holder = new pg.Client({ connectionString: inject('E2E_DATABASE_URL') });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from app_public.project_filings where id = $1 for update', [filing.id]);
      await dialog()
        .getByTestId('import-file-input')
        .setInputFiles({ name: fileName, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
      await dialog().getByTestId('import-progress-text').filter({ hasText: '已处理 0 / 5 行' }).waitFor({ timeout: 60_000 });
      await expect(dialog().getByTestId('import-progress').getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('0');
      await shot(page, 'admin-import-02-progress');
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
    await dialog().getByTestId('import-result').filter({ hasText: '成功 3 条 / 失败 2 条' }).waitFor({ timeout: 60_000 });
    await shot(page, 'admin-import-03-result');
    const records = await ownerSql<{ semantic_id: string; company_id: string; project_filing_id: string; performance: string; currency_iso_code: string; project_type: string }>(
      `select semantic_id, company_id, project_filing_id, performance::text, currency_iso_code, project_type
       from app_public.company_performances where semantic_id like $1 order by semantic_id`,
      [`${tag}-%`],
    );
    const written = { company_id: company.id, project_filing_id: filing.id };
    expect(records).toEqual([
      { semantic_id: `${tag}-1`, ...written, performance: '1000.00', currency_iso_code: 'CNY', project_type: 'NEW_PURCHASE' },
      { semantic_id: `${tag}-3`, ...written, performance: '2500.50', currency_iso_code: 'USD', project_type: 'REPEAT_PURCHASE' },
      { semantic_id: `${tag}-5`, ...written, performance: '400.00', currency_iso_code: 'CNY', project_type: 'REPEAT_PURCHASE' },
    ]);
    // the recent imports show it too
    await dialog().getByTestId('recent-imports').getByText(fileName).waitFor({ timeout: 10_000 });
  });

  it('downloads the error file: the 2 bad rows as uploaded, with the error column', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog().getByTestId('import-result').locator('..').getByTestId('import-error-file').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`业绩-${tag}-错误.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...headers, '错误信息']);
    expect(sheet.actualRowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe(`No Such ${tag} Company Ltd.`);
    expect(sheet.getRow(2).getCell(3).value).toBe(`${tag}-2`);
    expect(String(sheet.getRow(2).getCell(10).value)).toBe('找不到名称完全一致的公司。（PERFORMANCE_IMPORT_COMPANY_NOT_FOUND）');
    expect(sheet.getRow(3).getCell(3).value).toBe(`${tag}-4`);
    expect(String(sheet.getRow(3).getCell(10).value)).toContain('PERFORMANCE_EFFECTIVE_DATE_INVALID');
  });

  it('lists the import under 项目 › 业绩导入记录', async () => {
    await dialog().getByRole('button', { name: '关闭' }).click();
    // the performance list's wide table scrolls the page sideways over the menu: the entry is clicked as an event
    await page.getByRole('menuitem', { name: '业绩导入记录', exact: true }).dispatchEvent('click');
    const row = page.locator('table tbody tr').filter({ hasText: fileName });
    await row.waitFor({ timeout: 30_000 });
    const text = await row.innerText();
    expect(text).toContain('已完成');
    await row.getByTestId('import-error-file').waitFor();
    await shot(page, 'admin-import-04-list');
  });
});
