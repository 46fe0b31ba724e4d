// Creating a property and a listing by keyboard only (every flow once by keyboard): the address search,
// pick-lists, a checkbox, the file picker, image reordering and Save, with no mouse anywhere.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { tabTo } from './support/keyboard.ts';
import {
  apiAs,
  createOwner,
  createProperty,
  getProperty,
  pngImage,
  propertyListings,
} from './support/rentalRecords.ts';

test.use({ storageState: storageStateOf(accounts.admin) });

test('creating a property by keyboard only', async ({ page, baseURL }) => {
  test.slow();
  const api = await apiAs(accounts.admin, baseURL);
  const owner = await createOwner(api, 'Keyboard Kowalski');
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
  expect(await getProperty(api, id)).toMatchObject({
    contractType: 'LU',
    street: '4567 Kingsway',
    laundry: true,
  });
  await api.dispose();
});

test('creating a listing with two images, reordered, by keyboard only', async ({ page, baseURL }) => {
  test.slow();
  const api = await apiAs(accounts.admin, baseURL);
  const owner = await createOwner(api, 'Keyboard Listing Owner');
  const property = await createProperty(api, owner.id, 'Keyboard');
  await page.goto(`/admin/listing/add/${property.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Listing' })).toBeVisible();

  await tabTo(page, page.getByRole('textbox', { name: 'Description' }));
  await page.keyboard.type('Keyboard-made listing');
  await tabTo(page, page.getByRole('textbox', { name: 'Price' }), 5);
  await page.keyboard.type('2100');

  // The picker opens with Enter on Choose files.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, page.getByRole('button', { name: 'Choose files' }), 30);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([
    { ...pngImage('front.png', [10, 120, 90]), mimeType: 'image/png' },
    { ...pngImage('back.png', [120, 10, 90]), mimeType: 'image/png' },
  ]);
  await expect(page.getByText('Image 2 of 2 (new)')).toBeVisible();

  // Back into the image grid with Shift+Tab (it is one tab stop), then the arrow keys: Down to the second tile,
  // Left and Right through its buttons, to Move image 2 earlier.
  const grid = page.getByRole('grid', { name: 'Listing images' });
  const secondTile = page.getByRole('row', { name: /Image 2 of 2/ });
  const moveEarlier = page.getByRole('button', { name: 'Move image 2 earlier' });
  const holdsFocus = (locator: typeof grid) =>
    locator.evaluate((element) => element.contains(document.activeElement));
  for (let presses = 0; presses < 5 && !(await holdsFocus(grid)); presses++)
    await page.keyboard.press('Shift+Tab');
  expect(await holdsFocus(grid)).toBe(true);
  for (let presses = 0; presses < 8; presses++) {
    if (await moveEarlier.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press((await holdsFocus(secondTile)) ? 'ArrowLeft' : 'ArrowDown');
  }
  await expect(moveEarlier).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: /Image 1 of 2: back\.png/ })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Save Listing' }), 30);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Listing Saved')).toBeVisible();
  await expect(page).toHaveURL(`/admin/property/${property.id}`);
  const [listing] = await propertyListings(api, property.id);
  expect(listing).toMatchObject({ description: 'Keyboard-made listing', price: 2100 });
  expect(listing?.images.map((image) => image.sort)).toEqual([0, 1]);
  await api.dispose();
});
