// The owner's property page (rental spec 2.4): their own property, its listings (each opening the listing's page
// with its images) and documents (each opening in the viewer, which downloads it), read only, at 1280 and 360 px; a
// long file name wraps on a phone; another owner's property and listing are not shown.
import { expect, type Page, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  apiAs,
  createDocument,
  createOwnerWithListedProperty,
  ownerIdByName,
  ownerProperties,
  propertyListings,
  statusOf,
} from './support/rentalRecords.ts';
import { signInThroughForm } from './support/signIn.ts';

test.use({ storageState: storageStateOf(accounts.owner) });

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 800 },
] as const;

/** The seeded properties of the two demo owners (Margaret Chen is `owner`, Rajiv Sandhu `owner2`), by number. */
async function seededPropertyId(baseURL: string | undefined, ownerName: string, rmNumber: string) {
  const admin = await apiAs(accounts.admin, baseURL);
  try {
    const ownerId = await ownerIdByName(admin, ownerName);
    const property = (await ownerProperties(admin, ownerId)).find(
      (candidate) => candidate.rmNumber === rmNumber,
    );
    if (!property) throw new Error(`${ownerName} has no property ${rmNumber}`);
    return property.id;
  } finally {
    await admin.dispose();
  }
}

/** Every image of the page has loaded its bytes (they are fetched with the token, then shown). */
async function expectImagesLoaded(page: Page, count: number) {
  const images = page.getByRole('list', { name: 'Listing images' }).locator('img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the owner sees their property, and opens a listing with its description, price, availability and images', async ({
      page,
      baseURL,
    }) => {
      const id = await seededPropertyId(baseURL, 'Margaret Chen', 'RM0011');
      await page.goto(`/owner/property/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Property RM0011' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Property Details' })).toContainText(
        '1255 Harwood Street',
      );
      await expect(page.getByRole('region', { name: 'Strata Management Company' })).toContainText(
        'West End Strata Services Ltd.',
      );
      const listings = page.getByRole('grid', { name: 'Listings' });
      const row = listings.getByRole('row', { name: /West End one bedroom and den with ocean views/ });
      await expect(row).toContainText('$2,550.00');
      await expect(row).toContainText('Yes');
      // The archived 2025 listing is not among them.
      await expect(listings.getByText('West End one bedroom (2025 listing)')).toHaveCount(0);
      // Read only: nothing to edit, archive or remove.
      await expect(page.getByRole('link', { name: 'Edit Property' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
      await expectNoAxeViolations(page);

      await row.getByRole('link', { name: 'West End one bedroom and den with ocean views' }).click();
      await expect(page).toHaveURL(/\/owner\/listing\/\d+$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'West End one bedroom and den with ocean views' }),
      ).toBeVisible();
      const details = page.getByRole('region', { name: 'Listing Details' });
      await expect(details).toContainText('$2,550.00');
      await expect(details).toContainText(/Available\s*Yes/);
      await expect(details).toContainText('Bright corner suite steps from English Bay');
      await expectImagesLoaded(page, 3);
      await expect(page.getByRole('link', { name: 'Edit Listing' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Back To Property' }).click();
      await expect(page).toHaveURL(`/owner/property/${id}`);
    });

    test('a document opens in the viewer, whose Download button downloads it', async ({ page, baseURL }) => {
      const id = await seededPropertyId(baseURL, 'Margaret Chen', 'RM0011');
      await page.goto(`/owner/property/${id}`);
      await page.getByRole('button', { name: 'View Lease Agreement 2026' }).click();
      const viewer = page.getByRole('dialog', { name: 'Lease Agreement 2026' });
      await expect(viewer.getByText(/^Page 1 of \d+$/)).toBeVisible();
      await expectNoAxeViolations(page);
      const download = page.waitForEvent('download');
      await viewer.getByRole('link', { name: 'Download' }).click();
      expect((await download).suggestedFilename()).toBe('Lease-Agreement-2026.pdf');
      await page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'View Lease Agreement 2026' })).toBeFocused();
    });
  });
}

test.describe('a document named by a long file name', () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 360, height: 800 } });

  test('wraps at its separators on a phone, whole, and opens in the viewer', async ({ page, baseURL }) => {
    const admin = await apiAs(accounts.admin, baseURL);
    const fileName = 'Lease-Agreement-RM0023-Signed-Counterpart-2026.pdf';
    let propertyId: number;
    let email: string;
    try {
      const { owner, property } = await createOwnerWithListedProperty(admin);
      await createDocument(admin, { propertyId: property.id }, fileName);
      propertyId = property.id;
      email = owner.email;
    } finally {
      await admin.dispose();
    }
    await signInThroughForm(page, { username: email, portal: 'residential' });
    await expect(page).toHaveURL('/owner/dashboard');
    await page.goto(`/owner/property/${propertyId}`);
    const title = page.getByRole('button', { name: `View ${fileName}` });
    await expect(title).toHaveText(fileName);
    // The whole name shows, on more than one line, inside the page.
    const box = await title.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.height).toBeGreaterThan(30);
    expect(await title.evaluate((button) => button.scrollWidth <= button.clientWidth + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await title.click();
    await expect(
      page.getByRole('dialog', { name: fileName }).getByText('Page 1 of 1', { exact: true }),
    ).toBeVisible();
  });
});

test('another owner’s property and listing are not shown to this owner', async ({ page, baseURL }) => {
  const id = await seededPropertyId(baseURL, 'Rajiv Sandhu', 'RM0021');
  await page.goto(`/owner/property/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('6088 Willingdon Avenue')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const admin = await apiAs(accounts.admin, baseURL);
  const [listing] = await propertyListings(admin, id).finally(() => admin.dispose());
  if (!listing) throw new Error('RM0021 has no listing');
  await page.goto(`/owner/listing/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(listing.description)).toHaveCount(0);
  const owner = await apiAs(accounts.owner, baseURL);
  try {
    expect(await statusOf(owner, `/api/propertyListing/${listing.id}`)).toBe(404);
  } finally {
    await owner.dispose();
  }
});
