// The login done once by keyboard only: skip link, fields, Enter to submit; no mouse anywhere.
import { expect, test } from '@playwright/test';
import { accounts, demoPassword } from './support/accounts.ts';
import { tabTo } from './support/keyboard.ts';

test('signing in on the rental login by keyboard only', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Rental Management Login' })).toBeVisible();
  // The first Tab stop is the skip link; it moves focus past the menus into the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await tabTo(page, page.getByLabel('Username'), 3);
  await page.keyboard.type(accounts.admin.username);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(accounts.admin.home);
});

test('signing in on the strata login by keyboard only, after a wrong password', async ({ page }) => {
  await page.goto('/strataLogin');
  const planNumber = page.getByLabel('Strata Plan Number');
  await tabTo(page, planNumber);
  await page.keyboard.type(accounts.BCS1234.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Wrong#2026');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Username or Password Incorrect');

  // Back to the password by keyboard, replace it, submit with the button.
  await page.keyboard.press('Shift+Tab');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await tabTo(page, password, 5);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(demoPassword);
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }), 3);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(accounts.BCS1234.home);
});

test('Forgot Password is reachable by keyboard and leads to the reset page', async ({ page }) => {
  await page.goto('/login');
  await tabTo(page, page.getByRole('link', { name: 'Forgot Password' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/account/resetpassword');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
});
