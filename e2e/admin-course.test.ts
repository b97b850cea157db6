// Courses in the back office, as a vendor admin uses them through Keycloak's real sign-in page (in Chinese): 课程 under
// 认证. A new course for SCF with no name is refused with the rule's text and nothing is written; with a name, a
// description, an order and two coursewares (the run's published PDF and video, found by their names in that order)
// it is saved: the row is written as such with its coursewares in that order, and the list shows its type, its count
// of coursewares and that it is enabled. Its edit swaps the two coursewares and disables it. Another course, made for
// the purpose, is deleted after the confirmation.
// The journey makes its own world, named with this run's tag: the vendor admin, a published PDF and a published MP4
// (through the fixtures, which put the files' bytes into storage as an upload would), and the course to delete (of
// the PDF, through the course fixture).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { mp4Bytes, pdfOf } from './lib/files.ts';
import { fixtures, ownerSql, runTag, signedIn, type Material, type Person } from './fixtures/index.ts';

const SCF = 1;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let vendor: Person;
let handbook: Material;
let video: Material;
const name = `SCF 入门课程 ${runTag}`;
const description = `认证基础知识概览 ${runTag}`;
const spare = `待删除课程 ${runTag}`;

type Row = { id: number; type_id: number; name: string; description: string; sort_order: number; is_enabled: boolean };
const courseOf = async (n: string): Promise<Row | undefined> =>
  (await ownerSql<Row>('select id, type_id, name, description, sort_order, is_enabled from app_public.courses where name = $1', [n]))[0];
const coursewaresOf = async (courseId: number): Promise<string[]> =>
  (await ownerSql<{ material_id: string }>('select material_id from app_public.course_coursewares where course_id = $1 order by position', [courseId])).map(
    (r) => r.material_id,
  );

const dialog = (): Locator => page.getByTestId('course-dialog');

/** The list narrowed to one course by its name. */
const listed = async (n: string) => {
  await page.goto(`${webUrl()}/admin/course?filter=${encodeURIComponent(JSON.stringify({ q: n }))}`);
  await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
  return rows(page).first();
};

/** Adds a courseware by searching its material's name. */
const addCourseware = async (m: Material) => {
  await dialog().getByTestId('courseware-search').fill(m.name);
  await page.getByRole('option').filter({ hasText: m.name }).click({ timeout: 15_000 });
  await dialog().getByTestId('courseware-name').filter({ hasText: m.name }).waitFor();
};

const coursewareNames = () => dialog().getByTestId('courseware-name').allInnerTexts();

beforeAll(async () => {
  vendor = await fixtures.vendorAdmin();
  [handbook, video] = await Promise.all([
    fixtures.material({ name: `SCF 学习手册 ${runTag}`, fileType: 'PDF', body: await pdfOf('SCF handbook'), canDownload: false }),
    fixtures.material({ name: `SCF 讲解视频 ${runTag}`, fileType: 'MP4', body: mp4Bytes, canDownload: false }),
  ]);
  await fixtures.course({ name: spare, materialIds: [handbook.id] });
  browser = await launchBrowser();
  ({ context, page } = await signedIn(browser, vendor, '/admin/course', { locale: 'zh-CN' }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('back office: courses', () => {
  it('refuses a course without a name, writing nothing', async () => {
    await page.getByRole('menuitem', { name: '课程', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByTestId('create-button').click();
    await dialog().waitFor({ timeout: 10_000 });
    await dialog().getByRole('combobox', { name: '认证类型' }).click();
    await page.getByRole('option', { name: 'SCF', exact: true }).click();
    await dialog().locator('textarea[name="description"]').first().fill(description);
    await dialog().getByTestId('save').click();
    await dialog().getByText('名称长度应为 1 到 50 个字符。').first().waitFor({ timeout: 10_000 });
    expect(await ownerSql('select id from app_public.courses where description = $1', [description])).toEqual([]);
    await shot(page, 'admin-course-01-no-name');
  });

  it('saves it with a name, an order and the run\'s PDF and video as coursewares, in that order', async () => {
    await dialog().locator('input[name="name"]').fill(name);
    await dialog().locator('input[name="sortOrder"]').fill('3');
    // a new course is enabled
    expect(await dialog().getByLabel('启用').isChecked()).toBe(true);
    await addCourseware(handbook);
    await addCourseware(video);
    expect(await coursewareNames()).toEqual([handbook.name, video.name]);
    await shot(page, 'admin-course-02-dialog');
    await dialog().getByTestId('save').click();
    await page.getByText('课程已保存').first().waitFor({ timeout: 15_000 });
    await dialog().waitFor({ state: 'detached', timeout: 10_000 });

    const saved = await courseOf(name);
    expect(saved).toMatchObject({ type_id: SCF, name, description, sort_order: 3, is_enabled: true });
    expect(await coursewaresOf(saved!.id)).toEqual([handbook.id, video.id]);

    const row = await listed(name);
    for (const text of ['SCF', name, '启用']) expect(await row.innerText()).toContain(text);
    expect(await row.getByTestId('courseware-count').innerText()).toBe('2');
    await shot(page, 'admin-course-03-list');
  });

  it('edits it: the video moves first, and it is disabled', async () => {
    const row = await listed(name);
    await row.getByTestId('action-edit').click();
    await dialog().waitFor({ timeout: 10_000 });
    await expect.poll(() => dialog().locator('input[name="name"]').inputValue(), { timeout: 15_000 }).toBe(name);
    expect(await coursewareNames()).toEqual([handbook.name, video.name]);
    await dialog().getByTestId('courseware').nth(1).getByTestId('courseware-up').click();
    expect(await coursewareNames()).toEqual([video.name, handbook.name]);
    await dialog().getByLabel('启用').uncheck();
    await dialog().getByTestId('save').click();
    await page.getByText('课程已保存').first().waitFor({ timeout: 15_000 });
    await dialog().waitFor({ state: 'detached', timeout: 10_000 });

    const { id } = (await courseOf(name))!;
    await expect.poll(() => coursewaresOf(id), { timeout: 10_000 }).toEqual([video.id, handbook.id]);
    expect(await courseOf(name)).toMatchObject({ sort_order: 3, is_enabled: false, description });
    const edited = await listed(name);
    expect(await edited.getByTestId('enabled').innerText()).toBe('停用');
  });

  it('deletes another course after the confirmation', async () => {
    const row = await listed(spare);
    await row.getByTestId('action-delete').click();
    await page.getByTestId('delete-dialog').getByRole('button', { name: '确认删除' }).click();
    await page.getByText('课程已删除').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => courseOf(spare), { timeout: 10_000 }).toBeUndefined();
    // its courseware's material stays
    expect(await ownerSql('select id from app_public.resource_materials where id = $1', [handbook.id])).toHaveLength(1);
    // the course it was made beside stays, with its coursewares
    const kept = await courseOf(name);
    expect(await coursewaresOf(kept!.id)).toEqual([video.id, handbook.id]);
  });
});
