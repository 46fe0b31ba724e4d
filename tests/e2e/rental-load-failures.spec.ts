// Load failures of the rental screens (rental spec 8): the server answers 500 to a list the screen needs; the
// screen shows the spec's toast and the message in the page with a retry, which loads the screen once the server
// answers again. axe runs on the failed state, toasts included.
import { expect, type Page } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiPath, failGets } from './support/failGets.ts';
import { apiAs, ownerIdByName, ownerProperties, test } from './support/rentalRecords.ts';
import { searchTable } from './support/tableSearch.ts';

const toast = (page: Page, message: string) => page.getByRole('alertdialog', { name: message });

/** A seeded property of Margaret Chen (the demo `owner`), by number. */
async function seededPropertyId(baseURL: string | undefined, rmNumber: string) {
  const admin = await apiAs(accounts.admin, baseURL);
  try {
    const properties = await ownerProperties(admin, await ownerIdByName(admin, 'Margaret Chen'));
    const property = properties.find((candidate) => candidate.rmNumber === rmNumber);
    if (!property) throw new Error(`Margaret Chen has no property ${rmNumber}`);
    return property.id;
  } finally {
    await admin.dispose();
  }
}

test.describe('administrator screens', () => {
  test.use({ storageState: storageStateOf(accounts.admin) });

  test('the dashboard’s properties fail: "Could Not Load Properties.", the owners still show, Try again loads them', async ({
    page,
  }) => {
    const recover = await failGets(page, apiPath('/property'));
    await page.goto('/admin/dashboard');
    await expect(toast(page, 'Could Not Load Properties.')).toBeVisible();
    const properties = page.getByRole('grid', { name: 'Properties' });
    await expect(properties.getByRole('alert')).toHaveText('Could Not Load Properties.');
    // Past the search's debounce: a later search change reruns the page's loader, which would fetch the properties
    // again by itself once they answer.
    await searchTable(page, 'owners', 'Rajiv Sandhu');
    await expect(page.getByRole('grid', { name: 'Owners' })).toContainText('rajiv.sandhu@example.ca');
    await expectNoAxeViolations(page);

    await recover();
    await page.getByRole('button', { name: 'Try again: properties' }).click();
    // Other tests add properties: find the seeded one by filtering.
    await page.getByRole('searchbox', { name: 'Filter properties' }).fill('RM0011');
    await expect(properties.getByRole('row', { name: /RM0011/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again: properties' })).toHaveCount(0);
  });

  test('the dashboard’s owners fail: "Could Not Load Owners.", Try again loads them', async ({ page }) => {
    const recover = await failGets(page, apiPath('/ownerProfile'));
    await page.goto('/admin/dashboard');
    await expect(toast(page, 'Could Not Load Owners.')).toBeVisible();
    const owners = page.getByRole('grid', { name: 'Owners' });
    await expect(owners.getByRole('alert')).toHaveText('Could Not Load Owners.');
    await searchTable(page, 'properties', 'RM0011');
    await expect(
      page.getByRole('grid', { name: 'Properties' }).getByRole('row', { name: /RM0011/ }),
    ).toBeVisible();

    await recover();
    await page.getByRole('button', { name: 'Try again: owners' }).click();
    await page.getByRole('searchbox', { name: 'Filter owners' }).fill('Rajiv Sandhu');
    await expect(owners).toContainText('rajiv.sandhu@example.ca');
  });

  test('a property page fails: "Could Not Load Properties." with Try again', async ({ page, baseURL }) => {
    const id = await seededPropertyId(baseURL, 'RM0012');
    const recover = await failGets(page, `**/api/property/${id}`);
    await page.goto(`/admin/property/${id}`);
    await expect(toast(page, 'Could Not Load Properties.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Could Not Load Properties.' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Internal Server Error');
    await expectNoAxeViolations(page);

    await recover();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Property RM0012' })).toBeVisible();
  });

  test('the upload form’s document types fail: "Could not load document types" with Try again', async ({
    page,
  }) => {
    const recover = await failGets(page, '**/api/documents/documentTypes');
    await page.goto('/admin/document');
    await expect(toast(page, 'Could not load document types')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Could not load document types' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await recover();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('radio', { name: 'Property' })).toBeVisible();
  });
});

test.describe('owner screens', () => {
  test.use({ storageState: storageStateOf(accounts.owner) });

  test('the owner dashboard’s properties fail: "Could Not Load Properties.", the documents still show', async ({
    page,
  }) => {
    const recover = await failGets(page, '**/api/property/owner/*');
    await page.goto('/owner/dashboard');
    await expect(toast(page, 'Could Not Load Properties.')).toBeVisible();
    const properties = page.getByRole('grid', { name: 'Properties' });
    await expect(properties.getByRole('alert')).toHaveText('Could Not Load Properties.');
    await expect(page.getByRole('grid', { name: 'Documents' })).toContainText('Owner Statement October 2026');
    await expectNoAxeViolations(page);

    await recover();
    await page.getByRole('button', { name: 'Try again: properties' }).click();
    await expect(properties.getByRole('link', { name: 'RM0011' })).toBeVisible();
  });

  test('the owner’s property page fails: "Could not load properties" with Try again', async ({
    page,
    baseURL,
  }) => {
    const id = await seededPropertyId(baseURL, 'RM0011');
    const recover = await failGets(page, `**/api/propertyListing/list/${id}`);
    await page.goto(`/owner/property/${id}`);
    await expect(toast(page, 'Could not load properties')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Could not load properties' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Internal Server Error');
    await expectNoAxeViolations(page);

    await recover();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Property RM0011' })).toBeVisible();
  });
});
