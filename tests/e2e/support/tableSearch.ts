// A server-paged table's search (portal/src/features/shared/pagedList.ts) reaches the URL, and the server, only after
// its debounce. A test that follows a link or changes the server's answers next waits for it first, as a user waits
// for the rows: otherwise the late search change overtakes the step (a navigation, a reload of a recovered list).
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The rows of `table` that hold `text`. A filtered table that matches nothing shows one row saying so, naming the
 * filter ("No rows match “…”."): that row is never one of them, so a search that found nothing does not pass for one
 * that found the record.
 */
export function rowsWith(table: Locator, text: string | RegExp) {
  return table.getByRole('row').filter({ hasText: text }).filter({ hasNotText: noMatch });
}

/** The start of the row a filtered table shows when nothing matches (DataTable). */
export const noMatch = 'No rows match';

/**
 * Fills the search box "Filter {prefix}" of the table keyed `prefix` in the URL (and named so) and waits for `{prefix}Q`
 * there. A table of a few rows has no search box: then there is nothing to wait for, and the row holding `text` is on
 * its one page.
 */
export async function searchTable(page: Page, prefix: string, text: string) {
  const table = page.getByRole('grid', { name: new RegExp(`^${prefix}$`, 'i') });
  if (!(await hasFilter(page, table, `Filter ${prefix}`, text))) return;
  await page.getByRole('searchbox', { name: `Filter ${prefix}` }).fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get(`${prefix}Q`)?.includes(text) === true);
}

/**
 * Waits for `table` to show a row holding `text` or its filter "Filter {name}", and fills the filter with `text` when
 * it has one; then the row is there. A table of a few rows shows no filter (its rows are all on its one page), and
 * other tests add rows as they run: a test that only looks a row up must not count on either. Says whether it filtered.
 */
export async function narrowTable(page: Page, table: Locator, filterName: string, text: string) {
  const filtered = await hasFilter(page, table, filterName, text);
  if (filtered) await page.getByRole('searchbox', { name: filterName }).fill(text);
  await expect(rowsWith(table, text).first()).toBeVisible();
  return filtered;
}

/** Whether `table` shows its filter, once it shows it or a row holding `text` (they come with the table's rows). */
export async function hasFilter(page: Page, table: Locator, filterName: string, text: string) {
  const filter = page.getByRole('searchbox', { name: filterName });
  await expect(filter.or(rowsWith(table, text)).first()).toBeVisible();
  return filter.isVisible();
}
