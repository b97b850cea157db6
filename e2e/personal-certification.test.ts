// Personal certification end to end across both front ends: the portal on the mainland site (mainland.localhost,
// Chinese) and the back office (/admin/, Chinese), each signed in through Keycloak's real login page, over the API and
// Postgres. A member opens Certification, sees SCF and SCA-TSE with the mainland fees, and applies for SCF paid by the
// company's market points (the form says the company has them) with the certificate sent to a delivery address of
// their own; the application waits for the company. On a phone (390 px) the partner administrator's Point approval
// shows it as a card, number, status and both buttons whole; at the desk the administrator reads the notification in
// Chinese, approves the points under Pending approval, and opens the application from the list (its breadcrumb says
// Point approval). A vendor admin of the run, in a browser context of their own on the back office, finds the
// application under 认证 › 个人认证 by its number, sees the company's approval of the points and approves it (通过 →
// 确认通过); the member sees it approved. Another member applying for SCA-TSE with the company's points is told they
// do not suffice (the form's check, and the server's coded message on submitting), then pays by transfer with a
// receipt PNG the journey writes, asking for an electronic invoice, and sees the application wait for the vendor. The
// vendor opens it in the back office, sees the receipt's link and the invoice asked for, approves it and uploads the
// electronic invoice (上传电子发票); the member finds it on the application's detail and downloads it. That member
// then pays SCF with a redeem code the vendor made (a code that does not exist refused first). On the global site
// (localhost, English) the first member finds the fees in dollars, types the certificate's address in and has the
// invoice's e-mail checked; the company's points do not suffice there either. The administrator finds the company's
// three applications under the workbench's Personal certification › Application record (the detail's breadcrumb says
// Personal certification).
//
// The world is the journey's own: a mainland company with 1,000 market points, its partner administrator and two
// members (+86 numbers), each member's delivery address (made through SQL as them), a vendor admin (the back office's
// user, who also makes the redeem codes through SQL). Nothing is put back: every row belongs to this run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { fitsOnPhone, phone } from './lib/phone.ts';
import { choose } from './lib/project-filing.ts';
import { asPerson, fixtures, ownerSql, runTag, signedIn, type Company, type Member, type Person, type Session } from './fixtures/index.ts';

/** The mainland site: the same web server under another host name (Chromium resolves *.localhost to loopback). */
const mainlandUrl = (): string => {
  const url = new URL(webUrl());
  url.hostname = 'mainland.localhost';
  return url.origin;
};

const desk = { width: 1366, height: 900 };
const address = { contact: `Wang Fang ${runTag}`, number: '13912345678', text: `上海市浦东新区世纪大道 100 号 ${runTag}` };
const benAddress = { contact: `Li Ming ${runTag}`, number: '13712345678', text: `北京市海淀区中关村大街 1 号 ${runTag}` };
const startingPoints = 1000;
/** A valid 1×1 PNG: the transfer's receipt and the electronic invoice. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The electronic invoice the member asks for with the transfer. */
const invoice = { title: `上海浦江科技有限公司 ${runTag}`, companyName: `上海浦江科技有限公司 ${runTag}`, taxNumber: '91310000MA1FL8X2QK', email: `finance-${runTag}@example.com` };
const invoiceFile = `invoice-${runTag}.png`;

let browser: Browser;
let company: Company;
let mia: Member;
let ben: Member;
let vendor: Person;
const contexts: BrowserContext[] = [];
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();
/** The vendor admin's back-office session (its own browser context), once opened. */
let backOfficeSession: Session | undefined;

/** The vendor admin's page on the back office: the first call signs in through Keycloak's page (in Chinese). */
const backOffice = async (): Promise<Page> => {
  backOfficeSession ??= await signedIn(browser, vendor, '/admin/', { locale: 'zh-CN' });
  return backOfficeSession.page;
};

/**
 * The vendor, on the back office: 认证 › 个人认证, the list narrowed to the application by its number, and its detail
 * opened from its row, waiting for the vendor's review.
 */
const openInBackOffice = async (application: { id: string; semantic_id: string }, row: readonly string[]): Promise<Page> => {
  const back = await backOffice();
  await back.getByText('认证', { exact: true }).first().waitFor({ timeout: 30_000 });
  await back.getByRole('menuitem', { name: '个人认证', exact: true }).click({ timeout: 30_000 });
  await back.waitForURL(/\/admin\/personal-certification(\?|$)/, { timeout: 15_000 });
  // the list has loaded (a search typed while the back office still starts is lost), then it is narrowed
  await rows(back).first().waitFor({ timeout: 30_000 });
  await back.getByPlaceholder('搜索申请编号、证书编号或申请人').fill(application.semantic_id);
  // the list keeps its last search: the row is waited for, then the list holding it alone
  const found = rows(back).filter({ hasText: application.semantic_id });
  await found.waitFor({ timeout: 15_000 });
  await expect.poll(() => rows(back).count(), { timeout: 15_000 }).toBe(1);
  for (const text of [application.semantic_id, '待审核', ...row]) expect(await found.innerText()).toContain(text);
  await found.locator('td.column-semanticId').click();
  await back.waitForURL(new RegExp(`/admin/personal-certification/${application.id}$`), { timeout: 15_000 });
  await back.getByText(`个人认证：${application.semantic_id}`).waitFor({ timeout: 15_000 });
  await expect.poll(() => back.getByTestId('certification-status').innerText(), { timeout: 15_000 }).toBe('待审核');
  return back;
};

/** The vendor approves the open application: 通过, then 确认通过 in its dialog. */
const approveInBackOffice = async (back: Page, application: { id: string }): Promise<void> => {
  await back.getByRole('button', { name: '通过', exact: true }).click();
  await back.getByTestId('approve-dialog').getByRole('button', { name: '确认通过' }).click();
  await back.getByText('申请已通过').waitFor({ timeout: 10_000 });
  await expect.poll(() => back.getByTestId('certification-status').innerText(), { timeout: 15_000 }).toBe('已通过（考试中）');
  const [row] = await ownerSql<{ status: string }>('select status::text from app_public.personal_certifications where id = $1', [application.id]);
  expect(row?.status).toBe('WAITING_APPROVAL');
};

/**
 * A session of `person` on the mainland site's `path`: the first in this file signs in through Keycloak's page, later
 * ones start from its saved state (Keycloak's single sign-on cookie among it).
 */
const onMainland = async (person: Person, path: string, viewport = desk): Promise<Page> => {
  const state = sessions.get(person.username);
  const context = await browser.newContext({ viewport, locale: 'zh-CN', storageState: state });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${mainlandUrl()}${path}`);
  if (!state) {
    await signIn(page, person.username, person.password);
    sessions.set(person.username, await context.storageState());
  }
  return page;
};

type Application = { id: string; semantic_id: string; status: string; payment_method: string; deducted_points: number; deducted_money: string; point_type: string | null;
  delivery_contact_name: string; delivery_address: string; receipt_file_id: string | null; company_id: string | null; wants_invoice: boolean;
  invoice_content_type: string | null; invoice_title_type: string | null; invoice_title: string | null; invoice_tax_number: string | null;
  invoice_receiver_email: string | null; invoice_file_id: string | null };
/** The person's application of a type (as the database owner). */
const applicationOf = async (person: Person, typeKey: string): Promise<Application | undefined> =>
  (
    await ownerSql<Application>(
      `select c.id, c.semantic_id, c.status::text, c.payment_method::text, c.deducted_points, c.deducted_money::text, c.point_type::text,
              c.delivery_contact_name, c.delivery_address, c.receipt_file_id, c.company_id, c.wants_invoice,
              c.invoice_content_type::text, c.invoice_title_type::text, c.invoice_title, c.invoice_tax_number, c.invoice_receiver_email,
              c.invoice_file_id
       from app_public.personal_certifications c join app_public.personal_certification_types t on t.id = c.type_id
       where c.applicant_id = $1 and t.key = $2`,
      [person.rootUserId, typeKey],
    )
  )[0];
const approvalOf = async (certificationId: string) =>
  (await ownerSql<{ status: string; point: number }>('select status::text, point from app_public.point_usage_approvals where personal_certification_id = $1', [certificationId]))[0];

/** The apply dialog's submit, and the detail page it leads to. */
const submitApplication = async (page: Page) => {
  await page.getByTestId('pc-apply-submit').click();
  await page.waitForURL(/\/personal-certification\/detail\//, { timeout: 30_000 });
  await page.getByTestId('pc-breadcrumb').getByText('个人认证').waitFor({ timeout: 15_000 });
};

beforeAll(async () => {
  company = await fixtures.company({ site: 'MAINLAND', admin: { phonePrefix: '+86' } });
  await fixtures.pointEntry(company, { type: 'MARKET_POINT', point: startingPoints, remark: `Certification budget ${runTag}` });
  mia = await fixtures.member(company, { phonePrefix: '+86' });
  ben = await fixtures.member(company, { phonePrefix: '+86' });
  vendor = await fixtures.vendorAdmin();
  // each member's own delivery address, as the delivery-address page makes it
  for (const [person, a] of [[mia, address], [ben, benAddress]] as const) {
    await asPerson(person.rootUserId, (sql) => sql('select app_public.create_delivery_address($1, $2, $3, $4, true)', [a.contact, '+86', a.number, a.text]));
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await backOfficeSession?.context.close();
  await browser?.close();
});

describe('personal certification', () => {
  it('(1) a member applies for SCF paid by the company’s market points, sent to an own address', async () => {
    const page = await onMainland(mia, '/personal-certification');
    await page.getByRole('heading', { level: 1, name: '个人认证' }).waitFor({ timeout: 60_000 });
    // the top bar offers the page, and both types show the mainland fees
    await page.locator('header.pp-topbar').getByRole('link', { name: '认证' }).waitFor();
    const scf = page.getByTestId('pc-type-SCF');
    await expect.poll(() => scf.getByTestId('pc-type-fee').innerText(), { timeout: 15_000 }).toBe('¥860.00 或 860 积分');
    expect(await page.getByTestId('pc-type-SCA-TSE').getByTestId('pc-type-fee').innerText()).toBe('¥2,500.00 或 4,500 积分');
    expect(await scf.innerText()).toContain('24 个月');
    await page.getByTestId('pc-my-applications').getByText('你还没有申请个人认证。').waitFor();
    await shot(page, 'personal-certification-types');

    await page.getByTestId('pc-apply-SCF').click();
    const dialog = page.getByTestId('pc-apply-dialog');
    await dialog.waitFor();
    expect(await dialog.locator('#pp-pc-real-name').inputValue()).toBe(mia.name);
    await dialog.getByTestId('pc-apply-fee').getByText('费用：¥860.00 或 860 积分。').waitFor();
    await choose(page, 'pp-pc-payment', '公司积分');
    // the current company is proposed for the points
    await expect.poll(() => dialog.locator('.p-dropdown:has(#pp-pc-company) .p-dropdown-label').innerText()).toBe(company.name);
    await choose(page, 'pp-pc-point-type', '市场积分');
    await dialog.getByTestId('pc-points-check').getByText('公司积分足够本次申请使用的 860 积分。').waitFor({ timeout: 15_000 });
    // the default own address is proposed, with the way to manage them
    await expect.poll(() => dialog.locator('.p-dropdown:has(#pp-pc-address) .p-dropdown-label').innerText(), { timeout: 15_000 }).toContain(address.contact);
    expect(await dialog.getByTestId('pc-manage-addresses').getAttribute('href')).toBe('/profile/delivery-address');
    await shot(page, 'personal-certification-apply-points');
    await submitApplication(page);

    const applied = await applicationOf(mia, 'SCF');
    expect(applied).toMatchObject({
      status: 'COMMITTED',
      payment_method: 'POINT_DEDUCTION',
      deducted_points: 860,
      point_type: 'MARKET_POINT',
      company_id: company.id,
      delivery_contact_name: address.contact,
      delivery_address: address.text,
    });
    expect(await approvalOf(applied!.id)).toEqual({ status: 'APPROVING', point: 860 });
    await page.getByRole('heading', { level: 1, name: new RegExp(applied!.semantic_id) }).waitFor();
    expect(await page.getByTestId('pc-status').first().innerText()).toBe('待审核');
    await page.getByTestId('pc-note').getByText('等待公司的合作伙伴管理员审批积分使用，之后由厂商审核。').waitFor();
    expect(await page.getByTestId('pc-detail-paid').innerText()).toBe('860 积分（市场积分）');
    expect(await page.getByTestId('pc-detail-point-status').innerText()).toContain('待审批');
    await page.getByTestId('pc-detail-exams').getByText('暂无考试记录。申请审核通过后将开放第一场考试。').waitFor();
    await shot(page, 'personal-certification-detail-waiting');
  });

  it('(2) on a phone (390 px) Point approval shows the pending usage as a card, whole, with both buttons', async () => {
    const applied = (await applicationOf(mia, 'SCF'))!;
    const page = await onMainland(company.admin, '/workbench/point-approval?tab=pending', phone);
    const list = page.getByTestId('pc-point-approvals');
    const card = list.getByRole('listitem').filter({ hasText: applied.semantic_id });
    await card.waitFor({ timeout: 60_000 });
    expect(await list.locator('table').count()).toBe(0);
    expect(await card.getByTestId('list-card-id').innerText()).toBe(applied.semantic_id);
    expect(await card.getByTestId('list-card-status').innerText()).toBe('待审批');
    expect(await card.getByTestId('list-card-title').innerText()).toBe(mia.name);
    const text = await card.innerText();
    expect(text).toContain('860 · 市场积分');
    expect(text).toContain('个人认证');
    await fitsOnPhone(page, card.getByTestId('list-card-id'));
    await fitsOnPhone(page, card.getByTestId('list-card-status'));
    await fitsOnPhone(page, card.getByRole('button', { name: /^通过/ }));
    await fitsOnPhone(page, card.getByRole('button', { name: /^驳回/ }));
    await shot(page, 'personal-certification-point-approval-phone');
  });

  it('(3) the partner administrator is told in Chinese and approves the points under Pending approval', async () => {
    const applied = (await applicationOf(mia, 'SCF'))!;
    const page = await onMainland(company.admin, '/workbench');
    // the menu offers it under Point
    await page.locator('nav.pp-sidenav').getByRole('link', { name: '积分审批' }).waitFor({ timeout: 60_000 });
    // the notification, stored in English, reads in Chinese from its key, and leads to Point approval
    await page.getByRole('button', { name: /^通知/ }).click();
    const notices = page.getByTestId('notification-list');
    await notices.getByText(`${mia.name} 申请使用 860 积分用于 SCF`).waitFor({ timeout: 15_000 });
    await notices.getByText(`个人认证申请（${applied.semantic_id}）等待你审批积分使用。`).click();
    await page.waitForURL(/\/workbench\/point-approval/, { timeout: 15_000 });

    await page.locator('.p-tabmenu').getByText('待审批', { exact: true }).click();
    await page.waitForURL(/tab=pending/);
    const row = page.getByTestId('pc-point-approvals').locator('tbody tr').filter({ hasText: applied.semantic_id });
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: /^通过/ }).click();
    const dialog = page.getByTestId('pc-point-decision-dialog');
    await dialog.getByText(`${mia.name} 申请使用 860 积分（市场积分），用于 SCF（${applied.semantic_id}）。`).waitFor();
    await dialog.getByTestId('pc-point-decision-submit').click();
    await page.getByText('已通过积分使用。').first().waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await approvalOf(applied.id))?.status, { timeout: 15_000 }).toBe('APPROVED');
    // decided, it leaves Pending approval and shows under All with who decided
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);
    await page.locator('.p-tabmenu').getByText('全部', { exact: true }).click();
    const decided = page.getByTestId('pc-point-approvals').locator('tbody tr').filter({ hasText: applied.semantic_id });
    await decided.getByText('已通过').waitFor({ timeout: 15_000 });
    expect(await decided.innerText()).toContain(company.admin.name);
    await shot(page, 'personal-certification-point-approval');

    await decided.getByRole('link', { name: applied.semantic_id }).click();
    await page.waitForURL(new RegExp(`/workbench/personal-certification/detail/${applied.id}\\?from=point-approval`));
    const crumbs = page.getByTestId('pc-breadcrumb');
    await crumbs.getByRole('link', { name: '积分审批' }).waitFor({ timeout: 15_000 });
    await crumbs.getByText(applied.semantic_id).waitFor();
    expect(await page.getByTestId('pc-detail-point-status').innerText()).toContain('已通过');
    await page.getByTestId('pc-note').getByText('等待厂商审核。').waitFor();
    // the company's ledger spent them
    const [left] = await ownerSql<{ available: string }>(`select app_private.company_point_available($1, 'MARKET_POINT') as available`, [company.id]);
    expect(Number(left?.available)).toBe(startingPoints - 860);
  });

  it('(4) the vendor approves the application in the back office and the member sees it approved', async () => {
    const applied = (await applicationOf(mia, 'SCF'))!;
    const back = await openInBackOffice(applied, [mia.name, 'SCF', company.name, '积分抵扣']);
    // paid by the company's points, which its partner administrator approved: nothing holds the review back
    expect(await back.getByTestId('paid').innerText()).toContain('860 积分（市场积分）');
    const points = await back.getByTestId('point-approval').innerText();
    expect(points).toContain('已批准');
    expect(points).toContain(company.admin.name);
    expect(await back.getByTestId('points-pending').count()).toBe(0);
    await shot(back, 'personal-certification-back-office-points');
    await approveInBackOffice(back, applied);
    await shot(back, 'personal-certification-back-office-approved');

    const page = await onMainland(mia, `/personal-certification/detail/${applied.id}`);
    await page.getByTestId('pc-note').getByText('已通过：你现在可以学习并参加考试。').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('pc-status').first().innerText()).toBe('已通过');
    expect(await page.getByTestId('pc-cancel').count()).toBe(0);
    await page.getByTestId('pc-breadcrumb').getByRole('link', { name: '个人认证' }).click();
    const mine = page.getByTestId('pc-my-applications').locator('tbody tr').filter({ hasText: applied.semantic_id });
    await mine.waitFor({ timeout: 15_000 });
    expect(await mine.innerText()).toContain('已通过');
    expect(await mine.innerText()).toContain('公司积分');
    await shot(page, 'personal-certification-approved');
  });

  it('(5) points that do not suffice are refused with the coded message', async () => {
    const page = await onMainland(ben, '/personal-certification');
    await page.getByTestId('pc-apply-SCA-TSE').click({ timeout: 60_000 });
    const dialog = page.getByTestId('pc-apply-dialog');
    await dialog.waitFor();
    await choose(page, 'pp-pc-payment', '公司积分');
    await choose(page, 'pp-pc-point-type', '市场积分');
    // 4,500 points asked, 140 left
    await dialog.getByTestId('pc-points-check').getByText('该公司积分不足。').waitFor({ timeout: 15_000 });
    // submitted all the same, the server refuses the points with the same coded message
    await expect.poll(() => dialog.locator('.p-dropdown:has(#pp-pc-address) .p-dropdown-label').innerText(), { timeout: 15_000 }).toContain(benAddress.contact);
    await dialog.getByTestId('pc-apply-submit').click();
    await page.locator('.p-toast-message').getByText('该公司积分不足。').waitFor({ timeout: 15_000 });
    await shot(page, 'personal-certification-insufficient');
    expect(await applicationOf(ben, 'SCA-TSE')).toBeUndefined();
  });

  it('(6) another member pays SCA-TSE by transfer with a receipt PNG and sees it wait for the vendor', async () => {
    const page = await onMainland(ben, '/personal-certification');
    await page.getByTestId('pc-apply-SCA-TSE').click({ timeout: 60_000 });
    const dialog = page.getByTestId('pc-apply-dialog');
    await dialog.waitFor();
    await choose(page, 'pp-pc-payment', '银行转账');
    await dialog.getByText('请向厂商账户转账 ¥2,500.00，然后上传回执截图。').waitFor();
    // a tiny PNG the journey writes: one transparent pixel
    const dir = join('.data', 'e2e-files');
    mkdirSync(dir, { recursive: true });
    const receipt = join(dir, `receipt-${runTag}.png`);
    writeFileSync(receipt, png);
    await dialog.getByTestId('uploader-RECEIPT').locator('input[type="file"]').setInputFiles(receipt);
    await dialog.getByText(`receipt-${runTag}.png`).first().waitFor({ timeout: 30_000 });
    await dialog.getByTestId('uploader-RECEIPT').getByRole('status').filter({ hasText: '上传' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => dialog.locator('.p-dropdown:has(#pp-pc-address) .p-dropdown-label').innerText(), { timeout: 15_000 }).toContain(benAddress.contact);
    // an electronic invoice for the company
    await dialog.getByText('我需要电子发票').click();
    await choose(page, 'pp-pc-invoice-content', '技术培训费');
    await choose(page, 'pp-pc-invoice-title-type', '单位');
    await dialog.locator('#pp-pc-invoice-title').fill(invoice.title);
    await dialog.locator('#pp-pc-invoice-company').fill(invoice.companyName);
    await dialog.locator('#pp-pc-invoice-tax').fill(invoice.taxNumber);
    await dialog.locator('#pp-pc-invoice-email').fill(invoice.email);
    await shot(page, 'personal-certification-apply-transfer');
    await submitApplication(page);

    const applied = await applicationOf(ben, 'SCA-TSE');
    expect(applied).toMatchObject({ status: 'COMMITTED', payment_method: 'TRANSFER_ACCOUNTS', deducted_points: 0, deducted_money: '2500.00', company_id: company.id });
    expect(applied?.receipt_file_id).toBeTruthy();
    // the invoice asked for, its file to come from the vendor
    expect(applied).toMatchObject({
      wants_invoice: true,
      invoice_content_type: 'TECHNICAL_TRAINING_EXPENSE',
      invoice_title_type: 'ORGANIZATIONAL',
      invoice_title: invoice.title,
      invoice_tax_number: invoice.taxNumber,
      invoice_receiver_email: invoice.email,
      invoice_file_id: null,
    });
    expect(await page.getByTestId('pc-status').first().innerText()).toBe('待审核');
    await page.getByTestId('pc-note').getByText('等待厂商审核。').waitFor();
    expect(await page.getByTestId('pc-detail-paid').innerText()).toBe('¥2,500.00');
    // the invoice asked for, not issued yet
    const asked = await page.getByTestId('pc-detail-invoice').innerText();
    for (const text of ['技术培训费', '单位', invoice.title, invoice.taxNumber, invoice.email, '尚未开具']) expect(asked).toContain(text);
    await page.getByTestId('pc-detail-receipt').getByText(`receipt-${runTag}.png`).waitFor();
    // the receipt opens from storage in a new tab
    const [opened] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('pc-detail-receipt').click()]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toContain(`receipt/${applied?.receipt_file_id}.png`);
    await opened.close();
    await shot(page, 'personal-certification-detail-transfer');
  });

  it('(6b) the vendor approves the transfer in the back office and uploads its electronic invoice; the member finds it on the detail', async () => {
    const applied = (await applicationOf(ben, 'SCA-TSE'))!;
    const back = await openInBackOffice(applied, [ben.name, 'SCA-TSE', company.name, '对公转账']);
    // what paid for it: the transfer and its receipt, opened from storage
    expect(await back.getByTestId('paid').innerText()).toContain('2500.00 CNY');
    const receiptLink = back.getByTestId('receipt-link');
    await receiptLink.waitFor({ timeout: 15_000 });
    expect(await receiptLink.innerText()).toContain(`receipt-${runTag}.png`);
    expect(await receiptLink.getAttribute('href')).toMatch(/^https?:\/\//);
    // the invoice asked for, waiting for its file
    const asked = await back.getByTestId('invoice-section').innerText();
    for (const text of ['技术培训费', '单位', invoice.title, invoice.taxNumber, invoice.email]) expect(asked).toContain(text);
    expect(await back.getByTestId('invoice-file').innerText()).toContain('待上传');
    await shot(back, 'personal-certification-back-office-transfer');
    await approveInBackOffice(back, applied);

    // the electronic invoice: 上传电子发票, the PNG uploaded, saved
    await back.getByRole('button', { name: '上传电子发票' }).click();
    const dialog = back.getByTestId('invoice-dialog');
    await dialog.getByTestId('invoiceFileId-input').setInputFiles({ name: invoiceFile, mimeType: 'image/png', buffer: png });
    await dialog.getByTestId('invoiceFileId-uploaded').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: '保存' }).click();
    await back.getByText('电子发票已保存').waitFor({ timeout: 10_000 });
    const invoiceLink = back.getByTestId('invoice-link');
    await invoiceLink.waitFor({ timeout: 15_000 });
    expect(await invoiceLink.innerText()).toContain(invoiceFile);
    const issued = (await applicationOf(ben, 'SCA-TSE'))!;
    expect(issued).toMatchObject({ status: 'WAITING_APPROVAL', invoice_file_id: expect.any(String) });
    await shot(back, 'personal-certification-back-office-invoice');

    // the member: the application approved, the invoice there to download
    const page = await onMainland(ben, `/personal-certification/detail/${applied.id}`);
    await page.getByTestId('pc-note').getByText('已通过：你现在可以学习并参加考试。').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('pc-status').first().innerText()).toBe('已通过');
    const file = page.getByTestId('pc-detail-invoice').getByTestId('pc-detail-invoice-file');
    await file.waitFor({ timeout: 15_000 });
    expect(await file.innerText()).toContain(invoiceFile);
    expect(await page.getByTestId('pc-detail-invoice').getByText('尚未开具').count()).toBe(0);
    await shot(page, 'personal-certification-invoice');
    // it downloads from storage: the PNG the vendor uploaded
    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toBe(invoiceFile);
    expect(readFileSync(await download.path())).toEqual(png);
  });

  it('(6c) that member pays SCF with a redeem code: a code that does not exist is refused with the attempts left, a vendor\'s code is held and used', async () => {
    // the vendor of the run creates two SCF codes for the journey (its own command)
    const [log] = await asPerson(vendor.rootUserId, (sql) =>
      sql<{ id: string }>(
        `select id from app_public.create_redeem_codes($1, 2, 1, app_hidden.business_today(), app_hidden.business_today() + 30, null)`,
        [`Journey voucher ${runTag}`],
      ),
    );
    const [code] = await ownerSql<{ code: string }>('select code from app_public.redeem_codes where log_id = $1 order by code limit 1', [log!.id]);
    const page = await onMainland(ben, '/personal-certification');
    await page.getByTestId('pc-apply-SCF').click({ timeout: 60_000 });
    const dialog = page.getByTestId('pc-apply-dialog');
    await dialog.waitFor();
    await choose(page, 'pp-pc-payment', '兑换码');
    const input = dialog.locator('#pp-pc-redeem');
    await input.fill('ABCD-EFGH-JKLM-NPQR');
    await dialog.getByRole('button', { name: '使用此兑换码' }).click();
    await expect.poll(() => dialog.getByTestId('pc-redeem-answer').innerText(), { timeout: 15_000 }).toBe('兑换码不存在。 （今日还可尝试 9 次）');
    await input.fill(code!.code.toLowerCase());
    await dialog.getByRole('button', { name: '使用此兑换码' }).click();
    await expect.poll(() => dialog.getByTestId('pc-redeem-answer').innerText(), { timeout: 15_000 }).toBe('兑换码有效，已为您保留 30 分钟：提交申请即可使用。');
    await expect.poll(() => dialog.locator('.p-dropdown:has(#pp-pc-address) .p-dropdown-label').innerText(), { timeout: 15_000 }).toContain(benAddress.contact);
    await shot(page, 'personal-certification-apply-redeem');
    await submitApplication(page);
    const applied = await applicationOf(ben, 'SCF');
    expect(applied).toMatchObject({ status: 'COMMITTED', payment_method: 'REDEEM_CODE', deducted_points: 0, deducted_money: '0.00' });
    const [used] = await ownerSql<{ used_by: string; personal_certification_id: string }>(
      'select used_by, personal_certification_id from app_public.redeem_codes where code = $1', [code!.code]);
    expect(used).toEqual({ used_by: ben.rootUserId, personal_certification_id: applied!.id });
  });

  it('(7) on the global site (English) the fees are in dollars, the address is typed in, and the invoice is checked', async () => {
    const { context, page } = await signedIn(browser, mia, '/personal-certification');
    contexts.push(context);
    const scaTse = page.getByTestId('pc-type-SCA-TSE');
    await expect.poll(() => scaTse.getByTestId('pc-type-fee').innerText(), { timeout: 60_000 }).toBe('$500.00 or 500 points');
    expect(await page.getByTestId('pc-type-SCF').getByTestId('pc-type-fee').innerText()).toBe('$200.00 or 200 points');
    // the SCF application made on the mainland site is listed, approved
    await page.getByTestId('pc-my-applications').locator('tbody tr').filter({ hasText: 'Approved' }).waitFor({ timeout: 15_000 });

    await page.getByTestId('pc-apply-SCA-TSE').click();
    const dialog = page.getByTestId('pc-apply-dialog');
    await dialog.waitFor();
    await choose(page, 'pp-pc-payment', 'Company points');
    await choose(page, 'pp-pc-point-type', 'Market point');
    await dialog.getByTestId('pc-points-check').getByText('Insufficient points for this company.').waitFor({ timeout: 15_000 });
    // no own addresses here: the certificate's address is typed in
    expect(await dialog.locator('#pp-pc-address').count()).toBe(0);
    await dialog.locator('#pp-pc-contact-name').fill('Chan Tai Man');
    await dialog.locator('#pp-pc-contact-phone').fill('13812345678');
    await dialog.locator('#pp-pc-delivery-address').fill(`1 Queen’s Road Central, Hong Kong ${runTag}`);
    await dialog.getByText('I need an electronic invoice').click();
    await choose(page, 'pp-pc-invoice-content', 'Technical training expense');
    await choose(page, 'pp-pc-invoice-title-type', 'Organizational');
    await dialog.locator('#pp-pc-invoice-title').fill(company.name);
    await dialog.locator('#pp-pc-invoice-company').fill(company.name);
    await dialog.locator('#pp-pc-invoice-tax').fill('91310000MA1FL0000X');
    await dialog.locator('#pp-pc-invoice-email').fill('billing@');
    await dialog.getByTestId('pc-apply-submit').click();
    await dialog.getByText('Please enter a valid e-mail address.').waitFor();
    await dialog.locator('#pp-pc-invoice-email').fill('billing@example.com');
    await shot(page, 'personal-certification-apply-global');
    await dialog.getByTestId('pc-apply-submit').click();
    await page.locator('.p-toast-message').getByText('Insufficient points for this company.').waitFor({ timeout: 15_000 });
    expect(await applicationOf(mia, 'SCA-TSE')).toBeUndefined();
  });

  it("(8) the workbench's Personal certification lists the company's applications; the detail leads back there", async () => {
    const scf = (await applicationOf(mia, 'SCF'))!;
    const page = await onMainland(company.admin, '/workbench/personal-certification');
    await page.locator('nav.pp-sidenav').getByRole('link', { name: '个人认证' }).waitFor({ timeout: 60_000 });
    // no one holds a certificate yet
    await page.getByTestId('pc-company-certified').getByText('公司暂无人持有生效中的证书。').waitFor({ timeout: 15_000 });
    await page.locator('.p-tabmenu').getByText('申请记录', { exact: true }).click();
    await page.waitForURL(/tab=records/);
    const records = page.getByTestId('pc-company-records').locator('tbody tr');
    await records.filter({ hasText: scf.semantic_id }).waitFor({ timeout: 15_000 });
    // every application of this run's company (the points, the transfer and the redeem code), as the database holds them
    const n = (await ownerSql<{ n: number }>('select count(*)::int as n from app_public.personal_certifications where company_id = $1', [company.id]))[0]!.n;
    expect(n).toBe(3);
    await expect.poll(() => records.count(), { timeout: 15_000 }).toBe(n);
    expect(await records.filter({ hasText: scf.semantic_id }).innerText()).toContain('已通过');
    await shot(page, 'personal-certification-company-records');

    await records.filter({ hasText: scf.semantic_id }).getByRole('link', { name: scf.semantic_id }).click();
    await page.waitForURL(new RegExp(`/workbench/personal-certification/detail/${scf.id}$`));
    const crumbs = page.getByTestId('pc-breadcrumb');
    await crumbs.getByRole('link', { name: '个人认证' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('pc-detail-real-name').innerText()).toBe(mia.name);
  });
});
