// Load failures of the strata administrator's screens (strata spec 8): the server answers 500 to one call a screen
// needs; the screen toasts the spec's message for what failed (not one message for all) and shows it as the page's
// heading with a retry, which loads the screen once the server answers again. An unknown id is still the not-found
// page. axe runs on a failed state, toast included.
import { expect, type Page, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createBuilding } from './support/buildingRecords.ts';
import { apiPath, failGets as failGetsOf } from './support/failGets.ts';
import { apiAs, unitOf } from './support/strataRecords.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

/** Makes every GET of the API path `path` (any query) fail with a 500 until the returned function is called. */
const failGets = (page: Page, path: string) => failGetsOf(page, apiPath(path));

/** The spec's toast and the page's heading both say `message`. */
async function expectLoadFailure(page: Page, message: string) {
  await expect(page.getByRole('alertdialog', { name: message })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
}

test.describe('building page /strataAdmin/property/{id}', () => {
  /** One list failed: its toast and its panel say so; the rest of the building page is there. */
  async function expectPanelFailure(page: Page, buildingName: string, message: string) {
    await expect(page.getByRole('alertdialog', { name: message })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: buildingName })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Building Details' })).toBeVisible();
  }

  test('the units fail: only the units panel says "Could not load Strata Units.", axe, Try again loads them', async ({
    page,
    baseURL,
  }) => {
    const building = await createBuilding(baseURL);
    const recover = await failGets(page, `/strataUnit/strataProperty/${building.id}`);
    await page.goto(`/strataAdmin/property/${building.id}`);
    await expectPanelFailure(page, building.buildingName, 'Could not load Strata Units.');
    await expect(page.getByRole('heading', { name: 'Could not load property.' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Onsite Staff' })).toContainText('No onsite staff yet.');
    await expectNoAxeViolations(page);

    await recover();
    await page
      .getByRole('region', { name: 'Strata Units' })
      .getByRole('button', { name: 'Try again' })
      .click();
    await expect(page.getByRole('grid', { name: 'Strata Units' })).toContainText('No strata units yet.');
  });

  for (const [list, path, message] of [
    ['staff', (id: number) => `/strataPropertyStaff/property/${id}`, 'Could not load staff.'],
    ['documents', (id: number) => `/strataDocuments/property/${id}`, 'Could not load Documents.'],
    ['categories', () => '/strataDocumentCategories/all', 'Could not load categories.'],
  ] as const) {
    test(`the ${list} fail: "${message}" in that panel only`, async ({ page, baseURL }) => {
      const building = await createBuilding(baseURL);
      await failGets(page, path(building.id));
      await page.goto(`/strataAdmin/property/${building.id}`);
      await expectPanelFailure(page, building.buildingName, message);
      await expect(page.getByRole('grid', { name: 'Strata Units' })).toBeVisible();
    });
  }

  test('the building itself fails: "Could not load property." for the page', async ({ page, baseURL }) => {
    const building = await createBuilding(baseURL);
    await failGets(page, `/strataProperty/${building.id}`);
    await page.goto(`/strataAdmin/property/${building.id}`);
    await expectLoadFailure(page, 'Could not load property.');
  });

  test('an unknown building is still the not-found page', async ({ page }) => {
    await page.goto('/strataAdmin/property/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('server-paged tables: the failure in the table, Try again under it loads the page', () => {
  for (const [screen, path, api, table, message] of [
    [
      'dashboard',
      '/strataAdmin/dashboard',
      '/strataProperty',
      'Strata Properties',
      'Could Not Load Properties.',
    ],
    ['agents', '/strataAdmin/agent/list', '/strataAgent', 'Strata Agents', 'Could Not Load Agents.'],
    ['users', '/strataAdmin/user/list', '/user/userAndProperty', 'Strata Users', 'Could Not Load Users.'],
  ] as const) {
    test(`${screen}: "${message}" in the ${table} table, Try again loads its rows`, async ({ page }) => {
      const recover = await failGets(page, api);
      await page.goto(path);
      await expect(page.getByRole('alertdialog', { name: message })).toBeVisible();
      const grid = page.getByRole('grid', { name: table });
      await expect(grid.getByRole('alert')).toHaveText(message);
      await expectNoAxeViolations(page);

      await recover();
      await page.getByRole('button', { name: `Try again: ${table}` }).click();
      await expect(grid.getByRole('alert')).toHaveCount(0);
      await expect(grid.getByRole('row')).not.toHaveCount(1);
      await expect(page.getByRole('button', { name: `Try again: ${table}` })).toHaveCount(0);
    });
  }
});

test.describe('edit property /strataAdmin/edit/{id}', () => {
  test('the agents fail: "Could not load Strata Agents.", Try again loads the form', async ({
    page,
    baseURL,
  }) => {
    const building = await createBuilding(baseURL);
    const recover = await failGets(page, '/strataAgent');
    await page.goto(`/strataAdmin/edit/${building.id}`);
    await expectLoadFailure(page, 'Could not load Strata Agents.');
    await expect(page.getByRole('heading', { name: 'Could not load property.' })).toHaveCount(0);

    await recover();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('textbox', { name: /^Building Name/ })).toHaveValue(building.buildingName);
  });

  test('the building fails: "Could not load property."', async ({ page, baseURL }) => {
    const building = await createBuilding(baseURL);
    await failGets(page, `/strataProperty/${building.id}`);
    await page.goto(`/strataAdmin/edit/${building.id}`);
    await expectLoadFailure(page, 'Could not load property.');
  });
});

test.describe('unit page /strataAdmin/strataUnit/{id}', () => {
  let unitId: number;
  test.beforeAll(async ({ baseURL }) => {
    const api = await apiAs(accounts.strataadmin, baseURL);
    try {
      unitId = await unitOf(api, 'Bayshore Commons', '101');
    } finally {
      await api.dispose();
    }
  });

  for (const [list, path, message] of [
    ['unit', (id: number) => `/strataUnit/${id}`, 'Could Not Load Strata Unit.'],
    ['documents', (id: number) => `/strataUnitDocument/strataUnit/${id}`, 'Could not load Documents.'],
    ['categories', () => '/strataUnitDocumentCategory', 'Could not load categories.'],
  ] as const) {
    test(`the ${list} fail: "${message}"`, async ({ page }) => {
      const recover = await failGets(page, path(unitId));
      await page.goto(`/strataAdmin/strataUnit/${unitId}`);
      await expectLoadFailure(page, message);
      if (list !== 'documents') return;
      await recover();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('link', { name: 'Back To Building' })).toBeVisible();
    });
  }
});

test.describe('edit pages: the load failure with the spec inline error', () => {
  for (const [screen, path, api, toast, inline] of [
    [
      'agent',
      '/strataAdmin/agent/edit/1',
      /^\/api\/strataagent\/\d+$/i,
      'Could not load agent.',
      'Error retrieving agent.',
    ],
    [
      'user',
      '/strataAdmin/user/edit/1',
      /^\/api\/user\/\d+$/i,
      'Could Not Load Users.',
      'Error retrieving user',
    ],
  ] as const) {
    test(`the ${screen} fails to load: "${toast}" and "${inline}"`, async ({ page }) => {
      await failGetsOf(page, (url) => api.test(url.pathname));
      await page.goto(path);
      await expectLoadFailure(page, toast);
      await expect(page.getByRole('alert').filter({ hasText: inline })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
