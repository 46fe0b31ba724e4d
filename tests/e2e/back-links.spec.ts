// A record page's back link leads to the page it was opened from and names it: the same property opened from its
// owner's page, from the Documents page and from the dashboard; a unit owner's building opened from their unit's page
// and from the dashboard. Opened directly, a record page leads to the dashboard. At 1280 and 360 px, axe clean.
import { expect } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createDocument, createOwnerWithListedProperty, test } from './support/rentalRecords.ts';
import { uniqueName } from './support/unique.ts';

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test.describe('admin', () => {
      test.use({ storageState: storageStateOf(accounts.admin) });

      test('a property leads back to its owner, the Documents page or the dashboard', async ({
        page,
        adminApi: api,
      }) => {
        const { owner, property } = await createOwnerWithListedProperty(api);
        const word = uniqueName('Backlink').replace(/\W/g, '');
        await createDocument(api, { propertyId: property.id }, `${word} lease`);
        const heading = page.getByRole('heading', { level: 1, name: `Property ${property.rmNumber}` });

        // From the owner's page: back to that owner, named.
        await page.goto(`/admin/owner/${owner.id}`);
        await page
          .getByRole('grid', { name: 'Properties' })
          .getByRole('link', { name: property.rmNumber })
          .click();
        await expect(heading).toBeVisible();
        const toOwner = page.getByRole('link', { name: `Back To Owner ${owner.name}` });
        await expect(toOwner).toBeVisible();
        await expect(page.getByRole('link', { name: 'Back To Dashboard' })).toHaveCount(0);
        await expectNoAxeViolations(page);
        await toOwner.click();
        await expect(page).toHaveURL(`/admin/owner/${owner.id}`);
        await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();

        // From the Documents page, by what a document is filed for: back to the Documents page.
        await page.goto('/admin/documents');
        await page.getByRole('searchbox', { name: 'Filter documents' }).fill(word);
        await page
          .getByRole('grid', { name: 'Documents' })
          .getByRole('link', { name: `Property ${property.rmNumber}` })
          .click();
        await expect(heading).toBeVisible();
        const toDocuments = page.getByRole('link', { name: 'Back To Documents' });
        await expect(toDocuments).toBeVisible();
        await toDocuments.click();
        await expect(page).toHaveURL(/\/admin\/documents(\?|$)/);
        await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();

        // Opened directly: the dashboard.
        await page.goto(`/admin/property/${property.id}`);
        await expect(heading).toBeVisible();
        await page.getByRole('link', { name: 'Back To Dashboard' }).click();
        await expect(page).toHaveURL('/admin/dashboard');
      });
    });

    test.describe('unit owner', () => {
      test.use({ storageState: storageStateOf(accounts.unitowner) });

      test('their building leads back to the unit it was opened from, or the dashboard', async ({ page }) => {
        await page.goto('/strataUnitOwner/dashboard');
        await page.getByRole('grid', { name: 'My units' }).getByRole('link', { name: 'Unit 101' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Unit 101' })).toBeVisible();
        const unitUrl = page.url();
        await page
          .getByRole('region', { name: 'Building' })
          .getByRole('link', { name: 'Bayshore Commons' })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'Bayshore Commons' })).toBeVisible();
        const toUnit = page.getByRole('link', { name: 'Back To Unit 101' });
        await expect(toUnit).toBeVisible();
        await expectNoAxeViolations(page);
        await toUnit.click();
        await expect(page).toHaveURL(unitUrl);

        // The unit opened from the building's My Units: back to the building, named.
        await page
          .getByRole('region', { name: 'Building' })
          .getByRole('link', { name: 'Bayshore Commons' })
          .click();
        await page.getByRole('region', { name: 'My Units' }).getByRole('link', { name: 'Unit 101' }).click();
        const toBuilding = page.getByRole('link', { name: 'Back To Building Bayshore Commons' });
        await expect(toBuilding).toBeVisible();
        await toBuilding.click();
        await expect(page.getByRole('heading', { level: 1, name: 'Bayshore Commons' })).toBeVisible();

        await page.goto('/strataUnitOwner/dashboard');
        await page
          .getByRole('grid', { name: 'My properties' })
          .getByRole('link', { name: 'Bayshore Commons' })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'Bayshore Commons' })).toBeVisible();
        await page.getByRole('link', { name: 'Back To Dashboard' }).click();
        await expect(page).toHaveURL('/strataUnitOwner/dashboard');
      });
    });
  });
}
