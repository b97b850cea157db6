// Company points end to end, through Keycloak's real login page, the built apps, the API and Postgres. A vendor admin,
// in the back office's point history (Chinese), adds market points with the create-point dialog (it refuses a market
// entry without a source and a positive entry without an expiry date, with their Chinese texts, and writes nothing):
// one lot expiring within 30 days and one later; then a product lot; then subtracts market points (a negative number),
// which the lot expiring first gives up. A lot that was used is refused for deletion while an untouched one is deleted;
// the tabs all / market / product show the company's entries of each type. On the company-point page the company has
// the market and product totals, the amounts expiring within 30 days and the lots with what remains of them. The
// company's partner administrator then opens the workbench's company points (English) and sees the same totals, the
// amount expiring soon, every entry under Details of changes and the lots of each type with what remains.
// The journey makes its own world, named with this run's tag: a global company and its partner administrator (with one
// product lot given before the journey, expiring within 30 days), and a vendor admin who signs in to the back office.
// Every figure is checked against what the journey created; lists are narrowed to the company by the tag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { businessDate, fixtures, ownerSql, signedIn, uniqueTag, type Company, type Person } from './fixtures/index.ts';

/** The company's name carries the tag, so searching for the tag finds this company alone. */
const tag = uniqueTag();
const Tag = `${tag.charAt(0).toUpperCase()}${tag.slice(1)}`;

let browser: Browser;
const opened: BrowserContext[] = [];
let company: Company;
let vendor: Person;
let admin: Page;

/** Every figure of the journey, with its expiry date (business days, filled in before the steps run). */
const given = { points: 80, expiresInDays: 10, remark: `Opening lot ${Tag}`, expiry: '' };
const marketSoon = { points: 300, source: `Summit ${Tag}`, expiry: '' };
const marketLater = { points: 500, source: `Roadshow ${Tag}`, expiry: '' };
const product = { points: 240, remark: `Project lot ${Tag}`, expiry: '' };
const spent = { points: 120, source: `Exam voucher ${Tag}`, remark: `Voucher ${Tag}` };
const mistaken = { points: 40, source: `Mistake ${Tag}`, expiry: '' };

const marketTotal = marketSoon.points - spent.points + marketLater.points;
const productTotal = given.points + product.points;
const marketExpiring = marketSoon.points - spent.points;
const productExpiring = given.points;

type Entry = { type: string; action: string; point: number; remaining_point: number; expired_date: string | null; source: string | null };
/** The company's ledger, oldest first (as the database owner). */
const entries = () =>
  ownerSql<Entry>(
    `select type::text, action::text, point, remaining_point, expired_date::text, source from app_public.company_points
     where company_id = $1 order by created_at, id`,
    [company.id],
  );

/** A business day as the back office shows it (react-admin's DateField reads a date-only value as UTC). */
const zhDay = (day: string) => new Date(day).toLocaleDateString('zh-CN', { timeZone: 'UTC' });
/** A business day as the portal shows it in English. */
const enDay = (day: string) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(day));

/** The cells' texts of a table row. */
const cells = (row: Locator) => row.locator('td').allInnerTexts().then((texts) => texts.map((t) => t.trim()));

/** Opens the create dialog and fills what is given; the company is found by the tag and chosen by name. */
const fillDialog = async (
  page: Page,
  values: { type: '市场积分' | '产品积分'; points: number; expiry?: string; scenario: string; source?: string; remark?: string },
): Promise<Locator> => {
  await page.getByTestId('point-create').click();
  const dialog = page.getByTestId('point-dialog');
  await dialog.getByRole('combobox', { name: '公司' }).fill(tag);
  await page.getByRole('option', { name: company.name, exact: true }).click();
  await dialog.getByRole('combobox', { name: '类型' }).click();
  await page.getByRole('option', { name: values.type, exact: true }).click();
  await dialog.locator('input[name="point"]').fill(String(values.points));
  if (values.expiry) await dialog.locator('input[name="expiredDate"]').fill(values.expiry);
  await dialog.getByRole('combobox', { name: '场景' }).click();
  await page.getByRole('option', { name: values.scenario, exact: true }).click();
  if (values.source) await dialog.locator('input[name="source"]').fill(values.source);
  if (values.remark) await dialog.locator('textarea[name="remark"]').first().fill(values.remark);
  return dialog;
};

/** Saves the dialog and waits for its notice and for the dialog to close. */
const save = async (page: Page, dialog: Locator, notice: '积分已新增' | '积分已扣减') => {
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByText(notice).first().waitFor({ timeout: 15_000 });
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
};

beforeAll(async () => {
  given.expiry = await businessDate(given.expiresInDays);
  marketSoon.expiry = await businessDate(20);
  marketLater.expiry = await businessDate(200);
  product.expiry = await businessDate(45);
  mistaken.expiry = await businessDate(60);
  company = await fixtures.company({ name: `Pointwell ${Tag} Trading Ltd.`, site: 'GLOBAL' });
  // A product lot the company had before the journey, expiring within 30 days.
  await fixtures.pointEntry(company, { type: 'PRODUCT_POINT', point: given.points, expiresInDays: given.expiresInDays, scenario: 'PROJECT_REWARD', remark: given.remark });
  vendor = await fixtures.vendorAdmin();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of opened) await context.close().catch(() => undefined);
  await browser?.close();
});

describe('company points: the vendor admin', () => {
  it('opens the point history under the 积分 menu, with its tabs', async () => {
    const session = await signedIn(browser, vendor, '/admin/point-history', { locale: 'zh-CN' });
    opened.push(session.context);
    admin = session.page;
    await admin.waitForURL(/\/admin\/point-history/, { timeout: 30_000 });
    for (const entry of ['积分记录', '公司积分']) {
      await admin.getByRole('menuitem', { name: entry, exact: true }).waitFor({ timeout: 30_000 });
    }
    for (const tab of ['全部', '市场积分', '产品积分']) await admin.getByRole('tab', { name: tab, exact: true }).waitFor();
    await admin.getByTestId('point-create').waitFor();
  });

  it('refuses market points without a source, and added points without an expiry date, writing nothing', async () => {
    const before = await entries();
    expect(before).toEqual([
      { type: 'PRODUCT_POINT', action: 'ADD', point: given.points, remaining_point: given.points, expired_date: given.expiry, source: null },
    ]);
    const dialog = await fillDialog(admin, { type: '市场积分', points: marketSoon.points, expiry: marketSoon.expiry, scenario: '活动奖励' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('市场积分必须填写来源。').waitFor({ timeout: 10_000 });
    await dialog.locator('input[name="source"]').fill(marketSoon.source);
    await dialog.locator('input[name="expiredDate"]').fill('');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('增加积分必须填写过期日期。').waitFor({ timeout: 10_000 });
    await shot(admin, 'points-01-dialog-refused');
    expect(await entries()).toEqual(before);

    // with both, the lot is saved
    await dialog.locator('input[name="expiredDate"]').fill(marketSoon.expiry);
    await save(admin, dialog, '积分已新增');
    expect((await entries()).slice(1)).toEqual([
      { type: 'MARKET_POINT', action: 'ADD', point: marketSoon.points, remaining_point: marketSoon.points, expired_date: marketSoon.expiry, source: marketSoon.source },
    ]);
  });

  it('adds a later market lot and a product lot', async () => {
    await save(admin, await fillDialog(admin, { type: '市场积分', points: marketLater.points, expiry: marketLater.expiry, scenario: '活动奖励', source: marketLater.source }), '积分已新增');
    await save(admin, await fillDialog(admin, { type: '产品积分', points: product.points, expiry: product.expiry, scenario: '项目奖励', remark: product.remark }), '积分已新增');
    expect((await entries()).slice(2).map((e) => [e.type, e.action, e.point, e.remaining_point, e.expired_date, e.source])).toEqual([
      ['MARKET_POINT', 'ADD', marketLater.points, marketLater.points, marketLater.expiry, marketLater.source],
      ['PRODUCT_POINT', 'ADD', product.points, product.points, product.expiry, null],
    ]);
  });

  it('subtracts market points (a negative number) from the lot that expires first', async () => {
    const dialog = await fillDialog(admin, { type: '市场积分', points: -spent.points, scenario: '个人认证', source: spent.source, remark: spent.remark });
    await save(admin, dialog, '积分已扣减');
    const market = (await entries()).filter((e) => e.type === 'MARKET_POINT');
    expect(market.map((e) => [e.action, e.point, e.remaining_point, e.source])).toEqual([
      ['ADD', marketSoon.points, marketSoon.points - spent.points, marketSoon.source],
      ['ADD', marketLater.points, marketLater.points, marketLater.source],
      ['SUBTRACT', -spent.points, 0, spent.source],
    ]);
    // the product lots are untouched
    expect((await entries()).filter((e) => e.type === 'PRODUCT_POINT').map((e) => e.remaining_point)).toEqual([given.points, product.points]);
  });

  it('narrows the history to the company, refuses to delete a used lot and deletes an untouched one', async () => {
    await admin.getByPlaceholder('搜索公司名称').fill(tag);
    await admin.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(tag), { timeout: 15_000 });
    await expect.poll(() => rows(admin).count(), { timeout: 15_000 }).toBe(5);

    const usedLot = rows(admin).filter({ hasText: marketSoon.source });
    await usedLot.getByRole('button', { name: '删除' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await admin.getByText('只能删除未使用、未冻结且未过期的增加积分。').waitFor({ timeout: 15_000 });
    expect((await entries()).filter((e) => e.source === marketSoon.source)).toHaveLength(1);

    await save(admin, await fillDialog(admin, { type: '市场积分', points: mistaken.points, expiry: mistaken.expiry, scenario: '活动奖励', source: mistaken.source }), '积分已新增');
    const lot = rows(admin).filter({ hasText: mistaken.source });
    await expect.poll(() => lot.count(), { timeout: 15_000 }).toBe(1);
    expect((await entries()).filter((e) => e.source === mistaken.source)).toHaveLength(1);
    await lot.getByRole('button', { name: '删除' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await admin.getByText('积分已删除').waitFor({ timeout: 15_000 });
    await expect.poll(() => lot.count(), { timeout: 15_000 }).toBe(0);
    expect((await entries()).filter((e) => e.source === mistaken.source)).toEqual([]);
  });

  it('shows the entries of each type under its tab', async () => {
    await admin.getByRole('tab', { name: '市场积分', exact: true }).click();
    await admin.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('"tab":"market"'), { timeout: 15_000 });
    await expect.poll(() => rows(admin).count(), { timeout: 15_000 }).toBe(3);
    const today = zhDay(await businessDate());
    const market = await rows(admin).allInnerTexts();
    expect(market.every((t) => t.includes(company.name) && t.includes('市场积分') && !t.includes('产品积分'))).toBe(true);
    // newest first: the subtraction, then the two lots with what remains of them
    expect((await cells(rows(admin).nth(0))).slice(0, 5)).toEqual([company.name, '市场积分', '扣除', `-${spent.points}`, '—']);
    expect((await cells(rows(admin).nth(1))).slice(0, 7)).toEqual([
      company.name, '市场积分', '增加', `+${marketLater.points}`, String(marketLater.points), today, zhDay(marketLater.expiry),
    ]);
    expect((await cells(rows(admin).nth(2))).slice(0, 7)).toEqual([
      company.name, '市场积分', '增加', `+${marketSoon.points}`, String(marketSoon.points - spent.points), today, zhDay(marketSoon.expiry),
    ]);
    await shot(admin, 'points-02-history-market');

    await admin.getByRole('tab', { name: '产品积分', exact: true }).click();
    await admin.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('"tab":"product"'), { timeout: 15_000 });
    await expect.poll(() => rows(admin).count(), { timeout: 15_000 }).toBe(2);
    expect((await cells(rows(admin).nth(0))).slice(0, 5)).toEqual([company.name, '产品积分', '增加', `+${product.points}`, String(product.points)]);
    expect((await cells(rows(admin).nth(1))).slice(0, 5)).toEqual([company.name, '产品积分', '增加', `+${given.points}`, String(given.points)]);

    await admin.getByRole('tab', { name: '全部', exact: true }).click();
    await admin.waitForURL((url) => !(url.searchParams.get('filter') ?? '').includes('"tab"'), { timeout: 15_000 });
    await expect.poll(() => rows(admin).count(), { timeout: 15_000 }).toBe(5);
  });

  it("reads the company's totals, the amounts expiring within 30 days and the lots on the company-point page", async () => {
    await admin.getByRole('menuitem', { name: '公司积分', exact: true }).click();
    await admin.waitForURL(/\/admin\/company-point/, { timeout: 15_000 });
    // The point history has rows and a search box with the same placeholder: wait until it has left the page (its
    // create button goes with it), then until the company list has loaded, before typing in the search box.
    await admin.getByTestId('point-create').waitFor({ state: 'detached', timeout: 30_000 });
    await rows(admin).first().waitFor({ timeout: 30_000 });
    await admin.getByPlaceholder('搜索公司名称').fill(tag);
    await admin.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(tag), { timeout: 15_000 });
    await expect.poll(() => rows(admin).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => cells(rows(admin).first()), { timeout: 15_000 }).toEqual([company.name, String(marketTotal), String(productTotal)]);

    await rows(admin).first().click();
    await admin.getByTestId('total-MARKET_POINT').waitFor({ timeout: 15_000 });
    expect(await admin.getByTestId('total-MARKET_POINT').innerText()).toBe(`合计：${marketTotal}`);
    // what expires soon is read for the company's page alone: it follows the list's row shown first
    expect(await admin.getByTestId('expiring-MARKET_POINT').innerText({ timeout: 15_000 })).toBe(`30天内将过期：${marketExpiring}`);
    expect(await admin.getByTestId('total-PRODUCT_POINT').innerText()).toBe(`合计：${productTotal}`);
    expect(await admin.getByTestId('expiring-PRODUCT_POINT').innerText({ timeout: 15_000 })).toBe(`30天内将过期：${productExpiring}`);

    // the lots, soonest expiry first: points, what remains, effective and expiry dates, status
    const marketLots = admin.getByTestId('lots-MARKET_POINT').locator('tbody tr');
    await expect.poll(() => marketLots.count(), { timeout: 15_000 }).toBe(2);
    const today = zhDay(await businessDate());
    expect((await cells(marketLots.nth(0))).slice(0, 5)).toEqual([String(marketSoon.points), String(marketExpiring), today, zhDay(marketSoon.expiry), '即将过期']);
    expect((await cells(marketLots.nth(0)))).toContain(marketSoon.source);
    expect((await cells(marketLots.nth(1))).slice(0, 5)).toEqual([String(marketLater.points), String(marketLater.points), today, zhDay(marketLater.expiry), '可用']);
    const productLots = admin.getByTestId('lots-PRODUCT_POINT').locator('tbody tr');
    await expect.poll(() => productLots.count(), { timeout: 15_000 }).toBe(2);
    expect((await cells(productLots.nth(0))).slice(0, 5)).toEqual([String(given.points), String(given.points), today, zhDay(given.expiry), '即将过期']);
    expect((await cells(productLots.nth(1))).slice(0, 5)).toEqual([String(product.points), String(product.points), today, zhDay(product.expiry), '可用']);
    await shot(admin, 'points-03-company-point');
  });
});

describe('company points: the partner administrator in the workbench', () => {
  let page: Page;

  it('sees the totals and the amount expiring within 30 days', async () => {
    const session = await signedIn(browser, company.admin, '/workbench/company-point');
    opened.push(session.context);
    page = session.page;
    await page.getByTestId('points-summary').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('points-total-market').innerText(), { timeout: 15_000 }).toBe(String(marketTotal));
    expect(await page.getByTestId('points-total-product').innerText()).toBe(String(productTotal));
    expect(await page.getByTestId('points-expiring-total').innerText()).toBe(String(marketExpiring + productExpiring));
    const expiring = await page.getByTestId('points-expiring').innerText();
    expect(expiring).toContain('Expiring within 30 days');
    expect(expiring).toContain(`Market: ${marketExpiring} · Product: ${productExpiring} · Next expiry: ${enDay(given.expiry)}`);
    // the side menu offers the page under its group
    await page.getByRole('link', { name: 'Company points' }).first().waitFor();
  });

  it('lists every entry under Details of changes, newest first', async () => {
    const table = page.getByTestId('points-entries');
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(5);
    const today = enDay(await businessDate());
    const texts = await Promise.all((await table.locator('tbody tr').all()).map(cells));
    expect(texts).toEqual([
      [today, 'Market point', 'Subtract', `-${spent.points}`, 'Personal certificate', spent.remark],
      [today, 'Product point', 'Add', `+${product.points}`, 'Project reward', product.remark],
      [today, 'Market point', 'Add', `+${marketLater.points}`, 'Activity reward', '—'],
      [today, 'Market point', 'Add', `+${marketSoon.points}`, 'Activity reward', '—'],
      [today, 'Product point', 'Add', `+${given.points}`, 'Project reward', given.remark],
    ]);
    await shot(page, 'points-04-workbench-details');
  });

  it('shows the market and product lots with what remains and when they expire', async () => {
    const today = enDay(await businessDate());
    await page.locator('.p-tabmenu').getByText('Market point', { exact: true }).click();
    await page.waitForURL(/tab=market/);
    const marketLots = page.getByTestId('points-lots-MARKET_POINT');
    // the table shows its empty-message row until the page arrives: wait for the lots themselves
    await marketLots.getByText(marketLater.source).waitFor({ timeout: 15_000 });
    const market = await Promise.all((await marketLots.locator('tbody tr').all()).map(cells));
    expect(market).toEqual([
      [today, enDay(marketSoon.expiry), String(marketSoon.points), String(marketExpiring), expect.stringMatching(/^Available\s*Expires soon$/), 'Activity reward', marketSoon.source, '—'],
      [today, enDay(marketLater.expiry), String(marketLater.points), String(marketLater.points), 'Available', 'Activity reward', marketLater.source, '—'],
    ]);

    await page.locator('.p-tabmenu').getByText('Product point', { exact: true }).click();
    await page.waitForURL(/tab=product/);
    const productLots = page.getByTestId('points-lots-PRODUCT_POINT');
    await productLots.getByText(product.remark).waitFor({ timeout: 15_000 });
    const products = await Promise.all((await productLots.locator('tbody tr').all()).map(cells));
    expect(products).toEqual([
      [today, enDay(given.expiry), String(given.points), String(given.points), expect.stringMatching(/^Available\s*Expires soon$/), 'Project reward', given.remark],
      [today, enDay(product.expiry), String(product.points), String(product.points), 'Available', 'Project reward', product.remark],
    ]);
    await shot(page, 'points-05-workbench-product');
  });
});
