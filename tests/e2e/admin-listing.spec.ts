import type { APIRequestContext } from '@playwright/test';
// The administrator's listing screens (rental spec 2.3, 4, 5, 8, 9): a new listing with two images, editing with
// reordering and an image marked for deletion, the listing page with its images, and deleting a listing.
import { expect, type Page, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  apiAs,
  archiveProperty,
  createListing,
  createOwnedProperty,
  listingImages,
  pngImage,
  propertyListings,
  statusOf,
  uploadImage,
} from './support/rentalRecords.ts';

test.use({ storageState: storageStateOf(accounts.admin) });

let api: APIRequestContext;
test.beforeEach(async ({ baseURL }) => {
  api = await apiAs(accounts.admin, baseURL);
});
test.afterEach(async () => {
  await api.dispose();
});

/** Chooses image files through the picker, as a user does. */
async function chooseImages(page: Page, images: { name: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(images.map((image) => ({ ...image, mimeType: 'image/png' })));
}

/** Presses a checkbox's label (the box is drawn over a visually hidden input). */
async function tick(page: Page, label: string) {
  await page.getByText(label, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: label })).toBeChecked();
}

test('a new listing can be saved only with an image; it is created, then its two images uploaded in order', async ({
  page,
}) => {
  test.slow();
  const { property } = await createOwnedProperty(api, 'Priya Nair', 'Listing');
  await page.goto(`/admin/property/${property.id}`);
  await page.getByRole('link', { name: 'New Listing' }).click();
  await expect(page).toHaveURL(`/admin/listing/add/${property.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Listing' })).toBeVisible();

  const save = page.getByRole('button', { name: 'Save Listing' });
  await expect(save).toBeDisabled();
  await expect(page.getByText('Add at least one image to save the listing.')).toBeVisible();
  // Listing price defaults to 0.00 (rental spec 9).
  const price = page.getByRole('textbox', { name: 'Price' });
  await expect(price).toHaveValue('$0.00');

  await page.getByRole('textbox', { name: 'Description' }).fill('Bright corner suite near Metrotown');
  await page
    .getByRole('textbox', { name: 'Details' })
    .fill('South-facing corner suite.\n\nIn-suite laundry.');
  await price.fill('1850.5');
  await price.blur();
  await expect(price).toHaveValue('$1,850.50');
  await tick(page, 'Furnished');
  await tick(page, 'Move-in Fee');

  await chooseImages(page, [
    pngImage('living-room.png', [196, 120, 80]),
    pngImage('kitchen.png', [80, 140, 200]),
  ]);
  await expect(page.getByText('Image 2 of 2 (new)')).toBeVisible();
  await expect(save).toBeEnabled();
  await expectNoAxeViolations(page);

  await save.click();
  await expect(page.getByText('Listing Saved')).toBeVisible();
  await expect(page).toHaveURL(`/admin/property/${property.id}`);
  const row = page.getByRole('grid', { name: 'Listings' }).getByRole('row', { name: /Bright corner suite/ });
  await expect(row).toContainText('$1,850.50');
  await expect(row).toContainText('Yes');

  const [listing] = await propertyListings(api, property.id);
  expect(listing).toMatchObject({
    description: 'Bright corner suite near Metrotown',
    price: 1850.5,
    furnished: true,
    moveInFee: true,
    available: true,
  });
  expect(listing?.text).toBe('<p>South-facing corner suite.</p><p>In-suite laundry.</p>');
  expect(listing?.images.map((image) => image.sort)).toEqual([0, 1]);
});

test('one refused image does not cancel the others; a listing whose every image is refused is not saved', async ({
  page,
}) => {
  test.slow();
  const { property } = await createOwnedProperty(api, 'Ana Ruiz', 'Refused');
  await page.goto(`/admin/listing/add/${property.id}`);
  await page.getByRole('textbox', { name: 'Description' }).fill('Only text images');
  // Named .png but not an image: the server sniffs the content and refuses it (415).
  const fake = { name: 'not-a-photo.png', buffer: Buffer.from('just some text, not a picture') };
  await chooseImages(page, [fake]);
  await page.getByRole('button', { name: 'Save Listing' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The listing was not saved' })).toContainText(
    '“not-a-photo.png”',
  );
  await expect(page).toHaveURL(`/admin/listing/add/${property.id}`);
  expect(await propertyListings(api, property.id)).toEqual([]);

  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('One good, one refused');
  await chooseImages(page, [pngImage('good.png', [10, 200, 10]), fake]);
  await page.getByRole('button', { name: 'Save Listing' }).click();
  await expect(page.getByText(/Listing Saved with 1 of 2 images\. “not-a-photo\.png”/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/listing\/edit\/\d+$/);
  const [listing] = await propertyListings(api, property.id);
  expect(listing?.images).toHaveLength(1);
});

test('editing a listing: images reordered and one marked for deletion, which goes only when saved', async ({
  page,
}) => {
  test.slow();
  const { property } = await createOwnedProperty(api, 'Tomas Silva', 'Gallery');
  const listing = await createListing(api, property.id, 'Three photo listing');
  const first = await uploadImage(api, listing.id, pngImage('first.png', [220, 40, 40]), 0);
  const second = await uploadImage(api, listing.id, pngImage('second.png', [40, 220, 40]), 1);
  const third = await uploadImage(api, listing.id, pngImage('third.png', [40, 40, 220]), 2);

  await page.goto(`/admin/listing/${listing.id}`);
  await page.getByRole('link', { name: 'Edit Listing' }).click();
  await expect(page).toHaveURL(`/admin/listing/edit/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Listing' })).toBeVisible();
  // The images are not public: the page fetched them with the token and shows them from memory.
  for (const n of [1, 2, 3]) {
    await expect(page.getByRole('img', { name: `Listing photo ${n}` })).toHaveAttribute('src', /^blob:/);
  }

  // Third image to the middle, then the first one marked for deletion: hidden at once.
  await page.getByRole('button', { name: 'Move image 3 earlier' }).click();
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(page.getByRole('img', { name: 'Listing photo 1' })).toHaveCount(0);
  await expect(page.getByText('1 image will be deleted when you save.')).toBeVisible();
  expect((await listingImages(api, listing.id)).map((image) => image.id)).toEqual([
    first.id,
    second.id,
    third.id,
  ]);
  await page.getByRole('textbox', { name: 'Description' }).fill('Two photo listing');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save Listing' }).click();
  await expect(page.getByText('Listing Saved')).toBeVisible();
  await expect(page).toHaveURL(`/admin/listing/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Two photo listing' })).toBeVisible();

  const images = await listingImages(api, listing.id);
  expect(images.map((image) => [image.id, image.sort])).toEqual([
    [third.id, 0],
    [second.id, 1],
  ]);
  // The listing page shows the two remaining images, fetched with the token.
  await expect(page.getByRole('img', { name: 'Listing photo 2 of 2' })).toHaveAttribute('src', /^blob:/);
  await expectNoAxeViolations(page);
});

test('deleting a listing asks first, says it cannot be undone, and removes it for good', async ({ page }) => {
  const { property } = await createOwnedProperty(api, 'Ingrid Olsen', 'Delete');
  const listing = await createListing(api, property.id, 'Listing to delete');
  await page.goto(`/admin/listing/edit/${listing.id}`);

  await page.getByRole('button', { name: 'Delete Listing' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete listing' });
  await expect(dialog).toContainText('This cannot be undone.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByText('Listing deleted.')).toBeVisible();
  await expect(page).toHaveURL(`/admin/property/${property.id}`);
  await expect(page.getByRole('grid', { name: 'Listings' }).getByText('Listing to delete')).toHaveCount(0);
  expect(await statusOf(api, `propertyListing/${listing.id}`)).toBe(404);
});

test('an archived listing is shown read only', async ({ page }) => {
  const { property } = await createOwnedProperty(api, 'Felix Wagner', 'Archived');
  const listing = await createListing(api, property.id, 'Listing of an archived property');
  await archiveProperty(api, property.id);

  await page.goto(`/admin/listing/${listing.id}`);
  await expect(page.getByText('This listing is archived.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Listing' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
