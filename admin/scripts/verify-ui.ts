// Drives the back office as a person would: Keycloak's real sign-in page, then the screens, with screenshots.
// Usage (dev servers running): ADMIN_URL=http://localhost:15173/admin/ npx tsx admin/scripts/verify-ui.ts
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/lib/chromium.ts';

const adminUrl = process.env.ADMIN_URL ?? 'http://localhost:5173/admin/';
const shots = process.env.SHOTS_DIR ?? '/tmp/shots';
const password = process.env.DEMO_PASSWORD ?? 'Partner#2026';
mkdirSync(shots, { recursive: true });

let failures = 0;
const check = (ok: boolean, what: string): void => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures++;
};

const open = async (): Promise<{ context: BrowserContext; page: Page; problems: string[] }> => {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'admin-ui-')), {
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_FLAGS],
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console@${new URL(page.url()).pathname}: ${m.text().slice(0, 160)} ${m.args().length > 1 ? m.args().slice(1, 3).map(String).join(',') : ''}`);
  });
  page.on('response', (r) => {
    if (r.url().includes('/graphql') && r.status() >= 400) problems.push(`graphql HTTP ${r.status()}`);
  });
  return { context, page, problems };
};

const shot = async (page: Page, name: string): Promise<void> => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(shots, `admin-${name}.png`), fullPage: true });
};

const signIn = async (page: Page, username: string): Promise<void> => {
  await page.goto(adminUrl);
  await page.locator('#username').waitFor({ timeout: 30_000 });
  check(new URL(page.url()).searchParams.get('ui_locales') === 'zh-CN', `${username}: Keycloak sign-in asked in zh-CN`);
  await shot(page, `${username}-00-keycloak-login`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#kc-login').click();
};

const rows = (page: Page) => page.locator('table tbody tr');

// ---- vendor.admin: the back office ----
{
  const { context, page, problems } = await open();
  try {
    await signIn(page, 'vendor.admin');
    await page.waitForURL(/\/admin\/company(\?|$)/, { timeout: 30_000 });
    await rows(page).first().waitFor();
    check(true, `index lands on ${new URL(page.url()).pathname}`);
    check((await page.getByText('前台').count()) > 0, 'app bar has the 前台 link');
    check((await page.getByText('加入公司申请').count()) > 0, 'menu shows 加入公司申请');
    await shot(page, '01-companies');

    await page.locator('input[name="q"]').fill('cloudway');
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1, null, { timeout: 10_000 });
    check((await rows(page).count()) === 1, 'search "cloudway" leaves one company');
    await shot(page, '02-companies-search');

    await rows(page).first().click();
    await page.waitForURL(/\/admin\/company\/[^/]+\/show/);
    await page.getByText('Lily Chen').first().waitFor();
    check(true, 'company show lists partner manager Lily Chen');
    await shot(page, '03-company-show');

    await page.getByRole('link', { name: '编辑' }).click();
    await page.waitForURL(/\/admin\/company\/[^/]+$/);
    const industry = page.locator('input[name="industry"]');
    await industry.waitFor();
    const original = await industry.inputValue();
    const website = page.locator('input[name="website"]');
    const originalWebsite = await website.inputValue();
    await website.fill('ftp://cloudway.example.com');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('链接必须以 http 或 https 开头').first().waitFor({ timeout: 5_000 });
    check(true, 'website without http/https is refused with the zh message');
    await shot(page, '04-company-edit-invalid-url');
    await website.fill(originalWebsite);
    const edited = `${original} · 已编辑`;
    await industry.fill(edited);
    await shot(page, '05-company-edit');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/show$/);
    await page.getByText(edited).first().waitFor({ timeout: 10_000 });
    check(true, `industry saved as "${edited}"`);
    await shot(page, '06-company-saved');
    // put the seed value back
    await page.getByRole('link', { name: '编辑' }).click();
    await industry.waitFor();
    await industry.fill(original);
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/show$/);
    await page.getByText(original, { exact: true }).first().waitFor({ timeout: 10_000 });
    check(true, `industry restored to "${original}"`);

    await page.goto(new URL('company-user', adminUrl).toString());
    await rows(page).first().waitFor();
    check((await rows(page).count()) > 0, `company users list has ${await rows(page).count()} rows`);
    await shot(page, '07-company-users');

    await page.goto(new URL('company-join-application', adminUrl).toString());
    await rows(page).first().waitFor();
    const liWei = rows(page).filter({ hasText: 'Li Wei' });
    check((await liWei.count()) > 0, 'join applications list shows Li Wei');
    check((await liWei.filter({ hasText: '申请中' }).count()) > 0, 'Li Wei is 申请中');
    await shot(page, '08-join-applications');
    await liWei.first().click();
    await page.waitForURL(/\/show$/);
    await page.getByText('Li Wei').first().waitFor();
    await shot(page, '09-join-application-show');

    await page.goto(new URL('role', adminUrl).toString());
    await rows(page).first().waitFor();
    await shot(page, '10-roles');
    await rows(page).filter({ hasText: '普通成员' }).first().click();
    await page.waitForURL(/\/admin\/role\/[^/]+$/);
    const box = page.getByRole('checkbox', { name: /查看年度概览/ });
    await box.waitFor();
    const before = await box.isChecked();
    await box.click();
    await shot(page, '11-role-edit-toggled');
    await page.getByRole('button', { name: '保存权限' }).click();
    await page.getByText('权限已保存').first().waitFor({ timeout: 10_000 });
    await page.waitForURL(/\/admin\/role(\?|$)/);
    const memberRow = rows(page).filter({ hasText: '普通成员' }).first();
    await memberRow.waitFor();
    await shot(page, '12-roles-after-save');
    await memberRow.click();
    await box.waitFor();
    check((await box.isChecked()) === !before, `查看年度概览 on 普通成员 is now ${!before ? 'held' : 'not held'}`);
    await box.click();
    await page.getByRole('button', { name: '保存权限' }).click();
    await page.getByText('权限已保存').first().waitFor({ timeout: 10_000 });
    await page.waitForURL(/\/admin\/role(\?|$)/);
    await rows(page).filter({ hasText: '普通成员' }).first().click();
    await box.waitFor();
    check((await box.isChecked()) === before, '查看年度概览 on 普通成员 toggled back');
    await shot(page, '13-role-restored');

    check(problems.length === 0, `no console errors / failed GraphQL calls${problems.length ? `: ${problems.join(' | ')}` : ''}`);
  } catch (error) {
    failures++;
    console.log('FAIL vendor.admin journey:', error);
    await shot(page, 'zz-vendor-failure');
  } finally {
    await context.close();
  }
}

// ---- member: refused ----
{
  const { context, page } = await open();
  try {
    await signIn(page, 'member');
    await page.getByTestId('admin-no-permission').waitFor({ timeout: 30_000 });
    check(true, 'member sees the no-permission page');
    const home = page.getByRole('link', { name: '返回前台首页' });
    check((await home.getAttribute('href')) === '/', 'no-permission page links back to /');
    await shot(page, 'member-01-no-permission');
  } catch (error) {
    failures++;
    console.log('FAIL member journey:', error);
    await shot(page, 'zz-member-failure');
  } finally {
    await context.close();
  }
}

console.log(failures === 0 ? 'admin UI OK' : `${failures} check(s) failed`);
process.exit(failures === 0 ? 0 : 1);
