// Performance records, as a vendor admin keeps them in the back office (in Chinese) and the partner administrator reads
// them in the workbench (in English), through Keycloak's real sign-in page: the list searched by performance number,
// company name and customer name; a record created in the dialog against a filing in effect (the filing becomes
// signed), after the form refused an effective date in 2020 with its text; a duplicate performance number refused by
// the server with its text and nothing written, then a second record against a filing already signed; a row edited
// (amount and project type) and a remark edited; two deletions, where the dialog asks for the filing's status after:
// a filing with another record can only stay signed, a filing's last record may put it back into effect. Then the
// partner administrator's project amount page with the company's records and its totals per currency.
// The journey makes its own world, named with this run's tag: a vendor admin of the run (signs in), a global company
// whose member files three deals put into effect by the real commands (member files, partner administrator and vendor
// approve), two of them with a record made beforehand by the vendor's command, and a second company with a filing and
// a record of its own, which the searches must tell apart. Every list is narrowed to this run's rows before counting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import {
  businessDate,
  fixtures,
  ownerSql,
  signedIn,
  uniqueTag,
  type Company,
  type Filing,
  type PerformanceRecord,
  type Person,
} from './fixtures/index.ts';

/** Every company, filing, customer and performance number of this run carries the tag. */
const tag = uniqueTag().toUpperCase();
const number = (suffix: string) => `PP-${tag}-${suffix}`;
/** Created in the dialog: against `inEffect` (USD), then against `signed` (CNY). */
const numberOne = number('01');
const numberTwo = number('02');
const firstRemark = 'Delivered in May';
const remark = 'Paid in two instalments';

let browser: Browser;
let vendor: Person;
/** The company whose records the journey keeps (global site: its workbench is in English). */
let harbour: Company;
/** Another company of the run with one record: the searches leave it out. */
let kowloon: Company;
/** In effect: the dialog records against it. */
let inEffect: Filing;
/** Signed by a record made beforehand (`signedRecord`); the dialog adds a second record to it. */
let signed: Filing;
let signedRecord: PerformanceRecord;
/** Signed by its only record (`lastRecord`), whose deletion may put it back into effect. */
let reopened: Filing;
let lastRecord: PerformanceRecord;
let otherFiling: Filing;
let otherRecord: PerformanceRecord;
let yesterday: string;

const filingStatus = async (filingId: string) =>
  (await ownerSql<{ status: string; sign_date: string | null }>('select status, sign_date::text from app_public.project_filings where id = $1', [filingId]))[0];
const recordsOfRun = async () =>
  ownerSql<{ semantic_id: string; performance: string; currency_iso_code: string; project_type: string; remark: string | null; project_filing_id: string }>(
    `select semantic_id, performance::text, currency_iso_code, project_type, remark, project_filing_id
     from app_public.company_performances where semantic_id like $1 order by semantic_id`,
    [`PP-${tag}-%`],
  );
const numbersOfRun = async () => (await recordsOfRun()).map((r) => r.semantic_id);

beforeAll(async () => {
  harbour = await fixtures.company({ name: `Harbour ${tag} Trading Ltd.`, site: 'GLOBAL' });
  kowloon = await fixtures.company({ name: `Kowloon ${tag} Logistics Ltd.`, site: 'GLOBAL' });
  const mia = await fixtures.member(harbour);
  inEffect = await fixtures.filingInEffect(mia, harbour.admin, { name: `${tag} backup expansion`, customer: `Ningbo ${tag} Port`, productId: 4 });
  signed = await fixtures.filingInEffect(mia, harbour.admin, { name: `${tag} storage refresh`, customer: `Wuxi ${tag} Hospital`, productId: 1 });
  reopened = await fixtures.filingInEffect(mia, harbour.admin, { name: `${tag} campus network`, customer: `Suzhou ${tag} University`, productId: 2 });
  otherFiling = await fixtures.filingInEffect(kowloon.admin, kowloon.admin, { name: `${tag} depot cloud`, customer: `Foshan ${tag} Depot` });
  yesterday = await businessDate(-1);
  signedRecord = await fixtures.performanceRecord(harbour, signed, { semanticId: number('A'), amount: '20000.00', effectiveDate: yesterday });
  lastRecord = await fixtures.performanceRecord(harbour, reopened, { semanticId: number('C'), amount: '3000.00', effectiveDate: yesterday });
  otherRecord = await fixtures.performanceRecord(kowloon, otherFiling, { semanticId: number('B'), amount: '999.00', effectiveDate: yesterday });
  vendor = await fixtures.vendorAdmin();
  browser = await launchBrowser();
});

/** The sessions of the journey: the back office's, kept from step to step, and the workbench's. */
const opened: BrowserContext[] = [];
afterAll(async () => {
  for (const context of opened) await context.close().catch(() => undefined);
  await browser?.close();
});

/** The back office on the performance list, narrowed to this run's records by the performance-number search. */
let page: Page;
const search = (label: '业绩编号' | '公司名称' | '客户名称') => page.locator('.RaFilterForm-filterFormInput').getByLabel(label);
const rowOf = (text: string) => rows(page).filter({ hasText: text });
const listOfRun = async () => {
  await search('公司名称').fill('');
  await search('客户名称').fill('');
  await search('业绩编号').fill(`pp-${tag}`);
};

/** Opens the create dialog and fills it for a filing of the journey's company. */
const fillCreate = async (filing: Filing, semanticId: string, amount: string, currency: 'CNY' | 'USD', effectiveDate: string, remarkText = '') => {
  await page.getByRole('button', { name: '新建业绩' }).click();
  const dialog = page.getByTestId('performance-dialog');
  await dialog.getByRole('combobox', { name: '公司' }).fill(`harbour ${tag}`);
  await page.getByRole('option', { name: harbour.name }).click();
  await dialog.getByTestId('filing-input').fill(filing.name);
  await page.getByRole('option', { name: new RegExp(filing.semanticId) }).click();
  // the customer name comes from the filing
  await expect.poll(() => dialog.locator('input[name="customerFullName"]').inputValue(), { timeout: 10_000 }).toBe(filing.customer);
  await dialog.locator('input[name="semanticId"]').fill(semanticId);
  await dialog.locator('input[name="performance"]').fill(amount);
  await dialog.getByRole('combobox', { name: '币种' }).click();
  await page.getByRole('option', { name: currency, exact: true }).click();
  await dialog.locator('input[name="effectiveDate"]').fill(effectiveDate);
  await dialog.getByRole('radio', { name: '新购' }).check();
  await dialog.locator('textarea[name="remark"]').fill(remarkText);
  return dialog;
};

describe('back office: performance records', () => {
  it('opens 项目业绩 and searches it by performance number, company name and customer name', async () => {
    ({ page } = await signedIn(browser, vendor, '/admin/project-performance', { locale: 'zh-CN' }));
    opened.push(page.context());
    await page.getByRole('menuitem', { name: '项目业绩', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '新建业绩' }).waitFor({ timeout: 30_000 });

    await search('业绩编号').fill(`pp-${tag}`);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(3);
    for (const r of [signedRecord, lastRecord, otherRecord]) await rowOf(r.semanticId).waitFor();
    for (const column of ['业绩编号', '公司', '报备编号 / 项目名称', '客户名称', '金额', '生效日期', '项目类型', '备注', '创建时间']) {
      await expect(page.locator('thead th').filter({ hasText: column }).count(), column).resolves.toBeGreaterThan(0);
    }
    const text = await rowOf(signedRecord.semanticId).innerText();
    for (const part of [harbour.name, signed.semanticId, signed.name, signed.customer, '20,000.00 CNY', '新购']) expect(text).toContain(part);
    await shot(page, 'admin-pp-01-list');

    await search('业绩编号').fill('');
    await search('公司名称').fill(`harbour ${tag}`);
    await expect.poll(async () => (await rows(page).allInnerTexts()).sort(), { timeout: 15_000 }).toEqual([
      expect.stringContaining(signedRecord.semanticId),
      expect.stringContaining(lastRecord.semanticId),
    ]);

    await search('公司名称').fill('');
    await search('客户名称').fill(`foshan ${tag}`);
    await expect.poll(async () => await rows(page).allInnerTexts(), { timeout: 15_000 }).toEqual([
      expect.stringContaining(otherRecord.semanticId),
    ]);
    expect(await rows(page).first().innerText()).toContain(kowloon.name);
    await shot(page, 'admin-pp-02-customer-search');
  });

  it('refuses an effective date in 2020, then records against the filing in effect, which becomes signed', async () => {
    await listOfRun();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(3);
    const dialog = await fillCreate(inEffect, numberOne, '12345.67', 'USD', '2020-12-31', firstRemark);
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('生效日期不能早于2021年1月1日。').waitFor({ timeout: 10_000 });
    await shot(page, 'admin-pp-03-date-refused');
    expect(await numbersOfRun()).not.toContain(numberOne);

    await dialog.locator('input[name="effectiveDate"]').fill(yesterday);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('业绩已创建').waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    expect((await recordsOfRun()).find((r) => r.semantic_id === numberOne)).toEqual({
      semantic_id: numberOne,
      performance: '12345.67',
      currency_iso_code: 'USD',
      project_type: 'NEW_PURCHASE',
      remark: firstRemark,
      project_filing_id: inEffect.id,
    });
    await expect.poll(() => filingStatus(inEffect.id), { timeout: 10_000 }).toEqual({ status: 'HAVE_SIGNED', sign_date: yesterday });
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(4);
    const text = await rowOf(numberOne).innerText();
    for (const part of [harbour.name, inEffect.semanticId, inEffect.customer, '12,345.67 USD', '新购', firstRemark]) expect(text).toContain(part);
    await shot(page, 'admin-pp-04-created');
  });

  it('refuses a duplicate performance number with its text and writes nothing, then records against a signed filing', async () => {
    const dialog = await fillCreate(signed, numberOne, '500', 'CNY', yesterday);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('该业绩编号已存在。').waitFor({ timeout: 10_000 });
    await shot(page, 'admin-pp-05-duplicate');
    expect(await numbersOfRun()).toEqual([numberOne, number('A'), number('B'), number('C')]);

    await dialog.locator('input[name="semanticId"]').fill(numberTwo);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('业绩已创建').waitFor({ timeout: 10_000 });
    await expect.poll(numbersOfRun, { timeout: 10_000 }).toEqual([numberOne, numberTwo, number('A'), number('B'), number('C')]);
    expect((await recordsOfRun()).find((r) => r.semantic_id === numberTwo)).toMatchObject({ performance: '500.00', currency_iso_code: 'CNY', project_filing_id: signed.id });
    expect((await filingStatus(signed.id))?.status).toBe('HAVE_SIGNED');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(5);
  });

  it('edits a row: its amount and project type', async () => {
    await rowOf(signedRecord.semanticId).getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByTestId('performance-dialog');
    await dialog.getByText('编辑业绩').waitFor();
    const amount = dialog.locator('input[name="performance"]');
    await expect.poll(() => amount.inputValue(), { timeout: 10_000 }).toBe('20000');
    expect(await dialog.getByTestId('filing-input').inputValue()).toContain(signed.semanticId);
    await amount.fill('25000.5');
    await dialog.getByRole('radio', { name: '复购' }).check();
    await shot(page, 'admin-pp-06-edit');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('业绩已更新').waitFor({ timeout: 10_000 });
    await expect
      .poll(async () => (await recordsOfRun()).find((r) => r.semantic_id === signedRecord.semanticId), { timeout: 10_000 })
      .toMatchObject({ performance: '25000.50', currency_iso_code: 'CNY', project_type: 'REPEAT_PURCHASE', project_filing_id: signed.id });
    await expect.poll(() => rowOf(signedRecord.semanticId).innerText(), { timeout: 10_000 }).toContain('25,000.50 CNY');
    expect(await rowOf(signedRecord.semanticId).innerText()).toContain('复购');
  });

  it('edits the remark', async () => {
    await rowOf(numberOne).getByRole('button', { name: '备注' }).click();
    const dialog = page.getByTestId('remark-dialog');
    await expect.poll(() => dialog.locator('textarea[name="remark"]').inputValue(), { timeout: 10_000 }).toBe(firstRemark);
    await dialog.locator('textarea[name="remark"]').fill(remark);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('备注已更新').waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await recordsOfRun()).find((r) => r.semantic_id === numberOne)?.remark, { timeout: 10_000 }).toBe(remark);
    await rowOf(numberOne).filter({ hasText: remark }).waitFor({ timeout: 10_000 });
    await shot(page, 'admin-pp-07-remark');
  });

  it('deletes a record of a filing with another record: the filing can only stay signed', async () => {
    await rowOf(numberTwo).getByRole('button', { name: '删除' }).click();
    const dialog = page.getByTestId('delete-dialog');
    await expect.poll(() => dialog.getByTestId('delete-hint').innerText(), { timeout: 10_000 }).toBe('该项目报备还有 1 条其他业绩，只能保持已签约。');
    await expect(dialog.getByRole('radio', { name: '恢复为生效中' }).isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole('radio', { name: '保持已签约' }).isChecked()).resolves.toBe(true);
    await shot(page, 'admin-pp-08-delete-stays-signed');
    await dialog.getByRole('button', { name: '删除' }).click();
    await page.getByText('业绩已删除').waitFor({ timeout: 10_000 });
    await expect.poll(numbersOfRun, { timeout: 10_000 }).toEqual([numberOne, number('A'), number('B'), number('C')]);
    expect((await filingStatus(signed.id))?.status).toBe('HAVE_SIGNED');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(4);
  });

  it('deletes a filing’s last record choosing the status after: the filing goes back into effect', async () => {
    expect(await filingStatus(reopened.id)).toEqual({ status: 'HAVE_SIGNED', sign_date: yesterday });
    await rowOf(lastRecord.semanticId).getByRole('button', { name: '删除' }).click();
    const dialog = page.getByTestId('delete-dialog');
    await expect
      .poll(() => dialog.getByTestId('delete-hint').innerText(), { timeout: 10_000 })
      .toBe('这是该项目报备的最后一条业绩，可恢复为生效中（保护期未结束）。');
    await dialog.getByRole('radio', { name: '恢复为生效中' }).check();
    await shot(page, 'admin-pp-09-delete-reopens');
    await dialog.getByRole('button', { name: '删除' }).click();
    await page.getByText('业绩已删除').waitFor({ timeout: 10_000 });
    await expect.poll(numbersOfRun, { timeout: 10_000 }).toEqual([numberOne, number('A'), number('B')]);
    await expect.poll(() => filingStatus(reopened.id), { timeout: 10_000 }).toEqual({ status: 'VALIDATING', sign_date: null });
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(3);
  });
});

describe('workbench: project amount', () => {
  it('the partner administrator sees the company’s records and its totals per currency', async () => {
    const { context, page: partner } = await signedIn(browser, harbour.admin, '/workbench/project-performance');
    opened.push(context);
    await partner.getByRole('heading', { name: 'Project amount' }).waitFor({ timeout: 30_000 });
    const table = partner.getByTestId('performance-table');
    await table.getByText(numberOne).waitFor({ timeout: 15_000 });
    // The company's own two records, not the other company's.
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(2);
    const one = await table.locator('tbody tr').filter({ hasText: numberOne }).innerText();
    for (const part of [inEffect.semanticId, inEffect.name, inEffect.customer, 'New purchase', remark]) expect(one).toContain(part);
    const money = (value: number, currency: string) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
    expect(one).toContain(money(12345.67, 'USD'));
    const edited = await table.locator('tbody tr').filter({ hasText: signedRecord.semanticId }).innerText();
    for (const part of [signed.semanticId, signed.customer, 'Repeat purchase', money(25000.5, 'CNY')]) expect(edited).toContain(part);

    // The company is the run's own, so its totals are exactly these two records.
    const cny = partner.getByTestId('performance-total-CNY');
    await cny.waitFor({ timeout: 15_000 });
    await expect(cny.getByTestId('performance-total-all').innerText()).resolves.toContain(money(25000.5, 'CNY'));
    await expect(cny.getByTestId('performance-total-REPEAT_PURCHASE').innerText()).resolves.toContain(money(25000.5, 'CNY'));
    await expect(cny.getByTestId('performance-total-NEW_PURCHASE').innerText()).resolves.toContain(money(0, 'CNY'));
    await expect(cny.innerText()).resolves.toContain('Records: 1');
    const usd = partner.getByTestId('performance-total-USD');
    await expect(usd.getByTestId('performance-total-all').innerText()).resolves.toContain(money(12345.67, 'USD'));
    await expect(usd.getByTestId('performance-total-NEW_PURCHASE').innerText()).resolves.toContain(money(12345.67, 'USD'));
    await expect(usd.getByTestId('performance-total-REPEAT_PURCHASE').innerText()).resolves.toContain(money(0, 'USD'));
    await expect(partner.getByTestId('performance-totals').locator('.pp-performance-total').count()).resolves.toBe(2);
    await partner.locator('nav.pp-sidenav').getByRole('link', { name: 'Project amount' }).waitFor();
    await shot(partner, 'admin-pp-10-workbench');
  });
});
