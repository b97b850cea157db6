// Helpers of the back-office journeys: a signed-in session, react-admin's list rows, and the e2e database (owner).
import { inject } from 'vitest';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn, webUrl } from './browser.ts';

/** A fresh session (own cookies and storage) signed in through Keycloak's page as `username`, landing on `path`. */
export const session = async (
  browser: Browser,
  username: string,
  path: string,
  locale = 'zh-CN',
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
  const page = await context.newPage();
  await page.goto(`${webUrl()}${path}`);
  await signIn(page, username, DEMO_PASSWORD);
  return { context, page };
};

/** The rows of the page's react-admin Datagrid. */
export const rows = (page: Page) => page.locator('table tbody tr');

/** A screenshot under .data/logs for a person to look at (and to read when a step fails). */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.data/logs/e2e-${name}.png`, fullPage: true }).catch(() => undefined);

/** One query on the e2e database as its owner (outside row-level security), to check what was really written. */
export const sql = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> => {
  const client = new pg.Client({ connectionString: inject('E2E_DATABASE_URL') });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
};
