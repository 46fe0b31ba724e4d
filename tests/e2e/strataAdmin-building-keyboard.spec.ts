// Add Strata Unit in two steps by keyboard only (strata spec 2 and 4): Tab to the button, Enter, type the unit, submit
// with Enter, land on step 2's heading, tick Resident Owner with Space, type the owner and send the invitation; then
// archive the unit from the table with the arrow keys and the confirmation, no mouse anywhere.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { createBuilding } from './support/buildingRecords.ts';
import { arrowTo, tabIntoTable, tabTo, typeInto } from './support/keyboard.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

test('a unit is added with its owner and archived by keyboard only', async ({ page, baseURL }) => {
  test.slow();
  const building = await createBuilding(baseURL, 'Keyboard Place');
  await page.goto(`/strataAdmin/property/${building.id}`);
  await expect(page.getByRole('heading', { level: 1, name: building.buildingName })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Add Strata Unit' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Strata Unit' });
  await typeInto(page, dialog.getByRole('textbox', { name: 'Unit Number' }), '417');
  await typeInto(page, dialog.getByRole('textbox', { name: 'Lot Number' }), '47');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 2: Owner and Invitation' })).toBeFocused();

  const resident = dialog.getByRole('checkbox', { name: /Resident Owner/ });
  await tabTo(page, resident);
  await page.keyboard.press('Space');
  await expect(resident).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Address Line 1' })).toHaveValue(`417-${building.street}`);
  await typeInto(page, dialog.getByRole('textbox', { name: 'Name On Title' }), 'Keiko Tanaka');
  await typeInto(
    page,
    dialog.getByRole('textbox', { name: 'Email' }),
    `keyboard.${building.strataPlanNumber.toLowerCase()}@example.ca`,
  );
  await tabTo(page, dialog.getByRole('button', { name: 'Save Owner and Send Invitation' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // Archive it from the units table: one Tab stop, arrows to the row's Archive button, Enter, then confirm.
  const units = page.getByRole('grid', { name: 'Strata Units' });
  await expect(units.getByRole('link', { name: '417' })).toBeVisible();
  await tabIntoTable(page, units);
  const archive = units.getByRole('button', { name: 'Archive unit 417' });
  await arrowTo(page, archive, 'ArrowRight');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog').filter({ hasText: 'Are you sure' });
  await expect(confirm).toHaveAccessibleName('Archive unit 417');
  await expect(confirm).toContainText('Are you sure you want to archive this?');
  await tabTo(page, confirm.getByRole('button', { name: 'Archive' }));
  await page.keyboard.press('Enter');
  await expect(units.getByRole('link', { name: '417' })).toHaveCount(0);
});
