// The material center, through Keycloak's real sign-in page: the vendor has published a PDF that may not be downloaded
// (for the run's company only) and a public PDF that may. A member of that company finds both from the top bar's
// Materials link, searching by the run's name and filtering by format; the second offers a download, the first none.
// Its detail shows the PDF in the viewer (drawn by pdf.js), under a watermark of the member's name and e-mail (faint:
// opacity .15, each line turned −22°), with zoom, reset and fit to screen, and no download. A member of another
// company finds only the public one, and the other's address says it is not available to them.
// The journey makes its own world, named with this run's tag: two global companies with a member each, and the two
// materials (through the fixtures, which put the files' bytes into storage as an upload would).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { pdfOf } from './lib/files.ts';
import { shot } from './lib/admin.ts';
import { fixtures, runTag, signedIn, type Material, type Member } from './fixtures/index.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
let member: Member;
let outsider: Member;
let viewOnly: Material;
let downloadable: Material;

const cards = (page: Page) => page.getByTestId('material-list').getByTestId('material-card');
const search = async (page: Page, term: string, expected: number) => {
  await page.getByTestId('material-search').fill(term);
  await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(expected);
};

beforeAll(async () => {
  const [company, other] = await Promise.all([fixtures.company({ site: 'GLOBAL' }), fixtures.company({ site: 'GLOBAL' })]);
  [member, outsider] = await Promise.all([fixtures.member(company), fixtures.member(other)]);
  viewOnly = await fixtures.material({
    name: `Installation guide ${runTag}`,
    fileType: 'PDF',
    body: await pdfOf('Installation guide', 2),
    canDownload: false,
    strategy: { combinator: 'OR', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: [company.id] }] },
  });
  downloadable = await fixtures.material({ name: `Price list ${runTag}`, fileType: 'PDF', body: await pdfOf('Price list', 2), canDownload: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

describe('the material center', () => {
  it('a member finds both from the top bar, by name and format; only the downloadable one offers a download', async () => {
    const { context, page } = await signedIn(browser, member, '/workbench');
    contexts.push(context);
    await page.getByRole('link', { name: 'Materials' }).first().click();
    await page.waitForURL(/\/material$/);
    await search(page, runTag, 2);
    const card = (m: Material) => cards(page).filter({ hasText: m.name });
    expect(await card(viewOnly).getByTestId('material-download').count()).toBe(0);
    expect(await card(downloadable).getByTestId('material-download').count()).toBe(1);
    // by format: both are PDFs, none is a link
    const format = async (name: string) => {
      await page.getByTestId('material-format-filter').locator('.p-dropdown-trigger').click();
      await page.locator('.p-dropdown-panel').getByRole('option', { name, exact: true }).click();
      await page.locator('.p-dropdown-panel').waitFor({ state: 'hidden' });
    };
    await format('Link');
    await page.getByTestId('material-none').waitFor({ timeout: 15_000 });
    await format('PDF');
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(2);
    await shot(page, 'material-01-list');
  });

  it('the view-only PDF opens in the viewer under the member\'s watermark, with zoom, reset and fit, and no download', async () => {
    const page = await contexts[0]!.newPage();
    await page.goto(`${webUrl()}/material/detail/${viewOnly.id}`);
    await page.getByTestId('material-detail').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(viewOnly.name);
    const viewer = page.getByTestId('pdf-viewer');
    await viewer.locator('canvas').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => viewer.locator('canvas').count(), { timeout: 15_000 }).toBe(2);
    const mark = viewer.getByTestId('watermark');
    expect(await mark.evaluate((el) => getComputedStyle(el).opacity)).toBe('0.15');
    const line = mark.locator('span').first();
    expect(await line.innerText()).toContain(member.email);
    expect(await line.innerText()).toContain(member.name);
    expect(await line.evaluate((el) => (el as HTMLElement).style.transform)).toBe('rotate(-22deg)');
    expect(await viewer.getByTestId('pdf-download').count()).toBe(0);
    expect(await page.getByTestId('material-download').count()).toBe(0);

    const scale = viewer.getByTestId('pdf-scale');
    await viewer.getByTestId('pdf-reset').click();
    await expect.poll(() => scale.innerText()).toBe('100%');
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => scale.innerText()).toBe('125%');
    await viewer.getByTestId('pdf-fit').click();
    await expect.poll(() => scale.innerText()).not.toBe('125%');
    await shot(page, 'material-02-viewer');
    await page.close();
  });

  it('the downloadable PDF\'s viewer offers its download', async () => {
    const page = await contexts[0]!.newPage();
    await page.goto(`${webUrl()}/material/detail/${downloadable.id}`);
    await page.getByTestId('pdf-viewer').locator('canvas').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('pdf-download').waitFor();
    // the download opens the file's address, signed as a download (an attachment), in a new tab
    const [request] = await Promise.all([
      page.context().waitForEvent('request', { predicate: (r) => r.url().includes('material_file/'), timeout: 15_000 }),
      page.getByTestId('pdf-download').click(),
    ]);
    expect(request.url()).toContain('response-content-disposition=attachment');
    await page.close();
  });

  it('a member of another company finds only the public one; the other is not available to them', async () => {
    const { context, page } = await signedIn(browser, outsider, '/material');
    contexts.push(context);
    await search(page, runTag, 1);
    expect(await cards(page).first().innerText()).toContain(downloadable.name);
    await page.goto(`${webUrl()}/material/detail/${viewOnly.id}`);
    await page.getByTestId('material-not-found').waitFor({ timeout: 15_000 });
    expect(await page.getByText(viewOnly.name).count()).toBe(0);
  });
});
