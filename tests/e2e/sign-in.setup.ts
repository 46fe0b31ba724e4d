// Signs in once per demo account through the login forms and saves the session (localStorage) for the suites.
// Each sign-in also checks the redirect by role (rental spec 2.1) and the stored session (rental spec 3).
import { expect, test as setup } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { signInThroughForm, storedSession } from './support/signIn.ts';

for (const account of Object.values(accounts)) {
  setup(
    `${account.username} signs in on the ${account.portal} login and lands on ${account.home}`,
    async ({ page }) => {
      await signInThroughForm(page, account);
      await expect(page).toHaveURL(account.home);
      const session = await storedSession(page);
      expect(session).toMatchObject({ role: account.role, portalOption: account.portal });
      expect(session.token).toBeTruthy();
      expect(Number(session.user_id)).toBeGreaterThan(0);
      expect(Number(session.expiry)).toBeGreaterThan(Date.now());
      await page.context().storageState({ path: storageStateOf(account) });
    },
  );
}
