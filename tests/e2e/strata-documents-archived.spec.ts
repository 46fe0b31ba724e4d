// Archived strata documents (strata spec 2, 4, 8): a building's archived documents restored, viewed, downloaded and
// deleted, each confirmed; a unit's archived documents grouped by category with the link to the unit. axe on both.
import { expect } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  buildingId,
  createPropertyDocument,
  expectFirstPdfPage,
  propertyDocumentId,
  test,
  unitDocumentId,
  unitOf,
} from './support/strataRecords.ts';
import { uniqueName } from './support/unique.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

test('a building document archived on the building page is viewed, downloaded, restored and deleted after confirmation', async ({
  page,
  strataApi: api,
}) => {
  test.slow();
  const building = await buildingId(api, 'Lonsdale Quay Terraces');
  const kept = uniqueName('Old Notice');
  const removed = uniqueName('Stale Notice');
  await createPropertyDocument(api, building, kept);
  const removedId = await createPropertyDocument(api, building, removed);
  expect((await api.put(`strataDocuments/archive/${removedId}`)).status()).toBe(200);

  // Archived from the building page (confirmed), then found on its Archived Documents page.
  await page.goto(`/strataAdmin/property/${building}`);
  await page.getByRole('button', { name: `Archive ${kept}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('button', { name: `Archive ${kept}` })).toHaveCount(0);
  await expect(page.getByRole('alertdialog', { name: `${kept} archived.` })).toBeVisible();
  await page.goto(`/strataAdmin/property/archived/${building}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Archived Documents' })).toBeVisible();
  await expect(page.getByText('Lonsdale Quay Terraces (LMS9012)')).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${kept}` }).click();
  expect((await download).suggestedFilename()).toBe(`${kept}.pdf`);

  await page.getByRole('link', { name: `View ${kept}` }).click();
  await expectFirstPdfPage(page);
  await page.goBack();

  await page.getByRole('button', { name: `Restore ${kept}` }).click();
  const restore = page.getByRole('alertdialog', { name: `Restore ${kept}` });
  await expect(restore).toContainText('Are you sure you want to restore this?Owners see it again.');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('button', { name: `Restore ${kept}` })).toHaveCount(0);
  await expect(page.getByRole('alertdialog', { name: `${kept} restored.` })).toBeVisible();
  await propertyDocumentId(api, building, kept);

  await page.getByRole('button', { name: `Delete ${removed}` }).click();
  const remove = page.getByRole('alertdialog').filter({ hasText: 'This cannot be undone.' });
  await expect(remove).toContainText('This cannot be undone.');
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: `Delete ${removed}` })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${removed}` }).click();
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: `Delete ${removed}` })).toHaveCount(0);
  await expect(propertyDocumentId(api, building, removed, true)).rejects.toThrow();
});

test("a unit's archived documents are grouped by category with a link to the unit", async ({
  page,
  strataApi: api,
}) => {
  const unit = await unitOf(api, 'Bayshore Commons', '101');
  await unitDocumentId(api, unit, 'Noise Complaint Response 2025', true);

  await page.goto(`/strataAdmin/documents/archived/strataUnit/${unit}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Archived Unit Documents' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Correspondence/ })).toBeVisible();
  await expect(page.getByText('Noise Complaint Response 2025')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back To Unit 101' })).toHaveAttribute(
    'href',
    `/strataAdmin/strataUnit/${unit}`,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'View Noise Complaint Response 2025' }).click();
  await expect(page).toHaveURL(/\/strataAdmin\/document\/view\/\d+\?kind=unit$/);
  await expectFirstPdfPage(page);
});
