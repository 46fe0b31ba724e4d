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
