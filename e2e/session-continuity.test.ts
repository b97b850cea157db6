// A session's troubles in the middle of the deal-registration form lose nothing (PL-67): a member signs in through
// Keycloak's real page, opens "Register a deal" and types;
//   (a) the API refuses the token of the submit (a token it cannot verify, as one expired by clock skew would be):
//       the portal forces a token refresh and sends the mutation once more; the filing is created once, with what was
//       typed, and no sign-in page is shown;
//   (b) Keycloak's signing key is rotated through its admin API (a new RSA key provider with a higher priority, the
//       old provider disabled so its key leaves the JWKS) and the next call is refused: the forced refresh brings a
//       token signed by the new key, which the API verifies at once, and the filing goes through with what was typed;
//   (c) Keycloak ends the member's session (admin API "sign out"), and the next call is refused: the member is sent
//       to Keycloak's sign-in page; signed in again as the same person, the form opens with the draft as it was;
//   (d) the session ends again with a half-written draft and the page is loaded anew: at Keycloak's page another
//       member of the same company signs in in that browser, and the form opens empty: the draft was removed.
// The refusals are made at the browser's edge (page.route): the first matching GraphQL request carries its token
// with a broken signature, which the real API answers with its 401. (The API itself keeps accepting a token it has
// verified until that token expires, so a rotation alone never turns away a token already in use.)
//
// The world is the journey's own: a mainland company at the gold level and two members; filing names are unique to the
// run. The realm's keys are put back in a finally (the old provider as it was, the added one deleted).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { keycloakUrl, launchBrowser, signIn, webUrl } from './lib/browser.ts';
import { fillFilingForm, type FilingFormValues } from './lib/project-filing.ts';
import { endSessions, fixtures, ownerSql, rotateSigningKey, runTag, signedIn, type Company, type Member } from './fixtures/index.ts';

/** A day counted from today in the business time zone (an order date may not be in the past). */
const businessDay = (days: number): string => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
};

const valuesFor = (step: string): FilingFormValues => ({
  name: `Session ${step} depot upgrade ${runTag}`,
  customer: `Harbour Logistics ${step} ${runTag}`,
  address: '8 Harbour Road',
  industry: 'Transportation',
  contactName: `Li ${step.toUpperCase()}`,
  contactPosition: 'CTO',
  contactEmail: 'li@example.com',
  contactPhone: '13812345678',
  amount: '250000',
  orderDate: businessDay(1),
  source: 'Self-sourced',
  competitors: ['VMware'],
  scenarios: ['Server virtualization'],
  requirement: 'Keep working while the session changes under the form.',
  product: { name: 'Virtualization', purchaseType: 'Software', unit: 'CPU', count: '8' },
});

let browser: Browser;
let company: Company;
let mia: Member;
/** Another member of the company, who signs in in Mia's browser in (d). */
let nora: Member;
let page: Page;

/** The kid in a JWT's protected header. */
const kidOf = (jwt: string): string | undefined =>
  (JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString('utf8')) as { kid?: string }).kid;
const bearerOf = (request: Request): string => (request.headers().authorization ?? '').replace(/^Bearer\s+/i, '');

interface Sent {
  authorization: string;
  status: number;
}

/**
 * From now on, the page's GraphQL requests of `operation` are recorded with the API's answer; the first one goes with
 * its token's signature broken, so the API refuses it as UNAUTHENTICATED (HTTP 401). Returns the records and a stop.
 */
const refuseFirst = async (operation: string): Promise<{ sent: Sent[]; stop: () => Promise<void> }> => {
  const sent: Sent[] = [];
  const handler = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    const request = route.request();
    let name: unknown;
    try {
      name = (request.postDataJSON() as { operationName?: unknown } | null)?.operationName;
    } catch {
      name = undefined;
    }
    if (request.method() !== 'POST' || name !== operation) {
      await route.continue();
      return;
    }
    let authorization = request.headers().authorization ?? '';
    if (sent.length === 0) {
      const [header, payload, signature] = authorization.replace(/^Bearer\s+/i, '').split('.');
      authorization = `Bearer ${header}.${payload}.${[...(signature ?? '')].reverse().join('')}`;
    }
    const response = await route.fetch({ headers: { ...request.headers(), authorization } });
    sent.push({ authorization, status: response.status() });
    await route.fulfill({ response });
  };
  await page.route('**/graphql', handler);
  return { sent, stop: () => page.unroute('**/graphql', handler) };
};

/** Main-frame visits of Keycloak's sign-in page (the silent single-sign-on check runs in an iframe and is not one). */
const signInPages: string[] = [];

const openForm = async () => {
  await page.goto(`${webUrl()}/workbench/project-filing?openCreate=1`);
  await page.locator('#pp-filing-name').waitFor({ timeout: 60_000 });
};
/** An item of the portal's local storage while the page may be on Keycloak's origin. */
const portalStorage = async (key: string): Promise<string | undefined> => {
  const origin = new URL(webUrl()).origin;
  const state = await page.context().storageState();
  return state.origins.find((o) => o.origin === origin)?.localStorage.find((item) => item.name === key)?.value;
};
const draftHolds = (text: string) => page.waitForFunction((t) => (localStorage.getItem('projectFilingDraft') ?? '').includes(t), text);

const filingsNamed = (name: string) =>
  ownerSql<{ customer: string; contact: string }>(
    `select f.customer_full_name as customer, f.contact_name as contact from app_public.project_filings f where f.company_id = $1 and f.name = $2`,
    [company.id, name],
  );

beforeAll(async () => {
  company = await fixtures.company({ site: 'MAINLAND', level: 'GOLD', admin: { phonePrefix: '+86' } });
  mia = await fixtures.member(company, { phonePrefix: '+86' });
  nora = await fixtures.member(company, { phonePrefix: '+86' });
  browser = await launchBrowser();
  ({ page } = await signedIn(browser, mia, '/workbench/project-filing?openCreate=1', { fresh: true }));
  const keycloakOrigin = new URL(keycloakUrl()).origin;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith(keycloakOrigin)) signInPages.push(frame.url());
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('session continuity in the deal-registration form', () => {
  it('(a) a token the API refuses on submit is renewed and the mutation sent once more: one filing, nothing lost, no sign-in', async () => {
    const values = valuesFor('a');
    await page.locator('#pp-filing-name').waitFor({ timeout: 60_000 });
    await fillFilingForm(page, values);
    await draftHolds(values.requirement);

    const create = await refuseFirst('CreateProjectFiling');
    await page.getByTestId('filing-submit').click();
    await page.waitForURL(/\/workbench\/project-filing\/detail\?semanticId=/, { timeout: 30_000 });
    await create.stop();

    expect(create.sent.map((s) => s.status)).toEqual([401, 200]);
    const [refused, retried] = create.sent;
    expect(retried?.authorization).not.toBe(refused?.authorization);
    expect(signInPages).toEqual([]);
    expect(await filingsNamed(values.name)).toEqual([{ customer: values.customer, contact: values.contactName }]);
    expect(await page.evaluate(() => localStorage.getItem('projectFilingDraft'))).toBeNull();
  });

  it('(b) after a key rotation the forced refresh brings a token of the new key, which the API accepts: the filing goes through', async () => {
    const values = valuesFor('b');
    await openForm();
    await page.locator('#pp-filing-name').fill(values.name);
    await page.locator('#pp-filing-customer').fill(values.customer);
    await draftHolds(values.customer);
    const tokenBefore = await page.evaluate(() => localStorage.getItem('partnerToken'));

    const rotation = await rotateSigningKey(`e2e-rotation-${runTag}`);
    try {
      expect(rotation.oldKids).toContain(kidOf(tokenBefore ?? ''));
      // Keycloak publishes the new key and no longer the old one
      const jwks = (await (await fetch(`${keycloakUrl()}/realms/partner-portal/protocol/openid-connect/certs`)).json()) as { keys: { kid: string }[] };
      expect(jwks.keys.map((k) => k.kid)).toContain(rotation.newKid);
      expect(jwks.keys.map((k) => k.kid)).not.toContain(kidOf(tokenBefore ?? ''));

      // the member goes on with the form and submits; that call is refused (as by an API that dropped the old key)
      await fillFilingForm(page, values);
      const create = await refuseFirst('CreateProjectFiling');
      const retriedRequest = page.waitForRequest(
        (r) => r.url().endsWith('/graphql') && r.method() === 'POST' && kidOf(bearerOf(r)) === rotation.newKid,
        { timeout: 30_000 },
      );
      await page.getByTestId('filing-submit').click();
      await page.waitForURL(/\/workbench\/project-filing\/detail\?semanticId=/, { timeout: 30_000 });
      await retriedRequest;
      await create.stop();

      expect(create.sent.map((s) => s.status)).toEqual([401, 200]);
      expect(kidOf(create.sent[1]?.authorization.replace(/^Bearer\s+/i, '') ?? '')).toBe(rotation.newKid);
      expect(signInPages).toEqual([]);
      expect(await filingsNamed(values.name)).toEqual([{ customer: values.customer, contact: values.contactName }]);
    } finally {
      await rotation.restore();
    }
  });

  it('(c) a session Keycloak ended sends the member to sign-in; signed in again, the form opens with the draft as it was', async () => {
    const values = valuesFor('c');
    await openForm();
    await fillFilingForm(page, values);
    await draftHolds(values.requirement);

    await endSessions(mia.rootUserId);
    const create = await refuseFirst('CreateProjectFiling');
    await page.getByTestId('filing-submit').click();
    // the forced refresh is refused by Keycloak (the session ended): to Keycloak's sign-in page
    await page.locator('#username').waitFor({ state: 'visible', timeout: 30_000 });
    await create.stop();
    expect(create.sent.map((s) => s.status)).toEqual([401]);
    expect(new URL(page.url()).origin).toBe(new URL(keycloakUrl()).origin);
    expect(await filingsNamed(values.name)).toEqual([]);

    await signIn(page, mia.username, mia.password);
    await page.locator('#pp-filing-name').waitFor({ timeout: 60_000 });
    await page.getByTestId('filing-discard-draft').waitFor();
    expect(await page.locator('#pp-filing-name').inputValue()).toBe(values.name);
    expect(await page.locator('#pp-filing-customer').inputValue()).toBe(values.customer);
    expect(await page.locator('#pp-filing-contact-name').inputValue()).toBe(values.contactName);
    expect(await page.locator('#pp-filing-requirement').inputValue()).toBe(values.requirement);

    // and it submits as it is
    await page.getByTestId('filing-submit').click();
    await page.waitForURL(/\/workbench\/project-filing\/detail\?semanticId=/, { timeout: 30_000 });
    expect(await filingsNamed(values.name)).toEqual([{ customer: values.customer, contact: values.contactName }]);
  });

  it('(d) after a session end, another member signing in in that browser does not get the draft: it is removed', async () => {
    const values = valuesFor('d');
    await openForm();
    await page.locator('#pp-filing-name').fill(values.name);
    await page.locator('#pp-filing-customer').fill(values.customer);
    await draftHolds(values.customer);

    // the session ends and the page is loaded again (a tab reopened later): to sign-in, the draft still kept for Mia
    await endSessions(mia.rootUserId);
    await page.reload();
    await page.locator('#username').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await portalStorage('projectFilingDraft')).toContain(values.customer);
    expect(await portalStorage('draftOwner')).toBe(mia.rootUserId);

    // a colleague of the same company signs in there: the form opens empty, the draft is gone
    await signIn(page, nora.username, nora.password);
    await page.locator('#pp-filing-name').waitFor({ timeout: 60_000 });
    expect(await page.locator('#pp-filing-name').inputValue()).toBe('');
    expect(await page.locator('#pp-filing-customer').inputValue()).toBe('');
    expect(await page.getByTestId('filing-discard-draft').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('projectFilingDraft'))).toBeNull();
  });
});
