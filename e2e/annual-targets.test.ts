// Annual targets, through Keycloak's real sign-in page. In the back office (Chinese, one tab per year) a vendor admin
// sets a company's targets for this business year: the form refuses the year 2020, and the server refuses a new
// purchase target before the total one, then a second total target, then deleting the total while the new purchase
// target exists, each with its coded Chinese text and writing nothing; the total and new purchase targets are created
// and the total's amount edited, and the company's chart dialog shows each target's completion. The company's partner
// administrator then opens the workbench overview (English) and sees each target with its amount, the amount achieved,
// the completion and its chart, and a year without targets says so.
// The journey makes its own world, named with this run's tag: a company, a member who files a deal that both sides
// approve, three performance records of this year against it recorded by the vendor's own command (300,000 CNY new
// purchase and 200,000 CNY repeat purchase, and 999 USD new purchase that the CNY targets leave out), and a vendor
// admin for the back office. Every figure checked is counted from those records and the targets set here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './lib/browser.ts';
import { shot } from './lib/admin.ts';
import { businessDate, fixtures, ownerSql, signedIn, uniqueTag, type Company, type Person, type Session } from './fixtures/index.ts';

const tag = `E2EAT${uniqueTag().toUpperCase()}`;
const companyName = `Annual Targets ${tag} Trading Co., Ltd.`;

let browser: Browser;
let company: Company;
let vendor: Person;
/** This business year (Asia/Shanghai). */
let year: number;

const opened: BrowserContext[] = [];
const open = async (session: Promise<Session>): Promise<Session> => {
  const s = await session;
  opened.push(s.context);
  return s;
};

const targetsOfYear = () =>
  ownerSql<{ project_type: string; performance: string; currency_iso_code: string }>(
    `select project_type, performance::text, currency_iso_code from app_public.company_performance_targets
     where company_id = $1 and year = $2 order by project_type`,
    [company.id, year],
  );

beforeAll(async () => {
  company = await fixtures.company({ site: 'MAINLAND', name: companyName });
  const mia = await fixtures.member(company);
  const deal = await fixtures.filingInEffect(mia, company.admin, { name: `${tag} annual deal`, customer: `Hangzhou ${tag} Hospital` });
  const today = await businessDate();
  year = Number(today.slice(0, 4));
  // The first record signs the filing (signing date: its effective date, today); the others are against it signed.
  await fixtures.performanceRecord(company, deal, { semanticId: `${tag}-1`, amount: '200000.00', projectType: 'REPEAT_PURCHASE', effectiveDate: today });
  await fixtures.performanceRecord(company, deal, { semanticId: `${tag}-2`, amount: '300000.00', projectType: 'NEW_PURCHASE', effectiveDate: `${year}-01-01` });
  await fixtures.performanceRecord(company, deal, { semanticId: `${tag}-3`, amount: '999.00', currency: 'USD', projectType: 'NEW_PURCHASE', effectiveDate: today });
  vendor = await fixtures.vendorAdmin();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of opened) await context.close().catch(() => undefined);
  await browser?.close();
});

describe('annual targets', () => {
  let page: Page;
  const row = () => page.getByTestId('target-company-row').filter({ hasText: companyName });
  const cell = (type: 'TOTAL' | 'NEW_PURCHASE') => row().getByTestId(`target-${type}`);

  it('the vendor admin’s form refuses the year 2020, and the server a new purchase target before the total, writing nothing', async () => {
    ({ page } = await open(signedIn(browser, vendor, `/admin/company-performance-target?year=${year}`, { locale: 'zh-CN' })));
    await page.getByRole('tab', { name: `${year}年`, selected: true }).waitFor({ timeout: 60_000 });
    await expect(page.getByRole('menuitem', { name: '年度目标', exact: true }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: '新建目标' }).click();
    const dialog = page.getByTestId('target-dialog');
    await dialog.getByRole('combobox', { name: '公司' }).fill(tag);
    await page.getByRole('option', { name: companyName }).click();
    await dialog.locator('input[name="year"]').fill('2020');
    await dialog.getByRole('combobox', { name: '项目类型' }).click();
    await page.getByRole('option', { name: '新购', exact: true }).click();
    await dialog.locator('input[name="performance"]').fill('1000000');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('年份必须在2021年至2100年之间。').waitFor({ timeout: 10_000 });
    await shot(page, 'annual-targets-01-year-2020');

    await dialog.locator('input[name="year"]').fill(String(year));
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('请先设置本年度的总计目标。').waitFor({ timeout: 10_000 });
    await shot(page, 'annual-targets-02-total-missing');
    await expect(dialog.isVisible()).resolves.toBe(true);
    expect(await targetsOfYear()).toEqual([]);
  });

  it('sets the total target, then the new purchase target from the company’s row', async () => {
    const dialog = page.getByTestId('target-dialog');
    await dialog.getByRole('combobox', { name: '项目类型' }).click();
    await page.getByRole('option', { name: '总计', exact: true }).click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('年度目标已创建').first().waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    // The year's list narrowed to this company (other companies' targets of the year are not this journey's).
    await page.getByRole('combobox', { name: '按公司筛选' }).fill(tag);
    await page.getByRole('option', { name: companyName }).click();
    await expect.poll(() => page.getByTestId('target-company-row').count(), { timeout: 15_000 }).toBe(1);
    await cell('TOTAL').waitFor({ timeout: 10_000 });
    // The row's first 设置 button is the new purchase cell's (TOTAL is set; REPEAT_PURCHASE is last).
    await row().getByRole('button', { name: '设置' }).first().click();
    await dialog.locator('input[name="performance"]').fill('400000');
    await dialog.getByRole('button', { name: '保存' }).click();
    await cell('NEW_PURCHASE').waitFor({ timeout: 10_000 });
    expect(await targetsOfYear()).toEqual([
      { project_type: 'TOTAL', performance: '1000000.00', currency_iso_code: 'CNY' },
      { project_type: 'NEW_PURCHASE', performance: '400000.00', currency_iso_code: 'CNY' },
    ]);
    // 200,000 + 300,000 CNY of 1,000,000; 300,000 CNY new purchase of 400,000; the USD record is not counted.
    expect(await cell('TOTAL').getByTestId('target-amount').innerText()).toBe('CNY 1,000,000.00');
    expect(await cell('TOTAL').getByTestId('target-cell-completion').innerText()).toBe('完成率 50.00%');
    expect(await cell('NEW_PURCHASE').getByTestId('target-amount').innerText()).toBe('CNY 400,000.00');
    expect(await cell('NEW_PURCHASE').getByTestId('target-cell-completion').innerText()).toBe('完成率 75.00%');
    await shot(page, 'annual-targets-03-targets');
  });

  it('refuses a second total target of the year, and deleting the total while the new purchase target exists', async () => {
    await page.getByRole('button', { name: '新建目标' }).click();
    const dialog = page.getByTestId('target-dialog');
    // Opened from the narrowed list: the company, the year and TOTAL are filled in.
    await expect.poll(() => dialog.getByRole('combobox', { name: '公司' }).inputValue(), { timeout: 10_000 }).toBe(companyName);
    expect(await dialog.locator('input[name="year"]').inputValue()).toBe(String(year));
    await dialog.locator('input[name="performance"]').fill('5000');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('该公司本年度已有此项目类型的目标，请编辑现有目标。').waitFor({ timeout: 10_000 });
    await shot(page, 'annual-targets-04-duplicate');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });

    await cell('TOTAL').getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '删除年度目标' });
    await confirm.getByText(`确定删除 ${companyName} ${year}年的总计目标吗？`).waitFor({ timeout: 10_000 });
    await confirm.getByRole('button', { name: '确认' }).click();
    await page.getByText('本年度仍有新购或复购目标，不能删除总计目标，请先删除新购和复购目标。').waitFor({ timeout: 10_000 });
    await confirm.waitFor({ state: 'detached', timeout: 10_000 });
    await shot(page, 'annual-targets-05-total-delete-blocked');
    await expect(cell('TOTAL').isVisible()).resolves.toBe(true);
    expect(await targetsOfYear()).toEqual([
      { project_type: 'TOTAL', performance: '1000000.00', currency_iso_code: 'CNY' },
      { project_type: 'NEW_PURCHASE', performance: '400000.00', currency_iso_code: 'CNY' },
    ]);
  });

  it('edits the total target’s amount, and the completion follows', async () => {
    await cell('TOTAL').getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByTestId('target-dialog');
    await dialog.getByText(`编辑年度目标：${companyName} · ${year}年 · 总计`).waitFor({ timeout: 10_000 });
    expect(await dialog.locator('input[name="performance"]').inputValue()).toBe('1000000');
    await dialog.locator('input[name="performance"]').fill('800000');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('年度目标已更新').first().waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    // 500,000 CNY of 800,000
    await expect.poll(() => cell('TOTAL').getByTestId('target-amount').innerText(), { timeout: 10_000 }).toBe('CNY 800,000.00');
    expect(await cell('TOTAL').getByTestId('target-cell-completion').innerText()).toBe('完成率 62.50%');
    expect(await targetsOfYear()).toEqual([
      { project_type: 'TOTAL', performance: '800000.00', currency_iso_code: 'CNY' },
      { project_type: 'NEW_PURCHASE', performance: '400000.00', currency_iso_code: 'CNY' },
    ]);
    await shot(page, 'annual-targets-06-edited');
  });

  it('shows the company’s charts of the year with the completion', async () => {
    await row().getByRole('button', { name: '图表' }).click();
    const charts = page.getByTestId('target-charts');
    await charts.getByText(`${companyName} · ${year}年目标完成情况`).waitFor({ timeout: 10_000 });
    const total = charts.getByTestId('target-chart-TOTAL');
    const newPurchase = charts.getByTestId('target-chart-NEW_PURCHASE');
    await total.locator('canvas').waitFor({ timeout: 10_000 });
    await newPurchase.locator('canvas').waitFor({ timeout: 10_000 });
    expect(await total.getByTestId('target-completion').innerText()).toBe('完成率 62.50%');
    await expect(total.getByText('目标: CNY 800,000.00').isVisible()).resolves.toBe(true);
    expect(await newPurchase.getByTestId('target-completion').innerText()).toBe('完成率 75.00%');
    await expect(newPurchase.getByText('目标: CNY 400,000.00').isVisible()).resolves.toBe(true);
    expect(await charts.getByTestId('target-chart-REPEAT_PURCHASE').count()).toBe(0);
    await expect(charts.getByText('只统计币种为 CNY 的业绩记录，其他币种的业绩不计入。').first().isVisible()).resolves.toBe(true);
    await shot(page, 'annual-targets-07-chart');
    await charts.getByRole('button', { name: '关闭' }).click();
    await charts.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('the partner administrator sees the targets, the amounts achieved, the completion and the charts in the workbench overview', async () => {
    const { page: portal } = await open(signedIn(browser, company.admin, '/workbench'));
    const card = portal.getByTestId('annual-overview');
    const total = card.getByTestId('annual-target-TOTAL');
    const newPurchase = card.getByTestId('annual-target-NEW_PURCHASE');
    await total.waitFor({ timeout: 60_000 });
    await total.locator('canvas').waitFor({ timeout: 15_000 });
    await newPurchase.locator('canvas').waitFor({ timeout: 15_000 });
    expect(await total.locator('.pp-annual-target-figures').innerText()).toMatch(/^Target: CN¥800,000\.00\s+Achieved: CN¥500,000\.00$/);
    expect(await total.getByTestId('annual-target-completion').innerText()).toBe('Completion 62.50%');
    expect(await newPurchase.locator('.pp-annual-target-figures').innerText()).toMatch(/^Target: CN¥400,000\.00\s+Achieved: CN¥300,000\.00$/);
    expect(await newPurchase.getByTestId('annual-target-completion').innerText()).toBe('Completion 75.00%');
    expect(await card.getByTestId('annual-target-REPEAT_PURCHASE').count()).toBe(0);
    await shot(portal, 'annual-targets-08-workbench');
    // a year without targets says so
    await card.locator('.p-dropdown').click();
    await portal.locator('.p-dropdown-panel').getByRole('option', { name: String(year - 1), exact: true }).click();
    await card.getByTestId('annual-overview-empty').waitFor({ timeout: 15_000 });
    expect(await card.getByTestId('annual-overview-empty').innerText()).toBe(`No annual target has been set for ${year - 1} yet.`);
    await shot(portal, 'annual-targets-09-workbench-empty');
  });
});
