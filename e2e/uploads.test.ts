// Uploads in the browser, end to end: Keycloak's real login page, the built portal, the API, Postgres and S3Proxy.
// The avatar card on /profile/own-company uploads straight to storage (presigned PUT) with progress and preview;
// the server reads the stored bytes back and rejects an .exe renamed .png; 20M + 1 bytes is refused. The uploaders are
// the journey's own partner administrators (a global and a mainland company of e2e/fixtures).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn, webUrl } from './lib/browser.ts';
import { fixtures, ownerSql, signedIn, type Member } from './fixtures/index.ts';

const M = 1024 * 1024;
// A valid 1×1 PNG; bytes after its IEND chunk are ignored by image decoders, so padding makes a larger valid PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const paddedPng = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(2000, 7)]);

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** A partner administrator of a global company, with a +852 number (no site suggestion to dismiss). */
let uploader: Member;

beforeAll(async () => {
  uploader = (await fixtures.company()).admin;
  browser = await launchBrowser();
  ({ context, page } = await signedIn(browser, uploader, '/profile/own-company', { viewport: { width: 1366, height: 900 } }));
  await page.waitForURL(/\/profile\/own-company/);
});
afterAll(async () => {
  await browser?.close();
});

const fileInput = () => page.getByTestId('uploader-AVATAR').locator('input[type=file]');
const alert = () => page.getByTestId('uploader-AVATAR').getByRole('alert');
/** The person's latest upload of a file of this name. */
const latestFile = async (name: string, by: Member = uploader) =>
  (await ownerSql<{ status: string; error_code: string | null }>(
    'select status, error_code from app_public.uploaded_files where name = $1 and root_user_id = $2 order by created_at desc limit 1',
    [name, by.rootUserId],
  ))[0];

/** Slows the browser's uploads so the progress bar and the cancel button can be seen at work. */
const throttleUploads = async (bytesPerSecond: number) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
};

type ProgressWindow = { ppProgressSeen?: number[] };

/** Starts recording, inside the page, every value the progress bar shows (as it appears and as it changes). */
const recordProgress = () =>
  page.evaluate(() => {
    const seen: number[] = [];
    (window as ProgressWindow).ppProgressSeen = seen;
    const read = () => {
      document.querySelectorAll('[role=progressbar]').forEach((bar) => {
        const value = bar.getAttribute('aria-valuenow');
        if (value !== null) seen.push(Number(value));
      });
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
const progressSeen = () => page.evaluate(() => [...new Set((window as ProgressWindow).ppProgressSeen ?? [])]);

describe('uploads in the browser', () => {
  it('uploads an avatar with a progress bar and a preview, and shows it as the current avatar', async () => {
    await page.getByText('Avatar', { exact: true }).waitFor();
    const unthrottle = await throttleUploads(400 * 1024);
    await recordProgress();
    await fileInput().setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: paddedPng(1.5 * M) });
    await page.getByRole('img', { name: 'Preview of me.png' }).waitFor();
    await page.getByText('Your avatar has been updated.').waitFor({ timeout: 60_000 });
    const progress = await progressSeen();
    await unthrottle();
    expect(progress.some((v) => v > 0 && v < 100), `progress values seen: ${progress.join(', ')}`).toBe(true);
    expect(await latestFile('me.png')).toEqual({ status: 'SUCCESS', error_code: null });
    const current = page.getByTestId('current-avatar');
    await current.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid=current-avatar]');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    expect(await current.getAttribute('src')).toMatch(/X-Amz-Signature=/);
  });

  it('cancels an upload in progress: the file is CANCELLED', async () => {
    const unthrottle = await throttleUploads(64 * 1024);
    await fileInput().setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: paddedPng(2 * M) });
    await page.getByRole('progressbar').waitFor();
    await page.getByTestId('uploader-AVATAR').getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('The upload was cancelled.').waitFor();
    await unthrottle();
    await expect.poll(async () => (await latestFile('slow.png'))?.status, { timeout: 10_000 }).toBe('CANCELLED');
  });

  it('rejects an .exe renamed .png once its bytes are read: FILE_TYPE_NOT_ALLOW, the file ERROR', async () => {
    await fileInput().setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: exe });
    await alert().waitFor();
    expect(await alert().innerText()).toBe('This file type is not allowed.');
    expect(await latestFile('holiday.png')).toEqual({ status: 'ERROR', error_code: 'FILE_TYPE_NOT_ALLOW' });
    await expect(page.getByRole('img', { name: 'Preview of holiday.png' }).count()).resolves.toBe(0);
  });

  it('works on the mainland site too, in Chinese (storage allows both sites\' origins)', async () => {
    const url = new URL(webUrl());
    url.hostname = 'mainland.localhost';
    const mainlandAdmin = (await fixtures.company({ site: 'MAINLAND', admin: { phonePrefix: '+86' } })).admin;
    const zh = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const zhPage = await zh.newPage();
    await zhPage.goto(`${url.origin}/profile/own-company`);
    await signIn(zhPage, mainlandAdmin.username, mainlandAdmin.password);
    await zhPage.waitForURL(/\/profile\/own-company/);
    const uploader = zhPage.getByTestId('uploader-AVATAR');
    await uploader.getByText('选择文件').waitFor();
    await uploader.locator('input[type=file]').setInputFiles({ name: 'zh.png', mimeType: 'image/png', buffer: paddedPng(4096) });
    await zhPage.getByText('头像已更新。').waitFor({ timeout: 30_000 });
    expect(await latestFile('zh.png', mainlandAdmin)).toEqual({ status: 'SUCCESS', error_code: null });
    await uploader.locator('input[type=file]').setInputFiles({ name: 'zh-holiday.png', mimeType: 'image/png', buffer: exe });
    await uploader.getByRole('alert').waitFor();
    expect(await uploader.getByRole('alert').innerText()).toBe('不支持该文件类型。');
    await zh.close();
  });

  it('rejects a file of 20M + 1 bytes with the limit in M, before anything is sent', async () => {
    await fileInput().setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: paddedPng(20 * M + 1) });
    await page.getByText('The file is too large (maximum 20M).').waitFor();
    expect(await latestFile('big.png')).toBeUndefined();
  });
});
