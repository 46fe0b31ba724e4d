// The administrator's property screens (rental spec 2.3, 4, 5, 8, 9): create a property through the address search
// with the suggested number, edit it, archive and restore it, remove it from its owner, and its documents.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, type Page, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  apiAs,
  createDocument,
  createListing,
  createOwnedProperty,
  createOwner,
  getProperty,
  propertyDocuments,
  restoreProperty,
} from './support/rentalRecords.ts';

test.use({ storageState: storageStateOf(accounts.admin) });

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const twoPagePdf = () =>
  fs.readFileSync(path.join(repoDir, 'ui', 'src', 'PdfViewer', 'fixtures', 'strata-bylaws-2-pages.pdf'));

/** Picks an option of a pick-list (a react-aria Select: a button named by its value and label). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

let api: APIRequestContext;
test.beforeEach(async ({ baseURL }) => {
  api = await apiAs(accounts.admin, baseURL);
});
test.afterEach(async () => {
  await api.dispose();
});

test('creating a property: the address search fills the address, the number is suggested, then it is saved', async ({
  page,
}) => {
  // Several screens, two axe runs and a dozen calls: more than the default budget on a busy machine.
  test.slow();
  const owner = await createOwner(api, 'Evelyn Park');
  const padded = String(owner.id).padStart(3, '0');
  await page.goto(`/admin/property/add/${owner.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Property' })).toBeVisible();
  await expect(page.getByText('For Evelyn Park')).toBeVisible();

  // Submit stays disabled until an address is searched and chosen (rental spec 2.3 and 4).
  const save = page.getByRole('button', { name: 'Save Property' });
  await expect(save).toBeDisabled();

  // The suggested number: type + owner id on 3 digits + the owner's count of that type + 1 (rental spec 9).
  const number = page.getByRole('textbox', { name: 'Property Number' });
  await expect(number).toHaveValue(`RM${padded}1`);
  await choose(page, 'Contract Type', 'LU Lease-UP');
  await expect(number).toHaveValue(`LU${padded}1`);
  await choose(page, 'Contract Type', 'RM Rental Management');
  await expect(number).toHaveValue(`RM${padded}1`);
  // The spec's defaults: fees 0, country Canada.
  await expect(page.getByRole('textbox', { name: 'Move-in Fee' })).toHaveValue('$0.00');
  await expect(page.getByRole('button', { name: /Country/ })).toContainText('Canada');

  // Clicked first, as a person does: filling a field that is out of view scrolls the page, and the scroll event
  // arriving after the typing closes the suggestions (react-aria closes a combobox's list when the page scrolls).
  const search = page.getByRole('combobox', { name: 'Address search' });
  await search.click();
  await search.fill('4567 king');
  const result = page.getByRole('option', { name: /^4567 Kingsway, Burnaby, BC V5H/ });
  await result.click();

  await expect(page.getByRole('textbox', { name: 'Street' })).toHaveValue('4567 Kingsway');
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Burnaby');
  await expect(page.getByRole('button', { name: /Province/ })).toContainText('BC');
  await expect(page.getByRole('textbox', { name: 'Postal Code' })).toHaveValue(/^V5H \d[A-Z]\d$/);
  await expect(save).toBeEnabled();

  await page.getByRole('textbox', { name: 'Suite', exact: true }).fill('1203');
  await choose(page, 'Bedrooms', '2');
  await page.getByRole('textbox', { name: 'Bathrooms' }).fill('2');
  await page.getByRole('textbox', { name: 'Move-in Fee' }).fill('250.5');
  await page.getByRole('textbox', { name: 'Move-in Fee' }).blur();
  await expect(page.getByRole('textbox', { name: 'Move-in Fee' })).toHaveValue('$250.50');
  // The box is drawn over a visually hidden input: press its label, as a pointer user does.
  await page.getByText('Balcony', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Balcony' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Strata Company' }).fill('Kingsway Strata Management Ltd.');
  // axe's target-size counts a field partly under the sticky top bar as obscured, and which field sits there depends
  // only on where the last fill scrolled: the form is checked from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);

  await save.click();
  await expect(page.getByText('property Saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/property\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Property RM${padded}1` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Strata Management Company' })).toContainText(
    'Kingsway Strata Management Ltd.',
  );
  // The owner's page leads back to this property (its back link names it).
  await expect(page.getByRole('link', { name: 'Evelyn Park' })).toHaveAttribute(
    'href',
    new RegExp(`^/admin/owner/${owner.id}\\?from=/admin/property/\\d+$`),
  );

  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = await getProperty(api, id);
  expect(saved).toMatchObject({
    ownerId: owner.id,
    rmNumber: `RM${padded}1`,
    contractType: 'RM',
    street: '4567 Kingsway',
    suite: '1203',
    city: 'Burnaby',
    province: 'BC',
    countryId: 1,
    bedroom: 2,
    bathroom: 2,
    moveInFee: 250.5,
    moveOutFee: 0,
    balcony: true,
  });
  expect(saved.address).toMatch(/^4567 Kingsway, Burnaby, BC V5H/);
  await expectNoAxeViolations(page);

  // The owner's next property of that type is numbered on from this one.
  await page.goto(`/admin/property/add/${owner.id}`);
  await expect(page.getByRole('textbox', { name: 'Property Number' })).toHaveValue(`RM${padded}2`);
});

test('the property form shows the spec’s validation messages', async ({ page }) => {
  const owner = await createOwner(api, 'Nadia Karim');
  await page.goto(`/admin/property/add/${owner.id}`);
  await page.getByRole('combobox', { name: 'Address search' }).fill('4567 king');
  await page.getByRole('option', { name: /^4567 Kingsway, Burnaby/ }).click();

  const street = page.getByRole('textbox', { name: 'Street' });
  await street.fill('');
  await street.blur();
  await expect(page.getByText('This field is required')).toBeVisible();
  await street.fill('12!');
  await expect(page.getByText('Invalid street address')).toBeVisible();

  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('Burnaby 2');
  await city.blur();
  await expect(page.getByText('Invalid city name')).toBeVisible();

  const postal = page.getByRole('textbox', { name: 'Postal Code' });
  await postal.fill('12345');
  await postal.blur();
  await expect(page.getByText('Invalid postal code')).toBeVisible();

  await page.getByRole('button', { name: 'Save Property' }).click();
  await expect(page.getByText('Some fields need attention: see the messages above.')).toBeVisible();
  await expect(page).toHaveURL(`/admin/property/add/${owner.id}`);
  await expectNoAxeViolations(page);
});

test('editing a property: the form is prefilled, the same rules apply, and the change is saved', async ({
  page,
}) => {
  // Several screens, two axe runs and a dozen calls: more than the default budget on a busy machine.
  test.slow();
  const { property } = await createOwnedProperty(api, 'Hannah Lee', 'Edit', { bedroom: 1, bathroom: 1 });
  await page.goto(`/admin/property/${property.id}`);
  await page.getByRole('link', { name: 'Edit Property' }).click();
  await expect(page).toHaveURL(`/admin/edit/property/${property.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();

  const street = page.getByRole('textbox', { name: 'Street' });
  await expect(street).toHaveValue(property.street);
  await expect(page.getByRole('combobox', { name: 'Address search' })).toHaveValue(property.address);
  const save = page.getByRole('button', { name: 'Save Property' });
  await expect(save).toBeEnabled();

  await street.fill('!!');
  await street.blur();
  await expect(page.getByText('Invalid street address')).toBeVisible();
  await expectNoAxeViolations(page);
  await street.fill('4569 Kingsway');
  await choose(page, 'Bedrooms', 'Studio');
  await page.getByRole('textbox', { name: 'Move-out Fee' }).fill('125.75');
  await save.click();

  await expect(page.getByText('property Saved')).toBeVisible();
  await expect(page).toHaveURL(`/admin/property/${property.id}`);
  const details = page.getByRole('region', { name: 'Property Details' });
  await expect(details).toContainText('4569 Kingsway');
  await expect(details).toContainText('Studio');
  await expect(details).toContainText('$125.75');
  expect(await getProperty(api, property.id)).toMatchObject({
    street: '4569 Kingsway',
    bedroom: 0,
    moveOutFee: 125.75,
  });
});

test('archiving a property asks first, then moves it to the archive; restoring brings it back', async ({
  page,
}) => {
  // Several screens, two axe runs and a dozen calls: more than the default budget on a busy machine.
  test.slow();
  const { property } = await createOwnedProperty(api, 'Oliver Grant', 'Archive');
  await page.goto(`/admin/property/${property.id}`);

  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Archive property' });
  await expect(dialog).toContainText('Are you sure you want to archive this?');
  await expectNoAxeViolations(page);
  // Cancel leaves it alone.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await getProperty(api, property.id)).archived).toBe(false);

  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Archive property' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(page.getByText('Property archived.')).toBeVisible();
  await expect(page).toHaveURL('/admin/dashboard');
  expect((await getProperty(api, property.id)).archived).toBe(true);

  // Opened again, it is read only and points to the archive.
  await page.goto(`/admin/property/${property.id}`);
  await expect(page.getByText('This property is archived.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit Property' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The restore page belongs to the archive screens; the property comes back through the same call.
  await restoreProperty(api, property.id);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Property ${property.rmNumber}` })).toBeVisible();
  await expect(page.getByText('This property is archived.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
});

test('removing a property from its owner asks first and unlinks it', async ({ page }) => {
  const { owner, property } = await createOwnedProperty(api, 'Quentin Morris', 'Remove');
  await page.goto(`/admin/property/${property.id}`);
  await expect(page.getByRole('link', { name: 'Quentin Morris' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove from owner' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove from owner' });
  await expect(dialog).toContainText(
    'Are you sure you want to remove this property from its owner, Quentin Morris?',
  );
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Property removed from its owner.')).toBeVisible();
  await expect(page.getByText('No owner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from owner' })).toHaveCount(0);
  expect((await getProperty(api, property.id)).ownerId).toBeNull();

  // Undo links it to the owner again (a removal that could not be undone).
  await expect(page.getByText('Removed from Quentin Morris.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Property linked to Quentin Morris again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quentin Morris' })).toBeVisible();
  expect((await getProperty(api, property.id)).ownerId).toBe(owner.id);
});

test('the property page lists its documents; View opens the PDF viewer and Download saves the file', async ({
  page,
}) => {
  // Several screens, two axe runs and a dozen calls: more than the default budget on a busy machine.
  test.slow();
  const { property } = await createOwnedProperty(api, 'Sofia Rossi', 'Documents');
  await createDocument(api, { propertyId: property.id }, 'Strata Bylaws 2026.pdf', twoPagePdf());
  await page.goto(`/admin/property/${property.id}`);

  const documents = page.getByRole('grid', { name: 'Documents' });
  await expect(documents.getByRole('row', { name: /Strata Bylaws 2026\.pdf/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'View Strata Bylaws 2026.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: 'Strata Bylaws 2026.pdf' });
  await expect(viewer.getByText('Page 1 of 2', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Strata Bylaws 2026.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Strata Bylaws 2026.pdf');

  // Upload Document opens the upload form for this property.
  await expect(page.getByRole('link', { name: 'Upload Document' })).toHaveAttribute(
    'href',
    `/admin/document?documentFor=property&propertyId=${property.id}`,
  );
  // Delete is permanent and asks first.
  await page.getByRole('button', { name: 'Delete Strata Bylaws 2026.pdf' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete document' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(documents.getByRole('row', { name: /Strata Bylaws 2026\.pdf/ })).toHaveCount(0);
  expect(await propertyDocuments(api, property.id)).toEqual([]);
});

test('the property page shows the listings table with prices and availability, and New Listing', async ({
  page,
}) => {
  const { property } = await createOwnedProperty(api, 'Marcus Wong', 'Listings');
  const listing = await createListing(api, property.id, 'Corner suite with a view');
  await page.goto(`/admin/property/${property.id}`);

  const listings = page.getByRole('grid', { name: 'Listings' });
  const row = listings.getByRole('row', { name: /Corner suite with a view/ });
  await expect(row).toContainText('$1,995.00');
  await expect(row).toContainText('Yes');
  await expect(page.getByRole('link', { name: 'New Listing' })).toHaveAttribute(
    'href',
    `/admin/listing/add/${property.id}`,
  );
  await row.getByRole('link', { name: 'Corner suite with a view' }).click();
  await expect(page).toHaveURL(`/admin/listing/${listing.id}`);
});

test('an unknown property id shows the not-found page', async ({ page }) => {
  await page.goto('/admin/property/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
