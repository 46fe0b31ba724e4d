// Load failures of the rental screens (rental spec 8): the server answers 500 to a list the screen needs; the
// screen shows the spec's toast and the message in the page with a retry, which loads the screen once the server
// answers again. axe runs on the failed state, toasts included.
import { expect, type Page } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiPath, failGets, type UrlMatcher } from './support/failGets.ts';
import { apiAs, ownerIdByName, ownerProperties, test } from './support/rentalRecords.ts';
import { narrowTable, searchTable } from './support/tableSearch.ts';

const toast = (page: Page, message: string) => page.getByRole('alertdialog', { name: message });

/** Opens `path` while the GETs `url` matches fail, and sees the spec's toast; answers what lets them through again. */
async function openFailing(page: Page, url: UrlMatcher, path: string, message: string) {
  const recover = await failGets(page, url);
  await page.goto(path);
  await expect(toast(page, message)).toBeVisible();
  return recover;
}

/** Opens `path` while the GETs `url` matches fail: the toast, and the table named `table` says `message` in its alert. */
async function openFailingTable(page: Page, url: UrlMatcher, path: string, table: string, message: string) {
  const recover = await openFailing(page, url, path, message);
  const grid = page.getByRole('grid', { name: table });
  await expect(grid.getByRole('alert')).toHaveText(message);
  return { recover, grid };
}

/** The screen's own record failed: the message is the page's heading, the server's reason under it. */
async function expectFailedPage(page: Page, message: string) {
  await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Internal Server Error');
}

/** The server answers again, and the user presses the retry button. */
async function tryAgain(page: Page, recover: () => Promise<void>, button = 'Try again') {
  await recover();
  await page.getByRole('button', { name: button }).click();
}

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
    const { recover, grid: properties } = await openFailingTable(
      page,
      apiPath('/property'),
      '/admin/dashboard',
      'Properties',
      'Could Not Load Properties.',
    );
    // Past the search's debounce: a later search change reruns the page's loader, which would fetch the properties
    // again by itself once they answer.
    await searchTable(page, 'owners', 'Rajiv Sandhu');
    await expect(page.getByRole('grid', { name: 'Owners' })).toContainText('rajiv.sandhu@example.ca');
    await expectNoAxeViolations(page);

    await tryAgain(page, recover, 'Try again: properties');
    // Other tests add properties: find the seeded one by filtering.
    await narrowTable(page, properties, 'Filter properties', 'RM0011');
    await expect(page.getByRole('button', { name: 'Try again: properties' })).toHaveCount(0);
  });

  test('the dashboard’s owners fail: "Could Not Load Owners.", Try again loads them', async ({ page }) => {
    const { recover, grid: owners } = await openFailingTable(
      page,
      apiPath('/ownerProfile'),
      '/admin/dashboard',
      'Owners',
      'Could Not Load Owners.',
    );
    await searchTable(page, 'properties', 'RM0011');
    await expect(
      page.getByRole('grid', { name: 'Properties' }).getByRole('row', { name: /RM0011/ }),
    ).toBeVisible();

    await tryAgain(page, recover, 'Try again: owners');
    await narrowTable(page, owners, 'Filter owners', 'Rajiv Sandhu');
    await expect(owners).toContainText('rajiv.sandhu@example.ca');
  });

  test('a property page fails: "Could Not Load Properties." with Try again', async ({ page, baseURL }) => {
    const id = await seededPropertyId(baseURL, 'RM0012');
    const recover = await openFailing(
      page,
      `**/api/property/${id}`,
      `/admin/property/${id}`,
      'Could Not Load Properties.',
    );
    await expectFailedPage(page, 'Could Not Load Properties.');
    await expectNoAxeViolations(page);

    await tryAgain(page, recover);
    await expect(page.getByRole('heading', { level: 1, name: 'Property RM0012' })).toBeVisible();
  });

  test('the upload form’s document types fail: "Could not load document types" with Try again', async ({
    page,
  }) => {
    const recover = await openFailing(
      page,
      '**/api/documents/documentTypes',
      '/admin/document',
      'Could not load document types',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Could not load document types' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await tryAgain(page, recover);
    await expect(page.getByRole('radio', { name: 'Property' })).toBeVisible();
  });
});

test.describe('owner screens', () => {
  test.use({ storageState: storageStateOf(accounts.owner) });

  test('the owner dashboard’s properties fail: "Could Not Load Properties.", the documents still show', async ({
    page,
  }) => {
    const { recover, grid: properties } = await openFailingTable(
      page,
      '**/api/property/owner/*',
      '/owner/dashboard',
      'Properties',
      'Could Not Load Properties.',
    );
    await expect(page.getByRole('grid', { name: 'Documents' })).toContainText('Owner Statement October 2026');
    await expectNoAxeViolations(page);

    await tryAgain(page, recover, 'Try again: properties');
    await expect(properties.getByRole('link', { name: 'RM0011' })).toBeVisible();
  });

  test('the owner’s property page fails: "Could not load properties" with Try again', async ({
    page,
    baseURL,
  }) => {
    const id = await seededPropertyId(baseURL, 'RM0011');
    const recover = await openFailing(
      page,
      `**/api/propertyListing/list/${id}`,
      `/owner/property/${id}`,
      'Could not load properties',
    );
    await expectFailedPage(page, 'Could not load properties');
    await expectNoAxeViolations(page);

    await tryAgain(page, recover);
    await expect(page.getByRole('heading', { level: 1, name: 'Property RM0011' })).toBeVisible();
  });
});
