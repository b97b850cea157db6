// Delivery addresses on the mainland site (mainland.localhost, Chinese): a signed-in person adds addresses (the
// first becomes the default), sets another as default, edits and deletes one; on the global site the route bounces
// to the profile. And the workbench overview lists the workbench pages the person visited, most recent first.
// Each step has its own world: the partner administrator (a +86 number) of a new mainland company of its own, who
// starts with no addresses and no visited pages; nothing is deleted or put back.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn, webUrl } from './lib/browser.ts';
import { fixtures, ownerSql, signedIn, type Member } from './fixtures/index.ts';

const mainlandUrl = (): string => {
  const url = new URL(webUrl());
  url.hostname = 'mainland.localhost';
  return url.origin;
};
const globalUrl = (): string => new URL(webUrl()).origin;

const shoot = async (page: Page, name: string): Promise<void> => {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
};

/** A new person for a step: the partner administrator of a new mainland company (+86 number). */
const mainlandAdmin = async (): Promise<Member> => (await fixtures.company({ site: 'MAINLAND', admin: { phonePrefix: '+86' } })).admin;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const viewport = { width: 1366, height: 860 };
/** A fresh session (own cookies and storage) on the mainland site's `path`, signed in through Keycloak's page. */
const onMainland = async (person: Member, path: string, prepare?: (page: Page) => void): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  prepare?.(page);
  await page.goto(`${mainlandUrl()}${path}`);
  await signIn(page, person.username, person.password);
  await page.waitForURL(`${mainlandUrl()}${path}`, { timeout: 30_000 });
  return { context, page };
};

const rows = (page: Page) => page.getByTestId('address-table').locator('tbody tr');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** Fills the open address dialog and saves it. */
const fillAndSave = async (page: Page, values: { name?: string; number?: string; address?: string; makeDefault?: boolean }) => {
  const dialog = page.getByTestId('address-dialog');
  await dialog.waitFor();
  if (values.name !== undefined) await dialog.locator('#pp-address-contact-name').fill(values.name);
  if (values.number !== undefined) await dialog.locator('#pp-address-phone').fill(values.number);
  if (values.address !== undefined) await dialog.locator('#pp-address-text').fill(values.address);
  if (values.makeDefault) await dialog.getByTestId('address-default').click();
  await page.getByTestId('address-save').click();
};

describe('delivery addresses', () => {
  it('on the mainland site: add (the first is the default), set another default, edit and delete', async () => {
    const person = await mainlandAdmin();
    const errors: string[] = [];
    const { context, page } = await onMainland(person, '/profile/delivery-address', (p) => p.on('pageerror', (e) => errors.push(e.message)));
    await page.getByRole('heading', { level: 1, name: '收货地址' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.title()).toBe('收货地址 | 合作伙伴门户');
    expect(await page.locator('nav.pp-sidenav').getByRole('link', { name: '收货地址' }).isVisible()).toBe(true);
    await page.getByText('暂无收货地址。').waitFor();

    // A number that breaks the +86 rule is refused in the form, with the rule's text; nothing is saved.
    await page.getByTestId('address-add').click();
    await fillAndSave(page, { name: '李雷', number: '1234', address: '上海市浦东新区张江路 1 号' });
    await page.getByTestId('address-dialog').getByText('手机号码格式不正确').waitFor();
    await fillAndSave(page, { number: '13800000001' });
    await page.getByTestId('address-dialog').waitFor({ state: 'hidden' });
    await rowOf(page, '张江路 1 号').waitFor();
    expect(await rowOf(page, '张江路 1 号').getByTestId('address-default-tag').count()).toBe(1);
    expect(await rowOf(page, '张江路 1 号').innerText()).toContain('+86 13800000001');

    await page.getByTestId('address-add').click();
    await fillAndSave(page, { name: '韩梅梅', number: '13900000002', address: '北京市海淀区中关村大街 2 号' });
    await rowOf(page, '中关村大街 2 号').waitFor();
    await expect.poll(() => rows(page).count()).toBe(2);
    // The default first: the new one is not the default.
    expect(await rowOf(page, '中关村大街 2 号').getByTestId('address-default-tag').count()).toBe(0);
    expect(await page.getByTestId('address-count').innerText()).toBe('2 / 20');

    // Set the second as default: the tag moves.
    await rowOf(page, '中关村大街 2 号').getByTestId('address-set-default').click();
    await rowOf(page, '中关村大街 2 号').getByTestId('address-default-tag').waitFor();
    await expect.poll(() => rowOf(page, '张江路 1 号').getByTestId('address-default-tag').count()).toBe(0);
    expect(await rows(page).first().innerText()).toContain('中关村大街 2 号');
    await shoot(page, 'delivery-addresses-mainland');

    // Edit the other one.
    await rowOf(page, '张江路 1 号').getByTestId('address-edit').click();
    expect(await page.getByTestId('address-dialog').locator('#pp-address-contact-name').inputValue()).toBe('李雷');
    await fillAndSave(page, { address: '上海市浦东新区张江路 100 号' });
    await rowOf(page, '张江路 100 号').waitFor();
    expect(await rowOf(page, '张江路 1 号').count()).toBe(0);

    // Delete it, after the confirmation.
    await rowOf(page, '张江路 100 号').getByTestId('address-delete').click();
    await page.getByTestId('address-delete-dialog').getByText('确定删除 李雷 的地址').waitFor();
    await page.getByTestId('address-delete-confirm').click();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().innerText()).toContain('中关村大街 2 号');
    expect(await rowOf(page, '中关村大街 2 号').getByTestId('address-default-tag').count()).toBe(1);

    // Stored as shown.
    const stored = await ownerSql('select contact_name, phone_prefix_country_code, contact_number, address, is_default from app_public.delivery_addresses where root_user_id = $1', [
      person.rootUserId,
    ]);
    expect(stored).toEqual([
      { contact_name: '韩梅梅', phone_prefix_country_code: '+86', contact_number: '13900000002', address: '北京市海淀区中关村大街 2 号', is_default: true },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on the global site the route bounces to the profile and the menu has no entry', async () => {
    const { context, page } = await signedIn(browser, await mainlandAdmin(), '/profile/delivery-address', { viewport });
    await page.waitForURL(`${globalUrl()}/profile/own-company`, { timeout: 30_000 });
    const nav = page.locator('nav.pp-sidenav');
    await nav.getByRole('link', { name: 'My company' }).waitFor({ timeout: 30_000 });
    expect(await nav.getByRole('link', { name: 'Delivery addresses' }).count()).toBe(0);
    await context.close();
  });
});

describe('recent visited pages', () => {
  it('lists the visited workbench pages on the overview, most recent first, without duplicates', async () => {
    const { context, page } = await onMainland(await mainlandAdmin(), '/workbench');
    const recent = page.getByTestId('recent-pages');
    await recent.getByText('你在工作台打开的页面会显示在这里。').waitFor({ timeout: 30_000 });

    const nav = page.locator('nav.pp-sidenav');
    const visit = async (path: string) => {
      // A visit counts once the page has stayed a moment: then the page records it (its RecordRecentPage answer).
      const recorded = page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('RecordRecentPage') &&
          (r.request().postDataJSON() as { variables?: { url?: string } } | null)?.variables?.url === path,
        { timeout: 30_000 },
      );
      await page.goto(`${mainlandUrl()}${path}`);
      await nav.getByRole('link', { name: '概览' }).waitFor({ timeout: 30_000 });
      expect((await recorded).ok()).toBe(true);
    };
    await visit('/workbench/user');
    await visit('/workbench/user?tab=application');
    await visit('/workbench/user');

    await nav.getByRole('link', { name: '概览' }).click();
    await page.waitForURL(`${mainlandUrl()}/workbench`);
    const links = recent.getByTestId('recent-page-link');
    await expect.poll(() => links.count(), { timeout: 15_000 }).toBe(2);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/workbench/user', '/workbench/user?tab=application']);
    expect(await links.first().innerText()).toBe('成员');
    await shoot(page, 'workbench-recent-pages');

    await links.nth(1).click();
    await page.waitForURL(`${mainlandUrl()}/workbench/user?tab=application`);
    await context.close();
  });
});
