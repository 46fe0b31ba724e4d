// The property administrator (a building login) on the seeded data (strata spec 2 and 6): the dashboard shows its own
// building (found by its own user id), agent, onsite staff and documents by category, and nothing of another
// building; another building's records are out of reach (not found in the portal, 404 from the API).
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiAs } from './support/rentalRecords.ts';

let eps: { buildingId: number; documentId: number; loginId: number };

test.beforeAll(async ({ baseURL }) => {
  const admin = await apiAs(accounts.strataadmin, baseURL);
  const buildings = (await (await admin.get('strataProperty')).json()) as {
    id: number;
    buildingName: string;
  }[];
  const building = buildings.find((candidate) => candidate.buildingName === 'Edmonds Park Square');
  if (!building) throw new Error('No Edmonds Park Square');
  const record = (await (await admin.get(`strataProperty/${building.id}`)).json()) as {
    propertyAdminId: number;
  };
  const documents = (await (await admin.get(`strataDocuments/property/${building.id}`)).json()) as {
    id: number;
    title: string;
  }[];
  const notice = documents.find((document) => document.title === 'Elevator Maintenance Notice');
  if (!notice) throw new Error('No Elevator Maintenance Notice');
  eps = { buildingId: building.id, documentId: notice.id, loginId: record.propertyAdminId };
  await admin.dispose();
});

test.describe('BCS1234 (login of Bayshore Commons)', () => {
  test.use({ storageState: storageStateOf(accounts.BCS1234) });

  test('the dashboard shows only its own building, agent, staff and documents', async ({ page }) => {
    await page.goto('/propertyAdmin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Strata Owner Dashboard' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Bayshore Commons (BCS1234), 1650 Bayshore Drive')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Strata Agent' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Building Manager: Greg Patterson' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Concierge: Ana Ramos' })).toBeVisible();
    await expect(main.getByText(/Edmonds Park Square|EPS5678|Tariq Hassan|Lucy Wong/)).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'View Elevator Maintenance Notice' })).toHaveCount(0);
    // Documents grouped by category, each category a disclosure with its count.
    const documents = main.getByRole('region', { name: 'Building documents' });
    await expect(documents.getByRole('button', { name: /^Bylaws \d+ documents?$/ })).toBeVisible();
    const bylaws = documents.getByRole('link', { name: 'View Consolidated Bylaws' });
    await expect(bylaws).toHaveAttribute('href', /^\/propertyAdmin\/document\/view\/\d+$/);
    await expectNoAxeViolations(page);
    await bylaws.click();
    await expect(page).toHaveURL(/\/propertyAdmin\/document\/view\/\d+$/);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });

  test("Edmonds Park Square's records are not found", async ({ page, baseURL }) => {
    await page.goto(`/propertyAdmin/document/view/${eps.documentId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Elevator Maintenance Notice')).toHaveCount(0);

    const api = await apiAs(accounts.BCS1234, baseURL);
    for (const path of [
      `strataProperty/${eps.buildingId}`,
      `strataPropertyStaff/property/${eps.buildingId}`,
      `strataDocuments/property/${eps.buildingId}`,
      `strataDocuments/${eps.documentId}`,
    ]) {
      expect((await api.get(path)).status(), path).toBe(404);
    }
    // Its building is found by its own user id only.
    expect([403, 404]).toContain((await api.get(`strataProperty/propertyAdmin/${eps.loginId}`)).status());
    await api.dispose();
  });
});

test.describe('EPS5678 (login of Edmonds Park Square)', () => {
  test.use({ storageState: storageStateOf(accounts.EPS5678) });

  test('the dashboard shows Edmonds Park Square', async ({ page }) => {
    await page.goto('/propertyAdmin/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByText('Edmonds Park Square (EPS5678), 7388 Kingsway')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Building Supervisor: Tariq Hassan' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'View Elevator Maintenance Notice' })).toBeVisible();
    await expect(main.getByText(/Bayshore Commons|Greg Patterson/)).toHaveCount(0);
  });
});
