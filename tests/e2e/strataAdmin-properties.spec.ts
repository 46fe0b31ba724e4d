// Strata buildings (strata spec 2, 4, 5, 8): add a building with its login, the dashboard table, archive, restore and
// delete with confirmations; the Action column only for strataAdmin; axe on each screen.
import { expect, type Page, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { confirmation } from './support/confirm.ts';
import { narrowTable, rowsWith } from './support/tableSearch.ts';
import { uniquePlanNumber } from './support/unique.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

async function addProperty(page: Page, buildingName: string, plan: string) {
  await page.goto('/strataAdmin/property/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Strata Property' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Property' });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Building Name' }).fill(buildingName);
  await page.getByRole('textbox', { name: 'Strata Plan Number' }).fill(plan);
  await expect(page.getByRole('textbox', { name: 'Login Email' })).toHaveValue(
    `${plan.toLowerCase()}@portal.example.ca`,
  );
  await page.getByRole('textbox', { name: 'Street' }).fill('1280 Pacific Blvd');
  await page.getByRole('textbox', { name: 'City' }).fill('Vancouver');
  await page.getByRole('textbox', { name: 'Postal Code' }).fill('V6Z 2R7');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Harbour#2026');
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Harbour#2026');
  await expect(save).toBeEnabled();
  await expectNoAxeViolations(page);
  await save.click();
  await expect(page.getByText('Strata Property Saved.')).toBeVisible();
  await expect(page).toHaveURL('/strataAdmin/dashboard');
}

/** Adds a building named `buildingName` and a new plan number, and filters the dashboard's table down to it. */
async function addAndFindProperty(page: Page, buildingName: string) {
  const plan = uniquePlanNumber('QA');
  const name = `${buildingName} ${plan}`;
  await addProperty(page, name, plan);
  const table = page.getByRole('grid', { name: 'Strata Properties' });
  await narrowTable(page, table, 'Filter strata properties', plan);
  return { plan, name, table };
}

test('a building is added with its login, archived, restored and deleted', async ({ page }) => {
  // A long flow with axe on three screens.
  test.slow();
  const { plan, name, table } = await addAndFindProperty(page, 'Harbour Lights');
  await expect(table.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    /\/strataAdmin\/property\/\d+$/,
  );
  await expect(table.getByRole('gridcell', { name: plan, exact: true })).toBeVisible();

  await table.getByRole('button', { name: `Archive ${name}` }).click();
  await expect(confirmation(page)).toHaveAccessibleName(`Archive ${name}`);
  await expect(confirmation(page)).toContainText(
    'Are you sure you want to archive this?Its unit users and its Strata Owner login no longer see it; its units and documents are kept.',
  );
  await confirmation(page).getByRole('button', { name: 'Archive' }).click();
  await expect(table.getByRole('link', { name, exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'View Archives' }).click();
  await expect(page).toHaveURL('/strataAdmin/archived');
  const archived = page.getByRole('grid', { name: 'Archived Strata Properties' });
  await expect(archived.getByRole('rowheader', { name })).toBeVisible();
  await expectNoAxeViolations(page);
  await archived.getByRole('button', { name: `Restore ${name}` }).click();
  await confirmation(page).getByRole('button', { name: 'Restore' }).click();
  await expect(archived.getByRole('rowheader', { name })).toHaveCount(0);

  await page.goto('/strataAdmin/dashboard');
  // Other tests add buildings too: filter, so this one is on the first page.
  await narrowTable(page, table, 'Filter strata properties', plan);
  await table.getByRole('button', { name: `Archive ${name}` }).click();
  await confirmation(page).getByRole('button', { name: 'Archive' }).click();
  await expect(table.getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.goto('/strataAdmin/archived');
  await archived.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(confirmation(page)).toContainText('This cannot be undone.');
  await confirmation(page).getByRole('button', { name: 'Delete' }).click();
  await expect(archived.getByRole('rowheader', { name })).toHaveCount(0);
});

test('a second building with a plan number already used is refused', async ({ page }) => {
  await page.goto('/strataAdmin/property/add');
  await page.getByRole('textbox', { name: 'Building Name' }).fill('Bayshore Again');
  // BCS1234 is the seeded building's plan number and login.
  await page.getByRole('textbox', { name: 'Strata Plan Number' }).fill('BCS1234');
  await page.getByRole('textbox', { name: 'Street' }).fill('1 Bayshore Dr');
  await page.getByRole('textbox', { name: 'City' }).fill('Vancouver');
  await page.getByRole('textbox', { name: 'Postal Code' }).fill('V6G 3L1');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Harbour#2026');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Harbour#2026');
  await page.getByRole('button', { name: 'Save Property' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed To Save Property, Please enter a valid user' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/strataAdmin/property/add');
});

test.describe('as superAdmin on the strata login', () => {
  test.use({ storageState: storageStateOf(accounts.superadminStrata) });

  test('the dashboard has no Action column', async ({ page }) => {
    await page.goto('/strataAdmin/dashboard');
    const table = page.getByRole('grid', { name: 'Strata Properties' });
    await expect(table.getByRole('columnheader', { name: /Building Name/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Action/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add Property' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('a building is edited: agent chosen, manager set, login read-only', async ({ page }) => {
  test.slow();
  const { plan, name, table } = await addAndFindProperty(page, 'Cedar Court');
  await table.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Strata Property' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Login Username' })).toHaveValue(plan);
  await expect(page.getByRole('textbox', { name: 'Login Username' })).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: /Strata Agent/ }).click();
  await page.getByRole('option', { name: 'Karen Liu' }).click();
  await page.getByRole('textbox', { name: 'Building Manager Name' }).fill('Daniel Okafor');
  await page.getByRole('textbox', { name: 'Building Manager Phone' }).fill('6045550190');
  await page.getByRole('textbox', { name: 'Building Manager Phone' }).blur();
  await page.getByRole('button', { name: 'Update Property' }).click();
  await expect(page).toHaveURL('/strataAdmin/dashboard');
  // The server searches after a pause in typing: the header and the one building (all rows, if too few to filter).
  if (await narrowTable(page, table, 'Filter strata properties', plan)) {
    await expect(table.getByRole('row')).toHaveCount(2);
  }
  const row = rowsWith(table, plan);
  await expect(row.getByRole('gridcell', { name: 'Karen Liu' })).toBeVisible();
  await expect(row.getByRole('gridcell', { name: '604-555-0134' })).toBeVisible();
});
