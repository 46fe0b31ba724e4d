import { expect, type Page } from '@playwright/test';
import { type Account, demoPassword, loginPathOf } from './accounts.ts';

/** Signs in through the login form of the account's portal (the strata form calls its username field the plan number). */
export async function signInThroughForm(
  page: Page,
  account: Pick<Account, 'username' | 'portal'>,
  password = demoPassword,
) {
  await page.goto(loginPathOf(account.portal));
  const usernameLabel = account.portal === 'strata' ? 'Strata Plan Number' : 'Username';
  await page.getByLabel(usernameLabel).fill(account.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The session the portal keeps in localStorage (rental spec 3). */
export async function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user_id: localStorage.getItem('user_id'),
    role: localStorage.getItem('role'),
    email: localStorage.getItem('email'),
    name: localStorage.getItem('name'),
    portalOption: localStorage.getItem('portalOption'),
    expiry: localStorage.getItem('expiry'),
  }));
}

export async function expectSignedOut(page: Page) {
  const session = await storedSession(page);
  expect(Object.values(session).every((value) => value === null)).toBe(true);
}
