// Log Out ends the session on the server (the old token answers 401), clears it in the browser and goes to /login
// (admin, superAdmin, owner) or /strataLogin (strata roles); the strata spec sends superAdmin's strata Log Out to
// /login too (rental spec 4, strata spec Navigation). Each test signs in on its own: ending the setup project's saved
// sessions would sign out the other specs.
import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { expectSignedOut, signInThroughForm, storedSession } from './support/signIn.ts';

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
    test(`Log Out ends the session and goes to ${to}`, async ({ page }) => {
      await signInThroughForm(page, account);
      await expect(page).toHaveURL(account.home);
      const { token, user_id: userId } = await storedSession(page);
      const readOwnAccount = () =>
        page.request.get(`/api/user/${userId}`, { headers: { authorization: `Bearer ${token}` } });
      expect((await readOwnAccount()).status()).toBe(200);
      await page.getByRole('button', { name: 'Log Out' }).click();
      await expect(page).toHaveURL(to);
      await expectSignedOut(page);
      // The server ended the session: the token answers 401 from now on.
      await expect.poll(async () => (await readOwnAccount()).status()).toBe(401);
      // The area is closed now.
      await page.goto(account.home);
      await expect(page).toHaveURL('/');
    });
  });
}

test.describe('Log Out in another tab', () => {
  test('closes the area in this tab too', async ({ page, context }) => {
    await signInThroughForm(page, accounts.admin);
    await expect(page).toHaveURL(accounts.admin.home);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const other = await context.newPage();
    await other.goto(accounts.admin.home);
    await other.getByRole('button', { name: 'Log Out' }).click();
    await expect(other).toHaveURL('/login');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Rental Management Login' })).toBeVisible();
  });
});
