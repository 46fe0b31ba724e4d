// The strata unit owner area on the seeded data, read only (strata spec 2 and 6): the dashboard's buildings and units,
// the building page, the unit page as its primary user (unitowner) and as a secondary user (unitowner2), and the
// records of other buildings and units out of reach (not found). Flows that change data are in
// unitOwner-payments.spec.ts, on units of their own.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiAs } from './support/rentalRecords.ts';

interface Ids {
  bcs: number;
  eps: number;
  bcs101: number;
  eps305: number;
}

let ids: Ids;

test.beforeAll(async ({ baseURL }) => {
  const admin = await apiAs(accounts.strataadmin, baseURL);
  const buildings = (await (await admin.get('strataProperty')).json()) as {
    id: number;
    buildingName: string;
  }[];
  const buildingId = (name: string) => {
    const found = buildings.find((building) => building.buildingName === name);
    if (!found) throw new Error(`No building ${name}`);
    return found.id;
  };
  const unitIdOf = async (building: number, unitNumber: string) => {
    const units = (await (
      await admin.get(`strataUnit/strataProperty/${building}?archived=false`)
    ).json()) as {
      id: number;
      unitNumber: string;
    }[];
    const found = units.find((unit) => unit.unitNumber === unitNumber);
    if (!found) throw new Error(`No unit ${unitNumber}`);
    return found.id;
  };
  const bcs = buildingId('Bayshore Commons');
  const eps = buildingId('Edmonds Park Square');
  ids = { bcs, eps, bcs101: await unitIdOf(bcs, '101'), eps305: await unitIdOf(eps, '305') };
  await admin.dispose();
});

test.describe('unitowner (primary user of unit 101)', () => {
  test.use({ storageState: storageStateOf(accounts.unitowner) });

  test('the dashboard lists their building and unit, each a link', async ({ page }) => {
    await page.goto('/strataUnitOwner/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Strata Unit Owner Dashboard' })).toBeVisible();
    const properties = page.getByRole('grid', { name: 'My properties' });
    await expect(properties.getByRole('link', { name: 'Bayshore Commons' })).toHaveAttribute(
      'href',
      `/strataUnitOwner/strataProperty/${ids.bcs}`,
    );
    await expect(properties.getByRole('row').filter({ hasText: /Bayshore Commons/ })).toContainText(
      'BCS1234',
    );
    await expect(properties.getByText('Edmonds Park Square')).toHaveCount(0);
    const units = page.getByRole('grid', { name: 'My units' });
    const unit101 = units.getByRole('row').filter({ hasText: /Unit 101\s*Bayshore Commons/ });
    await expect(unit101).toContainText('Current Primary User');
    await expect(unit101.getByRole('link', { name: 'Unit 101' })).toHaveAttribute(
      'href',
      `/strataUnitOwner/strataUnit/${ids.bcs101}`,
    );
    await expectNoAxeViolations(page);
  });

  test('the building page shows the building, agent, staff and documents', async ({ page }) => {
    await page.goto('/strataUnitOwner/dashboard');
    await page
      .getByRole('grid', { name: 'My properties' })
      .getByRole('link', { name: 'Bayshore Commons' })
      .click();
    await expect(page).toHaveURL(`/strataUnitOwner/strataProperty/${ids.bcs}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bayshore Commons' })).toBeVisible();
    await expect(page.getByText('1650 Bayshore Drive, Vancouver, BC V6G 3K2').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Strata Agent' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Building Manager: Greg Patterson' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Concierge: Ana Ramos' })).toBeVisible();
    await expect(page.getByText('Tariq Hassan')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Unit 101' })).toHaveAttribute(
      'href',
      `/strataUnitOwner/strataUnit/${ids.bcs101}?from=/strataUnitOwner/strataProperty/${ids.bcs}`,
    );
    const bylaws = page.getByRole('link', { name: 'View Consolidated Bylaws' });
    await expect(bylaws).toHaveAttribute('href', /^\/strataUnitOwner\/document\/view\/\d+$/);
    await expectNoAxeViolations(page);
    await bylaws.click();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });

  test('the unit page shows the primary user the unit, building and payment panels and their buttons', async ({
    page,
  }) => {
    await page.goto(`/strataUnitOwner/strataUnit/${ids.bcs101}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unit 101' })).toBeVisible();
    for (const panel of ['Unit', 'Building', 'Payments', 'Users', 'Documents']) {
      await expect(page.getByRole('heading', { level: 2, name: panel, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/^(Active|Starts \d{4}-\d{2}-01) \(Royal Bank of Canada\)$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete PAD' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Monthly Payment' })).toHaveAttribute(
      'href',
      `/strataUnitOwner/monthlyPayment/replace/strataUnit/${ids.bcs101}`,
    );
    await expect(page.getByRole('link', { name: 'Extra Payments' })).toHaveAttribute(
      'href',
      `/strataUnitOwner/forms/extraPayments/${ids.bcs101}`,
    );
    await expect(page.getByRole('button', { name: 'Change of Address' })).toBeVisible();
    const extra = page.getByRole('grid', { name: 'Extra payments' });
    await expect(extra.getByRole('row').filter({ hasText: /\$1,200\.00 on 2027-01-01/ })).toContainText(
      'Pending',
    );
    const users = page.getByRole('grid', { name: 'Unit users' });
    await expect(users.getByRole('row').filter({ hasText: /unitowner2/ })).toContainText(
      'Current Secondary User',
    );
    await expect(page.getByRole('link', { name: 'View Move-in Inspection' })).toHaveAttribute(
      'href',
      /^\/strataUnitOwner\/document\/view\/\d+\?kind=unit$/,
    );
    await expectNoAxeViolations(page);
  });

  test("other buildings' and units' pages are not found", async ({ page }) => {
    await page.goto(`/strataUnitOwner/strataProperty/${ids.eps}`);
    await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
    await expect(page.getByText('Mark Bellamy')).toHaveCount(0);
    await page.goto(`/strataUnitOwner/strataUnit/${ids.eps305}`);
    await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
    await page.goto(`/strataUnitOwner/forms/extraPayments/${ids.eps305}`);
    await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  });
});

test.describe('unitowner2 (secondary user of unit 101, primary of 305)', () => {
  test.use({ storageState: storageStateOf(accounts.unitowner2) });

  test('the dashboard lists both units with their roles', async ({ page }) => {
    await page.goto('/strataUnitOwner/dashboard');
    const units = page.getByRole('grid', { name: 'My units' });
    await expect(units.getByRole('row').filter({ hasText: /Unit 101\s*Bayshore Commons/ })).toContainText(
      'Current Secondary User',
    );
    await expect(units.getByRole('row').filter({ hasText: /Unit 305\s*Edmonds Park Square/ })).toContainText(
      'Current Primary User',
    );
    const properties = page.getByRole('grid', { name: 'My properties' });
    await expect(properties.getByRole('link', { name: 'Bayshore Commons' })).toBeVisible();
    await expect(properties.getByRole('link', { name: 'Edmonds Park Square' })).toBeVisible();
  });

  test('unit 101 shows only the users list', async ({ page }) => {
    await page.goto(`/strataUnitOwner/strataUnit/${ids.bcs101}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unit 101' })).toBeVisible();
    const users = page.getByRole('grid', { name: 'Unit users' });
    await expect(users.getByRole('row').filter({ hasText: /unitowner2/ })).toContainText(
      'Current Secondary User',
    );
    await expect(users.getByRole('row', { name: 'unitowner', exact: true })).toContainText(
      'Current Primary User',
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Users']);
    for (const name of ['PAD', 'Delete PAD', 'Monthly Payment', 'Extra Payments', 'Change of Address']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByText('Royal Bank of Canada')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("unit 101's payment forms are not found for a secondary user", async ({ page }) => {
    await page.goto(`/strataUnitOwner/forms/extraPayments/${ids.bcs101}`);
    await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
    // Told why, with a way back to the unit and to their dashboard, in their own frame.
    await expect(
      page.getByText('This page is for the unit’s primary user only.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back To Unit' })).toHaveAttribute(
      'href',
      `/strataUnitOwner/strataUnit/${ids.bcs101}`,
    );
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/strataUnitOwner/dashboard',
    );
    await expect(page.getByRole('link', { name: 'Go to the login page' })).toHaveCount(0);
    await page.goto(`/strataUnitOwner/monthlyPayment/replace/strataUnit/${ids.bcs101}`);
    await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
    await page.goto(`/strataUnitOwner/pad/create/1?unitId=${ids.bcs101}`);
    await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  });
});
