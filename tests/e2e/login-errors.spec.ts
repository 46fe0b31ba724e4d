// Every login error of rental spec 8, word for word, as the server answers it.
import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { expectSignedOut, signInThroughForm } from './support/signIn.ts';

const incorrect = 'Username or Password Incorrect';
const strataOnResidential =
  'Sign in credentials not valid for residential login. Perhaps you meant to use strata login.';
const residentialOnStrata =
  'Sign in credentials not valid for strata login. Perhaps you meant to use residential login';

const cases = [
  {
    what: 'a wrong password on the rental login',
    username: 'admin',
    portal: 'residential',
    password: 'Wrong#2026',
    message: incorrect,
  },
  {
    what: 'an unknown username on the rental login',
    username: 'nobody',
    portal: 'residential',
    password: 'Portal#2026',
    message: incorrect,
  },
  {
    what: 'a wrong password on the strata login',
    username: 'BCS1234',
    portal: 'strata',
    password: 'Wrong#2026',
    message: incorrect,
  },
  {
    what: 'an unknown plan number on the strata login',
    username: 'XYZ0000',
    portal: 'strata',
    password: 'Portal#2026',
    message: incorrect,
  },
  {
    what: 'strata administrator credentials on the rental login',
    username: 'strataadmin',
    portal: 'residential',
    password: 'Portal#2026',
    message: strataOnResidential,
  },
  {
    what: 'a building login on the rental login',
    username: 'BCS1234',
    portal: 'residential',
    password: 'Portal#2026',
    message: strataOnResidential,
  },
  {
    what: 'unit owner credentials on the rental login',
    username: 'unitowner',
    portal: 'residential',
    password: 'Portal#2026',
    message: strataOnResidential,
  },
  {
    what: 'administrator credentials on the strata login',
    username: 'admin',
    portal: 'strata',
    password: 'Portal#2026',
    message: residentialOnStrata,
  },
  {
    what: 'owner credentials on the strata login',
    username: 'owner',
    portal: 'strata',
    password: 'Portal#2026',
    message: residentialOnStrata,
  },
] as const;

for (const { what, username, portal, password, message } of cases) {
  test(`${what} shows "${message}"`, async ({ page }) => {
    await signInThroughForm(page, { username, portal }, password);
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL(portal === 'strata' ? '/strataLogin' : '/login');
    await expectSignedOut(page);
    // The button is usable again for another attempt.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
}

test('the login a wrong-portal message names is a link to that login', async ({ page }) => {
  await signInThroughForm(page, { username: 'unitowner', portal: 'residential' });
  await page.getByRole('alert').getByRole('link', { name: 'strata login' }).click();
  await expect(page).toHaveURL('/strataLogin');
  await signInThroughForm(page, { username: 'owner', portal: 'strata' });
  await page.getByRole('alert').getByRole('link', { name: 'residential login' }).click();
  await expect(page).toHaveURL('/login');
});

test('an empty login form names each required field', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await expectSignedOut(page);
});

test('a failed attempt followed by the right password signs in', async ({ page }) => {
  await signInThroughForm(page, accounts.owner, 'Wrong#2026');
  await expect(page.getByRole('alert')).toHaveText(incorrect);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(accounts.owner.home);
});
