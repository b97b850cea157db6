// Company certification on the mainland site, end to end through Keycloak's real login page, the built portal, the API
// and Postgres: the partner administrator of a mainland company opens 企业认证 from the workbench menu, reads that the
// company is not certified (the Register level applies) and the programme's tier and benefit table, applies for
// Silver (the dialog refuses it without a level), and applying again is refused with the duplicate error; the history
// lists the application under review and leads to its detail. A vendor admin of the run then signs in to the back
// office (/admin/, in Chinese, in a browser context of their own), finds the application under 认证 › 企业认证 by the
// company's name, approves it as Silver with the journey's grant and expiry dates (the company's deal-registration
// quota becomes Silver's default, which the back office shows and the database holds) and enters the certificate's
// data with its PNG uploaded: the portal shows Silver in effect with its dates, the table marks Silver, the
// certificate opens with its file, the workbench overview shows the level. A regular member of the same
// company (without CreateCompanyCertification or ViewCompanyCertificationRecord) has no menu entry and is sent back
// from the address. On a phone (390 px wide) the history is a list of cards.
//
// The world is the journey's own: a mainland company made for this run (no certification), its partner administrator
// and a regular member (+86 numbers), a vendor admin (the back office's user); nothing is put back afterwards: every
// row belongs to this run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, signIn, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { businessDate, fixtures, ownerSql, runTag, signedIn, type Company, type Member, type Person, type Session } from './fixtures/index.ts';

/** The mainland site: the same web server under another host name (Chromium resolves *.localhost to loopback). */
const mainlandUrl = (): string => {
  const url = new URL(webUrl());
  url.hostname = 'mainland.localhost';
  return url.origin;
};

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions = new Map<string, StorageState>();

/**
 * A browser session of `person` on the mainland site at `path`: the first one signs in through Keycloak's page, later
 * ones start from its saved state (as `signedIn` does on the global site).
 */
const onMainland = async (person: Person, path: string, viewport = { width: 1440, height: 900 }): Promise<{ context: BrowserContext; page: Page }> => {
  const state = sessions.get(person.username);
  const context = await browser.newContext({ viewport, storageState: state });
  const page = await context.newPage();
  await page.goto(`${mainlandUrl()}${path}`);
  if (!state) {
    await signIn(page, person.username, person.password);
    sessions.set(person.username, await context.storageState());
  }
  return { context, page };
};

/** A date-only value as the mainland site shows it (zh-CN, that calendar day). */
const shown = (day: string): string =>
  new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(day));

const certificateNumber = `CC-${runTag.toUpperCase()}`;
const trackingNumber = `SF${runTag.toUpperCase()}01`;
const certificateFile = `certificate-${runTag}.png`;
/** A valid 1×1 PNG: the certificate's file. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
let company: Company;
let admin: Member;
let regular: Member;
let vendor: Person;
let grantDate: string;
let expiredDate: string;
/** The vendor admin's back-office session (its own browser context), once opened. */
let backOfficeSession: Session | undefined;

/** The vendor admin's page on the back office: the first call signs in through Keycloak's page (in Chinese). */
const backOffice = async (): Promise<Page> => {
  backOfficeSession ??= await signedIn(browser, vendor, '/admin/', { locale: 'zh-CN' });
  return backOfficeSession.page;
};

/** The company's deal-registration quota as the product computes it (the portal does not show it). */
const quota = async () =>
  (await ownerSql<{ max_count: number; win_rate: number; level_id: number; custom_rule_id: string | null }>(
    'select max_count, win_rate, level_id, custom_rule_id from app_private.project_filing_quota($1)',
    [company.id],
  ))[0]!;
/** A level's default quota, read when asked (the quota journey may change a level's default). */
const levelDefaults = async (key: string) =>
  (await ownerSql<{ max_count: number; win_rate: number; level_id: number }>(
    'select max_project_filing_count as max_count, win_rate, id as level_id from app_public.certification_levels where key = $1',
    [key],
  ))[0]!;

/** The company's applications, oldest first. */
const applications = () =>
  ownerSql<{ id: string; status: string; applied: string; approved: string | null }>(
    `select c.id, c.status::text as status, a.key as applied, g.key as approved
     from app_public.company_certifications c
     join app_public.certification_levels a on a.id = c.applied_level_id
     left join app_public.certification_levels g on g.id = c.approved_level_id
     where c.company_id = $1 order by c.created_at`,
    [company.id],
  );

beforeAll(async () => {
  company = await fixtures.company({ site: 'MAINLAND', admin: { phonePrefix: '+86' } });
  admin = company.admin;
  regular = await fixtures.member(company, { phonePrefix: '+86' });
  vendor = await fixtures.vendorAdmin();
  grantDate = await businessDate(0);
  expiredDate = await businessDate(730);
  browser = await launchBrowser();
});

afterAll(async () => {
  await backOfficeSession?.context.close();
  await browser?.close();
});

/** The tier table's level names, in order, and the one marked as the company's. */
const tiers = async (page: Page): Promise<{ levels: string[]; yours: string }> => {
  const table = page.getByTestId('certification-tiers');
  await table.locator('[data-tier]').first().waitFor();
  const levels = await table.locator('[data-tier]').evaluateAll((els) => els.map((el) => el.firstChild?.textContent ?? ''));
  const yours = await table.locator('.pp-tier-yours').evaluate((el) => el.firstChild?.textContent ?? '');
  return { levels, yours };
};

describe('company certification', () => {
  it('(1) the partner administrator opens 企业认证, reads the tiers and applies for Silver', async () => {
    const { context, page } = await onMainland(admin, '/workbench');
    const nav = page.locator('nav.pp-sidenav');
    await nav.getByRole('link', { name: '企业认证' }).click({ timeout: 60_000 });
    await page.waitForURL(`${mainlandUrl()}/workbench/company-certification`);
    await expect.poll(() => page.title()).toBe('企业认证 | 合作伙伴门户');
    expect(await page.getByTestId('certification-tabs').getByRole('menuitem').allInnerTexts()).toEqual(['合作伙伴认证', '申请记录']);

    // not certified: the programme's lowest level applies; the table is the mainland programme's, Register marked
    await page.getByTestId('certification-none').getByText('尚未认证：适用注册级。').waitFor({ timeout: 30_000 });
    expect(await tiers(page)).toEqual({ levels: ['注册级', '银牌', '金牌', '白金'], yours: '注册级' });
    const table = page.getByTestId('certification-tiers');
    const headers = await table.locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['等级', '在线培训', '直接下单', '项目保护', '返利', '销售资质', '服务折扣', '技术赋能']);
    const silverRow = table.locator('tbody tr').filter({ has: page.locator('[data-tier="SILVER"]') });
    const marks = await silverRow.locator('td').evaluateAll((cells) => cells.slice(1).map((c) => (c.querySelector('.pp-benefit-yes') ? 'yes' : 'no')));
    expect(marks).toEqual(['yes', 'no', 'yes', 'yes', 'yes', 'yes', 'no']);
    await shot(page, 'company-certification-tiers');

    // the dialog: the programme shown, the level required
    await page.getByTestId('certification-apply').click();
    const dialog = page.getByTestId('certification-apply-dialog');
    expect(await dialog.getByTestId('certification-apply-programme').innerText()).toBe('中国大陆合作伙伴计划');
    await dialog.getByTestId('certification-apply-submit').click();
    await dialog.getByText('请选择认证计划和等级。').waitFor();
    await dialog.getByText('银牌', { exact: true }).click();
    await shot(page, 'company-certification-apply');
    await dialog.getByTestId('certification-apply-submit').click();
    await page.getByText('申请已提交，等待审核。').first().waitFor({ timeout: 15_000 });
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('certification-reviewing').getByText('贵公司申请的银牌认证正在审核中。').waitFor({ timeout: 15_000 });
    expect(await applications()).toEqual([{ id: expect.any(String), status: 'WAITING_APPROVAL', applied: 'SILVER', approved: null }]);
    await context.close();
  });

  it('(2) applying again is refused as a duplicate, in Chinese', async () => {
    const { context, page } = await onMainland(admin, '/workbench/company-certification');
    await page.getByTestId('certification-reviewing').waitFor({ timeout: 60_000 });
    await page.getByTestId('certification-apply').click();
    const dialog = page.getByTestId('certification-apply-dialog');
    await dialog.getByText('金牌', { exact: true }).click();
    await dialog.getByTestId('certification-apply-submit').click();
    await page.locator('.p-toast-message').getByText('贵公司已有审核中的认证申请，或已持有该等级。').waitFor({ timeout: 15_000 });
    await shot(page, 'company-certification-duplicate');
    expect((await applications()).length).toBe(1);
    await context.close();
  });

  it('(3) the history lists the application under review, and its detail', async () => {
    const { context, page } = await onMainland(admin, '/workbench/company-certification');
    await page.getByTestId('certification-tabs').getByRole('menuitem', { name: '申请记录' }).click({ timeout: 60_000 });
    await page.waitForURL(/\?tab=history$/);
    const history = page.getByTestId('certification-history');
    const row = history.locator('tbody tr').filter({ hasText: '银牌' });
    await row.waitFor({ timeout: 30_000 });
    expect(await history.locator('tbody tr').count()).toBe(1);
    expect(await row.getByTestId('certification-status').innerText()).toBe('审核中');
    await shot(page, 'company-certification-history');
    await row.getByRole('link', { name: '银牌', exact: true }).click();
    const [application] = await applications();
    await page.waitForURL(`${mainlandUrl()}/workbench/company-certification-detail/${application!.id}`);
    await page.getByTestId('certification-detail').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('certification-applied-level').innerText()).toBe('银牌');
    expect(await page.getByTestId('certification-approved-level').innerText()).toBe('—');
    await page.getByText('厂商正在审核该申请。').waitFor();
    expect(await page.getByTestId('certificate-details').count()).toBe(0);
    await shot(page, 'company-certification-detail-reviewing');
    await page.getByTestId('certification-breadcrumb').getByRole('link', { name: '企业认证' }).click();
    await page.waitForURL(/\/workbench\/company-certification\?tab=history$/);
    await context.close();
  });

  it('(4) the vendor approves it as Silver in the back office and enters the certificate; then Silver is in effect with its dates, its certificate and the overview badge', async () => {
    const [application] = await applications();
    const before = await quota();
    expect(before).toEqual({ ...(await levelDefaults('REGISTER')), custom_rule_id: null });

    // the vendor admin, in a browser of their own on the back office: 认证 › 企业认证, this company's application
    const back = await backOffice();
    await back.getByText('认证', { exact: true }).first().waitFor({ timeout: 30_000 });
    await back.getByRole('menuitem', { name: '企业认证', exact: true }).click({ timeout: 30_000 });
    await back.waitForURL(/\/admin\/company-certification(\?|$)/, { timeout: 15_000 });
    // the list has loaded, then it is narrowed to the company through the address: a search typed into the box can be
    // overwritten by the list's own first filter update when both land in the same moment
    await rows(back).first().waitFor({ timeout: 30_000 });
    await back.goto(`${webUrl()}/admin/company-certification?filter=${encodeURIComponent(JSON.stringify({ q: company.name }))}`);
    expect(await back.getByPlaceholder('搜索公司名称').inputValue({ timeout: 15_000 })).toBe(company.name);
    const row = rows(back).filter({ hasText: company.name });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => rows(back).count(), { timeout: 15_000 }).toBe(1);
    for (const text of ['中国大陆合作伙伴计划', '银牌（Silver）', '审核中', admin.name]) expect(await row.innerText()).toContain(text);
    await row.click();
    await back.waitForURL(new RegExp(`/admin/company-certification-detail/${application!.id}$`), { timeout: 15_000 });
    await expect.poll(() => back.getByTestId('certification-status').innerText(), { timeout: 15_000 }).toBe('审核中');

    // approved as the level applied for, with the journey's dates
    await back.getByRole('button', { name: '通过', exact: true }).click();
    const approve = back.getByTestId('approve-dialog');
    expect(await approve.getByRole('combobox').innerText()).toBe('银牌（Silver）');
    await approve.locator('input[name="grantDate"]').fill(grantDate);
    await approve.locator('input[name="expiredDate"]').fill(expiredDate);
    await shot(back, 'company-certification-back-office-approve');
    await approve.getByRole('button', { name: '确认通过' }).click();
    await back.getByText('认证已通过').waitFor({ timeout: 10_000 });
    await expect.poll(() => back.getByTestId('certification-status').innerText(), { timeout: 15_000 }).toBe('生效中');
    expect(await back.getByTestId('approved-level').innerText()).toContain('银牌（Silver）');
    expect(await applications()).toEqual([{ id: application!.id, status: 'VALIDATING', applied: 'SILVER', approved: 'SILVER' }]);
    // the company's deal-registration quota is Silver's default now (the portal does not show it; the back office does)
    const silver = await levelDefaults('SILVER');
    expect(await quota()).toEqual({ ...silver, custom_rule_id: null });
    expect(await back.getByTestId('level-quota').innerText()).toContain(`最多 ${silver.max_count} 个`);

    // the certificate and its delivery, with the certificate's PNG
    await back.getByRole('button', { name: '编辑证书与寄送信息' }).click();
    const certificateForm = back.getByTestId('certificate-dialog');
    expect(await certificateForm.locator('input[name="certificateToCompanyName"]').inputValue()).toBe(company.name);
    expect(await certificateForm.locator('input[name="grantDate"]').inputValue()).toBe(grantDate);
    expect(await certificateForm.locator('input[name="expiredDate"]').inputValue()).toBe(expiredDate);
    expect(await certificateForm.locator('input[name="deliveryContactPrefix"]').inputValue()).toBe('+86');
    const entered = {
      certificateNumber,
      deliveryContactName: '王伟',
      deliveryContactNumber: '13812345678',
      deliveryAddress: '上海市浦东新区世纪大道1号',
      trackingNumber,
    };
    for (const [name, value] of Object.entries(entered)) await certificateForm.locator(`input[name="${name}"], textarea[name="${name}"]`).first().fill(value);
    await certificateForm.locator('input[name="deliveryDate"]').fill(grantDate);
    await certificateForm.getByTestId('certificate-file-input').setInputFiles({ name: certificateFile, mimeType: 'image/png', buffer: png });
    await certificateForm.getByTestId('certificate-file-uploaded').waitFor({ timeout: 30_000 });
    await certificateForm.getByRole('button', { name: '保存' }).click();
    await back.getByText('证书与寄送信息已保存').waitFor({ timeout: 10_000 });
    await expect.poll(() => back.getByTestId('certificate-number').innerText(), { timeout: 15_000 }).toContain(certificateNumber);
    const savedFile = back.getByTestId('certificate-section').getByTestId('certificate-file-link');
    await savedFile.waitFor({ timeout: 15_000 });
    expect(await savedFile.innerText()).toContain(certificateFile);
    await shot(back, 'company-certification-back-office-certificate');

    const { context, page } = await onMainland(admin, '/workbench/company-certification');
    const current = page.getByTestId('certification-current');
    await current.getByTestId('certification-level').getByText('银牌').waitFor({ timeout: 60_000 });
    expect(await current.getByTestId('certification-status').innerText()).toBe('生效中');
    expect(await current.getByTestId('certification-grant-date').innerText()).toBe(shown(grantDate));
    expect(await current.getByTestId('certification-expired-date').innerText()).toBe(shown(expiredDate));
    expect(await page.getByTestId('certification-reviewing').count()).toBe(0);
    // two years ahead: outside the renewal window
    expect(await page.getByTestId('certification-renew').count()).toBe(0);
    expect((await tiers(page)).yours).toBe('银牌');
    await shot(page, 'company-certification-in-effect');

    await page.getByTestId('certification-view-certificate').click();
    const certificate = page.getByTestId('certificate-dialog');
    expect(await certificate.getByTestId('certificate-number').innerText()).toBe(certificateNumber);
    const text = await certificate.innerText();
    expect(text).toContain(company.name);
    expect(text).toContain(trackingNumber);
    expect(text).toContain('王伟 · +86 13812345678');
    expect(text).toContain('上海市浦东新区世纪大道1号');
    expect(await certificate.getByTestId('certificate-expired-date').innerText()).toBe(shown(expiredDate));
    // the dialog has faded in (for the screenshot)
    await expect.poll(() => certificate.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await shot(page, 'company-certification-certificate');
    // the PNG the vendor uploaded opens from storage in a new tab
    const file = certificate.getByTestId('certificate-file');
    await file.waitFor({ timeout: 15_000 });
    expect(await file.innerText()).toContain(certificateFile);
    const [stored] = await ownerSql<{ file_id: string }>('select certificate_file_id as file_id from app_public.company_certifications where id = $1', [application!.id]);
    const [opened] = await Promise.all([context.waitForEvent('page'), file.click()]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toContain(`${stored!.file_id}.png`);
    await opened.close();
    await certificate.getByRole('button', { name: '关闭' }).click();

    // the overview's badge: the level and its expiry
    await page.locator('nav.pp-sidenav').getByRole('link', { name: '概览' }).click();
    const badge = page.getByTestId('certification-badge');
    await badge.getByTestId('certification-badge-level').getByText('银牌').waitFor({ timeout: 30_000 });
    expect(await badge.innerText()).toContain(`有效期至 ${shown(expiredDate)}`);
    await shot(page, 'company-certification-overview');
    await context.close();
  });

  it('(5) a regular member has no menu entry and is sent back from the address', async () => {
    const { context, page } = await onMainland(regular, '/workbench');
    const nav = page.locator('nav.pp-sidenav');
    await nav.getByRole('link', { name: '概览' }).waitFor({ timeout: 60_000 });
    expect(await nav.getByRole('link', { name: '企业认证' }).count()).toBe(0);
    expect(await page.getByTestId('certification-badge').count()).toBe(0);
    await page.goto(`${mainlandUrl()}/workbench/company-certification`);
    await page.waitForURL(`${mainlandUrl()}/workbench`, { timeout: 30_000 });
    await context.close();
  });

  it('(6) on a phone (390 px wide) the history and the tiers are lists of cards, whole, without sideways scrolling', async () => {
    const phone = { width: 390, height: 844 };
    const { context, page } = await onMainland(admin, '/workbench/company-certification?tab=history', phone);
    const history = page.getByTestId('certification-history');
    const card = history.getByRole('listitem').filter({ hasText: '银牌' });
    await card.waitFor({ timeout: 60_000 });
    expect(await history.locator('table').count()).toBe(0);
    expect(await card.getByTestId('list-card-status').innerText()).toBe('生效中');
    // the applied date, in the reader's time zone
    expect(await card.getByTestId('list-card-id').innerText()).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    const fits = async (part: Locator) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      const box = await part.boundingBox();
      if (!box) throw new Error('not shown');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    };
    await fits(card);
    await fits(card.getByTestId('list-card-status'));
    await shot(page, 'company-certification-phone-history');

    // the tier table too: a card a level, its benefits as lines
    await page.getByTestId('certification-tabs').getByRole('menuitem', { name: '合作伙伴认证' }).click();
    const silver = page.getByTestId('certification-tiers').getByRole('listitem').filter({ has: page.locator('[data-tier="SILVER"]') });
    await silver.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('certification-tiers').locator('table').count()).toBe(0);
    await silver.getByTestId('tier-yours').waitFor();
    await fits(silver);
    await shot(page, 'company-certification-phone-tiers');
    await context.close();
  });
});
