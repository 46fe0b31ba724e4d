// axe on every public screen, on a desktop and at 360 px: zero violations, in the states a
// visitor sees.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { submitMismatchedPasswords } from './support/forms.ts';
import { signInThroughForm } from './support/signIn.ts';

const screens = [
  { path: '/', heading: 'Rental Management Login' },
  { path: '/login', heading: 'Rental Management Login' },
  { path: '/strataLogin', heading: 'Strata Management Login' },
  { path: '/account/resetpassword', heading: 'Reset Password' },
  { path: '/account/newpassword?id=2&token=0123456789abcdef0123', heading: 'Choose a New Password' },
  { path: '/account/newpassword', heading: 'Choose a New Password' },
  { path: '/authorize?hash=0123456789abcdef', heading: 'Strata Unit Authorization' },
  { path: '/no/such/page', heading: 'Page Not Found' },
];

for (const { path, heading } of screens) {
  test(`${path} has no axe violations, on a desktop and at 360 px`, async ({ page }) => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('the login with a server error and invalid fields has no axe violations', async ({ page }) => {
  await signInThroughForm(page, { username: 'admin', portal: 'residential' }, 'Wrong#2026');
  await expect(page.getByRole('alert')).toHaveText('Username or Password Incorrect');
  await page.getByLabel('Username').fill('');
  await page.getByLabel('Username').blur();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the public bar with a dropdown open has no axe violations', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('menuitem', { name: 'Rental Management Login' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the new password form with rule errors has no axe violations', async ({ page }) => {
  // A made-up link: the page's check of it (POST /account/reset/check) is answered as for a usable one.
  await page.route('**/api/account/reset/check', (route) => route.fulfill({ json: { minLength: 6 } }));
  await page.goto('/account/newpassword?id=2&token=0123456789abcdef0123');
  await submitMismatchedPasswords(page, 'Reset Password');
  await expectNoAxeViolations(page);
});

test('the not-found page is the one main landmark, alone or inside an area’s frame', async ({
  page,
  browser,
}) => {
  // No layout matches: the page is the not-found view alone.
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);

  // A record route without a not-found view of its own: the router's not-found view inside the area's frame.
  const context = await browser.newContext({ storageState: storageStateOf(accounts.strataadmin) });
  const signedIn = await context.newPage();
  await signedIn.goto('/strataAdmin/agent/edit/999999');
  await expect(signedIn.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(signedIn.getByRole('main')).toHaveCount(1);
  await expect(signedIn.getByRole('main').getByRole('region', { name: 'Page Not Found' })).toBeVisible();
  await expectNoAxeViolations(signedIn);
  await context.close();
});
