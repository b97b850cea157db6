// Company information and live notifications, end to end through Keycloak's real login page, the built portal, the
// web server's /graphql websocket, the API and Postgres. The partner administrator edits the company's phone and
// website (a bad website is refused with its message and saves nothing); a regular member reads the same page without
// an edit button; on the mainland site the page speaks Chinese; a message written to the database reaches the member's
// bell over the subscription before the next poll could have fetched it.
// The world is the journey's own: a mainland company (looked after by the seed's partner manager Lily Chen, a link the
// vendor makes) with its partner administrator and a regular member, both with +86 numbers who have already answered
// the offer of the other site; the messages are the member's own. Nothing is put back afterwards.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { fixtures, ownerSql, signedIn, type Company, type Member } from './fixtures/index.ts';

const manager = 'Lily Chen';
const newPhone = '+86 (21) 5555-0199';
const newWebsite = 'https://cloudway-partner.example.cn';
const pollMs = 5_000;

let browser: Browser;
let company: Company;
let mia: Member;
let original: { phone: string | null; website: string | null };

beforeAll(async () => {
  company = await fixtures.company({ site: 'MAINLAND', admin: { phonePrefix: '+86' } });
  await fixtures.assignPartnerManager(company, manager);
  mia = await fixtures.member(company, { phonePrefix: '+86' });
  [original] = await ownerSql<typeof original>('select phone, website from app_public.companies where id = $1', [company.id]) as [typeof original];
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
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

const session = (person: Member, path: string) => signedIn(browser, person, path, { viewport: { width: 1366, height: 900 } });

const stored = async () =>
  (await ownerSql<{ phone: string | null; website: string | null; name: string }>('select name, phone, website from app_public.companies where id = $1', [company.id]))[0]!;

describe('company information in the workbench', () => {
  it('(1) the partner administrator reads every section, is refused a bad website, then saves a new phone and website', async () => {
    const { context, page } = await session(company.admin, '/workbench/company-info');
    await page.waitForURL(/\/workbench\/company-info/);
    await page.getByTestId('company-info-page').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('company-info-name').innerText()).toBe(company.name);
    expect(await page.getByTestId('company-info-managers').innerText()).toContain(manager);
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
    expect(await stored()).toEqual({ name: company.name, phone: newPhone, website: newWebsite });
    await shoot(page, 'company-info-admin');
    await context.close();
  });

  it('(2) a regular member reads the same information without an edit button', async () => {
    const { context, page } = await session(mia, '/workbench/company-info');
    await page.waitForURL(/\/workbench\/company-info/);
    await page.getByTestId('company-info-page').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('company-info-value-phone').innerText()).toBe(newPhone);
    expect(await page.getByTestId('company-info-read-only').innerText()).toBe('Only the partner administrator can edit the company information.');
    expect(await page.getByTestId('company-info-edit').count()).toBe(0);
    await shoot(page, 'company-info-member');
    await context.close();
  });

  it('(3) on the mainland site the page speaks Chinese', async () => {
    // A second tab of the administrator's browser: Keycloak knows them, so the mainland site signs them in at once.
    const { context, page } = await session(company.admin, '/workbench');
    await page.goto(`${mainlandUrl()}/workbench/company-info`);
    await page.waitForURL(`${mainlandUrl()}/workbench/company-info`, { timeout: 30_000 });
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
    // The member's session, then a new tab of it watched from its first request on.
    const { context, page: first } = await session(mia, '/workbench');
    const page = await context.newPage();
    await first.close();
    page.on('websocket', (socket) => {
      sockets.push(socket.url());
      socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('UserMessageCount')) countAnswers.push(Date.now());
    });
    await page.goto(`${webUrl()}/workbench`);
    await page.waitForURL(/\/workbench/);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor({ timeout: 30_000 });
    // the socket is open once the server acknowledged it
    await expect
      .poll(() => frames.some((f) => f.includes('connection_ack')), { timeout: 15_000 })
      .toBe(true)
      .catch((error: Error) => {
        throw new Error(`${error.message}; sockets: ${sockets.join(', ') || 'none'}; frames: ${frames.join(' | ') || 'none'}`);
      });

    const message = async (title: string, content: string) =>
      (await ownerSql<{ id: string }>(
        `insert into app_public.user_messages (root_user_id, title, content, user_message_type) values ($1, $2, $3, 'COMMON') returning id`,
        [mia.rootUserId, title, content],
      ))[0]!.id;
    const unreadNow = async () =>
      (await ownerSql<{ n: number }>(
        `select count(*)::int as n from app_public.user_messages where root_user_id = $1 and not is_read and created_at >= now() - interval '1 month'`,
        [mia.rootUserId],
      ))[0]!.n;
    const liveFrames = () => frames.filter((f) => f.includes('userMessageAdded')).length;

    // the subscription is live once a message reaches the page over it: warm-up messages (the member's own) until one
    // does (those sent before the subscription started never come over it; the bell counts them at its next poll)
    await expect
      .poll(async () => {
        if (liveFrames() === 0) await message('Warm-up', 'The live feed is listening');
        return liveFrames();
      }, { timeout: 15_000, interval: 500 })
      .toBeGreaterThan(0);
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: pollMs + 3_000 }).toBe(`Notifications (${await unreadNow()} unread)`);

    // right after a poll: the next one is a full poll interval away
    const polled = countAnswers.length;
    await expect.poll(() => countAnswers.length, { timeout: pollMs + 3_000 }).toBeGreaterThan(polled);
    const pollAt = countAnswers.at(-1)!;
    const messageId = await message('Live hello', 'Sent while you were looking');
    const expected = `Notifications (${await unreadNow()} unread)`;
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
