// Guard redirects of the three strata roles (strata spec 2: unauthorised access to a guarded route redirects to /),
// on the screens inside each area rather than the dashboards guards.spec.ts covers: a strataAdmin, a propertyAdmin
// (BCS1234) and a strataUnitOwner (unitowner) opening each other's screens and the rental areas' screens end on /,
// which sends a signed-in visitor on to their own dashboard; their own area's screens open. Without a session every
// one of them goes to /.
import { expect, test } from '@playwright/test';
import { type Account, accounts, type SessionRole, storageStateOf } from './support/accounts.ts';

/** Screens inside each guarded area, with the roles its guard lets in. Ids need not exist: the guard runs first. */
const screens: { path: string; allowed: SessionRole[] }[] = [
  { path: '/strataAdmin/agent/list', allowed: ['strataAdmin', 'superAdmin'] },
  { path: '/strataAdmin/user/list', allowed: ['strataAdmin', 'superAdmin'] },
  { path: '/strataAdmin/property/1', allowed: ['strataAdmin', 'superAdmin'] },
  { path: '/strataAdmin/strataUnit/1', allowed: ['strataAdmin', 'superAdmin'] },
  { path: '/strataAdmin/import-owners', allowed: ['strataAdmin', 'superAdmin'] },
  { path: '/strataUnitAdmin/1/createDocument/PAD', allowed: ['strataAdmin', 'superAdmin'] },
  { path: '/strataUnitAdmin/1/createDocument/changeOfAddress', allowed: ['strataAdmin', 'superAdmin'] },
  { path: '/propertyAdmin/document/view/1', allowed: ['propertyAdmin'] },
  { path: '/strataUnitOwner/strataProperty/1', allowed: ['strataUnitOwner'] },
  { path: '/strataUnitOwner/strataUnit/1', allowed: ['strataUnitOwner'] },
  { path: '/strataUnitOwner/pad/create/1?unitId=1', allowed: ['strataUnitOwner'] },
  { path: '/strataUnitOwner/monthlyPayment/strataUnit/1', allowed: ['strataUnitOwner'] },
  { path: '/strataUnitOwner/monthlyPayment/replace/strataUnit/1', allowed: ['strataUnitOwner'] },
  { path: '/strataUnitOwner/forms/extraPayments/1', allowed: ['strataUnitOwner'] },
  { path: '/strataUnitOwner/document/view/1', allowed: ['strataUnitOwner'] },
  { path: '/admin/owner/add', allowed: ['admin', 'superAdmin'] },
  { path: '/admin/property/1', allowed: ['admin', 'superAdmin'] },
  { path: '/owner/property/1', allowed: ['owner'] },
];

const strataRoles: Account[] = [accounts.strataadmin, accounts.BCS1234, accounts.unitowner];

for (const account of strataRoles) {
  test.describe(`signed in as ${account.role} (${account.username})`, () => {
    test.use({ storageState: storageStateOf(account) });

    test("other areas' screens go to / and on to the role's dashboard; its own open", async ({ page }) => {
      test.slow(); // one page load per screen
      for (const screen of screens) {
        await page.goto(screen.path);
        if (screen.allowed.includes(account.role)) {
          await expect(page, screen.path).toHaveURL(screen.path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        } else {
          await expect(page, screen.path).toHaveURL(account.home);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        }
      }
    });
  });
}

test('without a session every strata screen goes to /', async ({ page }) => {
  test.slow(); // one page load per screen
  for (const screen of screens.filter((candidate) => /^\/(strata|property)/.test(candidate.path))) {
    await page.goto(screen.path);
    await expect(page, screen.path).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Rental Management Login' })).toBeVisible();
  }
});
