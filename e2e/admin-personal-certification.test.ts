// Personal certifications in the back office, as a vendor admin uses them through Keycloak's real sign-in page (in
// Chinese): an application paid by transfer with an invoice is found by its status, approved, given its certificate
// number (the list shows it issued), its certificate and delivery data saved (expiry before grant is refused with the
// code's text and nothing is written; then saved with the certificate file uploaded) and its electronic invoice
// attached; a second application is rejected with a reason; an application paid by a company's points is refused
// approval until the company approved its points; the vendor applies for a third person free of charge, and cancels
// that application with a reason.
// The journey makes its own world, named with this run's tag: three people and a mainland company's partner
// administrator with the company's market points (each applies or is applied for once, so the one-in-progress rule
// never meets another journey's rows) and a vendor admin. The people apply through the
// product's SQL commands as themselves (their receipts uploaded through the upload commands), and the list is narrowed
// to each by the person's name before anything is looked at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { asPerson, fixtures, ownerSql, signedIn, uniqueTag, type Company, type Person } from './fixtures/index.ts';

// A valid 1×1 PNG: the receipts, the certificate and the invoice.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SCF = 1;

interface Application {
  id: string;
  semanticId: string;
}

/** `person` applies for SCF on the mainland site, paying by transfer with a receipt they upload, with or without an invoice. */
const applyByTransfer = (person: Person, options: { invoice: boolean }): Promise<Application> =>
  asPerson(person.rootUserId, async (sql) => {
    const [file] = await sql<{ id: string }>(`select id from app_hidden.begin_upload('RECEIPT', 'receipt.png', $1, 'image/png', null)`, [png.length]);
    await sql(`select app_hidden.finish_upload($1, $2, 'image/png')`, [file!.id, png.length]);
    const [row] = await sql<{ id: string; semantic_id: string }>(
      `select id, semantic_id from app_public.apply_personal_certification(
         type_id => $1, real_name => $2, site => 'MAINLAND', payment_method => 'TRANSFER_ACCOUNTS', company_id => null,
         point_type => null, receipt_file_id => $3, redeem_code_id => null, delivery_address_id => null,
         delivery_contact_name => $2, delivery_contact_prefix => '+86', delivery_contact_number => '13800138000',
         delivery_address => '1 Quay Road, Huangpu, Shanghai', wants_invoice => $4,
         invoice_content_type => 'TECHNICAL_TRAINING_EXPENSE', invoice_title_type => 'ORGANIZATIONAL',
         invoice_title => 'Alpha Training Ltd', invoice_company_name => 'Alpha Training Ltd', invoice_tax_number => '91310000MA1K',
         invoice_receiver_email => 'finance@alpha.example.com')`,
      [SCF, person.name, file!.id, options.invoice],
    );
    return { id: row!.id, semanticId: row!.semantic_id };
  });

/** The company's partner administrator applies for SCF paying with 860 of the company's market points. */
const applyByPoints = (company: Company): Promise<Application> =>
  asPerson(company.admin.rootUserId, async (sql) => {
    const [row] = await sql<{ id: string; semantic_id: string }>(
      `select id, semantic_id from app_public.apply_personal_certification(
         type_id => $1, real_name => $2, site => 'MAINLAND', payment_method => 'POINT_DEDUCTION', company_id => $3,
         point_type => 'MARKET_POINT', receipt_file_id => null, redeem_code_id => null, delivery_address_id => null,
         delivery_contact_name => $2, delivery_contact_prefix => '+86', delivery_contact_number => '13700137000',
         delivery_address => '2 Binjiang Road, Hangzhou', wants_invoice => false, invoice_content_type => null,
         invoice_title_type => null, invoice_title => null, invoice_company_name => null, invoice_tax_number => null,
         invoice_receiver_email => null)`,
      [SCF, company.admin.name, company.id],
    );
    return { id: row!.id, semanticId: row!.semantic_id };
  });

type Row = {
  status: string;
  certificate_number: string | null;
  certificate_to_user_name: string | null;
  grant_date: string | null;
  expired_date: string | null;
  tracking_number: string | null;
  certificate_delivery_date: string | null;
  certificate_file_id: string | null;
  invoice_file_id: string | null;
  audit_comment: string | null;
  cancel_reason: string | null;
};
const rowOf = async (id: string): Promise<Row | undefined> =>
  (
    await ownerSql<Row>(
      `select status, certificate_number, certificate_to_user_name, grant_date::text, expired_date::text, tracking_number,
              certificate_delivery_date::text, certificate_file_id, invoice_file_id, audit_comment, cancel_reason
       from app_public.personal_certifications where id = $1`,
      [id],
    )
  )[0];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let vendor: Person;
/** Applies by transfer with an invoice: approved, issued, certificate and invoice. */
let ada: Person;
/** Applies by transfer without an invoice: rejected. */
let bo: Person;
/** Applied for by the vendor, free of charge: cancelled. */
let chen: Person;
/** A mainland company whose partner administrator applies with the company's points. */
let hangzhou: Company;
let issued: Application;
let rejected: Application;
let byPoints: Application;
/** The vendor's application for `chen`, once made. */
let createdId = '';

beforeAll(async () => {
  [vendor, ada, bo, chen] = await Promise.all([fixtures.vendorAdmin(), fixtures.person(), fixtures.person(), fixtures.person()]);
  issued = await applyByTransfer(ada, { invoice: true });
  rejected = await applyByTransfer(bo, { invoice: false });
  hangzhou = await fixtures.company({ name: `Hangzhou Lakeside ${uniqueTag()} Technology Co., Ltd.`, site: 'MAINLAND' });
  await fixtures.pointEntry(hangzhou, { type: 'MARKET_POINT', point: 1000 });
  byPoints = await applyByPoints(hangzhou);
  browser = await launchBrowser();
  ({ context, page } = await signedIn(browser, vendor, '/admin/personal-certification', { locale: 'zh-CN' }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The list narrowed to one person's applications by their name, and by a status when given. */
const listFor = async (person: Person, status?: string) => {
  const filter = { q: person.name, ...(status ? { status } : {}) };
  await page.goto(`${webUrl()}/admin/personal-certification?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
  return rows(page).first();
};

const openDetail = async (application: Application) => {
  await page.goto(`${webUrl()}/admin/personal-certification/${application.id}`);
  await page.getByText(`个人认证：${application.semanticId}`).waitFor({ timeout: 15_000 });
};

const statusChip = () => page.getByTestId('certification-status');

describe('back office: personal certifications', () => {
  it('opens 个人认证 under 认证, and finds an application by its status', async () => {
    await page.getByRole('menuitem', { name: '个人认证', exact: true }).waitFor({ timeout: 30_000 });
    await rows(page).first().waitFor({ timeout: 30_000 });
    for (const header of ['申请编号', '申请人', '真实姓名', '认证类型', '所属公司', '支付方式', '状态', '申请时间']) {
      await page.locator('thead th').filter({ hasText: header }).first().waitFor();
    }
    await page.getByPlaceholder('搜索申请编号、证书编号或申请人').fill(ada.name);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    // The status filter: issued finds nothing yet, waiting for review finds the application.
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '已发证', exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '待审核', exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    const row = rows(page).first();
    for (const text of [issued.semanticId, ada.name, 'SCF', '对公转账', '待审核']) expect(await row.innerText()).toContain(text);
    await shot(page, 'admin-pc-01-list');
  });

  it('shows the application with what paid for it, and the vendor approves it', async () => {
    await rows(page).first().locator('td.column-semanticId').click();
    await page.waitForURL(new RegExp(`/admin/personal-certification/${issued.id}$`));
    await page.getByText(`个人认证：${issued.semanticId}`).waitFor();
    await expect(page.getByTestId('paid').innerText()).resolves.toContain('860.00 CNY');
    await expect(page.getByTestId('receipt-link').getAttribute('href')).resolves.toMatch(/^https?:\/\//);
    await expect(page.getByTestId('invoice-section').innerText()).resolves.toContain('Alpha Training Ltd');
    await expect(page.getByTestId('invoice-file').innerText()).resolves.toContain('待上传');
    await expect.poll(() => page.getByTestId('exams-section').innerText(), { timeout: 15_000 }).toContain('暂无考试记录');
    await expect(page.getByRole('button', { name: '生成证书编号' }).count()).resolves.toBe(0);
    await shot(page, 'admin-pc-02-detail');

    await page.getByRole('button', { name: '通过', exact: true }).click();
    await page.getByTestId('approve-dialog').getByRole('button', { name: '确认通过' }).click();
    await page.getByText('申请已通过').waitFor({ timeout: 10_000 });
    // the approval opens the first exam, listed on the detail and opening the exam's own
    const exams = page.getByTestId('certification-exams');
    await expect.poll(async () => ((await exams.count()) > 0 ? exams.innerText() : ''), { timeout: 15_000 }).toContain('SCF exam');
    expect(await exams.innerText()).toContain('待安排');
    await expect.poll(async () => (await rowOf(issued.id))?.status, { timeout: 10_000 }).toBe('WAITING_APPROVAL');
    await expect.poll(() => statusChip().innerText(), { timeout: 10_000 }).toBe('已通过（考试中）');
    // the reviewer by name, as the applicant is named
    await expect.poll(() => page.getByTestId('approver').innerText(), { timeout: 10_000 }).toContain(vendor.name);
  });

  it('generates the certificate number; the list shows the application issued', async () => {
    await page.getByRole('button', { name: '生成证书编号' }).click();
    await page.getByTestId('generate-dialog').getByRole('button', { name: '确认生成' }).click();
    await page.getByText('证书编号已生成').waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await rowOf(issued.id))?.status, { timeout: 10_000 }).toBe('VALIDATING');
    const number = (await rowOf(issued.id))?.certificate_number ?? '';
    expect(number).toMatch(/^SCF-\d{4}-\d{6}$/);
    await expect.poll(() => page.getByTestId('certificate-number').innerText(), { timeout: 10_000 }).toContain(number);
    await expect(statusChip().innerText()).resolves.toBe('已发证');
    await shot(page, 'admin-pc-03-issued');

    const row = await listFor(ada, 'VALIDATING');
    expect(await row.innerText()).toContain('已发证');
  });

  it('saves the certificate and delivery data: expiry before grant is refused and writes nothing', async () => {
    await openDetail(issued);
    const before = await rowOf(issued.id);
    await page.getByRole('button', { name: '编辑证书与寄送信息' }).click();
    const dialog = page.getByTestId('certificate-dialog');
    await dialog.locator('input[name="certificateToUserName"]').fill(`${ada.name} Jr`);
    await dialog.locator('input[name="grantDate"]').fill('2026-03-10');
    await dialog.locator('input[name="expiredDate"]').fill('2026-03-01');
    await dialog.locator('input[name="trackingNumber"]').fill('SF1234567890');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('到期日期必须晚于颁发日期。').waitFor({ timeout: 10_000 });
    await shot(page, 'admin-pc-04-bad-dates');
    expect(await rowOf(issued.id)).toEqual(before);

    await dialog.locator('input[name="expiredDate"]').fill('2028-03-09');
    await dialog.locator('input[name="certificateDeliveryDate"]').fill('2026-03-12');
    await dialog.getByTestId('certificateFileId-input').setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: png });
    await dialog.getByTestId('certificateFileId-uploaded').waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('证书与寄送信息已保存').waitFor({ timeout: 10_000 });
    await expect.poll(async () => rowOf(issued.id), { timeout: 10_000 }).toMatchObject({
      certificate_to_user_name: `${ada.name} Jr`,
      grant_date: '2026-03-10',
      expired_date: '2028-03-09',
      tracking_number: 'SF1234567890',
      certificate_delivery_date: '2026-03-12',
    });
    expect((await rowOf(issued.id))?.certificate_file_id).not.toBeNull();
    await expect.poll(() => page.getByTestId('tracking-number').innerText(), { timeout: 10_000 }).toContain('SF1234567890');
    await page.getByTestId('certificate-link').waitFor();
    await shot(page, 'admin-pc-05-certificate');
  });

  it('uploads the electronic invoice and opens it', async () => {
    await page.getByRole('button', { name: '上传电子发票' }).click();
    const dialog = page.getByTestId('invoice-dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('发票必须是您上传的图片或 PDF 文件。').waitFor({ timeout: 10_000 });
    await dialog.getByTestId('invoiceFileId-input').setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: png });
    await dialog.getByTestId('invoiceFileId-uploaded').waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('电子发票已保存').waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await rowOf(issued.id))?.invoice_file_id, { timeout: 10_000 }).not.toBeNull();
    await expect(page.getByTestId('invoice-link').getAttribute('href')).resolves.toMatch(/^https?:\/\//);
    await shot(page, 'admin-pc-06-invoice');
  });

  it('rejects a second application with a reason', async () => {
    const row = await listFor(bo, 'COMMITTED');
    await row.locator('td.column-semanticId').click();
    await page.getByText(`个人认证：${rejected.semanticId}`).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: '驳回', exact: true }).click();
    const dialog = page.getByTestId('reject-dialog');
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await dialog.getByText('请填写驳回原因。').waitFor({ timeout: 10_000 });
    await dialog.locator('textarea[name="auditComment"]').fill('The transfer receipt does not show the amount.');
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await page.getByText('申请已驳回').waitFor({ timeout: 10_000 });
    await expect.poll(async () => rowOf(rejected.id), { timeout: 10_000 }).toMatchObject({
      status: 'REJECTED',
      audit_comment: 'The transfer receipt does not show the amount.',
    });
    await expect.poll(() => statusChip().innerText(), { timeout: 10_000 }).toBe('已驳回');
    await expect(page.getByTestId('audit-comment').innerText()).resolves.toContain('does not show the amount');
    await shot(page, 'admin-pc-07-rejected');
  });

  it('refuses to approve an application paid by points until the company approved them', async () => {
    await openDetail(byPoints);
    await page.getByTestId('points-pending').waitFor();
    await expect(page.getByTestId('paid').innerText()).resolves.toContain('860 积分（市场积分）');
    await expect(page.getByTestId('point-approval').innerText()).resolves.toContain('待审批');
    await page.getByRole('button', { name: '通过', exact: true }).click();
    await page.getByTestId('approve-dialog').getByRole('button', { name: '确认通过' }).click();
    await page.getByText('公司尚未批准为该申请使用积分。').waitFor({ timeout: 10_000 });
    expect((await rowOf(byPoints.id))?.status).toBe('COMMITTED');
    await shot(page, 'admin-pc-08-points-pending');
    await page.getByTestId('approve-dialog').getByRole('button', { name: '取消' }).click();

    // The company's partner administrator approves the points; the vendor may approve the application then.
    await asPerson(hangzhou.admin.rootUserId, async (sql) => {
      const [approval] = await sql<{ id: string }>('select id from app_public.point_usage_approvals where personal_certification_id = $1', [byPoints.id]);
      await sql('select app_public.approve_point_usage_approval($1)', [approval!.id]);
    });
    await openDetail(byPoints);
    await expect(page.getByTestId('point-approval').innerText()).resolves.toContain('已批准');
    await expect(page.getByTestId('point-approval').innerText()).resolves.toContain(hangzhou.admin.name);
    await expect(page.getByTestId('points-pending').count()).resolves.toBe(0);
    await page.getByRole('button', { name: '通过', exact: true }).click();
    await page.getByTestId('approve-dialog').getByRole('button', { name: '确认通过' }).click();
    await page.getByText('申请已通过').waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await rowOf(byPoints.id))?.status, { timeout: 10_000 }).toBe('WAITING_APPROVAL');
  });

  it('applies for a person free of charge', async () => {
    await page.goto(`${webUrl()}/admin/personal-certification`);
    await page.getByTestId('create-button').click({ timeout: 30_000 });
    const dialog = page.getByTestId('create-dialog');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await dialog.getByText('请选择认证类型。').waitFor({ timeout: 10_000 });

    await dialog.getByTestId('person-search').fill(chen.email);
    await page.getByRole('option', { name: new RegExp(chen.email) }).click({ timeout: 15_000 });
    await expect(dialog.locator('input[name="realName"]').inputValue()).resolves.toBe(chen.name);
    // The names filled from the person's profile are checked again: their errors are gone.
    await expect.poll(() => dialog.getByText('请输入真实姓名。').count(), { timeout: 10_000 }).toBe(0);
    await dialog.getByRole('combobox', { name: '认证类型' }).click();
    await page.getByRole('option', { name: /^SCF / }).click();
    await expect(dialog.getByRole('radio', { name: '无需支付' }).isChecked()).resolves.toBe(true);
    await expect(dialog.locator('input[name="deliveryContactName"]').inputValue()).resolves.toBe(chen.name);
    await dialog.locator('input[name="deliveryContactPrefix"]').fill('+86');
    await dialog.locator('input[name="deliveryContactNumber"]').fill('13900139000');
    await dialog.locator('textarea[name="deliveryAddress"]').fill('8 Century Avenue, Pudong, Shanghai');
    await shot(page, 'admin-pc-09-create');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('申请已创建').waitFor({ timeout: 10_000 });
    await page.waitForURL(/\/admin\/personal-certification\/[0-9a-f-]{36}$/, { timeout: 10_000 });
    createdId = page.url().split('/').pop() ?? '';
    const [created] = await ownerSql<{ applicant_id: string; payment_method: string; created_by: string; status: string; delivery_contact_number: string }>(
      `select applicant_id, payment_method, created_by, status, delivery_contact_number from app_public.personal_certifications where id = $1`,
      [createdId],
    );
    expect(created).toEqual({
      applicant_id: chen.rootUserId,
      payment_method: 'NO_PAYMENT',
      created_by: vendor.rootUserId,
      status: 'COMMITTED',
      delivery_contact_number: '13900139000',
    });
    await expect.poll(() => statusChip().innerText(), { timeout: 10_000 }).toBe('待审核');
    await expect(page.getByTestId('paid').innerText()).resolves.toContain('无需支付');
    await expect(page.getByTestId('created-by').innerText()).resolves.toContain(vendor.name);
    await shot(page, 'admin-pc-10-created');

    const row = await listFor(chen, 'COMMITTED');
    expect(await row.innerText()).toContain('无需支付');
  });

  it('cancels that application with a reason', async () => {
    await page.goto(`${webUrl()}/admin/personal-certification/${createdId}`);
    await page.getByRole('button', { name: '取消申请' }).click({ timeout: 15_000 });
    const dialog = page.getByTestId('cancel_application-dialog');
    await dialog.locator('textarea[name="reason"]').fill('x'.repeat(201));
    await dialog.getByRole('button', { name: '确认取消申请' }).click();
    await dialog.getByText('原因不能超过200个字符。').waitFor({ timeout: 10_000 });
    await dialog.locator('textarea[name="reason"]').fill('Applied for the wrong person.');
    await dialog.getByRole('button', { name: '确认取消申请' }).click();
    await page.getByText('申请已取消').waitFor({ timeout: 10_000 });
    await expect.poll(async () => rowOf(createdId), { timeout: 10_000 }).toMatchObject({ status: 'CANCELED', cancel_reason: 'Applied for the wrong person.' });
    await expect.poll(() => statusChip().innerText(), { timeout: 10_000 }).toBe('已取消');
    await shot(page, 'admin-pc-11-cancelled');
  });
});
