// Deal registration end to end, through Keycloak's real login page, the built portal, the API and Postgres: a member
// opens the form from the list, fills part of it, reloads and finds the draft, completes and submits it; on a phone
// (390 px wide) the member's deal list and the partner administrator's My approvals show it as a card, number, status
// and Approve/Reject whole; the partner administrator approves it in My approvals, after which the filing waits for the
// vendor; a vendor admin approves it in the back office and it is in effect; the member adds progress and, once inside
// the last 30 days of its protection, applies for a renewal; the vendor marks it signed with a signing date (the dialog refuses it without one); a company
// at its quota finds "Register a deal" blocked with the quota message. The steps run in order and share the filing.
//
// The world is the journey's own: a mainland company at the gold level (its quota lets it file), its partner
// administrator and a member (+86 numbers), a vendor admin for the back office; the filing's name is unique to the run.
// For the last step the vendor gives the company its own quota rule (create_project_filing_quota_rule) at the number of
// its open filings. Nothing is put back afterwards: every row belongs to this run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './lib/browser.ts';
import { shot } from './lib/admin.ts';
import { fitsOnPhone, phone } from './lib/phone.ts';
import { choose, fillFilingForm, typeDate, type FilingFormValues } from './lib/project-filing.ts';
import { asPerson, fixtures, ownerSql, runTag, signedIn, type Company, type Member, type Person } from './fixtures/index.ts';

const filingName = `Metro depot virtualization ${runTag}`;
/** A day counted from today in the business time zone (Asia/Shanghai), where filings' dates are counted. */
const businessDay = (days: number): string => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
};
/** Tomorrow: an order date may not be in the past. */
const tomorrow = businessDay(1);
const values: FilingFormValues = {
  name: filingName,
  customer: `Shanghai Metro (Group) Co ${runTag}`,
  address: '1 Century Avenue, Pudong',
  industry: 'Transportation',
  contactName: 'Wang Wei',
  contactPosition: 'CIO',
  contactEmail: 'wang.wei@example.com',
  contactPhone: '13812345678',
  amount: '1234567.5',
  orderDate: tomorrow,
  source: 'Self-sourced',
  competitors: ['VMware'],
  scenarios: ['Server virtualization', 'Private cloud'],
  requirement: 'Replace 40 ageing depot hosts with a virtualized cluster.',
  product: { name: 'Virtualization', purchaseType: 'Software', unit: 'CPU', count: '16' },
};

let browser: Browser;
let company: Company;
let mia: Member;
let vendor: Person;

/** The journey's filing (by its run-unique name in its own company). */
const theFiling = async () => {
  const [row] = await ownerSql<{ id: string; semantic_id: string }>(
    'select id, semantic_id from app_public.project_filings where company_id = $1 and name = $2',
    [company.id, filingName],
  );
  if (!row) throw new Error(`no filing ${filingName}`);
  return row;
};

beforeAll(async () => {
  company = await fixtures.company({ site: 'MAINLAND', level: 'GOLD', admin: { phonePrefix: '+86' } });
  mia = await fixtures.member(company, { phonePrefix: '+86' });
  vendor = await fixtures.vendorAdmin();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('deal registration', () => {
  it('(1) a member starts the form, the draft survives a reload, and the completed form is submitted', async () => {
    const { page } = await signedIn(browser, mia, '/workbench/project-filing?openCreate=1');
    await page.locator('#pp-filing-name').waitFor({ timeout: 60_000 });
    await page.locator('#pp-filing-name').fill(filingName);
    await page.locator('#pp-filing-customer').fill(values.customer);
    await page.waitForFunction((customer) => (localStorage.getItem('projectFilingDraft') ?? '').includes(customer), values.customer);

    await page.reload();
    await page.locator('#pp-filing-name').waitFor({ timeout: 60_000 });
    expect(await page.locator('#pp-filing-name').inputValue()).toBe(filingName);
    expect(await page.locator('#pp-filing-customer').inputValue()).toBe(values.customer);
    await page.getByTestId('filing-discard-draft').waitFor();

    await fillFilingForm(page, values);
    expect(await page.locator('#pp-filing-budget').inputValue()).toBe('1,234,567.50');
    await shot(page, 'project-filing-form');
    await page.getByTestId('filing-submit').click();

    await page.waitForURL(/\/workbench\/project-filing\/detail\?semanticId=/, { timeout: 30_000 });
    await page.getByTestId('filing-breadcrumb').getByText('Deal registration').waitFor();
    await page.getByText('Waiting for your partner administrator’s approval.').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('projectFilingDraft'))).toBeNull();
    await shot(page, 'project-filing-submitted');

    const [filing] = await ownerSql<{ status: string; budget: string; products: number }>(
      `select f.status, f.estimated_order_budget::text as budget,
              (select count(*)::int from app_public.project_filing_products p where p.filing_id = f.id) as products
       from app_public.project_filings f where f.company_id = $1 and f.name = $2`,
      [company.id, filingName],
    );
    expect(filing).toEqual({ status: 'APPROVING', budget: '1234567.50', products: 1 });
  });

  it('(1b) on a phone (390 px wide) the deal list and My approvals show it as a card, whole, without sideways scrolling', async () => {
    const filing = await theFiling();
    /** A day as the portal shows a date-only value on the global site (en-US, that calendar day). */
    const shown = (day: string) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(day));

    // the member's deal list: number, status and dates on the filing's card (the table's columns would not fit)
    const member = await signedIn(browser, mia, '/workbench/project-filing', { viewport: phone });
    const list = member.page.getByTestId('filing-table');
    const filed = list.getByRole('listitem').filter({ hasText: filingName });
    await filed.waitFor({ timeout: 60_000 });
    expect(await list.locator('table').count()).toBe(0);
    expect(await filed.getByTestId('list-card-id').innerText()).toBe(filing.semantic_id);
    expect(await filed.getByTestId('list-card-status').innerText()).toBe('Under review');
    const card = await filed.innerText();
    expect(card).toContain('Estimated order date');
    expect(card).toContain(shown(tomorrow));
    expect(card).toContain('Submitted');
    await fitsOnPhone(member.page, filed.getByTestId('list-card-id'));
    await fitsOnPhone(member.page, filed.getByTestId('list-card-status'));
    await shot(member.page, 'project-filing-phone-list');
    await member.context.close();

    // the partner administrator's My approvals: the whole number, the status and both buttons on the card
    const admin = await signedIn(browser, company.admin, '/workbench/project-approval-record', { viewport: phone });
    const pending = admin.page.getByTestId('approvals-table').getByRole('listitem').filter({ hasText: filingName });
    await pending.waitFor({ timeout: 60_000 });
    expect(await admin.page.getByTestId('approvals-table').locator('table').count()).toBe(0);
    expect(await pending.getByTestId('list-card-id').innerText()).toBe(filing.semantic_id);
    expect(await pending.getByTestId('list-card-status').innerText()).toBe('Pending');
    await fitsOnPhone(admin.page, pending.getByTestId('list-card-id'));
    await fitsOnPhone(admin.page, pending.getByTestId('list-card-status'));
    await fitsOnPhone(admin.page, pending.getByRole('button', { name: `Approve ${filingName}` }));
    await fitsOnPhone(admin.page, pending.getByRole('button', { name: `Reject ${filingName}` }));
    await shot(admin.page, 'project-filing-phone-approvals');
    await admin.context.close();
  });

  it('(2) the partner administrator approves it in My approvals; then it waits for the vendor', async () => {
    const { page } = await signedIn(browser, company.admin, '/workbench/project-approval-record');
    await page.getByTestId('approvals-table').getByText(filingName).first().waitFor({ timeout: 60_000 });
    await shot(page, 'project-filing-approvals');
    await page.getByRole('button', { name: `Approve ${filingName}` }).click();
    await page.locator('#pp-approval-comment').fill('Strategic account.');
    await page.getByTestId('approval-decision-submit').click();
    await page.getByText('Approved. The vendor reviews it next.').first().waitFor({ timeout: 15_000 });

    const steps = await ownerSql<{ source: string; status: string; audit_comment: string | null }>(
      `select a.source, a.status, a.audit_comment from app_public.project_filing_approvals a
       join app_public.project_filings f on f.id = a.filing_id
       where f.company_id = $1 and f.name = $2 and a.renewal_id is null order by a.created_at`,
      [company.id, filingName],
    );
    expect(steps).toEqual([
      { source: 'PARTNER_COMPANY', status: 'APPROVED', audit_comment: 'Strategic account.' },
      { source: 'VENDOR', status: 'APPROVING', audit_comment: null },
    ]);

    // the decided step leaves the pending list; all of them lists it, and its detail leads back to My approvals
    await page.getByTestId('approvals-scope').getByText('All').click();
    await page.getByTestId('approvals-table').getByRole('link', { name: filingName }).click();
    await page.getByTestId('filing-breadcrumb').getByText('My approvals').waitFor({ timeout: 30_000 });
    await page.getByTestId('filing-vendor-hint').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('filing-vendor-hint').innerText()).toContain('about 3-5 working days');
    await shot(page, 'project-filing-vendor-wait');
  });

  it('(3) the vendor admin approves it in the back office; it is in effect for 180 days', async () => {
    const filing = await theFiling();
    const { page } = await signedIn(browser, vendor, `/admin/project-filing/${filing.id}/show`, { locale: 'zh-CN' });
    await page.getByText(`项目报备：${filing.semantic_id}`).waitFor({ timeout: 60_000 });
    await page.getByTestId('vendor-waiting').waitFor();
    await page.getByRole('button', { name: '通过', exact: true }).click();
    await page.getByTestId('approve-dialog').getByRole('button', { name: '确认通过' }).click();
    await expect.poll(() => page.getByTestId('filing-status').first().innerText(), { timeout: 15_000 }).toBe('生效中');
    await shot(page, 'project-filing-vendor-approved');
    const [row] = await ownerSql<{ status: string; valid_until: string }>(
      `select status, to_char(valid_until_date, 'YYYY-MM-DD') as valid_until from app_public.project_filings where id = $1`, [filing.id]);
    expect(row).toEqual({ status: 'VALIDATING', valid_until: businessDay(180) });
  });

  it('(4) the member adds progress, and applies for a renewal once inside the last 30 days', async () => {
    const filing = await theFiling();
    const detail = `/workbench/project-filing/detail?semanticId=${filing.semantic_id}&tab=progress`;
    const { page } = await signedIn(browser, mia, detail);
    await page.getByTestId('filing-add-progress').click({ timeout: 60_000 });
    const progress = page.getByTestId('filing-progress-dialog');
    await choose(page, 'pp-progress-phase', 'Proposal');
    await progress.locator('#pp-progress-content').fill('Proposal sent to the depot IT team.');
    await page.getByTestId('filing-progress-dialog-submit').click();
    await page.getByTestId('filing-progress-table').getByText('Proposal sent to the depot IT team.').waitFor({ timeout: 15_000 });
    await shot(page, 'project-filing-progress');

    // Twenty days of protection left: the renewal window (the last 30 days) is open (the journey's own filing).
    await ownerSql('update app_public.project_filings set valid_until_date = $2::date where id = $1', [filing.id, businessDay(20)]);
    await page.reload();
    await page.getByTestId('filing-renew').click({ timeout: 60_000 });
    const renewal = page.getByTestId('filing-renewal-dialog');
    await choose(page, 'pp-renewal-phase', 'Negotiation');
    await typeDate(page, 'pp-renewal-date', businessDay(60));
    await renewal.locator('#pp-renewal-reason').fill('The tender was postponed by one month.');
    await page.getByTestId('filing-renewal-dialog-submit').click();
    await page.getByText('The renewal was submitted for approval.').first().waitFor({ timeout: 15_000 });
    await shot(page, 'project-filing-renewal');
    const [renewed] = await ownerSql<{ status: string; until: string; step: string }>(
      `select r.status, to_char(r.valid_until_date, 'YYYY-MM-DD') as until, a.source as step
       from app_public.project_filing_renewals r join app_public.project_filing_approvals a on a.renewal_id = r.id
       where r.filing_id = $1`, [filing.id]);
    expect(renewed).toEqual({ status: 'APPROVING', until: businessDay(60), step: 'PARTNER_COMPANY' });
  });

  it('(5) the vendor admin marks it signed: refused without a signing date, saved with one', async () => {
    const filing = await theFiling();
    const { page } = await signedIn(browser, vendor, `/admin/project-filing/${filing.id}/show`, { locale: 'zh-CN' });
    await page.getByRole('button', { name: '更新状态' }).click({ timeout: 60_000 });
    const dialog = page.getByTestId('status-dialog');
    await dialog.getByRole('radio', { name: '已签约' }).check();
    await dialog.getByRole('button', { name: '确认更新' }).click();
    await dialog.getByText('请填写签约日期。').waitFor({ timeout: 10_000 });
    await dialog.locator('input[name="signDate"]').fill(businessDay(0));
    await dialog.getByRole('button', { name: '确认更新' }).click();
    await expect.poll(() => page.getByTestId('filing-status').first().innerText(), { timeout: 15_000 }).toBe('已签约');
    const [row] = await ownerSql<{ status: string; sign_date: string }>(
      `select status, to_char(sign_date, 'YYYY-MM-DD') as sign_date from app_public.project_filings where id = $1`, [filing.id]);
    expect(row).toEqual({ status: 'HAVE_SIGNED', sign_date: businessDay(0) });
    await shot(page, 'project-filing-signed');
  });

  it('(6) a company at its quota finds "Register a deal" blocked with the quota message', async () => {
    // The company's open filings: one more in effect (the journey's own, made through the product's commands).
    const openFilings = async () =>
      (await ownerSql<{ n: number }>(
        `select count(*)::int as n from app_public.project_filings where company_id = $1 and status in ('APPROVING', 'VALIDATING')`,
        [company.id],
      ))[0]?.n ?? 0;
    if ((await openFilings()) === 0) await fixtures.filingInEffect(mia, company.admin);
    const max = await openFilings();
    expect(max).toBeGreaterThan(0);
    // The vendor gives the company its own rule at that number (a step run again finds the rule it made before).
    await asPerson(vendor.rootUserId, async (sql) => {
      const [active] = await sql<{ id: string }>(
        'select id from app_public.project_filing_quota_rules where company_id = $1 and is_active', [company.id]);
      if (active) await sql('select id from app_public.update_project_filing_quota_rule($1, $2, 0, $3::date)', [active.id, max, businessDay(30)]);
      else await sql('select id from app_public.create_project_filing_quota_rule($1, $2, 0, $3::date)', [company.id, max, businessDay(30)]);
    });

    const { page } = await signedIn(browser, mia, '/workbench/project-filing');
    const blocked = page.getByTestId('filing-create-blocked');
    await blocked.waitFor({ timeout: 60_000 });
    expect(await blocked.innerText()).toContain(`Your company has ${max} deal registrations under review or in effect, the most it may have.`);
    expect(await page.getByTestId('filing-create').isDisabled()).toBe(true);
    await shot(page, 'project-filing-quota');
  });
});
