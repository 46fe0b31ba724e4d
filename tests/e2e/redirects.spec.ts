// A login page opened with a valid session goes straight to the role's dashboard (rental spec 2.1).
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';

for (const account of Object.values(accounts)) {
  test.describe(`${account.username} signed in on the ${account.portal} login`, () => {
    test.use({ storageState: storageStateOf(account) });

    for (const loginPage of ['/', '/login', '/strataLogin']) {
      test(`opening ${loginPage} goes to ${account.home}`, async ({ page }) => {
        await page.goto(loginPage);
        await expect(page).toHaveURL(account.home);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
  });
}
