// Content analytics, through Keycloak's real sign-in page: a member of the run's company opens a published PDF
// material and downloads it; the portal sends the events in batches a moment later (its RecordContentEvents
// answer). The vendor admin opens the material's 统计 from its row in 资料: one view and one download in the last 30
// days, the daily chart, the run's company at the top with its counts, and the CSV export of the day's row. A range
// whose start is after its end is refused before it is asked for.
// The journey makes its own world, named with this run's tag: a global company with a member, a vendor admin, and
// the material (through the fixtures, which put the file's bytes into storage as an upload would).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { businessToday } from '@pp/domain';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { pdfOf } from './lib/files.ts';
import { rows, shot } from './lib/admin.ts';
import { fixtures, runTag, signedIn, type Company, type Material, type Member, type Person } from './fixtures/index.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
let company: Company;
let member: Member;
let vendor: Person;
let material: Material;

beforeAll(async () => {
  company = await fixtures.company({ site: 'GLOBAL' });
  [member, vendor] = await Promise.all([fixtures.member(company), fixtures.vendorAdmin()]);
  material = await fixtures.material({ name: `Counted guide ${runTag}`, fileType: 'PDF', body: await pdfOf('Counted guide', 1), canDownload: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

/** Every batch of content events the page sends from now on: the events, the company named, and how many the server kept. */
const batches = (page: Page) => {
  const seen: { events: string[]; companyId: string; kept: number }[] = [];
  page.on('response', (r) => {
    if (!r.url().endsWith('/graphql') || !(r.request().postData() ?? '').includes('RecordContentEvents')) return;
    const sent = r.request().postDataJSON() as { variables: { events: { eventType: string }[]; companyId: string } };
    void r.json().then((body: { data: { recordContentEvents: { result: number } } }) =>
      seen.push({ events: sent.variables.events.map((e) => e.eventType), companyId: sent.variables.companyId, kept: body.data.recordContentEvents.result }));
  });
  return seen;
};

describe('content analytics', () => {
  it('a member\'s view and download of a material reach the server in batches, in the member\'s company', async () => {
    const { context, page } = await signedIn(browser, member, '/workbench');
    contexts.push(context);
    const sent = batches(page);
    await page.goto(`${webUrl()}/material/detail/${material.id}`);
    await page.getByTestId('pdf-viewer').locator('canvas').first().waitFor({ timeout: 30_000 });
    const [tab] = await Promise.all([context.waitForEvent('page', { timeout: 15_000 }), page.getByTestId('pdf-download').click()]);
    await tab.close();
    // The view goes once the detail shows, the download at its click: one batch or two, as the timer falls.
    await expect.poll(() => sent.flatMap((b) => b.events), { timeout: 30_000 }).toEqual(['VIEW', 'DOWNLOAD']);
    expect(sent.every((b) => b.companyId === company.id && b.kept === b.events.length)).toBe(true);
  });

  it('the vendor admin reads them on the material\'s 统计 page: totals, the chart, the company, and the CSV', async () => {
    const { context, page } = await signedIn(browser, vendor, '/admin/material', { locale: 'zh-CN' });
    contexts.push(context);
    await page.goto(`${webUrl()}/admin/material?filter=${encodeURIComponent(JSON.stringify({ status: 'PUBLISHED', q: material.name }))}`);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(1);
    await rows(page).first().getByTestId('action-analytics').click();
    await page.waitForURL(new RegExp(`/admin/material/${material.id}/analytics$`));
    await expect.poll(() => page.getByTestId('analytics-title').innerText(), { timeout: 15_000 }).toContain(material.name);
    await expect.poll(() => page.getByTestId('analytics-total-views').innerText(), { timeout: 15_000 }).toBe('1');
    expect(await page.getByTestId('analytics-total-downloads').innerText()).toBe('1');
    await page.getByTestId('analytics-chart').locator('canvas').waitFor();
    const top = page.getByTestId('analytics-company');
    expect(await top.count()).toBe(1);
    expect(await top.first().locator('td').allInnerTexts()).toEqual([company.name, '1', '1']);
    await shot(page, 'admin-content-analytics-01-page');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('analytics-export').click()]);
    const csv = (await readFile(await download.path())).toString('utf8').replace(/^\ufeff/, '').trim().split('\n');
    expect(csv[0]).toBe('日期,公司,浏览,下载');
    expect(csv.slice(1)).toEqual([`${businessToday()},${company.name},1,1`]);
  });

  it('a range whose start is after its end is refused before it is asked for', async () => {
    const page = contexts[1]!.pages()[0]!;
    const today = businessToday();
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.getByTestId('analytics-from').fill(tomorrow);
    await page.getByText('请选择 1 到 366 天的日期范围，且开始日期不晚于结束日期。').waitFor();
    expect(await page.getByTestId('analytics-apply').isDisabled()).toBe(true);
  });
});
