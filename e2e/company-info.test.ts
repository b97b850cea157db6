// Company information and live notifications, end to end through Keycloak's real login page, the built portal, the
// web server's /graphql websocket, the API and Postgres. The partner administrator of Cloudway edits the phone and
// website (a bad website is refused with its message and saves nothing); a regular member reads the same page without
// an edit button; a message written to the database reaches the member's bell over the subscription before the next
// poll could have fetched it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_USERS, launchBrowser, signIn, webUrl } from './lib/browser.ts';

const companyName = 'Shanghai Cloudway Technology Co., Ltd.';
const newPhone = '+86 (21) 5555-0199';
const newWebsite = 'https://cloudway-partner.example.cn';
const pollMs = 5_000;

let browser: Browser;
let db: pg.Pool;
let original: { id: string; phone: string | null; website: string | null };

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Pool({ connectionString: inject('E2E_DATABASE_URL'), max: 2 });
  original = (await db.query<typeof original>('select id, phone, website from app_public.companies where name = $1', [companyName])).rows[0]!;
});
afterAll(async () => {
  // leave the demo company as the other journeys expect it
  if (original) await db.query('update app_public.companies set phone = $2, website = $3 where id = $1', [original.id, original.phone, original.website]);
  await browser?.close();
  await db?.end();
});

/** With SCREENSHOT_DIR set, pages are also saved as PNG for a look. */
const shoot = async (page: Page, name: string): Promise<void> => {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
};

/** The mainland site: the same web server under another host name (Chromium resolves *.localhost to loopback). */
const mainlandUrl = (): string => {
  const url = new URL(webUrl());
  url.hostname = 'mainland.localhost';
  return url.origin;
};

const rootUserId = (username: string): string => DEMO_USERS.find((u) => u.username === username)!.id;

/** A fresh session (own cookies and local storage) signed in as `username`, landing on `path`. */
const session = async (username: string, path: string, prepare?: (page: Page) => void): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  prepare?.(page);
  await page.goto(`${webUrl()}${path}`);
  await signIn(page, username, DEMO_PASSWORD);
  return { context, page };
};

/** People with a +86 number are offered the Chinese site once; staying marks it read. */
const stayOnSiteIfAsked = async (page: Page) => {
  const stay = page.getByRole('button', { name: 'Stay on the global site' });
  const asked = await stay.waitFor({ state: 'visible', timeout: 6_000 }).then(
    () => true,
    () => false,
  );
  if (asked) {
    await stay.click();
    await stay.waitFor({ state: 'hidden' });
  }
};

const stored = async () =>
  (await db.query<{ phone: string | null; website: string | null; name: string }>('select name, phone, website from app_public.companies where id = $1', [original.id]))
    .rows[0]!;

describe('company information in the workbench', () => {
  it('(1) the partner administrator reads every section, is refused a bad website, then saves a new phone and website', async () => {
    const { context, page } = await session('partner.admin', '/workbench/company-info');
    await page.waitForURL(/\/workbench\/company-info/);
    await stayOnSiteIfAsked(page);
    await page.getByTestId('company-info-page').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('company-info-name').innerText()).toBe(companyName);
    expect(await page.getByTestId('company-info-managers').innerText()).toContain('Lily Chen');
    expect(Number(await page.getByTestId('company-info-joined').innerText())).toBeGreaterThan(0);
    expect(await page.getByTestId('company-info-market-points').innerText()).toBe('0');
    expect(await page.getByTestId('company-info-product-points').innerText()).toBe('0');
    // the workbench menu leads here
    expect(await page.locator('nav').getByRole('link', { name: 'Company info' }).count()).toBeGreaterThan(0);

    await page.getByTestId('company-info-edit').click();
    const dialog = page.getByTestId('company-info-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('The company name is changed by the vendor.');
    await page.getByTestId('company-info-phone').fill(newPhone);
    await page.getByTestId('company-info-website').fill('cloudway-partner.example.cn');
    await page.getByTestId('company-info-save').click();
    await dialog.getByText('The link must start with http or https.').waitFor();
    await shoot(page, 'company-info-edit-refused');
    expect(await stored()).toMatchObject({ phone: original.phone, website: original.website });

    await page.getByTestId('company-info-website').fill(newWebsite);
    await page.getByTestId('company-info-save').click();
    await page.getByText('The company information has been saved.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('company-info-value-phone').innerText()).toBe(newPhone);
    expect(await page.getByTestId('company-info-value-website').innerText()).toBe(newWebsite);
    expect(await stored()).toEqual({ name: companyName, phone: newPhone, website: newWebsite });
    await shoot(page, 'company-info-admin');
    await context.close();
  });

  it('(2) a regular member reads the same information without an edit button', async () => {
    const { context, page } = await session('member', '/workbench/company-info');
    await page.waitForURL(/\/workbench\/company-info/);
    await stayOnSiteIfAsked(page);
    await page.getByTestId('company-info-page').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('company-info-value-phone').innerText()).toBe(newPhone);
    expect(await page.getByTestId('company-info-read-only').innerText()).toBe('Only the partner administrator can edit the company information.');
    expect(await page.getByTestId('company-info-edit').count()).toBe(0);
    await shoot(page, 'company-info-member');
    await context.close();
  });

  it('(3) on the mainland site the page speaks Chinese', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${mainlandUrl()}/workbench/company-info`);
    await signIn(page, 'partner.admin', DEMO_PASSWORD);
    await page.getByTestId('company-info-page').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.title()).toBe('公司信息 | 合作伙伴门户');
    expect(await page.getByTestId('company-info-edit').innerText()).toContain('编辑');
    expect(await page.getByText('合作伙伴经理', { exact: true }).count()).toBeGreaterThan(0);
    await shoot(page, 'company-info-mainland');
    await context.close();
  });
});

describe('live notifications', () => {
  it('(4) a new message shows in the bell at once, before the next poll, having come over the websocket', async () => {
    // every websocket the page opens and every frame it receives; the bell's count query, whether asked by the poll
    // or by the live feed
    const sockets: string[] = [];
    const frames: string[] = [];
    const countAnswers: number[] = [];
    const { context, page } = await session('member', '/workbench', (p) => {
      p.on('websocket', (socket) => {
        sockets.push(socket.url());
        socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
      });
      p.on('response', (response) => {
        if (response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('UserMessageCount')) countAnswers.push(Date.now());
      });
    });
    await page.waitForURL(/\/workbench/);
    await stayOnSiteIfAsked(page);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor({ timeout: 30_000 });
    // the subscription is live once the server acknowledged the socket (give a reload-free page a moment to open it)
    await expect
      .poll(() => frames.some((f) => f.includes('connection_ack')), { timeout: 15_000 })
      .toBe(true)
      .catch((error: Error) => {
        throw new Error(`${error.message}; sockets: ${sockets.join(', ') || 'none'}; frames: ${frames.join(' | ') || 'none'}`);
      });
    await page.waitForTimeout(1_000);

    // right after a poll: the next one is a full poll interval away
    const polled = countAnswers.length;
    await expect.poll(() => countAnswers.length, { timeout: pollMs + 3_000 }).toBeGreaterThan(polled);
    const pollAt = countAnswers.at(-1)!;
    const { rows } = await db.query<{ id: string }>(
      `insert into app_public.user_messages (root_user_id, title, content, user_message_type) values ($1, 'Live hello', 'Sent while you were looking', 'COMMON') returning id`,
      [rootUserId('member')],
    );
    const messageId = rows[0]!.id;
    const unread = (
      await db.query<{ n: number }>(
        `select count(*)::int as n from app_public.user_messages where root_user_id = $1 and not is_read and created_at >= now() - interval '1 month'`,
        [rootUserId('member')],
      )
    ).rows[0]!.n;
    const expected = `Notifications (${unread} unread)`;
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: pollMs - 1_500, interval: 100 }).toBe(expected);
    const shownAfter = Date.now() - pollAt;
    expect(shownAfter, 'shown before the next poll was due').toBeLessThan(pollMs);
    expect(frames.some((f) => f.includes('userMessageAdded') && f.includes(messageId))).toBe(true);

    // the message is in the list when the bell opens
    await bell.click();
    await page.getByTestId('notification-list').getByText('Live hello').waitFor();
    await context.close();
  });
});
