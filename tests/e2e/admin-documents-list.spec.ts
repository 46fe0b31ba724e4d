// The admin's Documents page (/admin/documents, the bar's Documents): every rental document, of owners and of
// properties, paged, sorted and searched by the server; a title opens the PDF viewer; Upload leads to the upload form.
// At 1280 and 360 px, axe clean.
import { expect } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPhoneMenu } from './support/phoneMenu.ts';
import { createDocument, createOwnerWithListedProperty, test } from './support/rentalRecords.ts';
import { narrowTable } from './support/tableSearch.ts';
import { uniqueName } from './support/unique.ts';

test.use({ storageState: storageStateOf(accounts.admin) });

for (const width of [1280, 360]) {
  test(`the bar's Documents lists every document, opens one and leads to Upload, at ${width} px`, async ({
    page,
    adminApi: api,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { owner, property } = await createOwnerWithListedProperty(api);
    const word = uniqueName('Doclist').replace(/\W/g, '');
    const ownerTitle = `${word} statement`;
    const propertyTitle = `${word} lease`;
    await createDocument(api, { ownerId: owner.id }, ownerTitle);
    await createDocument(api, { propertyId: property.id }, propertyTitle);

    await page.goto('/admin/dashboard');
    if (width === 360) {
      await openPhoneMenu(page);
    }
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/admin\/documents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();

    const grid = page.getByRole('grid', { name: 'Documents' });
    if (await narrowTable(page, grid, 'Filter documents', word)) {
      await expect(page).toHaveURL(new RegExp(`documentsQ=${word}`));
    }
    await expect(grid.getByRole('button', { name: `View ${ownerTitle}` })).toBeVisible();
    await expect(grid.getByRole('button', { name: `View ${propertyTitle}` })).toBeVisible();
    await expect(grid.getByText(`Owner ${owner.name}`)).toBeVisible();
    await expect(grid.getByText(`Property ${property.rmNumber}`)).toBeVisible();
    // A short title's link is as wide as its text, starting where the card's other values do, not centred in its
    // column (on a phone the cell is a grid that stretches what it holds).
    const titleButton = grid.getByRole('button', { name: `View ${propertyTitle}` });
    const buttonBox = await titleButton.boundingBox();
    const textBox = await titleButton.locator('span').first().boundingBox();
    expect((buttonBox?.width ?? 0) - (textBox?.width ?? 0)).toBeLessThanOrEqual(12);
    await expectNoAxeViolations(page);

    await grid.getByRole('button', { name: `View ${propertyTitle}` }).click();
    const viewer = page.getByRole('dialog', { name: propertyTitle });
    await expect(viewer.getByText('Page 1 of 1', { exact: true })).toBeVisible();
    await viewer.getByRole('button', { name: `Close ${propertyTitle}` }).click();
    await expect(viewer).toHaveCount(0);

    await page.getByRole('link', { name: 'Upload' }).click();
    await expect(page).toHaveURL(/\/admin\/document$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeVisible();
    await page.getByRole('link', { name: 'Back To Documents' }).click();
    await expect(page).toHaveURL(/\/admin\/documents$/);
  });
}

test('the upload form opened from an owner page leads back to that owner', async ({
  page,
  adminApi: api,
}) => {
  const { owner } = await createOwnerWithListedProperty(api);
  await page.goto(`/admin/owner/${owner.id}`);
  await page
    .getByRole('link', { name: /Upload/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeVisible();
  await page.getByRole('link', { name: 'Back To Owner' }).click();
  await expect(page).toHaveURL(`/admin/owner/${owner.id}`);
});
