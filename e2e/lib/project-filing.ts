// Helpers of the project-filing journey: the steps of the filing form (PrimeReact selects, calendar, amount).
import type { Page } from 'playwright-core';
import { closeOverlay } from './primereact.ts';

/** Chooses an option of the PrimeReact select whose input has this id. */
export const choose = async (page: Page, inputId: string, option: string): Promise<void> => {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
};


/** Chooses options of the PrimeReact multi-select whose input has this id, then closes it. */
export const chooseMany = async (page: Page, inputId: string, options: readonly string[]): Promise<void> => {
  await page.locator(`.p-multiselect:has(#${inputId})`).click();
  for (const option of options) await page.locator('.p-multiselect-panel').getByRole('option', { name: option, exact: true }).click();
  await closeOverlay(page);
};

/** Types a day (YYYY-MM-DD) into the PrimeReact calendar whose input has this id. */
export const typeDate = async (page: Page, inputId: string, day: string): Promise<void> => {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.fill(day);
  await closeOverlay(page);
};

/** Types a number into a PrimeReact number input (it formats keystrokes, so the text is typed, not pasted). */
export const typeNumber = async (page: Page, inputId: string, text: string): Promise<void> => {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await page.keyboard.press('Control+A');
  await input.pressSequentially(text);
  await input.blur();
};

export interface FilingFormValues {
  name: string;
  customer: string;
  address: string;
  industry: string;
  contactName: string;
  contactPosition: string;
  contactEmail: string;
  contactPhone: string;
  amount: string;
  orderDate: string;
  source: string;
  competitors: readonly string[];
  scenarios: readonly string[];
  requirement: string;
  product: { name: string; purchaseType: string; unit: string; count: string };
}

/** Fills the rest of the filing form (the owner and the phase keep what the form proposes). */
export const fillFilingForm = async (page: Page, v: FilingFormValues): Promise<void> => {
  await page.locator('#pp-filing-name').fill(v.name);
  await page.locator('#pp-filing-customer').fill(v.customer);
  await page.locator('#pp-filing-address').fill(v.address);
  await choose(page, 'pp-filing-industry', v.industry);
  await choose(page, 'pp-filing-source', v.source);
  await page.locator('#pp-filing-contact-name').fill(v.contactName);
  await page.locator('#pp-filing-contact-position').fill(v.contactPosition);
  await page.locator('#pp-filing-contact-email').fill(v.contactEmail);
  await page.locator('#pp-filing-contact-phone').fill(v.contactPhone);
  await typeNumber(page, 'pp-filing-budget', v.amount);
  await typeDate(page, 'pp-filing-order-date', v.orderDate);
  await chooseMany(page, 'pp-filing-competitors', v.competitors);
  await chooseMany(page, 'pp-filing-scenarios', v.scenarios);
  await page.locator('#pp-filing-requirement').fill(v.requirement);
  await choose(page, 'pp-filing-product-1', v.product.name);
  await choose(page, 'pp-filing-purchase-1', v.product.purchaseType);
  await choose(page, 'pp-filing-unit-1', v.product.unit);
  await typeNumber(page, 'pp-filing-count-1', v.product.count);
};
