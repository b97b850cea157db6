// The back office's deal-registration settings as a vendor admin uses them, through Keycloak's real sign-in page:
// a level's default quota (a refused value and an unchanged save write nothing), a company's custom rule (created for a
// company found by name, refused as a duplicate, edited, deleted and then shown as deleted), a new industry (disabled
// from the list), and a company's certification level. Each step is checked on screen and in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { rows, session, shot, sql } from './lib/admin.ts';

const orbit = { id: '', name: 'Hangzhou Orbit Computing Co., Ltd.' };
const silver = { id: 2, count: 10, winRate: 10 };
const industry = { name: 'Space exploration E2E', nameZh: '航天探索' };

/** A date `days` after today in the business time zone (Asia/Shanghai), as the date input takes it (YYYY-MM-DD). */
const dayFromToday = (days: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * 86_400_000));

let browser: Browser;
let context: BrowserContext;
let page: Page;

const rulesOfOrbit = () =>
  sql<{ max_project_filing_count: number; win_rate: number; valid_until_date: string; is_active: boolean }>(
    `select max_project_filing_count, win_rate, valid_until_date::text, is_active from app_public.project_filing_quota_rules
     where company_id = $1 order by created_at`,
    [orbit.id],
  );

beforeAll(async () => {
  const [found] = await sql<{ id: string }>('select id from app_public.companies where name = $1', [orbit.name]);
  orbit.id = found!.id;
  browser = await launchBrowser();
  ({ context, page } = await session(browser, 'vendor.admin', '/admin/project-filing-quota'));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  // Leave the seeded data as it was, whatever happened above.
  await sql('update app_public.certification_levels set max_project_filing_count = $2, win_rate = $3, modifier_id = null where id = $1', [
    silver.id,
    silver.count,
    silver.winRate,
  ]);
  if (orbit.id) {
    await sql('delete from app_public.project_filing_quota_rules where company_id = $1', [orbit.id]);
    await sql('update app_public.companies set certification_level_id = null where id = $1', [orbit.id]);
  }
  await sql('delete from app_public.industries where name = $1', [industry.name]);
});

describe('back office: default quota of a certification level', () => {
  it('lists the levels of both plans under the settings menu', async () => {
    await page.waitForURL(/\/admin\/project-filing-quota/, { timeout: 30_000 });
    await page.getByTestId('default-rules').waitFor();
    for (const entry of ['项目报备配额', '行业', '竞争对手', '商机来源', '应用场景', '项目阶段', '产品', '分销商']) {
      await expect(page.getByRole('menuitem', { name: entry, exact: true }).isVisible(), entry).resolves.toBe(true);
    }
    for (const key of ['REGISTER', 'SILVER', 'GOLD', 'PLATINUM', 'REGISTERED', 'ADVANCED']) {
      await expect(page.getByTestId(`level-${key}`).isVisible(), key).resolves.toBe(true);
    }
    expect(await page.getByTestId('level-SILVER').getByTestId('level-count').innerText()).toBe(String(silver.count));
    await shot(page, 'quota-01-default-rules');
  });

  it('refuses a win rate above 100 and an unchanged save with their coded texts, then saves a change', async () => {
    await page.getByTestId('level-SILVER').getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByTestId('level-dialog');
    const winRate = dialog.locator('input[name="winRate"]');
    await winRate.fill('101');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('赢单率必须是0到100之间的整数（百分比）。').waitFor({ timeout: 10_000 });
    // the same values as before: the server says nothing changed
    await winRate.fill(String(silver.winRate));
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('未做任何修改。').waitFor({ timeout: 10_000 });
    await shot(page, 'quota-02-level-no-change');
    const [unchanged] = await sql<{ win_rate: number; modifier_id: string | null }>(
      'select win_rate, modifier_id from app_public.certification_levels where id = $1',
      [silver.id],
    );
    expect(unchanged).toEqual({ win_rate: silver.winRate, modifier_id: null });
    await dialog.locator('input[name="maxProjectFilingCount"]').fill('12');
    await winRate.fill('15');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('默认规则已更新').waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('level-SILVER').getByTestId('level-count').innerText(), { timeout: 10_000 }).toBe('12');
    expect(await page.getByTestId('level-SILVER').getByTestId('level-win-rate').innerText()).toBe('15');
    // the modifier is the vendor admin who saved it
    await expect(page.getByTestId('level-SILVER').getByText('Vera Admin').isVisible()).resolves.toBe(true);
    const [saved] = await sql<{ max_project_filing_count: number; win_rate: number; modifier_id: string | null }>(
      'select max_project_filing_count, win_rate, modifier_id from app_public.certification_levels where id = $1',
      [silver.id],
    );
    expect(saved).toMatchObject({ max_project_filing_count: 12, win_rate: 15 });
    expect(saved!.modifier_id).not.toBeNull();
    await shot(page, 'quota-03-level-saved');
  });
});

describe('back office: custom quota rules', () => {
  const until = dayFromToday(30);

  it('creates a rule for a company found by name', async () => {
    await page.getByRole('tab', { name: '自定义规则' }).click();
    await page.getByRole('button', { name: '新建自定义规则' }).click();
    const dialog = page.getByTestId('rule-dialog');
    await dialog.getByRole('combobox', { name: '公司' }).fill('Orbit');
    await page.getByRole('option', { name: orbit.name }).click();
    await dialog.locator('input[name="maxProjectFilingCount"]').fill('7');
    await dialog.locator('input[name="winRate"]').fill('20');
    await dialog.locator('input[name="validUntilDate"]').fill(until);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('自定义规则已创建').waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await rows(page).allInnerTexts()).some((t) => t.includes(orbit.name)), { timeout: 10_000 }).toBe(true);
    expect(await rulesOfOrbit()).toEqual([{ max_project_filing_count: 7, win_rate: 20, valid_until_date: until, is_active: true }]);
    await shot(page, 'quota-04-rule-created');
  });

  it('refuses a second rule for the same company with its coded text', async () => {
    await page.getByRole('button', { name: '新建自定义规则' }).click();
    const dialog = page.getByTestId('rule-dialog');
    await dialog.getByRole('combobox', { name: '公司' }).fill('Orbit');
    await page.getByRole('option', { name: orbit.name }).click();
    await dialog.locator('input[name="maxProjectFilingCount"]').fill('3');
    await dialog.locator('input[name="winRate"]').fill('0');
    await dialog.locator('input[name="validUntilDate"]').fill(until);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('该公司已有自定义配额规则，请编辑或删除现有规则。').waitFor({ timeout: 10_000 });
    await shot(page, 'quota-05-rule-duplicate');
    await dialog.getByRole('button', { name: '取消' }).click();
    expect(await rulesOfOrbit()).toHaveLength(1);
  });

  it('searches rules by company name and edits one', async () => {
    await page.getByPlaceholder('搜索公司名称').fill('orbit computing');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByTestId('rule-dialog');
    await dialog.locator('input[name="maxProjectFilingCount"]').fill('9');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('自定义规则已更新').waitFor({ timeout: 10_000 });
    await expect.poll(async () => rows(page).first().innerText(), { timeout: 10_000 }).toContain('9');
    expect((await rulesOfOrbit())[0]).toMatchObject({ max_project_filing_count: 9, win_rate: 20, is_active: true });
    await shot(page, 'quota-06-rule-edited');
  });

  it('deletes the rule: it leaves the list and is shown among the deleted ones', async () => {
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await page.getByText('自定义规则已删除').waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await rows(page).allInnerTexts()).some((t) => t.includes(orbit.name)), { timeout: 10_000 }).toBe(false);
    expect((await rulesOfOrbit())[0]).toMatchObject({ is_active: false });
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '已删除' }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await rows(page).first().innerText()).toContain('已删除');
    // a deleted rule offers neither edit nor delete
    await expect(rows(page).first().getByRole('button', { name: '编辑' }).count()).resolves.toBe(0);
    await shot(page, 'quota-07-rule-deleted');
  });
});

describe('back office: reference lists and a company level', () => {
  it('adds an industry and disables it from the list', async () => {
    await page.goto(`${webUrl()}/admin/industry/create`);
    await page.locator('input[name="nameZh"]').fill(industry.nameZh);
    await page.locator('input[name="name"]').fill(industry.name);
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/admin\/industry(\?|$)/, { timeout: 15_000 });
    await page.getByPlaceholder('搜索中文或英文名称').fill('exploration');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await rows(page).first().innerText()).toContain(industry.nameZh);
    expect(await sql('select enabled from app_public.industries where name = $1', [industry.name])).toEqual([{ enabled: true }]);
    await rows(page).first().getByRole('button', { name: '停用' }).click();
    await page.getByText('已停用').waitFor({ timeout: 10_000 });
    await expect.poll(() => rows(page).first().getByRole('button', { name: '启用' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await sql('select enabled from app_public.industries where name = $1', [industry.name])).toEqual([{ enabled: false }]);
    await shot(page, 'quota-08-industry');
  });

  it('refuses a duplicate industry name with its coded text', async () => {
    await page.goto(`${webUrl()}/admin/industry/create`);
    await page.locator('input[name="nameZh"]').fill('重复');
    await page.locator('input[name="name"]').fill('government');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('该列表中已有同名项目。').waitFor({ timeout: 10_000 });
    expect(await sql(`select 1 from app_public.industries where name_zh = '重复'`)).toHaveLength(0);
  });

  it("sets a company's certification level from its page", async () => {
    await page.goto(`${webUrl()}/admin/company/${orbit.id}/show`);
    const level = page.getByTestId('company-level');
    await level.waitFor({ timeout: 15_000 });
    expect(await level.innerText()).toBe('注册级');
    await page.getByRole('button', { name: '设置等级' }).click();
    await page.getByRole('dialog').getByRole('combobox').click();
    await page.getByRole('option', { name: /金牌/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await page.getByText('认证等级已更新').waitFor({ timeout: 10_000 });
    await expect.poll(() => level.innerText(), { timeout: 10_000 }).toBe('金牌');
    expect(await sql('select certification_level_id from app_public.companies where id = $1', [orbit.id])).toEqual([{ certification_level_id: 3 }]);
    await shot(page, 'quota-09-company-level');
    // none again: the company is back at the lowest level of its plan
    await page.getByRole('button', { name: '设置等级' }).click();
    await page.getByRole('dialog').getByRole('combobox').click();
    // the empty choice is named by its clear action; pick it by its text
    await page.getByRole('listbox').getByText(/未设置/).click();
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await expect.poll(() => level.innerText(), { timeout: 10_000 }).toBe('注册级');
    expect(await sql('select certification_level_id from app_public.companies where id = $1', [orbit.id])).toEqual([{ certification_level_id: null }]);
  });
});
