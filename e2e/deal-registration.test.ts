// Deal registration end to end, through Keycloak's real login page, the built portal, the API and Postgres: a member
// opens the form from the list, fills part of it, reloads and finds the draft, completes and submits it; the partner
// administrator approves it in My approvals, after which the filing waits for the vendor; a company at its quota
// approves it in the back office and it is in effect; the member adds progress and, once inside the last 30 days of
// its protection, applies for a renewal; the vendor marks it signed with a signing date (the dialog refuses it without
// one); a company at its quota finds "Register a deal" blocked with the quota message. The steps run in order and
// share the filing; afterAll removes what the journey made and puts the company's quota rules back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './lib/browser.ts';
import { shot, sql } from './lib/admin.ts';
import { choose, dealCompanyId, fillFilingForm, signInAs, typeDate, type FilingFormValues } from './lib/deal-registration.ts';

const filingName = 'Metro depot virtualization';
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
  customer: 'Shanghai Metro (Group) Co',
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
const opened: BrowserContext[] = [];
let companyId: string;
let keptRules: string[] = [];

beforeAll(async () => {
  companyId = await dealCompanyId();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of opened) await context.close().catch(() => undefined);
  await browser?.close();
  await sql('delete from app_public.project_filings where company_id = $1 and name = $2', [companyId, filingName]);
  await sql('delete from app_public.project_filing_quota_rules where company_id = $1 and is_active and not (id = any($2::uuid[]))', [companyId, keptRules]);
  await sql('update app_public.project_filing_quota_rules set is_active = true where id = any($1::uuid[])', [keptRules]);
});

describe('deal registration', () => {
  it('(1) a member starts the form, the draft survives a reload, and the completed form is submitted', async () => {
    const { page } = await signInAs(browser, 'member', '/workbench/project-filing?openCreate=1', opened);
    await page.locator('#pp-filing-name').waitFor({ timeout: 60_000 });
    await page.locator('#pp-filing-name').fill(filingName);
    await page.locator('#pp-filing-customer').fill(values.customer);
    await page.waitForFunction(() => (localStorage.getItem('projectFilingDraft') ?? '').includes('Shanghai Metro'));

    await page.reload();
    await page.locator('#pp-filing-name').waitFor({ timeout: 60_000 });
    expect(await page.locator('#pp-filing-name').inputValue()).toBe(filingName);
    expect(await page.locator('#pp-filing-customer').inputValue()).toBe(values.customer);
    await page.getByTestId('filing-discard-draft').waitFor();

    await fillFilingForm(page, values);
    expect(await page.locator('#pp-filing-budget').inputValue()).toBe('1,234,567.50');
    await shot(page, 'deal-registration-form');
    await page.getByTestId('filing-submit').click();

    await page.waitForURL(/\/workbench\/project-filing\/detail\?semanticId=/, { timeout: 30_000 });
    await page.getByTestId('filing-breadcrumb').getByText('Deal registration').waitFor();
    await page.getByText('Waiting for your partner administrator’s approval.').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('projectFilingDraft'))).toBeNull();
    await shot(page, 'deal-registration-submitted');

    const [filing] = await sql<{ status: string; budget: string; products: number }>(
      `select f.status, f.estimated_order_budget::text as budget,
              (select count(*)::int from app_public.project_filing_products p where p.filing_id = f.id) as products
       from app_public.project_filings f where f.company_id = $1 and f.name = $2`,
      [companyId, filingName],
    );
    expect(filing).toEqual({ status: 'APPROVING', budget: '1234567.50', products: 1 });
  });

  it('(2) the partner administrator approves it in My approvals; then it waits for the vendor', async () => {
    const { page } = await signInAs(browser, 'partnerAdmin', '/workbench/project-approval-record', opened);
    await page.getByTestId('approvals-table').getByText(filingName).first().waitFor({ timeout: 60_000 });
    await shot(page, 'deal-registration-approvals');
    await page.getByRole('button', { name: `Approve ${filingName}` }).click();
    await page.locator('#pp-approval-comment').fill('Strategic account.');
    await page.getByTestId('approval-decision-submit').click();
    await page.getByText('Approved. The vendor reviews it next.').first().waitFor({ timeout: 15_000 });

    const steps = await sql<{ source: string; status: string; audit_comment: string | null }>(
      `select a.source, a.status, a.audit_comment from app_public.project_filing_approvals a
       join app_public.project_filings f on f.id = a.filing_id
       where f.company_id = $1 and f.name = $2 and a.renewal_id is null order by a.created_at`,
      [companyId, filingName],
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
    await shot(page, 'deal-registration-vendor-wait');
  });

  it('(3) the vendor admin approves it in the back office; it is in effect for 180 days', async () => {
    const [filing] = await sql<{ id: string; semantic_id: string }>(
      'select id, semantic_id from app_public.project_filings where company_id = $1 and name = $2', [companyId, filingName]);
    const { page } = await signInAs(browser, 'vendorAdmin', `/admin/project-filing/${filing?.id}/show`, opened);
    await page.getByText(`项目报备：${filing?.semantic_id}`).waitFor({ timeout: 60_000 });
    await page.getByTestId('vendor-waiting').waitFor();
    await page.getByRole('button', { name: '通过', exact: true }).click();
    await page.getByTestId('approve-dialog').getByRole('button', { name: '确认通过' }).click();
    await expect.poll(() => page.getByTestId('filing-status').first().innerText(), { timeout: 15_000 }).toBe('生效中');
    await shot(page, 'deal-registration-vendor-approved');
    const [row] = await sql<{ status: string; valid_until: string }>(
      `select status, to_char(valid_until_date, 'YYYY-MM-DD') as valid_until from app_public.project_filings where id = $1`, [filing?.id]);
    expect(row).toEqual({ status: 'VALIDATING', valid_until: businessDay(180) });
  });

  it('(4) the member adds progress, and applies for a renewal once inside the last 30 days', async () => {
    const [filing] = await sql<{ id: string; semantic_id: string }>(
      'select id, semantic_id from app_public.project_filings where company_id = $1 and name = $2', [companyId, filingName]);
    const detail = `/workbench/project-filing/detail?semanticId=${filing?.semantic_id}&tab=progress`;
    const { page } = await signInAs(browser, 'member', detail, opened);
    await page.getByTestId('filing-add-progress').click({ timeout: 60_000 });
    const progress = page.getByTestId('filing-progress-dialog');
    await choose(page, 'pp-progress-phase', 'Proposal');
    await progress.locator('#pp-progress-content').fill('Proposal sent to the depot IT team.');
    await page.getByTestId('filing-progress-dialog-submit').click();
    await page.getByTestId('filing-progress-table').getByText('Proposal sent to the depot IT team.').waitFor({ timeout: 15_000 });
    await shot(page, 'deal-registration-progress');

    // Twenty days of protection left: the renewal window (the last 30 days) is open.
    await sql('update app_public.project_filings set valid_until_date = $2::date where id = $1', [filing?.id, businessDay(20)]);
    await page.reload();
    await page.getByTestId('filing-renew').click({ timeout: 60_000 });
    const renewal = page.getByTestId('filing-renewal-dialog');
    await choose(page, 'pp-renewal-phase', 'Negotiation');
    await typeDate(page, 'pp-renewal-date', businessDay(60));
    await renewal.locator('#pp-renewal-reason').fill('The tender was postponed by one month.');
    await page.getByTestId('filing-renewal-dialog-submit').click();
    await page.getByText('The renewal was submitted for approval.').first().waitFor({ timeout: 15_000 });
    await shot(page, 'deal-registration-renewal');
    const [renewed] = await sql<{ status: string; until: string; step: string }>(
      `select r.status, to_char(r.valid_until_date, 'YYYY-MM-DD') as until, a.source as step
       from app_public.project_filing_renewals r join app_public.project_filing_approvals a on a.renewal_id = r.id
       where r.filing_id = $1`, [filing?.id]);
    expect(renewed).toEqual({ status: 'APPROVING', until: businessDay(60), step: 'PARTNER_COMPANY' });
  });

  it('(5) the vendor admin marks it signed: refused without a signing date, saved with one', async () => {
    const [filing] = await sql<{ id: string }>('select id from app_public.project_filings where company_id = $1 and name = $2', [companyId, filingName]);
    const { page } = await signInAs(browser, 'vendorAdmin', `/admin/project-filing/${filing?.id}/show`, opened);
    await page.getByRole('button', { name: '更新状态' }).click({ timeout: 60_000 });
    const dialog = page.getByTestId('status-dialog');
    await dialog.getByRole('radio', { name: '已签约' }).check();
    await dialog.getByRole('button', { name: '确认更新' }).click();
    await dialog.getByText('请填写签约日期。').waitFor({ timeout: 10_000 });
    await dialog.locator('input[name="signDate"]').fill(businessDay(0));
    await dialog.getByRole('button', { name: '确认更新' }).click();
    await expect.poll(() => page.getByTestId('filing-status').first().innerText(), { timeout: 15_000 }).toBe('已签约');
    const [row] = await sql<{ status: string; sign_date: string }>(
      `select status, to_char(sign_date, 'YYYY-MM-DD') as sign_date from app_public.project_filings where id = $1`, [filing?.id]);
    expect(row).toEqual({ status: 'HAVE_SIGNED', sign_date: businessDay(0) });
    await shot(page, 'deal-registration-signed');
  });

  it('(6) a company at its quota finds "Register a deal" blocked with the quota message', async () => {
    const [open] = await sql<{ n: number }>(
      `select count(*)::int as n from app_public.project_filings where company_id = $1 and status in ('APPROVING', 'VALIDATING')`,
      [companyId],
    );
    const max = open?.n ?? 0;
    keptRules = (await sql<{ id: string }>('select id from app_public.project_filing_quota_rules where company_id = $1 and is_active', [companyId])).map((r) => r.id);
    await sql('update app_public.project_filing_quota_rules set is_active = false where id = any($1::uuid[])', [keptRules]);
    await sql(
      `insert into app_public.project_filing_quota_rules (company_id, max_project_filing_count, win_rate, valid_until_date)
       values ($1, $2, 0, current_date + 30)`,
      [companyId, max],
    );

    const { page } = await signInAs(browser, 'member', '/workbench/project-filing', opened);
    const blocked = page.getByTestId('filing-create-blocked');
    await blocked.waitFor({ timeout: 60_000 });
    expect(await blocked.innerText()).toContain(`Your company has ${max} deal registrations under review or in effect, the most it may have.`);
    expect(await page.getByTestId('filing-create').isDisabled()).toBe(true);
    await shot(page, 'deal-registration-quota');
  });
});
