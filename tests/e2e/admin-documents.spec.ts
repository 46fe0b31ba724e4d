// The administrator's rental documents (rental spec 2.3, 4, 5, 8, 9): the Upload Documents form for a property and
// for an owner (record first, then the PDF), the spec's messages, edit of title and type, permanent delete, and the
// owner seeing their documents.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import {
  createDocument,
  createOwner,
  createOwnerWithListedProperty,
  onePagePdf,
  test,
} from './support/rentalRecords.ts';
import { narrowTable } from './support/tableSearch.ts';
import { uniqueName } from './support/unique.ts';

test.use({ storageState: storageStateOf(accounts.admin) });

/** Chooses a PDF through the drop zone's Choose file button (the browser's file picker). */
async function choosePdf(page: Page, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: onePagePdf(name) });
}

/** Types into a combo box key by key, as a user does, then picks the option. */
async function pickOption(page: Page, combobox: string, typed: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: combobox }).pressSequentially(typed);
  await page.getByRole('option', { name: option }).click();
}

async function chooseType(page: Page, type: string) {
  await page.getByRole('button', { name: /Document Type/ }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
}

test('uploading a document for a property and one for an owner, then editing and deleting one', async ({
  page,
  adminApi: api,
}) => {
  const { owner, property } = await createOwnerWithListedProperty(api);

  await page.goto('/admin/document');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Property' })).toBeChecked();
  // Nothing chosen: the spec's messages.
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('Please select a property')).toBeVisible();
  await expect(page.getByText('Please select a document type')).toBeVisible();
  await expect(page.getByText('Please select a file!')).toBeVisible();

  // A property upload offers the property types only (spec 9).
  await page.getByRole('button', { name: /Document Type/ }).click();
  await expect(page.getByRole('option', { name: 'Lease Agreement' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Financial Statements' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Correspondence' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The list is gone and focus is back on its button before the next field is used.
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await pickOption(page, 'Property', property.rmNumber, new RegExp(property.rmNumber));
  await chooseType(page, 'Lease Agreement');
  await choosePdf(page, 'lease-2026.pdf');
  // The file name defaults to the file's own name.
  await expect(page.getByRole('textbox', { name: 'File Name' })).toHaveValue('lease-2026.pdf');
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page).toHaveURL(`/admin/property/${property.id}`);
  await expect(page.getByText('Document Uploaded Successfully')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Documents' })).toContainText('lease-2026.pdf');

  await page.goto('/admin/document');
  // The radio's label is what a pointer user clicks (the input itself is visually hidden).
  await page.getByRole('radiogroup', { name: 'Document For' }).getByText('Owner').click();
  await expect(page.getByRole('radio', { name: 'Owner' })).toBeChecked();
  await page.getByRole('button', { name: /Document Type/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Correspondence', 'Financial Statements']);
  await page.keyboard.press('Escape');
  // The list is gone and focus is back on its button before the next field is used.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('Please select a owner')).toBeVisible();
  await pickOption(page, 'Owner', owner.name, new RegExp(owner.name));
  await chooseType(page, 'Financial Statements');
  await choosePdf(page, 'statement.pdf');
  const title = uniqueName('Owner statement');
  await page.getByRole('textbox', { name: 'File Name' }).fill(title);
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page).toHaveURL(`/admin/owner/${owner.id}`);
  const documents = page.getByRole('grid', { name: 'Documents' });
  await expect(documents).toContainText(title);
  await expect(documents).toContainText('Financial Statements');

  // Edit the owner's document: title and type.
  await documents.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/utils\/editDocument\/\d+$/);
  const renamed = `${title} (revised)`;
  await page.getByRole('textbox', { name: 'Title' }).fill(renamed);
  await chooseType(page, 'Correspondence');
  await page.getByRole('button', { name: 'Save Document' }).click();
  await expect(page).toHaveURL(`/admin/owner/${owner.id}`);
  await expect(documents).toContainText(renamed);
  await expect(documents).toContainText('Correspondence');

  // Delete it for good, after the confirmation.
  await documents.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete document' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Document deleted.')).toBeVisible();
  await expect(documents).not.toContainText(renamed);
  await expect(documents).toContainText('No documents yet.');
});

test('a file the server refuses: "Error submitting form. " and its message, and no record left behind', async ({
  page,
  adminApi: api,
}) => {
  const owner = await createOwner(api);
  await page.goto(`/admin/document?documentFor=owner&ownerId=${owner.id}`);
  await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveValue(owner.name);
  await chooseType(page, 'Correspondence');
  // Named like a PDF, but not one: the server checks the content.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Dear owner'),
  });
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error submitting form.' })).toHaveText(
    'Error submitting form. Only PDF files can be uploaded.',
  );
  await expect(page).toHaveURL(/\/admin\/document/);
  const documents = await api.get(`documents/owner/${owner.userId}/all`);
  expect(await documents.json()).toEqual([]);
});

test('a document opens in the PDF viewer from the owner page', async ({ page, adminApi: api }) => {
  const owner = await createOwner(api);
  const title = uniqueName('Annual statement');
  await createDocument(api, { ownerId: owner.id }, title);
  await page.goto(`/admin/owner/${owner.id}`);
  await page.getByRole('button', { name: `View ${title}` }).click();
  const viewer = page.getByRole('dialog', { name: title });
  await expect(viewer.getByText('Page 1 of 1', { exact: true })).toBeVisible();
  await viewer.getByRole('button', { name: `Close ${title}` }).click();
  await expect(viewer).toHaveCount(0);
});

/** The seeded owner Margaret Chen (account "owner") and her first property, RM0011. */
async function margaretAndHerProperty(api: APIRequestContext) {
  const owners = (await (await api.get('ownerProfile')).json()) as { id: number; email: string }[];
  const margaret = owners.find((owner) => owner.email === 'margaret.chen@example.ca');
  const properties = (await (await api.get('property')).json()) as { id: number; rmNumber: string }[];
  const property = properties.find((candidate) => candidate.rmNumber === 'RM0011');
  if (!margaret || !property) throw new Error('The seeded owner Margaret Chen or RM0011 is missing');
  return { margaret, property };
}

test('the owner sees the documents filed for their property, read only', async ({
  browser,
  adminApi: api,
}) => {
  const { property } = await margaretAndHerProperty(api);
  const title = uniqueName('Inspection for Margaret');
  await createDocument(api, { propertyId: property.id }, title);

  const context = await browser.newContext({ storageState: storageStateOf(accounts.owner) });
  const page = await context.newPage();
  await page.goto(`/owner/property/${property.id}`);
  const documents = page.getByRole('grid', { name: 'Documents' });
  await expect(documents).toContainText(title);
  await expect(documents.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(documents.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  // A list without actions (rental spec 2.4): no Action column; the document's title opens it in the viewer, whose
  // Download button downloads it.
  await expect(documents.getByRole('columnheader', { name: 'Action' })).toHaveCount(0);
  await documents.getByRole('button', { name: `View ${title}` }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('dialog', { name: title }).getByRole('link', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await context.close();
});

test('the owner sees the documents filed for them on their dashboard', async ({ browser, adminApi: api }) => {
  const { margaret } = await margaretAndHerProperty(api);
  const title = uniqueName('Statement for Margaret');
  await createDocument(api, { ownerId: margaret.id }, title);

  const context = await browser.newContext({ storageState: storageStateOf(accounts.owner) });
  const page = await context.newPage();
  await page.goto('/owner/dashboard');
  // Other tests file documents for Margaret too: find this one by its title.
  await narrowTable(page, page.getByRole('grid', { name: 'Documents' }), 'Filter documents', title);
  await context.close();
});
