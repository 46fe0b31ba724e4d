// Creating a property by keyboard only (issue 5: every flow once by keyboard): the address search, a pick-list, a
// checkbox and Save, with no mouse anywhere.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { tabTo } from './support/keyboard.ts';
import { RentalApi } from './support/rentalApi.ts';

test.use({ storageState: storageStateOf(accounts.admin) });

test('creating a property by keyboard only', async ({ page, baseURL }) => {
  test.slow();
  const api = await RentalApi.as(accounts.admin, baseURL);
  const owner = await api.createOwner('Keyboard Kowalski');
  const padded = String(owner.id).padStart(3, '0');
  await page.goto(`/admin/property/add/${owner.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Property' })).toBeVisible();

  // The address: type, arrow down to the first result, Enter to choose it.
  const search = page.getByRole('combobox', { name: 'Address search' });
  await tabTo(page, search);
  await page.keyboard.type('4567 king');
  await expect(page.getByRole('option', { name: /^4567 Kingsway, Burnaby/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Street' })).toHaveValue('4567 Kingsway');

  // The contract type: open the list with Enter, move with the arrows, choose with Enter.
  const contractType = page.getByRole('button', { name: /Contract Type/ });
  await tabTo(page, contractType);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'RM Rental Management' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(contractType).toContainText('LU Lease-UP');
  await expect(page.getByRole('textbox', { name: 'Property Number' })).toHaveValue(`LU${padded}1`);

  // A checkbox with Space.
  const laundry = page.getByRole('checkbox', { name: 'Laundry' });
  await tabTo(page, laundry, 60);
  await page.keyboard.press('Space');
  await expect(laundry).toBeChecked();

  const save = page.getByRole('button', { name: 'Save Property' });
  await tabTo(page, save, 60);
  await page.keyboard.press('Enter');
  await expect(page.getByText('property Saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Property LU${padded}1` })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  expect(await api.property(id)).toMatchObject({
    contractType: 'LU',
    street: '4567 Kingsway',
    laundry: true,
  });
  await api.dispose();
});
