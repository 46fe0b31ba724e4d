// Steps on the strata building page that several suites take: a building of the test's own opened on its page, and
// the two-step Add Strata Unit modal.
import { expect, type Locator, type Page } from '@playwright/test';
import { createBuilding, type TestBuilding } from './buildingRecords.ts';

/** A building of the test's own, open on its page. */
export async function openNewBuilding(page: Page, baseURL: string | undefined): Promise<TestBuilding> {
  const building = await createBuilding(baseURL);
  await page.goto(`/strataAdmin/property/${building.id}`);
  await expect(page.getByRole('heading', { level: 1, name: building.buildingName })).toBeVisible();
  return building;
}

/** Step 1 of Add Strata Unit in the modal, sent; answers the dialog. */
export async function addUnitStep1(page: Page, unitNumber: string, lotNumber: string, unitLocation = '') {
  await page.getByRole('button', { name: 'Add Strata Unit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Strata Unit' });
  await dialog.getByRole('textbox', { name: 'Unit Number' }).fill(unitNumber);
  await dialog.getByRole('textbox', { name: 'Lot Number' }).fill(lotNumber);
  if (unitLocation) await dialog.getByRole('textbox', { name: 'Unit Location' }).fill(unitLocation);
  await dialog.getByRole('button', { name: 'Create Unit' }).click();
  return dialog;
}

/** Step 1 of Add Strata Unit, accepted: the modal moves on to the owner and invitation. */
export async function addUnit(page: Page, unitNumber: string, lotNumber: string, unitLocation = '') {
  const dialog = await addUnitStep1(page, unitNumber, lotNumber, unitLocation);
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 2: Owner and Invitation' })).toBeVisible();
  return dialog;
}

/** Closes Add Strata Unit at step 2, answering that the unit stays without an owner for now. */
export async function closeWithoutOwner(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('alertdialog', { name: 'Close without an owner?' })
    .getByRole('button', { name: 'Close Without Owner' })
    .click();
  await expect(dialog).toBeHidden();
}
