// The administrator's and the owner's dashboards (rental spec 2.3, 2.4, 8, 9): the tables, their paging, their
// links and actions, New Owner and View Archives, only the owner's own records, axe, and each done by keyboard.
// Tests that change records work on owners and properties of their own (the run's data is shared).
import { expect, type Page } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { arrowTo, searchByKeyboard, tabIntoTable, tabTo } from './support/keyboard.ts';
import { apiAs, createOwner, createProperty, owners, statusOf, test } from './support/rentalRecords.ts';
import { signInThroughForm } from './support/signIn.ts';
import { narrowTable, searchTable } from './support/tableSearch.ts';
import { uniqueName, uniqueSuffix } from './support/unique.ts';

const headersOf = async (page: Page, table: string) =>
  (await page.getByRole('grid', { name: table }).getByRole('columnheader').allTextContents()).map((text) =>
    text.replace(/[▲▼↕]/g, ''),
  );

/** `count` properties of a new owner whose addresses share a label no other test uses, to filter the table by. */
async function propertiesWithLabel(baseURL: string | undefined, count: number) {
  const api = await apiAs(accounts.admin, baseURL);
  try {
    const label = `Dash${uniqueSuffix()}`;
    const owner = await createOwner(api, uniqueName('Dashboard Owner'));
    const properties = [];
    for (let index = 0; index < count; index++) properties.push(await createProperty(api, owner.id, label));
    return { label, owner, properties };
  } finally {
    await api.dispose();
  }
}

/** The Properties table holds 12 rows: 10 on the first page (with its header row), Next shows the other 2. */
async function expectTwelvePropertiesOnTwoPages(page: Page) {
  const table = page.getByRole('grid', { name: 'Properties' });
  const pager = page.getByRole('navigation', { name: 'Properties pages' });
  await expect(pager.getByText('1–10 of 12')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(11);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('11–12 of 12')).toBeVisible();
  return { table, pager };
}

test.describe('the admin dashboard', () => {
  test.use({ storageState: storageStateOf(accounts.admin) });

  test('shows the properties and owners tables, New Owner and View Archives', async ({ page }) => {
    const listLimits: Record<string, string[]> = { '/api/property': [], '/api/ownerProfile': [] };
    page.on('request', (request) => {
      const url = new URL(request.url());
      listLimits[url.pathname]?.push(url.searchParams.get('limit') ?? '');
    });
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const properties = page.getByRole('grid', { name: 'Properties' });
    // Other tests add properties and owners: the seeded ones are found by filtering.
    await narrowTable(page, properties, 'Filter properties', 'RM0011');
    await expect(properties.getByRole('row', { name: /RM0011/ })).toContainText('1255 Harwood Street');
    expect(await headersOf(page, 'Properties')).toEqual(['RM Number', 'Address Type', 'City', 'Action']);
    expect(await headersOf(page, 'Owners')).toEqual(['Name', 'Email', 'Action']);
    const owners = page.getByRole('grid', { name: 'Owners' });
    await narrowTable(page, owners, 'Filter owners', 'Rajiv Sandhu');
    await expect(owners.getByRole('row', { name: /Rajiv Sandhu/ })).toContainText('rajiv.sandhu@example.ca');
    // Both tables start at 10 rows a page (asked of the server; a table whose rows fit one page shows no pager).
    for (const limits of Object.values(listLimits)) {
      expect(limits.length).toBeGreaterThan(0);
      for (const limit of limits) expect(limit).toBe('10');
    }
    // Archived records are not on the dashboard: searched from the URL, as the table may show no filter.
    await page.goto('/admin/dashboard?propertiesQ=RM0031');
    await expect(properties.getByText('No rows match “RM0031”.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New Owner' }).click();
    await expect(page).toHaveURL('/admin/owner/add');
    await page.goBack();
    await page.getByRole('link', { name: 'View Archives' }).click();
    await expect(page).toHaveURL('/admin/archive');
    await expect(page.getByRole('grid', { name: 'Archived Properties' })).toContainText('RM0031');
  });

  test('pages the properties 10 at a time, with 5, 10, 15 and 20 rows a page', async ({ page, baseURL }) => {
    const { label } = await propertiesWithLabel(baseURL, 12);
    await page.goto('/admin/dashboard');
    await page.getByRole('searchbox', { name: 'Filter properties' }).fill(label);
    const { table: properties, pager } = await expectTwelvePropertiesOnTwoPages(page);
    await expect(pager.getByRole('textbox', { name: 'Page' })).toHaveValue('2');
    await expect(pager.getByText('of 2', { exact: true })).toBeVisible();
    await expect(properties.getByRole('row')).toHaveCount(3);

    await pager.getByRole('button', { name: /Rows per page/ }).click();
    await expect(page.getByRole('option')).toHaveText(['5', '10', '15', '20']);
    await page.getByRole('option', { name: '5', exact: true }).click();
    await expect(pager.getByText('1–5 of 12')).toBeVisible();
    await expect(properties.getByRole('row')).toHaveCount(6);
    await pager.getByRole('button', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '15', exact: true }).click();
    await expect(pager.getByText('1–12 of 12')).toBeVisible();
    await expect(properties.getByRole('row')).toHaveCount(13);
  });

  test('a property row: View, Edit, and Archive after the confirmation', async ({ page, baseURL }) => {
    const { label, properties: created } = await propertiesWithLabel(baseURL, 1);
    const property = created[0] as { id: number; rmNumber: string };
    await page.goto('/admin/dashboard');
    // The search is in the URL (past its debounce) before a row's link is followed.
    await searchTable(page, 'properties', label);
    const table = page.getByRole('grid', { name: 'Properties' });

    await table.getByRole('link', { name: `View ${property.rmNumber}` }).click();
    await expect(page).toHaveURL(`/admin/property/${property.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Property ${property.rmNumber}` }),
    ).toBeVisible();
    await page.goBack();
    await searchTable(page, 'properties', label);
    await table.getByRole('link', { name: `Edit ${property.rmNumber}` }).click();
    await expect(page).toHaveURL(`/admin/edit/property/${property.id}`);
    await page.goBack();

    await searchTable(page, 'properties', label);
    await table.getByRole('button', { name: `Archive ${property.rmNumber}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Archive property ${property.rmNumber}` });
    await expect(dialog).toContainText('Are you sure you want to archive this?');
    // What goes with it, counted by the server as the dialog opens: this property has no listing.
    await expect(dialog).toContainText('It has no listings, so nothing else is archived.');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(
      page.getByRole('alertdialog', { name: `Property ${property.rmNumber} archived with its listings.` }),
    ).toBeVisible();
    await expect(table.getByText(property.rmNumber)).toHaveCount(0);
    await page.goto('/admin/archive');
    await expect(page.getByRole('grid', { name: 'Archived Properties' })).toContainText(property.rmNumber);
  });

  test('an owner row: View, Edit, and Archive after the confirmation', async ({ page, adminApi }) => {
    const owner = await createOwner(adminApi, uniqueName('Dashboard Dlamini'));
    await page.goto('/admin/dashboard');
    // As above: the search is in the URL (past its debounce) before a row's link is followed.
    await searchTable(page, 'owners', owner.name);
    const table = page.getByRole('grid', { name: 'Owners' });
    await expect(table.getByRole('row', { name: new RegExp(owner.name) })).toContainText(owner.email);

    await table.getByRole('link', { name: `View ${owner.name}` }).click();
    await expect(page).toHaveURL(`/admin/owner/${owner.id}`);
    await page.goBack();
    await searchTable(page, 'owners', owner.name);
    await table.getByRole('link', { name: `Edit ${owner.name}` }).click();
    await expect(page).toHaveURL(`/admin/edit/owner/${owner.id}`);
    await page.goBack();

    await searchTable(page, 'owners', owner.name);
    await table.getByRole('button', { name: `Archive ${owner.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Archive ${owner.name}` });
    await expect(dialog.getByRole('heading', { name: `Archive ${owner.name}` })).toBeVisible();
    await expect(dialog).toContainText('Are you sure you want to archive this?');
    await expect(dialog).toContainText('They have no properties, so nothing else is archived.');
    // Cancel keeps the owner.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(table.getByText(owner.email)).toBeVisible();
    await table.getByRole('button', { name: `Archive ${owner.name}` }).click();
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(
      page.getByRole('alertdialog', { name: `${owner.name} archived with their properties and listings.` }),
    ).toBeVisible();
    await expect(table.getByText(owner.email)).toHaveCount(0);
  });

  test('by keyboard only: filter, open a property, New Owner, archive an owner', async ({
    page,
    adminApi,
  }) => {
    test.slow();
    const owner = await createOwner(adminApi, uniqueName('Keyboard Kowalski'));
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const properties = page.getByRole('grid', { name: 'Properties' });
    await searchByKeyboard(page, 'Filter properties', properties, 'RM0012');
    await tabIntoTable(page, properties, 4);
    await arrowTo(page, properties.getByRole('link', { name: 'View RM0012' }), 'ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Property RM0012' })).toBeVisible();
    await page.goBack();

    await tabTo(page, page.getByRole('link', { name: 'New Owner' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/owner/add');
    await page.goBack();

    const owners = page.getByRole('grid', { name: 'Owners' });
    await searchByKeyboard(page, 'Filter owners', owners, owner.name, 80);
    await tabIntoTable(page, owners, 4);
    await arrowTo(page, owners.getByRole('button', { name: `Archive ${owner.name}` }), 'ArrowRight');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Archive ${owner.name}` });
    await tabTo(page, dialog.getByRole('button', { name: 'Archive' }), 3);
    await page.keyboard.press('Enter');
    await expect(owners.getByText(owner.email)).toHaveCount(0);
  });
});

test.describe('the owner dashboard', () => {
  test.use({ storageState: storageStateOf(accounts.owner) });

  test('shows the owner’s name, their own properties and documents only', async ({ page }) => {
    await page.goto('/owner/dashboard');
    await expect(page.getByText('Welcome, Margaret Chen.')).toBeVisible();
    const properties = page.getByRole('grid', { name: 'Properties' });
    expect(await headersOf(page, 'Properties')).toEqual(['RM Number', 'Address', 'City']);
    await expect(properties.getByRole('link', { name: 'RM0011' })).toBeVisible();
    await expect(properties.getByRole('link', { name: 'RM0012' })).toBeVisible();
    // Rajiv Sandhu's (owner2) are not there.
    await expect(properties.getByText('RM0021')).toHaveCount(0);
    await expect(properties.getByText('LU0021')).toHaveCount(0);
    const documents = page.getByRole('grid', { name: 'Documents' });
    await expect(documents.getByText('Owner Statement October 2026')).toBeVisible();
    await expect(documents.getByText('Tenancy renewal letter')).toHaveCount(0);
    // Read only.
    await expect(page.getByRole('button', { name: /^(Archive|Delete)/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await properties.getByRole('link', { name: 'RM0011' }).click();
    await expect(page).toHaveURL(/\/owner\/property\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Property RM0011' })).toBeVisible();
  });

  test('owner2 sees theirs, and the server refuses owner2 the first owner’s lists', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ storageState: storageStateOf(accounts.owner2) });
    const page = await context.newPage();
    await page.goto('/owner/dashboard');
    await expect(page.getByText('Welcome, Rajiv Sandhu.')).toBeVisible();
    const properties = page.getByRole('grid', { name: 'Properties' });
    await expect(properties.getByRole('link', { name: 'RM0021' })).toBeVisible();
    await expect(properties.getByRole('link', { name: 'LU0021' })).toBeVisible();
    await expect(properties.getByText('RM0011')).toHaveCount(0);
    await expect(
      page.getByRole('grid', { name: 'Documents' }).getByText('Tenancy renewal letter'),
    ).toBeVisible();
    await expect(page.getByText('Owner Statement October 2026')).toHaveCount(0);

    // Asking for the first owner's lists by their user id: the server refuses owner2, answers the first owner.
    const admin = await apiAs(accounts.admin, baseURL);
    const firstOwner = await apiAs(accounts.owner, baseURL);
    const asOwner2 = await apiAs(accounts.owner2, baseURL);
    try {
      const margaret = (await owners(admin)).find((owner) => owner.email === 'margaret.chen@example.ca');
      if (!margaret) throw new Error('The seeded owner Margaret Chen is missing');
      for (const path of [`property/owner/${margaret.userId}`, `documents/owner/${margaret.userId}/all`]) {
        expect([403, 404], path).toContain(await statusOf(asOwner2, path));
        expect(await statusOf(firstOwner, path), path).toBe(200);
      }
    } finally {
      await Promise.all([admin.dispose(), firstOwner.dispose(), asOwner2.dispose(), context.close()]);
    }
  });

  test('by keyboard only: open a property from the dashboard', async ({ page }) => {
    await page.goto('/owner/dashboard');
    const properties = page.getByRole('grid', { name: 'Properties' });
    await expect(properties.getByRole('link', { name: 'RM0012' })).toBeVisible();
    await searchByKeyboard(page, 'Filter properties', properties, 'RM0012');
    await tabIntoTable(page, properties, 4);
    await arrowTo(page, properties.getByRole('link', { name: 'RM0012' }), 'ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Property RM0012' })).toBeVisible();
  });
});

test('a new owner with 12 properties pages them 10 at a time on their dashboard, and sees only theirs', async ({
  browser,
  adminApi,
  baseURL,
}) => {
  test.slow();
  const owner = await createOwner(adminApi, uniqueName('Paging Owner'));
  const api = await apiAs(accounts.admin, baseURL);
  const properties = [];
  try {
    for (let index = 0; index < 12; index++) properties.push(await createProperty(api, owner.id, 'Paging'));
  } finally {
    await api.dispose();
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, { username: owner.email, portal: 'residential' });
  await expect(page).toHaveURL('/owner/dashboard');
  await expect(page.getByText(`Welcome, ${owner.name}.`)).toBeVisible();
  const { table, pager } = await expectTwelvePropertiesOnTwoPages(page);
  await pager.getByRole('button', { name: /Rows per page/ }).click();
  await expect(page.getByRole('option')).toHaveText(['5', '10', '15', '20']);
  await page.getByRole('option', { name: '20', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(13);
  // Only this owner's: none of the demo owners' properties.
  await expect(table.getByText('RM0011')).toHaveCount(0);
  await expect(table.getByText('RM0021')).toHaveCount(0);
  const first = properties[0] as { id: number; rmNumber: string };
  await table.getByRole('link', { name: first.rmNumber }).click();
  await expect(page).toHaveURL(`/owner/property/${first.id}`);
  await context.close();
});
