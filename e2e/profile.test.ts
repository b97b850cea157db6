// Profile completion and own information, end to end: a person signs up on Keycloak's real registration page, is
// held by the user info modal until they save it, receives the SMS code through the development outbox (the worker
// relays the request and sends it through the SMS port), and completes; the account sync then writes their name and
// phone to their Keycloak account. Later they change their phone in the profile with a new code, and the server's
// 60-second rule is seen refusing an early request. A vendor administrator then finds both messages in the back office.
// The journey's world is its own: the sign-up's account, name and phones are unique to the run (both phones share a
// stem no other run's number has, so the outbox can be searched for exactly this journey's messages), and the vendor
// administrator is a fixture person. The only rows it changes are the sign-up's own (their codes, their account sync).
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { shot } from './lib/admin.ts';
import { keycloakUrl, launchBrowser, webUrl } from './lib/browser.ts';
import { fixtures, ownerSql, signedIn, uniqueTag } from './fixtures/index.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

const tag = uniqueTag();
const username = `signup.${tag}`;
const email = `signup.${tag}@example.com`;
const lastName = `Signup-${tag}`;
const fullName = `Sam ${lastName}`;
/** Ten digits of a mainland mobile number; the journey's two phones are this stem and one more digit. */
const phoneStem = `13${randomInt(5, 10)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
const firstPhone = `${phoneStem}1`;
const secondPhone = `${phoneStem}2`;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The newest message the development outbox holds for a phone, waiting for the worker to send it. */
const codeFromOutbox = async (phone: string, after: Date): Promise<string> => {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const [row] = await ownerSql<{ text: string }>(
          'select text from app_public.sms_outbox_messages where phone = $1 and created_at > $2 order by created_at desc limit 1',
          [`+86 ${phone}`, after],
        );
        code = row?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 60_000, interval: 500, message: `no SMS for ${phone} in the development outbox` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
};

/** The account as Keycloak keeps it, read with the account-sync service account. */
const keycloakAccount = async (rootUserId: string) => {
  const base = keycloakUrl();
  const token = await fetch(`${base}/realms/partner-portal/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'partner-portal-account-sync', client_secret: 'dev-only-account-sync-secret' }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const response = await fetch(`${base}/admin/realms/partner-portal/users/${rootUserId}`, { headers: { Authorization: `Bearer ${token.access_token}` } });
  return (await response.json()) as { firstName?: string; lastName?: string; email?: string; attributes?: Record<string, string[]> };
};

/** The sign-up's own identity (without a company) as written. */
const ownIdentity = async () =>
  (
    await ownerSql<{ root_user_id: string; name: string; position_id: number; contact_number: string; is_added_user_info: boolean }>(
      `select u.root_user_id, u.name, u.position_id, u.contact_number, u.is_added_user_info
       from app_public.users u join app_public.root_users r on r.id = u.root_user_id
       where r.username = $1 and u.company_id is null`,
      [username],
    )
  )[0];

describe('completing and editing one’s own information', () => {
  it('a new sign-up is held by the user info modal, gets the SMS code from the development outbox, and completes', async () => {
    await page.goto(`${webUrl()}/profile/own-company`);
    // Keycloak's own registration page.
    await page.getByRole('link', { name: 'Register' }).click();
    await page.locator('#username').fill(username);
    await page.locator('#email').fill(email);
    await page.locator('#firstName').fill('Sam');
    await page.locator('#lastName').fill(lastName);
    await page.locator('#password').fill('Signup#2026');
    await page.locator('#password-confirm').fill('Signup#2026');
    await page.locator('form#kc-register-form [type=submit]').click();
    await page.waitForURL((url) => url.origin === new URL(webUrl()).origin, { timeout: 30_000 });

    const modal = page.getByTestId('added-user-info-modal');
    await modal.waitFor({ state: 'visible', timeout: 30_000 });
    // Not closable: no close button, Escape does nothing.
    expect(await modal.locator('.p-dialog-header-close').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect(modal.isVisible()).resolves.toBe(true);
    expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);

    // The name and e-mail come from the account; +86 is the default prefix.
    expect(await page.getByTestId('user-info-name').inputValue()).toBe(fullName);
    expect(await page.getByTestId('user-info-email').inputValue()).toBe(email);
    await page.getByTestId('user-info-position').click();
    await page.getByRole('option', { name: 'Presales engineer' }).click();
    await page.locator('#pp-info-phone').fill('12345678901');
    await page.getByTestId('user-info-save').click();
    await page.getByText('Invalid phone number').waitFor();
    await page.locator('#pp-info-phone').fill(firstPhone);
    await page.getByTestId('user-info-save').click();
    await page.getByText('Incorrect verification code').first().waitFor();

    const before = new Date(Date.now() - 5_000);
    await page.getByTestId('user-info-send-code').click();
    // The countdown runs and the button waits for it.
    await expect.poll(() => page.getByTestId('user-info-send-code').innerText(), { timeout: 10_000 }).toMatch(/Resend in \d+ s/);
    expect(await page.getByTestId('user-info-send-code').isDisabled()).toBe(true);
    const left = Number((await page.getByTestId('user-info-send-code').innerText()).match(/\d+/)?.[0]);
    expect(left).toBeGreaterThan(50);
    expect(left).toBeLessThanOrEqual(60);
    const code = await codeFromOutbox(firstPhone, before);
    await page.getByTestId('user-info-code').fill(code);
    await shot(page, 'profile-added-user-info');
    await page.getByTestId('user-info-save').click();
    await modal.waitFor({ state: 'hidden', timeout: 30_000 });
    // With a +86 number, the global site now offers the Chinese site once (after the user info modal); they stay.
    const stay = page.getByRole('button', { name: 'Stay on the global site' });
    await stay.waitFor({ timeout: 30_000 });
    await stay.click();
    await stay.waitFor({ state: 'hidden' });

    const identity = await ownIdentity();
    expect(identity).toMatchObject({ name: fullName, position_id: 6, contact_number: firstPhone, is_added_user_info: true });
    const rootUserId = identity!.root_user_id;
    // The code is stored hashed and was used once.
    const codes = await ownerSql<{ code_hash: string; used_at: Date | null }>(
      'select code_hash, used_at from app_private.verification_codes where root_user_id = $1',
      [rootUserId],
    );
    expect(codes).toHaveLength(1);
    expect(codes[0]!.code_hash).not.toContain(code);
    expect(codes[0]!.used_at).not.toBeNull();

    // The account sync wrote name, e-mail and phone to the Keycloak account.
    await expect
      .poll(async () => (await keycloakAccount(rootUserId)).attributes?.phoneNumber, { timeout: 30_000, interval: 500 })
      .toEqual([`+86${firstPhone}`]);
    expect(await keycloakAccount(rootUserId)).toMatchObject({ firstName: 'Sam', lastName, email });

    // Signed in again later, the modal does not come back.
    await page.reload();
    await page.getByTestId('own-information').waitFor();
    expect(await page.getByTestId('added-user-info-modal').count()).toBe(0);
  });

  it('changes the phone in the profile with a new code; asking again within 60 seconds is refused by the server', async () => {
    await page.goto(`${webUrl()}/profile/own-company`);
    await page.getByTestId('own-information-edit').click();
    // Same phone: no code field.
    expect(await page.getByTestId('user-info-code').count()).toBe(0);
    await page.locator('#pp-info-phone').fill(secondPhone);
    await page.getByTestId('user-info-send-code').click();
    // The first code was sent moments ago: the server says how long to wait, and the countdown shows it.
    await page.getByText(/Please wait \d+ seconds/).waitFor();
    await expect.poll(() => page.getByTestId('user-info-send-code').innerText(), { timeout: 10_000 }).toMatch(/Resend in \d+ s/);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A minute later (the sign-up's own codes are moved back in time rather than waiting), a code may be asked for again.
    await ownerSql(
      `update app_private.verification_codes c set created_at = c.created_at - interval '61 seconds'
       from app_public.root_users r where r.id = c.root_user_id and r.username = $1`,
      [username],
    );
    await page.getByTestId('own-information-edit').click();
    await page.locator('#pp-info-phone').fill(secondPhone);
    const before = new Date(Date.now() - 5_000);
    await page.getByTestId('user-info-send-code').click();
    const code = await codeFromOutbox(secondPhone, before);
    await page.getByTestId('user-info-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('user-info-save').click();
    await page.getByText('Incorrect verification code').first().waitFor();
    await page.getByTestId('user-info-code').fill(code);
    await page.getByTestId('user-info-save').click();
    await expect.poll(() => page.getByTestId('own-information-phone').innerText(), { timeout: 15_000 }).toBe(`+86 ${secondPhone}`);
    await shot(page, 'profile-own-information');

    // When the account centre could not be updated (the worker keeps retrying), the card says so.
    await expect
      .poll(async () => (await ownerSql(
        `select s.synced_at from app_private.account_syncs s join app_public.root_users r on r.id = s.root_user_id
         where r.username = $1 and s.synced_at >= s.requested_at`, [username])).length, { timeout: 30_000, interval: 500 })
      .toBe(1);
    expect(await page.getByTestId('account-sync-error').count()).toBe(0);
    // (the sign-up's own account sync row)
    await ownerSql(
      `update app_private.account_syncs s set last_error = 'JOIN_SYNC_ACCOUNT_FAILED: HTTP 503' from app_public.root_users r
       where r.id = s.root_user_id and r.username = $1`,
      [username],
    );
    await page.reload();
    await page.getByTestId('account-sync-error').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('account-sync-error').innerText()).toContain('Syncing with your account failed');
  });

  it('vendor admins read the development SMS outbox in the back office', async () => {
    const vendor = await fixtures.vendorAdmin();
    const admin = await signedIn(browser, vendor, '/admin/sms-outbox', { locale: 'zh-CN' });
    try {
      const search = admin.page.getByPlaceholder('搜索手机号码');
      const rows = admin.page.locator('table tbody tr');
      const phones = async () => (await rows.allInnerTexts()).map((text) => text.match(/\+86 \d+/)?.[0]);
      // The journey's two messages, newest first: the last code sent is on top.
      await search.fill(phoneStem);
      await expect.poll(phones, { timeout: 30_000 }).toEqual([`+86 ${secondPhone}`, `+86 ${firstPhone}`]);
      expect(await rows.first().innerText()).toMatch(/验证码是 \d{6}/);
      await search.fill(firstPhone);
      await expect.poll(phones, { timeout: 10_000 }).toEqual([`+86 ${firstPhone}`]);
      await shot(admin.page, 'profile-sms-outbox');
    } finally {
      await admin.context.close();
    }
  });
});
