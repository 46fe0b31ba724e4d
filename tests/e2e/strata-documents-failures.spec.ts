// Failures of the strata document screens (strata spec 8): the server answers 500 to one call; the screen shows the
// spec's message for it. Archived documents (building and unit): "Could Not Load Docs." for the list, "Could not load
// categories." for its types; the edit page: "Error uploading file." when the replacement PDF is refused after the
// title was saved; the viewer: "Error loading documents" when the PDF cannot be read.
import { expect, type Page, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiPath, failGets } from './support/failGets.ts';
import { apiAs, buildingId, createPropertyDocument, onePagePdf, unitOf } from './support/strataRecords.ts';
import { uniqueName } from './support/unique.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

/** The spec's toast and the page's heading both say `message`. */
async function expectLoadFailure(page: Page, message: string) {
  await expect(page.getByRole('alertdialog', { name: message })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
}

let building: number;
let unit: number;
test.beforeAll(async ({ baseURL }) => {
  const api = await apiAs(accounts.strataadmin, baseURL);
  try {
    building = await buildingId(api, 'Lonsdale Quay Terraces');
    unit = await unitOf(api, 'Bayshore Commons', '101');
  } finally {
    await api.dispose();
  }
});

test('archived building documents fail: "Could Not Load Docs.", axe, Try again shows the page', async ({
  page,
}) => {
  const recover = await failGets(page, apiPath(`/strataDocuments/property/${building}`));
  await page.goto(`/strataAdmin/property/archived/${building}`);
  await expectLoadFailure(page, 'Could Not Load Docs.');
  await expectNoAxeViolations(page);
  await recover();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archived Documents' })).toBeVisible();
});

test('archived building documents’ types fail: "Could not load categories."', async ({ page }) => {
  await failGets(page, apiPath('/strataDocumentCategories/all'));
  await page.goto(`/strataAdmin/property/archived/${building}`);
  await expectLoadFailure(page, 'Could not load categories.');
});

test('archived unit documents fail: "Could Not Load Docs."', async ({ page }) => {
  await failGets(page, apiPath(`/strataUnitDocument/strataUnit/${unit}`));
  await page.goto(`/strataAdmin/documents/archived/strataUnit/${unit}`);
  await expectLoadFailure(page, 'Could Not Load Docs.');
});

test('the replacement PDF is refused: "Error uploading file.", the new title is kept', async ({
  page,
  baseURL,
}) => {
  const api = await apiAs(accounts.strataadmin, baseURL);
  const title = uniqueName('Fire Drill');
  const id = await createPropertyDocument(api, building, title);
  await page.route(apiPath(`/strataDocuments/upload/${id}`), (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Disk full"}' })
      : route.fallback(),
  );
  await page.goto(`/strataAdmin/document/edit/${id}`);
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title} revised`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Choose file/ }).click();
  await (await chooser).setFiles({
    name: 'drill.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('drill'),
  });
  await page.getByRole('button', { name: 'Update Document' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error uploading file.' })).toBeVisible();
  await expect(page.getByText(`Error updating document: ${title}`)).toHaveCount(0);
  const saved = (await (await api.get(`strataDocuments/${id}`)).json()) as { title: string };
  expect(saved.title).toBe(`${title} revised`);
  await api.dispose();
});

test('the viewer’s PDF cannot be read: "Error loading documents"', async ({ page, baseURL }) => {
  const api = await apiAs(accounts.strataadmin, baseURL);
  const title = uniqueName('Pool Hours');
  const id = await createPropertyDocument(api, building, title);
  await api.dispose();
  await failGets(page, apiPath(`/strataDocuments/${id}/file`));
  await page.goto(`/strataAdmin/document/view/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Error loading documents')).toBeVisible();
});
