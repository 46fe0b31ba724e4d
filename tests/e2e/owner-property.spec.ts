// The owner's property page (rental spec 2.4): their own property, its listings and documents, read only; another
// owner's property is not shown.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiAs, ownerIdByName, ownerProperties } from './support/rentalRecords.ts';

test.use({ storageState: storageStateOf(accounts.owner) });

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

test('the owner sees their property, its listings and its documents, and can download a document', async ({
  page,
  baseURL,
}) => {
  const id = await seededPropertyId(baseURL, 'Margaret Chen', 'RM0011');
  await page.goto(`/owner/property/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Property RM0011' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Property Details' })).toContainText('1255 Harwood Street');
  await expect(page.getByRole('region', { name: 'Strata Management Company' })).toContainText(
    'West End Strata Services Ltd.',
  );

  const listings = page.getByRole('grid', { name: 'Listings' });
  await expect(listings.getByRole('columnheader')).toHaveText([/^Description/, /^Price/, /^Available/]);
  const row = listings.getByRole('row', { name: /West End one bedroom and den with ocean views/ });
  await expect(row).toContainText('$2,550.00');
  await expect(row).toContainText('Yes');
  await expect(listings.getByRole('link')).toHaveCount(0);
  // The archived 2025 listing is not among them.
  await expect(listings.getByText('West End one bedroom (2025 listing)')).toHaveCount(0);

  // Read only: nothing to edit, archive or remove.
  await expect(page.getByRole('link', { name: 'Edit Property' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Lease Agreement 2026' }).click();
  expect((await download).suggestedFilename()).toBe('Lease-Agreement-2026.pdf');
});

test('another owner’s property is not shown to this owner', async ({ page, baseURL }) => {
  const id = await seededPropertyId(baseURL, 'Rajiv Sandhu', 'RM0021');
  await page.goto(`/owner/property/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('6088 Willingdon Avenue')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
