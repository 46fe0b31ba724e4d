// Strata logins (strata spec 2, 5, 8): the Strata Users table, the edit form with the password rules, the archive.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

test('the Strata Users table lists the building logins and opens the edit form', async ({ page }) => {
  await page.goto('/strataAdmin/user/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Strata Users' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Strata Users' });
  await expect(table.getByRole('rowheader', { name: 'BCS1234', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await table.getByRole('link', { name: 'Edit BCS1234' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update User' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('BCS1234');
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('weak');
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'Email' }).fill('strata@portal.example.ca');
  await page.getByRole('button', { name: 'Update' }).click();
  // strataadmin's own email: the server refuses it.
  await expect(page.getByText('Unable to update user. The email may already be in use.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the archived users page lists archived logins', async ({ page }) => {
  await page.goto('/strataAdmin/user/archived');
  await expect(page.getByRole('heading', { level: 1, name: 'Archived Strata Users' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Archived Strata Users' })).toBeVisible();
  await expectNoAxeViolations(page);
});
