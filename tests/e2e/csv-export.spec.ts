// CSV export: every table of every role downloads a CSV of what it shows (each role's dashboard and the
// other pages with tables: archives, agents, users, a building's units, a unit's users and owners, a property's
// listings and documents, the unit owner's unit), and a cell a spreadsheet would run as a formula arrives
// neutralised (prefixed with an apostrophe) from a rental and a strata table.
import fs from 'node:fs';
import { type Download, expect, type Page, test } from '@playwright/test';
import { accounts, oneAccountPerRole, type SessionRole, storageStateOf } from './support/accounts.ts';
import { createBuilding, strataAdminApi } from './support/buildingRecords.ts';
import { apiAs, createOwner, createProperty } from './support/rentalRecords.ts';
import { buildingId, unitId } from './support/strataRecords.ts';
import { uniqueName, uniqueSuffix } from './support/unique.ts';

async function exported(page: Page, button: ReturnType<Page['getByRole']>): Promise<string[]> {
  const download: Promise<Download> = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  return fs
    .readFileSync(await file.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
}

// The building login's (propertyAdmin) home is its building's panels, without a table.
const withTables = (Object.entries(oneAccountPerRole) as [SessionRole, (typeof accounts)['admin']][]).filter(
  ([role]) => role !== 'propertyAdmin',
);

/** Clicks every Export CSV button of the page; each file has a header naming several columns; answers the rows. */
async function exportEveryTable(page: Page): Promise<number> {
  const buttons = page.getByRole('button', { name: /^Export CSV of / });
  await expect(buttons.first()).toBeVisible();
  // Every table has its rows: a table that renders them later moves the buttons under it, and a click aimed at a
  // button that has just moved lands elsewhere (once in a loaded run, the download never came).
  await expect(page.getByRole('progressbar', { name: /^Loading / })).toHaveCount(0);
  const count = await buttons.count();
  let rows = 0;
  for (let index = 0; index < count; index++) {
    const lines = await exported(page, buttons.nth(index));
    expect(lines[0]?.split(',').length ?? 0).toBeGreaterThan(1);
    rows += lines.length - 1;
  }
  return rows;
}

for (const [role, account] of withTables) {
  test.describe(`${role}'s dashboard`, () => {
    test.use({ storageState: storageStateOf(account) });

    test('every table exports its rows as CSV', async ({ page }) => {
      await page.goto(account.home);
      expect(await exportEveryTable(page)).toBeGreaterThan(0);
    });
  });
}

test.describe('a formula cell', () => {
  test.use({ storageState: storageStateOf(accounts.admin) });

  test('arrives neutralised in the properties export', async ({ page, baseURL }) => {
    const api = await apiAs(accounts.admin, baseURL);
    const label = `Fx${uniqueSuffix()}`;
    try {
      const owner = await createOwner(api, uniqueName('Formula Owner'));
      await createProperty(api, owner.id, label, {
        street: `-12 ${label} Street`,
        address: `-12 ${label} Street, Burnaby, BC V5H 2E2`,
      });
    } finally {
      await api.dispose();
    }
    // Searched from the URL: the dashboard may hold too few properties to show its filter.
    await page.goto(`/admin/dashboard?propertiesQ=${label}`);
    await expect(page.getByRole('searchbox', { name: 'Filter properties' })).toHaveValue(label);
    await expect(page.getByRole('navigation', { name: 'Properties pages' })).toContainText('1–1 of 1');
    const lines = await exported(page, page.getByRole('button', { name: 'Export CSV of properties' }));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`'-12 ${label} Street`);
    expect(lines[1]).not.toMatch(new RegExp(`,-12 ${label}`));
  });
});

/** The pages besides the dashboards that show tables, per role; ids are looked up from the seeded data. */
test.describe('the other pages with tables', () => {
  test.describe('admin', () => {
    test.use({ storageState: storageStateOf(accounts.admin) });

    test('archives, an owner (properties, documents) and a property (listings, documents) export', async ({
      page,
      baseURL,
    }) => {
      const api = await apiAs(accounts.admin, baseURL);
      const owners = (await (await api.get('ownerProfile')).json()) as { id: number; email: string }[];
      const margaret = owners.find((owner) => owner.email === 'margaret.chen@example.ca');
      if (!margaret) throw new Error('the seeded owner Margaret Chen is missing');
      const properties = (await (await api.get(`property/ownerlist/${margaret.id}`)).json()) as {
        id: number;
      }[];
      await api.dispose();
      for (const path of [
        '/admin/archive',
        `/admin/owner/${margaret.id}`,
        `/admin/property/${properties[0]?.id}`,
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await exportEveryTable(page), path).toBeGreaterThan(0);
      }
    });
  });

  test.describe('owner', () => {
    test.use({ storageState: storageStateOf(accounts.owner) });

    test("a property's listings and documents export, the owner's rows only", async ({ page }) => {
      await page.goto('/owner/dashboard');
      await page
        .getByRole('grid', { name: /Properties/ })
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(/\/owner\/property\/\d+$/);
      expect(await exportEveryTable(page)).toBeGreaterThan(0);
    });
  });

  test.describe('strataAdmin', () => {
    test.use({ storageState: storageStateOf(accounts.strataadmin) });

    test('agents, users, archives, a building and a unit export', async ({ page, baseURL }) => {
      // Eight pages and their exports: more than the default budget on a busy machine.
      test.slow();
      const api = await apiAs(accounts.strataadmin, baseURL);
      const building = await buildingId(api, 'Bayshore Commons');
      const unit = await unitId(api, building, '101');
      await api.dispose();
      for (const path of [
        '/strataAdmin/agent/list',
        '/strataAdmin/agent/archived',
        '/strataAdmin/user/list',
        '/strataAdmin/user/archived',
        '/strataAdmin/archived',
        `/strataAdmin/property/${building}`,
        `/strataAdmin/strataUnits/archived/property/${building}`,
        `/strataAdmin/strataUnit/${unit}`,
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const buttons = page.getByRole('button', { name: /^Export CSV of / });
        await expect(buttons.first(), path).toBeVisible();
        // Archives may be empty on a fresh server: their file is the header alone.
        const rows = await exportEveryTable(page);
        if (!path.includes('archived')) expect(rows, path).toBeGreaterThan(0);
      }
    });
  });

  test.describe('strataUnitOwner', () => {
    test.use({ storageState: storageStateOf(accounts.unitowner) });

    test("the unit's users and extra payments export", async ({ page, baseURL }) => {
      // Daniel Okafor (unitowner) is the primary user of Bayshore Commons 101.
      const api = await apiAs(accounts.strataadmin, baseURL);
      const unit = await unitId(api, await buildingId(api, 'Bayshore Commons'), '101');
      await api.dispose();
      await page.goto(`/strataUnitOwner/strataUnit/${unit}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await exportEveryTable(page)).toBeGreaterThan(0);
    });
  });
});

test.describe('a formula cell in a strata table', () => {
  test.use({ storageState: storageStateOf(accounts.strataadmin) });

  test("arrives neutralised in a building's units export", async ({ page, baseURL }) => {
    const building = await createBuilding(baseURL);
    const api = await strataAdminApi(baseURL);
    try {
      const created = await api.post('strataUnit', {
        data: { unitNumber: '707', lotNumber: '7', strataPropertyId: building.id },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const owner = await api.post('strataOwner', {
        data: {
          strataUnitId: id,
          nameOnTitle: '=HYPERLINK("http://example.com","Owner")',
          email: `formula.${building.strataPlanNumber.toLowerCase()}@example.ca`,
          addressLine1: '1 Harbour Way',
          city: 'Vancouver',
          stateOrProvince: 'BC',
          country: 'Canada',
          postalCode: 'V6G 3K2',
        },
      });
      expect(owner.status(), await owner.text()).toBe(201);
    } finally {
      await api.dispose();
    }
    await page.goto(`/strataAdmin/property/${building.id}`);
    await expect(page.getByRole('grid', { name: 'Strata Units' })).toContainText('=HYPERLINK');
    const lines = await exported(page, page.getByRole('button', { name: 'Export CSV of strata units' }));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://example.com"",""Owner"")"`);
    expect(lines[1]).not.toMatch(/,"?=HYPERLINK/);
  });
});
