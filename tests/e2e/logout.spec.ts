// Log Out clears the session and goes to /login (admin, superAdmin, owner) or /strataLogin (strata roles); the
// strata spec sends superAdmin's strata Log Out to /login too (rental spec 4, strata spec Navigation).
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectSignedOut } from './support/signIn.ts';

const logoutTargets = [
  { account: accounts.admin, to: '/login' },
  { account: accounts.superadmin, to: '/login' },
  { account: accounts.superadminStrata, to: '/login' },
  { account: accounts.owner, to: '/login' },
  { account: accounts.strataadmin, to: '/strataLogin' },
  { account: accounts.BCS1234, to: '/strataLogin' },
  { account: accounts.unitowner, to: '/strataLogin' },
];

for (const { account, to } of logoutTargets) {
  test.describe(`${account.username} on the ${account.portal} login`, () => {
    test.use({ storageState: storageStateOf(account) });

    test(`Log Out clears the session and goes to ${to}`, async ({ page }) => {
      await page.goto(account.home);
      await page.getByRole('button', { name: 'Log Out' }).click();
      await expect(page).toHaveURL(to);
      await expectSignedOut(page);
      // The area is closed now.
      await page.goto(account.home);
      await expect(page).toHaveURL('/');
    });
  });
}

test.describe('Log Out in another tab', () => {
  test.use({ storageState: storageStateOf(accounts.admin) });

  test('closes the area in this tab too', async ({ page, context }) => {
    await page.goto(accounts.admin.home);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const other = await context.newPage();
    await other.goto(accounts.admin.home);
    await other.getByRole('button', { name: 'Log Out' }).click();
    await expect(other).toHaveURL('/login');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Rental Management Login' })).toBeVisible();
  });
});
