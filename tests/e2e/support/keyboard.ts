import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until `target` has focus, as a keyboard-only user would, and fails if it is not reached within
 * `maxPresses` (so an element that cannot be reached by keyboard fails the test).
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${maxPresses} presses`).toBeFocused();
}

/** Types into the focused element, key by key. */
export async function typeText(page: Page, text: string) {
  await page.keyboard.type(text);
}

/** Presses Tab until focus is inside the table (a table is one Tab stop). */
export async function tabIntoTable(page: Page, table: Locator, maxPresses = 40) {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await table.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`The table was not reached by Tab within ${maxPresses} presses`);
}

/** Presses an arrow key inside a table until `target` has focus (a table is one Tab stop; arrows move in it). */
export async function arrowTo(
  page: Page,
  target: Locator,
  key: 'ArrowDown' | 'ArrowRight' | 'ArrowUp' | 'ArrowLeft',
  maxPresses = 12,
) {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Tabs to a field, selects what it holds and types over it. */
export async function typeInto(page: Page, field: Locator, text: string, maxPresses = 40) {
  await tabTo(page, field, maxPresses);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
