// Steps on the portal's PrimeReact widgets that every journey takes the same way.
import type { Page } from 'playwright-core';

/**
 * Closes an open overlay panel (a select's list, a calendar) by clicking the dialog's title, as a person clicks beside
 * it (Escape would close the dialog). A click that lands while the panel is still opening is not seen by it, so the
 * person clicks again until the panel is gone.
 */
export const closeOverlay = async (page: Page): Promise<void> => {
  const panel = page.locator('.p-multiselect-panel, .p-dropdown-panel, .p-datepicker:not(.p-datepicker-inline)');
  for (let attempt = 1; attempt <= 3; attempt++) {
    await page.locator('.p-dialog-title').click();
    if (await panel.first().waitFor({ state: 'hidden', timeout: 5_000 }).then(() => true, () => false)) return;
  }
};
