// Courses, through Keycloak's real sign-in page: the vendor has made an SCF course of two coursewares, a public PDF and
// a video for the run's company only. A member of that company finds the course on the SCF card of the personal
// certification page, opens it: the PDF is in the viewer under the member's watermark, the video plays from its own
// link in the course's list. A member of another company sees the course with the PDF only.
// The journey makes its own world, named with this run's tag: two global companies with a member each, the two
// materials and the course (through the fixtures).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './lib/browser.ts';
import { mp4Bytes, pdfOf } from './lib/files.ts';
import { shot } from './lib/admin.ts';
import { fixtures, runTag, signedIn, type Course, type Member } from './fixtures/index.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
let member: Member;
let outsider: Member;
let course: Course;
const pdfName = `Storage basics ${runTag}`;
const videoName = `Cluster setup video ${runTag}`;

beforeAll(async () => {
  const [company, other] = await Promise.all([fixtures.company({ site: 'GLOBAL' }), fixtures.company({ site: 'GLOBAL' })]);
  [member, outsider] = await Promise.all([fixtures.member(company), fixtures.member(other)]);
  const pdf = await fixtures.material({ name: pdfName, fileType: 'PDF', body: await pdfOf('Storage basics'), canDownload: false });
  const video = await fixtures.material({
    name: videoName,
    fileType: 'MP4',
    body: mp4Bytes,
    canDownload: false,
    strategy: { combinator: 'OR', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: [company.id] }] },
  });
  course = await fixtures.course({ name: `SCF starter ${runTag}`, materialIds: [pdf.id, video.id] });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

describe('courses', () => {
  it('a member opens the SCF course from the personal certification page and studies its PDF and its video', async () => {
    const { context, page } = await signedIn(browser, member, '/personal-certification');
    contexts.push(context);
    const card = page.getByTestId('pc-type-SCF');
    await card.getByRole('link', { name: course.name }).click();
    await page.waitForURL(new RegExp(`/personal-certification/course-detail\\?courseId=${course.id}$`));
    const list = page.getByTestId('course-coursewares');
    await expect.poll(() => list.getByRole('link').allInnerTexts(), { timeout: 15_000 }).toEqual([pdfName, videoName].map((n) => expect.stringContaining(n)));
    const body = page.getByTestId('course-courseware');
    expect(await body.getByRole('heading', { level: 1 }).innerText()).toBe(pdfName);
    await body.getByTestId('pdf-viewer').locator('canvas').first().waitFor({ timeout: 30_000 });
    expect(await body.getByTestId('watermark').locator('span').first().innerText()).toContain(member.email);
    expect(await body.getByTestId('pdf-download').count()).toBe(0);
    await shot(page, 'course-01-pdf');

    await list.getByRole('link', { name: videoName }).click();
    await page.waitForURL(/coursewareId=\d+$/);
    await expect.poll(() => body.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe(videoName);
    const video = body.getByTestId('material-video');
    await video.waitFor({ timeout: 15_000 });
    expect(await video.getAttribute('src')).toContain('material_file/');
    expect(await video.getAttribute('controlslist')).toBe('nodownload');
    await shot(page, 'course-02-video');
  });

  it('a member of another company sees the course with the PDF only', async () => {
    const { context, page } = await signedIn(browser, outsider, `/personal-certification/course-detail?courseId=${course.id}`);
    contexts.push(context);
    const list = page.getByTestId('course-coursewares');
    await expect.poll(() => list.getByRole('link').allInnerTexts(), { timeout: 15_000 }).toEqual([expect.stringContaining(pdfName)]);
    expect(await page.getByText(videoName).count()).toBe(0);
  });
});
