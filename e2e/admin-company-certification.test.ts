// Company certification in the back office, as a vendor admin uses it through Keycloak's real sign-in page: the
// applications found by the status filter 审核中 (also from the address, ?status=reviewing), one approved as Silver
// with its dates (an expiry before the grant refused), its certificate and delivery entered (a company name of three
// characters and a bad +86 mobile refused) with the certificate PNG uploaded, the company then at Silver with Silver's
// default filing quota, the remark, and another application rejected with a reason and shown as 已驳回. Every refusal
// is the code's zh text and writes nothing.
// The journey makes its own world, named with this run's tag: a fixture vendor admin (signs in, in Chinese) and two
// mainland companies whose partner administrators apply (Silver and Gold) through the product's own command.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { businessDate, fixtures, ownerSql, signedIn, uniqueTag, type Company, type Person } from './fixtures/index.ts';

const tag = uniqueTag();
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
let context: BrowserContext;
let page: Page;
let vendor: Person;
/** Applies for Silver: approved, then given its certificate. */
let silverline: Company;
let silverlineApplication: string;
/** Applies for Gold: rejected. */
let goldgate: Company;
let goldgateApplication: string;

/** The day before the same date a year later (the approval's default expiry: a certificate is in effect for a year). */
const yearFrom = (date: string): string => {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  d.setUTCDate(d.getUTCDate() === day ? day - 1 : 0);
  return d.toISOString().slice(0, 10);
};
/** The Silver certificate's expiry date, as approved. */
let silverExpiry = '';

type Row = Record<string, string | null>;
const certification = async (id: string): Promise<Row> =>
  (
    await ownerSql<Row>(
      `select c.status::text, l.key as approved_level, c.grant_date::text, c.expired_date::text, c.audit_comment, c.remark,
              c.certificate_number, c.certificate_to_company_name, c.delivery_contact_name, c.delivery_contact_prefix,
              c.delivery_contact_number, c.delivery_address, c.tracking_number, c.delivery_date::text, c.certificate_file_id::text
       from app_public.company_certifications c left join app_public.certification_levels l on l.id = c.approved_level_id
       where c.id = $1`,
      [id],
    )
  )[0]!;

beforeAll(async () => {
  silverline = await fixtures.company({ name: `Hangzhou Silverline ${tag} Technology Co., Ltd.`, site: 'MAINLAND' });
  goldgate = await fixtures.company({ name: `Ningbo Goldgate ${tag} Systems Co., Ltd.`, site: 'MAINLAND' });
  silverlineApplication = await fixtures.companyCertification(silverline, { level: 'SILVER', approve: false });
  goldgateApplication = await fixtures.companyCertification(goldgate, { level: 'GOLD', approve: false });
  vendor = await fixtures.vendorAdmin();
  browser = await launchBrowser();
  ({ context, page } = await signedIn(browser, vendor, '/admin/company-certification', { locale: 'zh-CN' }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const rowOf = (company: Company) => rows(page).filter({ hasText: company.name });

describe('back office: company certification', () => {
  it('opens 企业认证 under 认证 and finds this run’s applications by the status filter 审核中', async () => {
    await page.waitForURL(/\/admin\/company-certification/, { timeout: 30_000 });
    await page.getByRole('menuitem', { name: '企业认证', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText('认证', { exact: true }).first().waitFor();
    for (const header of ['公司名称', '认证计划', '申请等级', '授予等级', '状态', '申请人', '申请时间']) {
      await page.locator('thead th').filter({ hasText: header }).first().waitFor();
    }
    await page.getByPlaceholder('搜索公司名称').fill(tag);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '审核中', exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(2);
    // newest first: Goldgate applied last
    expect(await rows(page).first().innerText()).toContain(goldgate.name);
    const row = await rowOf(silverline).innerText();
    for (const text of ['中国大陆合作伙伴计划', '银牌（Silver）', '审核中', silverline.admin.name]) expect(row).toContain(text);
    // the status menu has closed (its fade ends by leaving the page)
    await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
    await shot(page, 'admin-cc-01-list-reviewing');
    // none of them is in effect yet
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '生效中', exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(0);
  });

  it('reads the status filter from the address (?status=reviewing)', async () => {
    await page.goto(`${webUrl()}/admin/company-certification?status=reviewing`);
    await expect.poll(() => page.getByRole('combobox', { name: '状态' }).innerText(), { timeout: 15_000 }).toBe('审核中');
    await page.getByPlaceholder('搜索公司名称').fill(tag);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(2);
  });

  it('opens the Silver application and refuses an expiry before the grant with its coded text, writing nothing', async () => {
    await rowOf(silverline).click();
    await page.waitForURL(new RegExp(`/admin/company-certification-detail/${silverlineApplication}$`), { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('certification-status').innerText(), { timeout: 15_000 }).toBe('审核中');
    await page.getByTestId('certificate-section').getByText('通过后可填写证书与寄送信息。').waitFor();
    await page.getByRole('button', { name: '通过', exact: true }).click();
    const dialog = page.getByTestId('approve-dialog');
    // defaults: the level applied for, granted today, for a year
    const today = await businessDate(0);
    expect(await dialog.getByRole('combobox').innerText()).toBe('银牌（Silver）');
    expect(await dialog.locator('input[name="grantDate"]').inputValue()).toBe(today);
    expect(await dialog.locator('input[name="expiredDate"]').inputValue()).toBe(yearFrom(today));
    await dialog.locator('input[name="expiredDate"]').fill(await businessDate(-1));
    await dialog.getByRole('button', { name: '确认通过' }).click();
    await dialog.getByText('到期日期必须晚于颁发日期。').waitFor({ timeout: 10_000 });
    await shot(page, 'admin-cc-02-approve-refused');
    expect(await certification(silverlineApplication)).toMatchObject({ status: 'WAITING_APPROVAL', approved_level: null, grant_date: null });
  });

  it('approves it as Silver: in effect, and the company at Silver with Silver’s default filing quota', async () => {
    const dialog = page.getByTestId('approve-dialog');
    const grant = await businessDate(0);
    const expiry = yearFrom(grant);
    silverExpiry = expiry;
    await dialog.locator('input[name="expiredDate"]').fill(expiry);
    await dialog.getByRole('button', { name: '确认通过' }).click();
    await page.getByText('认证已通过').waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('certification-status').innerText(), { timeout: 15_000 }).toBe('生效中');
    expect(await page.getByTestId('approved-level').innerText()).toContain('银牌（Silver）');
    expect(await certification(silverlineApplication)).toMatchObject({ status: 'VALIDATING', approved_level: 'SILVER', grant_date: grant, expired_date: expiry });
    const [company] = await ownerSql<{ key: string }>(
      `select l.key from app_public.companies c join app_public.certification_levels l on l.id = c.certification_level_id where c.id = $1`,
      [silverline.id],
    );
    expect(company).toEqual({ key: 'SILVER' });
    const [silver] = await ownerSql<{ id: number; max_project_filing_count: number; win_rate: number }>(
      `select id, max_project_filing_count, win_rate from app_public.certification_levels where key = 'SILVER'`,
    );
    const [quota] = await ownerSql<{ max_count: number; win_rate: number; level_id: number; custom_rule_id: string | null }>(
      'select * from app_private.project_filing_quota($1)',
      [silverline.id],
    );
    expect(quota).toEqual({ max_count: silver!.max_project_filing_count, win_rate: silver!.win_rate, level_id: silver!.id, custom_rule_id: null });
    // the page names the level's quota and where it is edited
    expect(await page.getByTestId('level-quota').innerText()).toContain(`最多 ${silver!.max_project_filing_count} 个`);
    await shot(page, 'admin-cc-03-approved');
  });

  it('refuses a company name on the certificate of three characters and a bad +86 mobile with their coded texts, writing nothing', async () => {
    await page.getByRole('button', { name: '编辑证书与寄送信息' }).click();
    const dialog = page.getByTestId('certificate-dialog');
    // the certificate starts with the company's name
    expect(await dialog.locator('input[name="certificateToCompanyName"]').inputValue()).toBe(silverline.name);
    expect(await dialog.locator('input[name="deliveryContactPrefix"]').inputValue()).toBe('+86');
    await dialog.locator('input[name="certificateToCompanyName"]').fill('Orb');
    await dialog.locator('input[name="deliveryContactNumber"]').fill('23800138000');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('证书上的公司名称至少需要4个字符。').waitFor({ timeout: 10_000 });
    await dialog.getByText('请输入有效的收件人电话号码。').waitFor();
    await shot(page, 'admin-cc-04-certificate-refused');
    expect(await certification(silverlineApplication)).toMatchObject({
      certificate_to_company_name: silverline.name,
      delivery_contact_number: null,
      certificate_number: null,
    });
  });

  it('enters the certificate and delivery data and uploads the certificate PNG', async () => {
    const dialog = page.getByTestId('certificate-dialog');
    const deliveryDate = await businessDate(2);
    const data = {
      certificateNumber: `SC-${tag.toUpperCase()}-0001`,
      certificateToCompanyName: `Hangzhou Silverline ${tag}`,
      deliveryContactName: 'Li Wei',
      deliveryContactNumber: '13800138000',
      deliveryAddress: `${tag} Wensan Road 88, Xihu District, Hangzhou`,
      trackingNumber: `SF${tag.toUpperCase()}88`,
    };
    for (const [name, value] of Object.entries(data)) await dialog.locator(`input[name="${name}"], textarea[name="${name}"]`).first().fill(value);
    await dialog.locator('input[name="deliveryDate"]').fill(deliveryDate);
    await dialog.getByTestId('certificate-file-input').setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: png });
    await dialog.getByTestId('certificate-file-uploaded').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('证书与寄送信息已保存').waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('certificate-number').innerText(), { timeout: 15_000 }).toContain(data.certificateNumber);
    await page.getByTestId('certificate-section').getByTestId('certificate-file-link').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('certificate-section').getByTestId('certificate-file-link').innerText()).toContain('certificate.png');
    const saved = await certification(silverlineApplication);
    expect(saved).toMatchObject({
      certificate_number: data.certificateNumber,
      certificate_to_company_name: data.certificateToCompanyName,
      delivery_contact_name: data.deliveryContactName,
      delivery_contact_prefix: '+86',
      delivery_contact_number: data.deliveryContactNumber,
      delivery_address: data.deliveryAddress,
      tracking_number: data.trackingNumber,
      delivery_date: deliveryDate,
    });
    // the file is the company's now: a certificate, stored and read back
    expect(await ownerSql('select use::text, status::text, company_id::text, name from app_public.uploaded_files where id = $1', [saved.certificate_file_id])).toEqual([
      { use: 'CERTIFICATE', status: 'SUCCESS', company_id: silverline.id, name: 'certificate.png' },
    ]);
    await shot(page, 'admin-cc-05-certificate-saved');
  });

  it('keeps a remark', async () => {
    const remark = `Certificate posted with the welcome pack (${tag})`;
    await page.getByRole('button', { name: '编辑备注' }).click();
    await page.getByTestId('remark-dialog').locator('textarea[name="remark"]').first().fill(remark);
    await page.getByTestId('remark-dialog').getByRole('button', { name: '保存' }).click();
    await page.getByText('备注已保存').waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('remark').innerText(), { timeout: 15_000 }).toContain(remark);
    expect((await certification(silverlineApplication)).remark).toBe(remark);
  });

  it('shows the company at Silver on its page, with the certification’s expiry and a link to it', async () => {
    await page.getByTestId('quota-section').getByRole('link', { name: '查看公司' }).click();
    await page.waitForURL(new RegExp(`/admin/company/${silverline.id}/show`), { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('company-level').innerText(), { timeout: 15_000 }).toBe('银牌');
    expect(await page.getByTestId('company-level-expiry').innerText()).toBe(`认证有效期至 ${silverExpiry}`);
    await shot(page, 'admin-cc-06-company-level');
  });

  it('rejects the Gold application with a reason (none refused) and shows it as 已驳回', async () => {
    await page.goto(`${webUrl()}/admin/company-certification-detail/${goldgateApplication}`);
    await expect.poll(() => page.getByTestId('certification-status').innerText(), { timeout: 15_000 }).toBe('审核中');
    await page.getByRole('button', { name: '驳回', exact: true }).click();
    const dialog = page.getByTestId('reject-dialog');
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await dialog.getByText('请填写驳回原因。').waitFor({ timeout: 10_000 });
    expect(await certification(goldgateApplication)).toMatchObject({ status: 'WAITING_APPROVAL', audit_comment: null });
    const reason = 'Two certified engineers are needed for Gold.';
    await dialog.locator('textarea[name="auditComment"]').first().fill(reason);
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await page.getByText('认证申请已驳回').waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('certification-status').innerText(), { timeout: 15_000 }).toBe('已驳回');
    expect(await page.getByTestId('audit-comment').innerText()).toContain(reason);
    await expect(page.getByRole('button', { name: '通过', exact: true }).count()).resolves.toBe(0);
    expect(await certification(goldgateApplication)).toMatchObject({ status: 'REJECTED', audit_comment: reason, approved_level: null });
    // the company keeps its plan's lowest level
    expect(await ownerSql('select certification_level_id from app_public.companies where id = $1', [goldgate.id])).toEqual([{ certification_level_id: null }]);
    await shot(page, 'admin-cc-07-rejected');
    // the list's 已驳回 filter finds it
    await page.goto(`${webUrl()}/admin/company-certification?status=rejected`);
    // the address's filter is applied (the select shows it) before the search is typed, as a person sees it
    await expect.poll(() => page.getByRole('combobox', { name: '状态' }).innerText(), { timeout: 15_000 }).toBe('已驳回');
    await page.getByPlaceholder('搜索公司名称').fill(tag);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await rows(page).first().innerText()).toContain('已驳回');
    expect(await rows(page).first().innerText()).toContain(goldgate.name);
  });
});
