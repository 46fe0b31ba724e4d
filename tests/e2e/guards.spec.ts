// Route guards (rental spec 2.2, strata spec 2): a guarded route opened without a valid session or with a role the
// area does not allow goes to /.
import { expect, type Page, test } from '@playwright/test';
import {
  type Account,
  accounts,
  oneAccountPerRole,
  type SessionRole,
  storageStateOf,
} from './support/accounts.ts';

/** Records every path the app moves to through the History API, so a redirect passed through on the way shows. */
async function recordHistory(page: Page) {
  await page.addInitScript(() => {
    const paths: string[] = [];
    Object.assign(window, { visitedPaths: paths });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url) paths.push(new URL(url, location.href).pathname);
        original(data, unused, url);
      };
    }
  });
}

const visitedPaths = (page: Page) =>
  page.evaluate(() => (window as unknown as { visitedPaths: string[] }).visitedPaths);

const areas: { path: string; allowed: SessionRole[] }[] = [
  { path: '/admin/dashboard', allowed: ['admin', 'superAdmin'] },
  { path: '/owner/dashboard', allowed: ['owner'] },
  { path: '/strataAdmin/dashboard', allowed: ['strataAdmin', 'superAdmin'] },
  { path: '/propertyAdmin/dashboard', allowed: ['propertyAdmin'] },
  { path: '/strataUnitOwner/dashboard', allowed: ['strataUnitOwner'] },
];

test.describe('without a session', () => {
  for (const area of areas) {
    test(`${area.path} goes to /`, async ({ page }) => {
      await page.goto(area.path);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Rental Management Login' })).toBeVisible();
    });
  }
});

test.describe('with an expired session', () => {
  test.use({ storageState: storageStateOf(accounts.admin) });

  test('/admin/dashboard goes to / once the stored expiry has passed', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('expiry', String(Date.now() - 1000)));
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/');
  });

  test('/admin/dashboard goes to / when the token is missing', async ({ page }) => {
    await page.addInitScript(() => localStorage.removeItem('token'));
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/');
  });
});

for (const [role, account] of Object.entries(oneAccountPerRole) as [SessionRole, Account][]) {
  test.describe(`signed in as ${role} (${account.username})`, () => {
    test.use({ storageState: storageStateOf(account) });

    for (const area of areas) {
      const allowed = area.allowed.includes(role);
      test(`${area.path} ${allowed ? 'opens' : 'goes to /'}`, async ({ page }) => {
        await recordHistory(page);
        await page.goto(area.path);
        if (allowed) {
          await expect(page).toHaveURL(area.path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        } else {
          // The guard sends the visitor to /, whose login page sends a signed-in visitor on to their dashboard.
          await expect(page).toHaveURL(account.home);
          expect((await visitedPaths(page)).slice(-2)).toEqual(['/', account.home]);
        }
      });
    }
  });
}
