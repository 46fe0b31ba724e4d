import { expect, type Locator, type Page } from '@playwright/test';
import { hasFilter, noMatch, rowsWith } from './tableSearch.ts';

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

/** Tabs to `target` and presses Enter on it (a link followed, a button pressed). */
export async function pressByKeyboard(page: Page, target: Locator, maxPresses = 40) {
  await tabTo(page, target, maxPresses);
  await page.keyboard.press('Enter');
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

/**
 * Chooses an option of a select by keyboard: Tab to it, Enter opens the list, arrows reach the option, Enter chooses.
 * The list then closes and focus is back on the select (showing `shows`) before Tab moves on.
 */
export async function chooseByKeyboard(
  page: Page,
  select: Locator,
  option: string,
  { tabs, arrows, shows = option }: { tabs: number; arrows: number; shows?: string },
) {
  await tabTo(page, select, tabs);
  await page.keyboard.press('Enter');
  // The list has taken focus before the first arrow (on a loaded machine an arrow pressed while it opened was lost).
  const list = page.getByRole('listbox');
  await expect
    .poll(() => list.evaluate((element) => element.contains(document.activeElement)).catch(() => false))
    .toBe(true);
  await arrowTo(page, page.getByRole('option', { name: option }), 'ArrowDown', arrows);
  await page.keyboard.press('Enter');
  await expect(select).toContainText(shows);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(select).toBeFocused();
}

/** Tabs to a Choose file button and presses Enter on it; the browser's picker that opens is given `file`. */
export async function chooseFileByKeyboard(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
  maxPresses: number,
) {
  // Listening before the Tab presses: Playwright has the browser intercept file pickers only once a listener is
  // added, by a message of its own, which may arrive after a press that follows it at once (the picker then opens
  // unseen and the test waits out its timeout; twice in a run of the suite on a loaded machine).
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, button, maxPresses);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
}

/**
 * Types a search into a table's search box (named `searchBox`) by keyboard and waits until every row of the table
 * holds the text: the table keeps the page it had until the search answers, and a row focused in it meanwhile would be
 * replaced under the arrows that follow. A table of a few rows has no search box (its rows are all on its one page):
 * the keyboard then goes into the table and down to the first row holding the text, where the arrows that follow
 * start. Says whether it searched.
 */
export async function searchByKeyboard(
  page: Page,
  searchBox: string,
  table: Locator,
  text: string,
  maxPresses = 40,
) {
  if (!(await hasFilter(page, table, searchBox, text))) {
    await tabIntoTable(page, table, maxPresses);
    await arrowTo(page, rowsWith(table, text).first(), 'ArrowDown');
    return false;
  }
  await typeInto(page, page.getByRole('searchbox', { name: searchBox }), text, maxPresses);
  await expect
    .poll(async () => {
      const [, ...rows] = await table.getByRole('row').allInnerTexts();
      return (
        rows.length > 0 &&
        rows.every((row) => row.toLowerCase().includes(text.toLowerCase()) && !row.includes(noMatch))
      );
    })
    .toBe(true);
  return true;
}

/** Tabs into a table, then arrows right along the focused row to `action` and presses Enter on it. */
export async function pressRowAction(page: Page, table: Locator, action: Locator, maxTabs = 40) {
  await tabIntoTable(page, table, maxTabs);
  await arrowTo(page, action, 'ArrowRight');
  await page.keyboard.press('Enter');
}

/** Tabs to a dialog's button (a few stops away) and presses Enter on it. */
export async function pressInDialog(dialog: Locator, name: string) {
  await pressByKeyboard(dialog.page(), dialog.getByRole('button', { name }), 3);
}
