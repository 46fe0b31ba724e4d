// A server-paged table's search (portal/src/features/shared/pagedList.ts) reaches the URL, and the server, only after
// its debounce. A test that follows a link or changes the server's answers next waits for it first, as a user waits
// for the rows: otherwise the late search change overtakes the step (a navigation, a reload of a recovered list).
import { expect, type Page } from '@playwright/test';

/** Fills the search box "Filter {prefix}" of the table keyed `prefix` in the URL and waits for `{prefix}Q` there. */
export async function searchTable(page: Page, prefix: string, text: string) {
  await page.getByRole('searchbox', { name: `Filter ${prefix}` }).fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get(`${prefix}Q`)?.includes(text) === true);
}
