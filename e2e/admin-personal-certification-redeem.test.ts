// Redeem codes of personal certification, as a vendor admin keeps them in the back office (in Chinese), through
// Keycloak's real sign-in page: 兑换码 under the 认证 menu; three SCF codes created with a reason in the dialog, which
// then shows them to copy; the creation in the log with its type, quantity, dates, counts and creator, and its codes
// in the expanded row; the log's remark edited. Bad input is refused with its text and writes nothing: the form's
// own rules (reason, quantity, dates), then the server's (an expiry date already past), and the eleventh creation of
// the day. Then a person of the run redeems one of the codes through SQL (`reserve_redeem_code`, as the portal will)
// and an application uses another (the step the personal-certification application will run): the back office shows
// one held by the person (兑换中) and one used, with who, when and for which application.
// The journey makes its own world, named with this run's tag: a vendor admin of the run (signs in) and a person.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { normalizeRedeemCode, redeemCodePattern } from '@pp/domain';
import { launchBrowser } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { asPerson, businessDate, fixtures, ownerSql, signedIn, uniqueTag, type Person } from './fixtures/index.ts';

const tag = uniqueTag();
const reason = `Partner training ${tag}`;
const remark = `Handed out at the ${tag} workshop`;
const SCF = 1;

let browser: Browser;
let vendor: Person;
let learner: Person;
let page: Page;
/** The codes the dialog showed. */
let codes: string[] = [];
let logId: string;

const opened: BrowserContext[] = [];
beforeAll(async () => {
  vendor = await fixtures.vendorAdmin();
  learner = await fixtures.person();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of opened) await context.close().catch(() => undefined);
  await browser?.close();
});

/** The vendor's creations, read as the owner. */
const logsOfVendor = async () =>
  ownerSql<{ id: string; reason: string; number: number; type_id: number; validate_date: string; expired_date: string; remark: string | null }>(
    `select id, reason, number, type_id, validate_date::text, expired_date::text, remark
     from app_public.redeem_code_create_logs where created_by = $1 order by created_at, id`,
    [vendor.rootUserId],
  );
const codesOfLog = async (id: string) =>
  (await ownerSql<{ code: string }>('select code from app_public.redeem_codes where log_id = $1 order by code', [id])).map((r) => r.code);

const rowOf = () => rows(page).filter({ hasText: reason });

/** Opens the create dialog and fills it. */
const fillCreate = async (o: { reason: string; number: string; from: string; until: string; remark?: string }) => {
  await page.getByRole('button', { name: '创建兑换码' }).click();
  const dialog = page.getByTestId('create-redeem-codes-dialog');
  await dialog.locator('input[name="reason"]').fill(o.reason);
  await dialog.getByRole('combobox', { name: '认证类型' }).click();
  await page.getByRole('option', { name: 'SCF', exact: true }).click();
  await dialog.locator('input[name="number"]').fill(o.number);
  await dialog.locator('input[name="validateDate"]').fill(o.from);
  await dialog.locator('input[name="expiredDate"]').fill(o.until);
  await dialog.locator('textarea[name="remark"]').fill(o.remark ?? '');
  return dialog;
};

describe('back office: redeem codes', () => {
  it('creates three SCF codes with a reason and shows them to copy', async () => {
    ({ page } = await signedIn(browser, vendor, '/admin/personal-certification-redeem', { locale: 'zh-CN' }));
    opened.push(page.context());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('menuitem', { name: '兑换码', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText('认证', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: '创建兑换码' }).waitFor({ timeout: 30_000 });

    const dialog = await fillCreate({ reason, number: '3', from: await businessDate(0), until: await businessDate(90) });
    await shot(page, 'admin-redeem-01-create');
    await dialog.getByRole('button', { name: '创建' }).click();
    const created = page.getByTestId('created-codes-dialog');
    await created.getByText('已创建 3 个兑换码，请复制后发放。').waitFor({ timeout: 15_000 });
    codes = (await created.getByTestId('created-codes').inputValue()).split('\n');
    expect(codes).toHaveLength(3);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9A-Z]{4}(-[2-9A-Z]{4}){3}$/);
      expect(redeemCodePattern.test(normalizeRedeemCode(code))).toBe(true);
    }
    await created.getByTestId('copy-created-codes').click();
    await page.getByText('已复制 3 个兑换码').waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
    await shot(page, 'admin-redeem-02-created');

    const logs = await logsOfVendor();
    expect(logs).toEqual([
      { id: expect.any(String), reason, number: 3, type_id: SCF, validate_date: await businessDate(0), expired_date: await businessDate(90), remark: null },
    ]);
    logId = logs[0]!.id;
    expect(await codesOfLog(logId)).toEqual([...codes].sort());
    await created.getByRole('button', { name: '关闭' }).click();
    await created.waitFor({ state: 'detached' });
  });

  it('shows the creation in the log, and its codes in the expanded row', async () => {
    await rowOf().waitFor({ timeout: 15_000 });
    for (const column of ['创建原因', '认证类型', '数量', '生效日期', '失效日期', '已使用', '未使用', '创建人', '创建时间', '备注']) {
      await expect(page.locator('thead th').filter({ hasText: column }).count(), column).resolves.toBeGreaterThan(0);
    }
    const cells = await rowOf().locator('td').allInnerTexts();
    expect(cells).toEqual(expect.arrayContaining([reason, 'SCF', '3', await businessDate(0), await businessDate(90), '0', vendor.name]));
    await rowOf().getByText(reason).click();
    const panel = page.getByTestId('redeem-codes');
    await panel.waitFor({ timeout: 10_000 });
    await expect.poll(() => panel.getByTestId('redeem-code-row').count(), { timeout: 10_000 }).toBe(3);
    for (const code of codes) expect(await panel.getByTestId('redeem-code-row').filter({ hasText: code }).innerText()).toContain('未使用');
    await shot(page, 'admin-redeem-03-codes');
    // folded again (the list keeps a row's state)
    await rowOf().getByText(reason).click();
    await panel.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('edits the log\'s remark', async () => {
    await rowOf().getByTestId('edit-remark').click();
    const dialog = page.getByTestId('remark-dialog');
    await dialog.locator('textarea[name="remark"]').fill(remark);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('备注已更新').waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await logsOfVendor())[0]?.remark, { timeout: 10_000 }).toBe(remark);
    await expect.poll(() => rowOf().innerText(), { timeout: 10_000 }).toContain(remark);
    await shot(page, 'admin-redeem-04-remark');
  });

  it('refuses bad input with its text and writes nothing: the form\'s rules, the server\'s, and the eleventh creation of the day', async () => {
    const dialog = await fillCreate({ reason: '  ', number: '101', from: await businessDate(10), until: await businessDate(9) });
    await dialog.getByRole('button', { name: '创建' }).click();
    await dialog.getByText('请填写创建原因。').waitFor({ timeout: 10_000 });
    await dialog.getByText('数量须为1到100之间的整数。').waitFor();
    await dialog.getByText('失效日期不能早于生效日期。').waitFor();
    await shot(page, 'admin-redeem-05-form-refused');

    // the server's rule: the last valid day has passed
    await dialog.locator('input[name="reason"]').fill(`${reason} late`);
    await dialog.locator('input[name="number"]').fill('2');
    await dialog.locator('input[name="validateDate"]').fill(await businessDate(-10));
    await dialog.locator('input[name="expiredDate"]').fill(await businessDate(-1));
    await dialog.getByRole('button', { name: '创建' }).click();
    await page.getByText('失效日期已过。').waitFor({ timeout: 10_000 });
    await shot(page, 'admin-redeem-06-server-refused');
    expect(await logsOfVendor()).toHaveLength(1);

    // nine more creations today (the vendor's own command): the dialog's is the eleventh
    for (let i = 2; i <= 10; i++) {
      await asPerson(vendor.rootUserId, (sql) =>
        sql('select id from app_public.create_redeem_codes($1, 1, $2, $3::date, $3::date, null)', [`${tag} batch ${i}`, SCF, '2099-12-31']),
      );
    }
    await dialog.locator('input[name="expiredDate"]').fill(await businessDate(30));
    await dialog.getByRole('button', { name: '创建' }).click();
    await page.getByText('每天最多创建10次兑换码。').waitFor({ timeout: 10_000 });
    await shot(page, 'admin-redeem-07-limit');
    expect(await logsOfVendor()).toHaveLength(10);
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('a person redeems one code (held: 兑换中) and an application uses another: the back office shows who, when and which application', async () => {
    const held = await asPerson(learner.rootUserId, (sql) =>
      sql<{ redeem_code_id: string | null; error_code: string | null }>('select * from app_public.reserve_redeem_code($1, $2)', [
        codes[0]!.toLowerCase().replaceAll('-', ' '),
        SCF,
      ]),
    );
    expect(held[0]).toMatchObject({ error_code: null, redeem_code_id: expect.any(String) });
    const [used] = await asPerson(learner.rootUserId, (sql) =>
      sql<{ redeem_code_id: string | null }>('select * from app_public.reserve_redeem_code($1, $2)', [codes[1]!, SCF]),
    );
    // The personal-certification application's step, in its transaction as the person (no command of the product
    // runs it yet): the owner's statement on the person's behalf.
    const application = randomUUID();
    await ownerSql(
      `select app_private.redeem_code_use($2, $3, $4) from (select set_config('jwt.claims.sub', $1, true)) claims`,
      [learner.rootUserId, used!.redeem_code_id, SCF, application],
    );

    await page.reload();
    await rowOf().waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await rowOf().locator('td').allInnerTexts()).filter((t) => t === '1' || t === '2'), { timeout: 10_000 }).toEqual(['1', '2']);
    await rowOf().getByText(reason).click();
    const panel = page.getByTestId('redeem-codes');
    await expect.poll(() => panel.getByTestId('redeem-code-row').count(), { timeout: 10_000 }).toBe(3);
    const heldRow = await panel.getByTestId('redeem-code-row').filter({ hasText: codes[0]! }).innerText();
    for (const part of ['兑换中', learner.name, '保留至']) expect(heldRow).toContain(part);
    const usedRow = await panel.getByTestId('redeem-code-row').filter({ hasText: codes[1]! }).innerText();
    for (const part of ['已使用', learner.name, application]) expect(usedRow).toContain(part);
    expect(await panel.getByTestId('redeem-code-row').filter({ hasText: codes[2]! }).innerText()).toContain('未使用');
    await shot(page, 'admin-redeem-08-redeemed');
  });
});
