// Documents on the building and unit pages (strata spec 2, 4, 8): grouped by category, View to the viewer route
// (a unit document with ?kind=unit), Edit to the edit forms, Archive after a confirmation; a unit's Action column and
// a building's unknown id. Each test works on a building of its own.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createBuilding, createUnit, strataAdminApi, withStrataAdminApi } from './support/buildingRecords.ts';
import { confirmation } from './support/confirm.ts';
import { createPropertyDocument, onePagePdf } from './support/strataRecords.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

test('a building document is listed under its category, linked to the viewer and the edit form, and archived', async ({
  page,
  baseURL,
}) => {
  const building = await createBuilding(baseURL, 'Document Point');
  const documentId = await withStrataAdminApi(baseURL, (api) =>
    createPropertyDocument(api, building.id, 'Bylaws Consolidated'),
  );

  await page.goto(`/strataAdmin/property/${building.id}`);
  const documents = page.getByRole('region', { name: 'Building documents' });
  await expect(documents.getByText('Bylaws Consolidated')).toBeVisible();
  await expect(documents.getByRole('button', { name: /1 document$/ })).toBeVisible();
  await expect(documents.getByRole('link', { name: 'View Bylaws Consolidated' })).toHaveAttribute(
    'href',
    `/strataAdmin/document/view/${documentId}`,
  );
  await expect(documents.getByRole('link', { name: 'Edit Bylaws Consolidated' })).toHaveAttribute(
    'href',
    `/strataAdmin/document/edit/${documentId}`,
  );
  await expectNoAxeViolations(page);
  await documents.getByRole('button', { name: 'Archive Bylaws Consolidated' }).click();
  const confirm = confirmation(page);
  await expect(confirm).toHaveAccessibleName('Archive Bylaws Consolidated');
  await expect(confirm).toContainText('Are you sure you want to archive this?Owners no longer see it.');
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(documents.getByText('Bylaws Consolidated')).toHaveCount(0);
});

test('a unit document is listed on the unit page with View (kind=unit), Edit and Archive', async ({
  page,
  baseURL,
}) => {
  const building = await createBuilding(baseURL, 'Unit Papers');
  const api = await strataAdminApi(baseURL);
  const unitId = await createUnit(api, building.id, '33', '33');
  const categories = (await (await api.get('strataUnitDocumentCategory')).json()) as {
    id: number;
    name: string;
  }[];
  const category = categories[0];
  if (!category) throw new Error('No unit document category');
  const record = await api.post('strataUnitDocument', {
    data: { title: 'Move-in Inspection', strataUnitId: unitId, strataUnitDocumentCategoryId: category.id },
  });
  expect(record.status(), await record.text()).toBe(201);
  const documentId = ((await record.json()) as { id: number }).id;
  const upload = await api.put(`strataUnitDocument/upload/${documentId}`, {
    multipart: {
      file: { name: 'inspection.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Move-in Inspection') },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  await api.dispose();

  await page.goto(`/strataAdmin/strataUnit/${unitId}`);
  const documents = page.getByRole('region', { name: 'Unit documents' });
  await expect(documents.getByRole('button', { name: new RegExp(category.name) })).toBeVisible();
  await expect(documents.getByRole('link', { name: 'View Move-in Inspection' })).toHaveAttribute(
    'href',
    `/strataAdmin/document/view/${documentId}?kind=unit`,
  );
  await expect(documents.getByRole('link', { name: 'Edit Move-in Inspection' })).toHaveAttribute(
    'href',
    `/strataAdmin/strataUnitDocument/edit/${documentId}`,
  );
  await documents.getByRole('button', { name: 'Archive Move-in Inspection' }).click();
  await confirmation(page).getByRole('button', { name: 'Archive' }).click();
  await expect(documents.getByText('Move-in Inspection')).toHaveCount(0);
});

test('an unknown building or unit shows the not-found page', async ({ page }) => {
  await page.goto('/strataAdmin/property/987654');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await page.goto('/strataAdmin/strataUnit/987654');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});
