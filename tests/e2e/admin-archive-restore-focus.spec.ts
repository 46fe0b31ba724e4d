// Archive and restore by keyboard only, and where focus goes: a table says how to move in it once the keyboard is in
// it, a confirmation opens on its heading (with a ring), and once it closes (the row gone with the record) focus stays
// in the table, never on the page's body, so the next Tab does not start over or land in the toast.
import { expect, type Locator, type Page } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { arrowTo, pressInDialog, searchByKeyboard, tabIntoTable } from './support/keyboard.ts';
import { createOwner, test } from './support/rentalRecords.ts';
import { rowsWith } from './support/tableSearch.ts';
import { uniqueName } from './support/unique.ts';

test.use({ storageState: storageStateOf(accounts.admin) });

const hint = 'Use arrow keys to move between rows';

/** For a while after a dialog closed (the list refreshes behind it), focus is never the body and stays in `table`. */
async function expectFocusKeptIn(page: Page, table: Locator) {
  const samples = await page.evaluate(async () => {
    const seen: string[] = [];
    for (let i = 0; i < 15; i++) {
      const active = document.activeElement;
      seen.push(
        active === null || active === document.body
          ? 'body'
          : (active.closest('[role="grid"]')?.getAttribute('aria-label') ?? active.tagName),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return seen;
  });
  expect(samples).not.toContain('body');
  await expect(table).toContainText(/./);
  const label = await table.getAttribute('aria-label');
  expect(samples.at(-1)).toBe(label);
}

/** The confirmation opens with focus on its heading, which shows the focus ring. */
async function expectHeadingFocused(dialog: Locator) {
  const heading = dialog.getByRole('heading');
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
}

/** Arrows to the row's Archive or Restore button, presses it and confirms (the confirmation opens on its heading). */
async function confirmByKeyboard(page: Page, table: Locator, action: 'Archive' | 'Restore', name: string) {
  await arrowTo(page, table.getByRole('button', { name: `${action} ${name}` }), 'ArrowRight');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: `${action} ${name}` });
  await expectHeadingFocused(dialog);
  await pressInDialog(dialog, action);
  return dialog;
}

test('an owner archived from the dashboard and restored from the archives, by keyboard, focus kept in the table', async ({
  page,
  adminApi,
}) => {
  test.slow();
  const owner = await createOwner(adminApi);
  await page.goto('/admin/dashboard');
  const owners = page.getByRole('grid', { name: 'Owners' });
  await expect(owners.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(hint)).toHaveCount(0);
  await searchByKeyboard(page, 'Filter owners', owners, owner.name, 60);
  await tabIntoTable(page, owners);
  await expect(page.getByText(hint)).toBeVisible();
  const archive = await confirmByKeyboard(page, owners, 'Archive', owner.name);
  await expect(archive).toBeHidden();
  await expect(owners.getByRole('button', { name: `Archive ${owner.name}` })).toHaveCount(0);
  await expectFocusKeptIn(page, owners);
  // The next Tab goes on from the table, not into the toast.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement?.closest('[aria-label*="notification" i]') === null),
  ).toBe(true);

  await page.goto('/admin/archive');
  const archived = page.getByRole('grid', { name: 'Archived Owners' });
  await searchByKeyboard(page, 'Filter archived owners', archived, owner.name, 60);
  await tabIntoTable(page, archived);
  await expect(page.getByText(hint)).toBeVisible();
  await confirmByKeyboard(page, archived, 'Restore', owner.name);
  await expect(page.getByText(`${owner.name} restored with their properties and listings.`)).toBeVisible();
  await expect(archived.getByRole('button', { name: `Restore ${owner.name}` })).toHaveCount(0);
  await expectFocusKeptIn(page, archived);
});

test("archiving an owner by keyboard moves focus to the next owner's Archive, not to the row above", async ({
  page,
  adminApi,
}) => {
  test.slow();
  const shared = uniqueName('Focus Owner');
  const [first, second, third] = [
    await createOwner(adminApi, `${shared} A`),
    await createOwner(adminApi, `${shared} B`),
    await createOwner(adminApi, `${shared} C`),
  ];
  await page.goto('/admin/dashboard');
  const owners = page.getByRole('grid', { name: 'Owners' });
  // Searched, the three are the table's rows; a table of few owners (no search box) holds them all, side by side.
  if (await searchByKeyboard(page, 'Filter owners', owners, shared, 60)) {
    await expect(owners.getByRole('row')).toHaveCount(4);
  }
  await tabIntoTable(page, owners);
  // The middle row: the row above (A) and the row below (C) both stay, so where focus goes shows which one it took.
  await arrowTo(page, rowsWith(owners, second.name), 'ArrowDown');
  const archive = await confirmByKeyboard(page, owners, 'Archive', second.name);
  await expect(archive).toBeHidden();
  await expect(owners.getByRole('button', { name: `Archive ${second.name}` })).toHaveCount(0);
  await expect(owners.getByRole('button', { name: `Archive ${first.name}` })).toHaveCount(1);
  await expect(owners.getByRole('button', { name: `Archive ${third.name}` })).toBeFocused();
  // The last row: nothing follows it, so focus goes to the table's remaining row, never to the body.
  await page.keyboard.press('Enter');
  const last = page.getByRole('alertdialog', { name: `Archive ${third.name}` });
  await pressInDialog(last, 'Archive');
  await expect(last).toBeHidden();
  await expect(owners.getByRole('button', { name: `Archive ${third.name}` })).toHaveCount(0);
  await expectFocusKeptIn(page, owners);
});
