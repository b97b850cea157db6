// Helpers of the back-office journeys: react-admin's list rows, and screenshots for a person to look at.
import type { Page } from 'playwright-core';

/** The rows of the page's react-admin Datagrid. */
export const rows = (page: Page) => page.locator('table tbody tr');

/** A screenshot under .data/logs for a person to look at (a failed step's own are in .data/e2e-artifacts). */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.data/logs/e2e-${name}.png`, fullPage: true }).catch(() => undefined);
