// The menu of each area is chosen from the stored role (rental spec 2.5, strata spec Navigation).
import { expect, test } from '@playwright/test';
import { type Account, accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPhoneMenu } from './support/phoneMenu.ts';

/** The bell: its label, then the unread count when there is one. */
const notificationsItem = /^Notifications/;

/** Every bar ends with the bell, Account and Log Out. */
const accountItems = [notificationsItem, 'Account', 'Log Out'];

const adminMenu = ['Dashboard', 'Documents', 'Requests', 'Announcements', 'Audit Trail', ...accountItems];

/** The strata administration's links before Announcements and Audit Trail. */
const strataAdminLinks = [
  'Properties',
  'Documents',
  'Building / User Log Ins',
  'Strata Agents',
  'Import/Export',
  'Requests',
];

const menus: { account: Account; label: string; items: (string | RegExp)[] }[] = [
  { account: accounts.admin, label: 'Admin', items: adminMenu },
  { account: accounts.superadmin, label: 'Admin', items: adminMenu },
  {
    account: accounts.owner,
    label: 'Owner',
    items: ['Dashboard', 'Requests', 'Announcements', ...accountItems],
  },
  {
    // Plain links (the spec's fuller menu): Announcements is one of them, where the strata administrator has it in
    // the Documents dropdown.
    account: accounts.superadminStrata,
    label: 'Strata admin',
    items: [...strataAdminLinks, 'Announcements', 'Audit Trail', ...accountItems],
  },
  {
    account: accounts.strataadmin,
    label: 'Strata admin',
    items: [...strataAdminLinks, 'Audit Trail', ...accountItems],
  },
  {
    account: accounts.BCS1234,
    label: 'Strata owner',
    items: ['Documents', 'Requests', 'Announcements', ...accountItems],
  },
  {
    account: accounts.unitowner,
    label: 'Strata unit owner',
    items: ['Dashboard', 'Requests', 'Announcements', ...accountItems],
  },
];

for (const { account, label, items } of menus) {
  test.describe(`${account.username} (${account.role}, ${account.portal})`, () => {
    test.use({ storageState: storageStateOf(account) });

    test(`the bar shows ${items.map(String).join(', ')}`, async ({ page }) => {
      await page.goto(account.home);
      // Dropdown entries render only when opened, so the list items are the bar's top-level items.
      await expect(page.getByRole('navigation', { name: label }).getByRole('listitem')).toHaveText(items);
    });
  });
}

test.describe('strataadmin dropdowns', () => {
  test.use({ storageState: storageStateOf(accounts.strataadmin) });

  test('Documents and Import/Export open their menus', async ({ page }) => {
    await page.goto(accounts.strataadmin.home);
    await page.getByRole('button', { name: 'Documents' }).click();
    const documents = page.getByRole('menu', { name: 'Documents' });
    await expect(documents.getByRole('menuitem')).toHaveText([
      'Strata Property Documents',
      'Strata Unit Documents',
      'Announcements',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Import/Export' }).click();
    await expect(page.getByRole('menu', { name: 'Import/Export' }).getByRole('menuitem')).toHaveText([
      'Import Owners',
    ]);
  });
});

test.describe('superadmin in the strata area', () => {
  test.use({ storageState: storageStateOf(accounts.superadminStrata) });

  for (const width of [1280, 360]) {
    test(`Announcements opens the strata announcements from the bar, which passes axe (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(accounts.superadminStrata.home);
      const bar = page.getByRole('navigation', { name: 'Strata admin' });
      if (width === 360) {
        await openPhoneMenu(page);
      }
      // The bar with its eight entries, the bell, Account and Log Out: nothing crowded (axe's target size).
      await expectNoAxeViolations(page);
      await bar.getByRole('link', { name: 'Announcements' }).click();
      await expect(page).toHaveURL(/\/strataAdmin\/announcements$/);
      await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
      await expect(page).toHaveTitle('Announcements · Strata Admin · Client Portal');
      await expect(page.getByRole('link', { name: 'New Announcement' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
