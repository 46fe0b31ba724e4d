// Shell behaviour: scroll to the top on every navigation, no catch-all route, deep links, the public bar's links.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.describe('on a phone-sized window', () => {
  test.use({ viewport: { width: 360, height: 480 } });

  test('a navigation scrolls the new page to the top', async ({ page }) => {
    await page.goto('/login');
    const forgot = page.getByRole('link', { name: 'Forgot Password' });
    await forgot.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await forgot.click();
    await expect(page).toHaveURL('/account/resetpassword');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('an unknown path shows the not-found page, not a catch-all screen', async ({ page }) => {
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveURL('/admin/no-such-screen');
});

test.describe('signed in as admin', () => {
  test.use({ storageState: storageStateOf(accounts.admin) });

  test('an unknown path shows the not-found page in the admin frame, with a way back to the dashboard', async ({
    page,
  }) => {
    for (const path of ['/admin/no-such-screen', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(
        page
          .getByRole('button', { name: 'Log Out' })
          .or(page.getByRole('link', { name: 'Log Out' }))
          .first(),
      ).toBeAttached();
      await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
        'href',
        '/admin/dashboard',
      );
      await expect(page.getByRole('link', { name: 'Go to the login page' })).toHaveCount(0);
      await expect(page).toHaveTitle(/^Page Not Found · (Admin · )?Client Portal$/);
    }
  });

  test('every page has its own title (WCAG 2.4.2)', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveTitle('Dashboard · Admin · Client Portal');
    await page.goto('/admin/owner/add');
    await expect(page).toHaveTitle('New Owner · Admin · Client Portal');
    await page.goto('/admin/archive');
    await expect(page).toHaveTitle('Archives · Admin · Client Portal');
  });
});

test('the public bar leads to both logins', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
  await page.getByRole('menuitem', { name: 'Strata Management Login', exact: true }).click();
  await expect(page).toHaveURL('/strataLogin');
  await expect(page.getByRole('heading', { level: 1, name: 'Strata Management Login' })).toBeVisible();
});

test('a request form with no address at the forms provider says how to reach the office, and closes with Escape', async ({
  page,
}) => {
  // The demo build sets no VITE_REQUEST_FORM_* address: the dialog must not show a frame that cannot load.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Strata Corporations Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Strata Corporations Request' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await expect(dialog.getByText('This request form is not available right now.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'office@harbourviewpm.example' })).toHaveAttribute(
    'href',
    'mailto:office@harbourviewpm.example',
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a service worker left by an older site is unregistered at start', async ({ page, context }) => {
  // An older build's worker, served where it would have been (the context sees the worker script's request).
  await context.route('**/legacy-sw.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "self.addEventListener('fetch', () => {});" }),
  );
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/legacy-sw.js');
    await navigator.serviceWorker.ready;
  });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Rental Management Login' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
    .toBe(0);
});
