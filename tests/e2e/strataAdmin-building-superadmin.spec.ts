// A superAdmin in the strata admin area sees a building's units and a unit's users without the Action column (strata spec 2 and 6).
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { createBuilding, strataAdminApi } from './support/buildingRecords.ts';

test.use({ storageState: storageStateOf(accounts.superadminStrata) });

test('a superAdmin sees the units and unit users tables without the Action column', async ({
  page,
  baseURL,
}) => {
  const building = await createBuilding(baseURL);
  const admin = await strataAdminApi(baseURL);
  const unit = await admin.post('strataUnit', {
    data: { unitNumber: '12', lotNumber: '12', strataPropertyId: building.id },
  });
  expect(unit.status()).toBe(201);
  const unitId = ((await unit.json()) as { id: number }).id;
  await admin.dispose();
  await page.goto(`/strataAdmin/property/${building.id}`);
  const units = page.getByRole('grid', { name: 'Strata Units' });
  await expect(units.getByRole('link', { name: '12', exact: true })).toBeVisible();
  await expect(units.getByRole('columnheader', { name: 'Unit Number' })).toBeVisible();
  await expect(units.getByRole('columnheader', { name: 'Action' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit unit 12' })).toHaveCount(0);

  // Nor on the unit page's users table.
  await page.goto(`/strataAdmin/strataUnit/${unitId}`);
  const users = page.getByRole('grid', { name: 'Unit Users' });
  await expect(users.getByRole('columnheader', { name: 'Role' })).toBeVisible();
  await expect(users.getByRole('columnheader', { name: 'Action' })).toHaveCount(0);
});
