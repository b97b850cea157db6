// A phone's screen for the journeys' steps at 390 px, and the check that a part of a page fits it whole.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

export const phone = { width: 390, height: 844 };

/** The page is no wider than the phone, and `part` lies inside it, not cut by its box. */
export const fitsOnPhone = async (page: Page, part: Locator): Promise<void> => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  const box = await part.boundingBox();
  if (!box) throw new Error('not shown');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  expect(await part.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
};
