// Strata documents (strata spec 2, 5, 7, 8): upload to a building and to a unit (several PDFs), edit with a
// replacement PDF, and the PDF viewer of each role ("Page 1 of N"), including another building's document as not
// found. axe on each screen.
import { expect, type Page } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  buildingId,
  expectFirstPdfPage,
  onePagePdf,
  propertyDocumentId,
  test,
  unitDocumentId,
  unitId,
  unitOf,
} from './support/strataRecords.ts';
import { uniqueName } from './support/unique.ts';

async function choosePdfs(page: Page, names: string[], button: RegExp = /Choose file/) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(
    names.map((name) => ({ name, mimeType: 'application/pdf', buffer: onePagePdf(name) })),
  );
}

async function choose(page: Page, field: RegExp, option: string) {
  await page.getByRole('button', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('strata administrator', () => {
  test.use({ storageState: storageStateOf(accounts.strataadmin) });

  test('two PDFs uploaded to a building chosen on the page, then one edited with a replacement PDF', async ({
    page,
    strataApi: api,
  }) => {
    test.slow();
    const building = await buildingId(api, 'Lonsdale Quay Terraces');
    const title = uniqueName('Council Notice');

    await page.goto('/strataAdmin/document/upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(
      page.getByText('Error: Strata Property and Type of Document cannot be blank!').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await choose(page, /Strata Property/, 'Lonsdale Quay Terraces (LMS9012)');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await choose(page, /Type of Document/, 'Notices');
    await choosePdfs(page, ['elevator.pdf', 'parkade.pdf']);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page).toHaveURL(`/strataAdmin/property/${building}`);

    const first = await propertyDocumentId(api, building, `${title} - elevator`);
    await propertyDocumentId(api, building, `${title} - parkade`);

    await page.goto(`/strataAdmin/document/edit/${first}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Edit Strata Property Document' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(`${title} - elevator`);
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Title' }).fill('');
    await expect(page.getByText('There is no replacement file.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(`${title} revised`);
    await choosePdfs(page, ['elevator-revised.pdf']);
    await page.getByRole('button', { name: 'Update Document' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Document successfully updated!' }),
    ).toBeVisible();

    const updated = (await (await api.get(`strataDocuments/${first}`)).json()) as {
      title: string;
      fileName: string;
    };
    expect(updated).toMatchObject({ title: `${title} revised`, fileName: 'elevator-revised.pdf' });

    await page.goto(`/strataAdmin/document/view/${first}`);
    await expect(page.getByRole('heading', { level: 1, name: `${title} revised` })).toBeVisible();
    await expectFirstPdfPage(page);
    await expectNoAxeViolations(page);
  });

  test('a PDF uploaded to a unit from its upload link, then edited, and shown in the viewer', async ({
    page,
    strataApi: api,
  }) => {
    const unit = await unitOf(api, 'Lonsdale Quay Terraces', '401');
    const title = uniqueName('Balcony Inspection');

    await page.goto(`/strataAdmin/document/upload/${unit}?documentFor=unit`);
    await expect(page.getByText('Unit 401')).toBeVisible();
    await page.getByRole('button', { name: 'Upload' }).click();
    // The unit is fixed by the link: the message names only the type that is missing.
    await expect(page.getByText('Error: Type of Document cannot be left blank.')).toBeVisible();
    await expect(page.getByText(/Strata Property and Type of Document/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await choose(page, /Type of Document/, 'General');
    await choosePdfs(page, ['balcony.pdf']);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page).toHaveURL(`/strataAdmin/strataUnit/${unit}`);

    const id = await unitDocumentId(api, unit, title);
    await page.goto(`/strataAdmin/strataUnitDocument/edit/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Strata Unit Document' })).toBeVisible();
    await expectNoAxeViolations(page);
    await choose(page, /Type of Document/, 'Correspondence');
    await page.getByRole('button', { name: 'Update Document' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Document successfully updated!' }),
    ).toBeVisible();
    const updated = (await (await api.get(`strataUnitDocument/${id}`)).json()) as {
      strataUnitDocumentCategory: { name: string };
    };
    expect(updated.strataUnitDocumentCategory.name).toBe('Correspondence');

    await page.getByRole('link', { name: 'balcony.pdf' }).click();
    await expect(page).toHaveURL(`/strataAdmin/document/view/${id}?kind=unit`);
    await expectFirstPdfPage(page);
    await expect(page.getByRole('link', { name: 'Back To Unit' })).toHaveAttribute(
      'href',
      `/strataAdmin/strataUnit/${unit}`,
    );
  });
  test('a PDF uploaded to a unit chosen on the page: building first, then its unit', async ({
    page,
    strataApi: api,
  }) => {
    const unit = await unitOf(api, 'Lonsdale Quay Terraces', '401');
    const title = uniqueName('Window Notice');
    await page.goto('/strataAdmin/document/upload?documentFor=unit');
    await expect(page.getByRole('radio', { name: 'Strata Unit' })).toBeChecked();
    await expect(page.getByRole('button', { name: /Strata Unit/ })).toBeDisabled();
    await choose(page, /Strata Property/, 'Lonsdale Quay Terraces (LMS9012)');
    await choose(page, /Strata Unit/, 'Unit 401');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await choose(page, /Type of Document/, 'Correspondence');
    await choosePdfs(page, ['window.pdf']);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page).toHaveURL(`/strataAdmin/strataUnit/${unit}`);
    await unitDocumentId(api, unit, title);
  });

  test('a file the server refuses is named in the error and left chosen; the others are filed', async ({
    page,
    strataApi: api,
  }) => {
    const building = await buildingId(api, 'Lonsdale Quay Terraces');
    const title = uniqueName('Mixed Upload');
    await page.goto(`/strataAdmin/document/upload/${building}?documentFor=property`);
    await expect(page.getByText('Lonsdale Quay Terraces (LMS9012)')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await choose(page, /Type of Document/, 'Minutes');
    // Named and typed as a PDF, so the page takes it; the server reads its content and refuses it.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Choose file/ }).click();
    await (await chooser).setFiles([
      { name: 'good.pdf', mimeType: 'application/pdf', buffer: onePagePdf('good') },
      { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF at all') },
    ]);
    await page.getByRole('button', { name: 'Upload' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Upload failed' });
    await expect(alert).toContainText('Error uploading document fake.pdf');
    await expect(alert).not.toContainText('good.pdf');
    // Only the refused file stays chosen, so Upload tries it again.
    const chosen = page.getByRole('list', { name: 'Chosen files for PDF files' });
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    await expect(chosen).toContainText('fake.pdf');
    await expect(page).toHaveURL(`/strataAdmin/document/upload/${building}?documentFor=property`);
    await expectNoAxeViolations(page);

    await propertyDocumentId(api, building, `${title} - good`);
    // The refused file's record was taken back, archived or not.
    await expect(propertyDocumentId(api, building, `${title} - fake`)).rejects.toThrow();
    await expect(propertyDocumentId(api, building, `${title} - fake`, true)).rejects.toThrow();
  });
});

test.describe('property administrator BCS1234', () => {
  test.use({ storageState: storageStateOf(accounts.BCS1234) });

  test('views its own building document, and another building document is not found', async ({
    page,
    strataApi: admin,
  }) => {
    const own = await propertyDocumentId(
      admin,
      await buildingId(admin, 'Bayshore Commons'),
      'Consolidated Bylaws',
    );
    const other = await propertyDocumentId(admin, await buildingId(admin, 'Edmonds Park Square'), 'Bylaws');

    await page.goto(`/propertyAdmin/document/view/${own}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Consolidated Bylaws' })).toBeVisible();
    await expectFirstPdfPage(page);
    await expectNoAxeViolations(page);

    await page.goto(`/propertyAdmin/document/view/${other}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(/^Page 1 of/)).toHaveCount(0);
  });
});

test.describe('strata unit owner', () => {
  test.use({ storageState: storageStateOf(accounts.unitowner) });

  test('views a document of their unit and one of their building', async ({ page, strataApi: admin }) => {
    const bcs = await buildingId(admin, 'Bayshore Commons');
    const unitDocument = await unitDocumentId(admin, await unitId(admin, bcs, '101'), 'Move-in Inspection');
    const buildingDocument = await propertyDocumentId(admin, bcs, 'AGM Minutes 2026');

    await page.goto(`/strataUnitOwner/document/view/${unitDocument}?kind=unit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Move-in Inspection' })).toBeVisible();
    await expectFirstPdfPage(page);
    await expectNoAxeViolations(page);

    await page.goto(`/strataUnitOwner/document/view/${buildingDocument}`);
    await expect(page.getByRole('heading', { level: 1, name: 'AGM Minutes 2026' })).toBeVisible();
    await expectFirstPdfPage(page);
  });
});
