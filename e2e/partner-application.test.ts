// Becoming a partner, end to end through Keycloak's real login page, the built portal and back office, the API,
// Postgres, S3Proxy and the Temporal worker: a person without a company applies with a business licence upload, the
// vendor admin approves in the back office with a partner manager, and the applicant lands in the new company's
// workbench as its partner administrator; another person's pending application is rejected with a reason, and they are
// told. Every person and application is the journey's own (e2e/fixtures). Steps (1)-(3) run in order and build on
// each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { fixtures, ownerSql, signedIn, uniqueTag, type Person } from './fixtures/index.ts';

// A valid 1×1 PNG: the licence.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const company = `Lantau Networks ${uniqueTag()} Ltd.`;
let applicant: Person;
let vendor: Person;
let semanticId = '';

let browser: Browser;
beforeAll(async () => {
  // a person without a company, their user-info form completed, so the journey starts at the application
  applicant = await fixtures.person();
  vendor = await fixtures.vendorAdmin();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const applicantSession = (path: string) => signedIn(browser, applicant, path, { viewport: { width: 1366, height: 900 } });
const backOffice = (path: string) => signedIn(browser, vendor, path, { locale: 'zh-CN' });

describe('becoming a partner, end to end', () => {
  it('(1) a person without a company applies with a licence upload and sees the pending application', async () => {
    const { context, page } = await applicantSession('/apply-partner');
    await page.waitForURL(/\/apply-partner/);
    // "Become a partner" in the top bar leads to the application
    await page.goto(`${webUrl()}/`);
    await page.locator('.pp-become-partner').first().click();
    await page.waitForURL(/\/apply-partner/);
    const form = page.getByTestId('apply-partner-form');
    await form.waitFor();
    expect(await page.getByText('reply within 7 working days').first().isVisible()).toBe(true);

    // nothing filled in: each required field names its rule, and nothing is sent
    await form.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('Please enter the company name.').waitFor();
    await page.getByText('Please upload the business licence.').waitFor();

    await page.locator('#pp-apply-company-name').fill(company);
    await page.locator('#pp-apply-billing-address').fill('1 Tung Chung Road, Lantau, Hong Kong');
    await page.locator('#pp-apply-phone').fill('85255550199');
    await page.locator('#pp-apply-website').fill('https://lantau.example.hk');
    await page.locator('#pp-apply-industry').fill('Networking');
    await page.locator('#pp-apply-main-businesses').fill('System integration');
    await page.locator('#pp-apply-main-businesses').press('Enter');
    await page.locator('.p-dropdown').filter({ has: page.locator('#pp-apply-scale') }).click();
    await page.getByRole('option', { name: '11-50', exact: true }).click();
    await page.getByTestId('uploader-BUSINESS_LICENSE').locator('input[type=file]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png });
    await page.getByText('licence.png has been uploaded.').waitFor({ timeout: 30_000 });
    await page.locator('.p-dropdown').filter({ has: page.locator('#pp-apply-position') }).click();
    await page.getByRole('option', { name: 'CEO', exact: true }).click();
    expect(await page.locator('#pp-apply-contact-name').inputValue()).toBe(applicant.name);
    expect(await page.locator('#pp-apply-email').inputValue()).toBe(applicant.email);
    await shot(page, 'partner-application-form');
    await form.getByRole('button', { name: 'Submit application' }).click();

    const status = page.getByTestId('partner-application-status');
    await status.waitFor({ timeout: 20_000 });
    const text = await status.innerText();
    expect(text).toContain(company);
    expect(text).toContain('7 working days');
    semanticId = /PA-\d{4}-\d{6}/.exec(text)?.[0] ?? '';
    expect(semanticId).not.toBe('');
    const stored = await ownerSql<{ application_status: string; site: string; file_status: string }>(
      `select a.application_status, a.site, f.status as file_status
       from app_public.partner_applications a join app_public.uploaded_files f on f.id = a.business_license_file_id
       where a.applicant_id = $1`,
      [applicant.rootUserId],
    );
    expect(stored).toEqual([{ application_status: 'APPLYING', site: 'GLOBAL', file_status: 'SUCCESS' }]);
    await shot(page, 'partner-application-1');
    await context.close();
  });

  it('(2) the vendor admin finds it by its number in the back office, sees the licence and approves with a partner manager', async () => {
    const { context, page } = await backOffice('/admin/');
    await page.waitForURL(/\/admin\/partner/);
    await page.getByPlaceholder('搜索公司名称、联系人或申请编号').fill(semanticId);
    await rows(page).filter({ hasText: company }).first().click();
    await page.waitForURL(new RegExp(`/admin/partner-info/${semanticId}`));
    await page.getByTestId('partner-info').waitFor();
    // the licence is shown inline (the image loads from storage through its presigned URL)
    const image = page.getByTestId('license-viewer').locator('img');
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);

    await page.getByRole('button', { name: '通过', exact: true }).click();
    const dialog = page.getByRole('dialog');
    // without a manager the dialog names the rule and stays open
    await dialog.getByRole('button', { name: '确认通过' }).click();
    await dialog.getByText('请选择合作伙伴经理。').waitFor();
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name: /Lily Chen/ }).click();
    await dialog.getByRole('button', { name: '确认通过' }).click();
    await page.getByTestId('partner-status').filter({ hasText: '已通过' }).waitFor({ timeout: 20_000 });
    await shot(page, 'partner-application-2');
    await context.close();

    const created = await ownerSql<{ site: string; managers: string[]; roles: string[]; status: string }>(
      `select c.site,
              array(select pm.name from app_public.company_partner_managers cpm join app_public.partner_managers pm on pm.id = cpm.partner_manager_id
                    where cpm.company_id = c.id) as managers,
              array(select r.key from app_public.user_roles ur join app_public.roles r on r.id = ur.role_id where ur.user_id = u.id) as roles,
              u.status
       from app_public.companies c join app_public.users u on u.company_id = c.id and u.root_user_id = $2
       where c.name = $1`,
      [company, applicant.rootUserId],
    );
    expect(created).toEqual([{ site: 'GLOBAL', managers: ['Lily Chen'], roles: ['PARTNER_ADMINISTRATOR'], status: 'JOINED' }]);
  });

  it('(3) the applicant lands in the new company’s workbench as its partner administrator and is told', async () => {
    const { context, page } = await applicantSession('/apply-partner');
    const status = page.getByTestId('partner-application-status');
    await status.getByText(company).waitFor();
    await status.getByRole('button', { name: 'Open workbench' }).click();
    await page.waitForURL(/\/workbench$/);
    await page.getByRole('heading', { name: company }).waitFor({ timeout: 30_000 });
    await page.getByText('Partner administrator').first().waitFor();
    // the workflow tells the applicant
    const bell = page.getByRole('button', { name: /Notifications/ });
    await expect.poll(async () => (await bell.innerText()).trim(), { timeout: 30_000 }).toMatch(/^[1-9]/);
    await bell.click();
    await page.getByText(`Your partner application for ${company} was approved`).waitFor();
    await shot(page, 'partner-application-3');
    await context.close();
  });

  it('(4) the mainland site promises a reply within 2 working days, in Chinese', async () => {
    const url = new URL(webUrl());
    url.hostname = 'mainland.localhost';
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url.origin}/apply-partner`);
    // a person without a company is offered the form
    const newcomer = await fixtures.person({ phonePrefix: '+86' });
    await signIn(page, newcomer.username, newcomer.password);
    await page.waitForURL(/\/apply-partner/);
    await page.getByTestId('apply-partner-form').waitFor();
    await page.getByText('2 个工作日内答复').first().waitFor();
    await page.getByText('营业执照（图片或 PDF）').waitFor();
    await shot(page, 'partner-application-mainland');
    await context.close();
  });

  it('(5) the vendor admin rejects another person’s pending application with a reason, and its applicant is told', async () => {
    const other = await fixtures.person();
    const pending = await fixtures.partnerApplication(other);
    const { context, page } = await backOffice(`/admin/partner-info/${pending.semanticId}`);
    await page.getByTestId('partner-info').waitFor();
    await page.getByRole('button', { name: '拒绝', exact: true }).click();
    const dialog = page.getByRole('dialog');
    // without a reason the dialog names the rule and stays open
    await dialog.getByRole('button', { name: '确认拒绝' }).click();
    await dialog.getByText('请填写拒绝原因。').waitFor();
    await dialog.locator('textarea').first().fill('The business licence is not legible. Please upload a clearer scan.');
    await dialog.getByRole('button', { name: '确认拒绝' }).click();
    await page.getByTestId('partner-status').filter({ hasText: '已拒绝' }).waitFor({ timeout: 20_000 });
    await context.close();
    // the workflow started with the application hears the decision and tells the applicant
    await expect
      .poll(
        async () =>
          (await ownerSql<{ title: string }>(`select title from app_public.user_messages where root_user_id = $1 and link = '/apply-partner'`, [
            other.rootUserId,
          ])).map((m) => m.title),
        { timeout: 30_000 },
      )
      .toEqual([`Your partner application for ${pending.companyName} was not approved`]);
  });
});
