// The back office's deal-registration settings as a vendor admin uses them, through Keycloak's real sign-in page:
// a level's default quota (a refused value and an unchanged save write nothing), a company's custom rule (created for a
// company found by name, refused as a duplicate, edited, deleted and then shown as deleted), a new industry (disabled
// from the list; a second one with the same name in other letter case refused), and a company's certification level
// (read only: the plan's lowest, then the level of a certification its partner administrator applied for and the
// vendor approved).
// Each step is checked on screen and in the database.
// The journey makes its own world, named with this run's tag: a fixture vendor admin (signs in, in Chinese), a mainland
// company (its custom rule and its level) and an industry. A level's default quota exists once for everyone, so the
// journey edits it only on mainland PLATINUM, a level no other journey uses (their fixture companies sit at their
// site's lowest level unless they ask for another), and puts that level's values back in afterAll.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { fixtures, ownerSql, signedIn, uniqueTag, type Company, type Person } from './fixtures/index.ts';

const tag = uniqueTag();
const orbitName = `Hangzhou Orbit ${tag} Computing Co., Ltd.`;
const industry = { name: `Space exploration ${tag}`, nameZh: `航天探索${tag}` };
/** The level whose default quota this journey edits, as it was before (put back in afterAll). */
const platinum = { id: 0, count: 0, winRate: 0, modifierId: null as string | null };
/** The values the journey saves: different from the level's own, whatever they are. */
const changed = { count: 0, winRate: 0 };

/** A date `days` after today in the business time zone (Asia/Shanghai), as the date input takes it (YYYY-MM-DD). */
const dayFromToday = (days: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * 86_400_000));

let browser: Browser;
let context: BrowserContext;
let page: Page;
let vendor: Person;
let orbit: Company;

const rulesOfOrbit = () =>
  ownerSql<{ max_project_filing_count: number; win_rate: number; valid_until_date: string; is_active: boolean }>(
    `select max_project_filing_count, win_rate, valid_until_date::text, is_active from app_public.project_filing_quota_rules
     where company_id = $1 order by created_at`,
    [orbit.id],
  );

const levelIdOf = async (key: string): Promise<number> =>
  (await ownerSql<{ id: number }>('select id from app_public.certification_levels where key = $1', [key]))[0]!.id;

beforeAll(async () => {
  const [level] = await ownerSql<{ id: number; max_project_filing_count: number; win_rate: number; modifier_id: string | null }>(
    `select id, max_project_filing_count, win_rate, modifier_id from app_public.certification_levels where key = 'PLATINUM'`,
  );
  Object.assign(platinum, { id: level!.id, count: level!.max_project_filing_count, winRate: level!.win_rate, modifierId: level!.modifier_id });
  changed.count = platinum.count === 12 ? 13 : 12;
  changed.winRate = platinum.winRate === 15 ? 16 : 15;
  orbit = await fixtures.company({ name: orbitName, site: 'MAINLAND' });
  vendor = await fixtures.vendorAdmin();
  browser = await launchBrowser();
  ({ context, page } = await signedIn(browser, vendor, '/admin/project-filing-quota', { locale: 'zh-CN' }));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  // The level's default quota is everyone's: put PLATINUM's values back, whatever happened above.
  if (platinum.id) {
    await ownerSql('update app_public.certification_levels set max_project_filing_count = $2, win_rate = $3, modifier_id = $4 where id = $1', [
      platinum.id,
      platinum.count,
      platinum.winRate,
      platinum.modifierId,
    ]);
  }
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
    expect(await page.getByTestId('level-PLATINUM').getByTestId('level-count').innerText()).toBe(String(platinum.count));
    await shot(page, 'quota-01-default-rules');
  });

  it('refuses a win rate above 100 and an unchanged save with their coded texts, then saves a change', async () => {
    await page.getByTestId('level-PLATINUM').getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByTestId('level-dialog');
    const winRate = dialog.locator('input[name="winRate"]');
    await winRate.fill('101');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('赢单率必须是0到100之间的整数（百分比）。').waitFor({ timeout: 10_000 });
    // the same values as before: the server says nothing changed
    await winRate.fill(String(platinum.winRate));
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('未做任何修改。').waitFor({ timeout: 10_000 });
    await shot(page, 'quota-02-level-no-change');
    const [unchanged] = await ownerSql<{ max_project_filing_count: number; win_rate: number; modifier_id: string | null }>(
      'select max_project_filing_count, win_rate, modifier_id from app_public.certification_levels where id = $1',
      [platinum.id],
    );
    expect(unchanged).toEqual({ max_project_filing_count: platinum.count, win_rate: platinum.winRate, modifier_id: platinum.modifierId });
    await dialog.locator('input[name="maxProjectFilingCount"]').fill(String(changed.count));
    await winRate.fill(String(changed.winRate));
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('默认规则已更新').waitFor({ timeout: 10_000 });
    const level = page.getByTestId('level-PLATINUM');
    await expect.poll(() => level.getByTestId('level-count').innerText(), { timeout: 10_000 }).toBe(String(changed.count));
    expect(await level.getByTestId('level-win-rate').innerText()).toBe(String(changed.winRate));
    // the modifier is the vendor admin who saved it
    await level.getByText(vendor.name).waitFor({ timeout: 10_000 });
    const [saved] = await ownerSql<{ max_project_filing_count: number; win_rate: number; modifier_id: string | null }>(
      'select max_project_filing_count, win_rate, modifier_id from app_public.certification_levels where id = $1',
      [platinum.id],
    );
    expect(saved).toEqual({ max_project_filing_count: changed.count, win_rate: changed.winRate, modifier_id: vendor.rootUserId });
    await shot(page, 'quota-03-level-saved');
  });
});

describe('back office: custom quota rules', () => {
  const until = dayFromToday(30);

  it('creates a rule for a company found by name', async () => {
    await page.getByRole('tab', { name: '自定义规则' }).click();
    await page.getByRole('button', { name: '新建自定义规则' }).click();
    const dialog = page.getByTestId('rule-dialog');
    await dialog.getByRole('combobox', { name: '公司' }).fill(`Orbit ${tag}`);
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
    await dialog.getByRole('combobox', { name: '公司' }).fill(`Orbit ${tag}`);
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
    await page.getByPlaceholder('搜索公司名称').fill(`orbit ${tag} computing`);
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
    await page.getByPlaceholder('搜索中文或英文名称').fill(`exploration ${tag}`);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await rows(page).first().innerText()).toContain(industry.nameZh);
    expect(await ownerSql('select enabled from app_public.industries where name = $1', [industry.name])).toEqual([{ enabled: true }]);
    await rows(page).first().getByRole('button', { name: '停用' }).click();
    await page.getByText('已停用').waitFor({ timeout: 10_000 });
    await expect.poll(() => rows(page).first().getByRole('button', { name: '启用' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await ownerSql('select enabled from app_public.industries where name = $1', [industry.name])).toEqual([{ enabled: false }]);
    await shot(page, 'quota-08-industry');
  });

  it('refuses a duplicate industry name (in other letter case) with its coded text', async () => {
    const duplicateZh = `重复${tag}`;
    await page.goto(`${webUrl()}/admin/industry/create`);
    await page.locator('input[name="nameZh"]').fill(duplicateZh);
    await page.locator('input[name="name"]').fill(industry.name.toLowerCase());
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('该列表中已有同名项目。').waitFor({ timeout: 10_000 });
    expect(await ownerSql('select 1 from app_public.industries where name_zh = $1', [duplicateZh])).toHaveLength(0);
  });

  it("shows a company's certification level read only: the plan's lowest, then the level of its approved certification", async () => {
    await page.goto(`${webUrl()}/admin/company/${orbit.id}/show`);
    const level = page.getByTestId('company-level');
    await level.waitFor({ timeout: 15_000 });
    expect(await level.innerText()).toBe('注册级');
    await page.getByText('无生效中的认证，按所在站点计划的最低等级').waitFor();
    // the level is the certification's result: nothing on the page sets it
    await expect(page.getByRole('button', { name: '设置等级' }).count()).resolves.toBe(0);
    // its partner administrator applies for GOLD, the vendor approves it (for a year from business today)
    const certificationId = await fixtures.companyCertification(orbit, { level: 'GOLD' });
    await page.reload();
    await expect.poll(() => level.innerText(), { timeout: 15_000 }).toBe('金牌');
    const [expiry] = await ownerSql<{ expired_date: string }>('select expired_date::text from app_public.company_certifications where id = $1', [
      certificationId,
    ]);
    expect(await page.getByTestId('company-level-expiry').innerText()).toBe(`认证有效期至 ${expiry!.expired_date}`);
    expect(await ownerSql('select certification_level_id from app_public.companies where id = $1', [orbit.id])).toEqual([
      { certification_level_id: await levelIdOf('GOLD') },
    ]);
    await shot(page, 'quota-09-company-level');
    // the link opens the certification that gives the level
    await page.getByTestId('company-level-certification').click();
    await page.waitForURL(new RegExp(`/admin/company-certification-detail/${certificationId}$`), { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('approved-level').innerText(), { timeout: 15_000 }).toContain('金牌');
  });
});
