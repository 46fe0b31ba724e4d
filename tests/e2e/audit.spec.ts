// The audit trail from end to end, on a desktop and on a 360 px phone: the administrator changes an owner's city, opens
// the owner's History and finds the change (old and new) on the audit page, then everything they did from their name
// in it; the filters work from the keyboard and
// offer only the calls of the viewer's side; axe on the way. Each width changes an owner of its own, so the two run
// side by side.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { arrowTo, pressByKeyboard, tabIntoTable, tabTo } from './support/keyboard.ts';
import { apiAs, createOwner } from './support/rentalRecords.ts';

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 360, height: 740 } },
] as const;

for (const { name, viewport } of widths) {
  test.describe(name, () => {
    test.use({ storageState: storageStateOf(accounts.admin), viewport });

    test(`a change to an owner is found through the owner's History (${name})`, async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      const api = await apiAs(accounts.admin, baseURL);
      const owner = await createOwner(api);
      const profile = await api.get(`ownerProfile/${owner.id}`);
      const { name: ownerName, address, province, postal, phone } = await profile.json();
      const changed = await api.put(`ownerProfile/${owner.id}`, {
        data: { name: ownerName, address, city: 'Audit Harbour', province, postal, phone },
      });
      expect(changed.status(), await changed.text()).toBe(200);
      await api.dispose();

      await page.goto(`/admin/owner/${owner.id}`);
      await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
      await page.getByRole('link', { name: 'History' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/audit\\?.*targetId=${owner.id}`));
      await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
      const trail = page.getByRole('grid', { name: 'Audit Trail' });
      await expect(trail).toContainText('Update owner profile');
      await expect(trail).toContainText('city: Vancouver → Audit Harbour');
      await expect(trail).toContainText(`Owner ${owner.name}`);
      await expect(page.getByRole('textbox', { name: 'Record ID' })).toHaveAccessibleDescription(
        `Showing the history of Owner ${owner.name}`,
      );
      await expectNoAxeViolations(page);

      // The name of who made the change opens everything that account did, by keyboard.
      const who = trail.getByRole('link', { name: 'admin (admin)' }).first();
      await tabIntoTable(page, trail);
      await arrowTo(page, who, 'ArrowRight');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/audit\?actorId=\d+$/);
      const accountId = page.getByRole('textbox', { name: 'Account ID' });
      await expect(accountId).toHaveAccessibleDescription('Showing what admin did');
      await expect(page.getByRole('grid', { name: 'Audit Trail' }).getByRole('row').nth(1)).toContainText(
        'admin (admin)',
      );
      await expectNoAxeViolations(page);
    });

    test(`the filters are used from the keyboard (${name})`, async ({ page }) => {
      await page.goto('/admin/audit');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
      await expectNoAxeViolations(page);
      // The action is found by typing part of its name and chosen with the arrows and Enter.
      const action = page.getByRole('combobox', { name: /^Action/ });
      await tabTo(page, action);
      // The rental side's calls only: a strata call never has an entry on an administrator's page.
      await page.keyboard.type('property');
      await expect(page.getByRole('option', { name: 'Update property', exact: true })).toBeVisible();
      await expect(page.getByRole('option', { name: 'Create strata property' })).toHaveCount(0);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('sign in');
      const signIn = page.getByRole('option', { name: 'Sign in', exact: true });
      await expect(signIn).toBeVisible();
      for (let press = 0; press < 8 && (await signIn.getAttribute('data-focused')) === null; press++) {
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
      await expect(action).toHaveValue('Sign in');
      await pressByKeyboard(page, page.getByRole('button', { name: 'Apply Filters' }));
      await expect(page).toHaveURL(/action=signIn/);
      const trail = page.getByRole('grid', { name: 'Audit Trail' });
      await expect(trail).toContainText('Signed in');
      await expect(trail).not.toContainText('Update owner profile');
      await pressByKeyboard(page, page.getByRole('button', { name: 'Clear Filters' }));
      await expect(page).not.toHaveURL(/action=/);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('strata side', () => {
  test.use({ storageState: storageStateOf(accounts.strataadmin) });

  test("a building's History opens the strata audit page on that building", async ({ page }) => {
    await page.goto('/strataAdmin/audit?targetType=strataProperty');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Strata admin' })).toContainText('Audit Trail');
    await expectNoAxeViolations(page);
    // The strata side's calls only.
    await page.getByRole('combobox', { name: /^Action/ }).fill('property');
    await expect(page.getByRole('option', { name: 'Create strata property', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Update property', exact: true })).toHaveCount(0);
  });
});
