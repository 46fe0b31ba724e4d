// Keyboard only (strata spec 2): a PDF uploaded to a building chosen on the page, then its archived copy restored on
// the archived documents page, with Tab, arrows, Enter and Space only.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { arrowTo, tabTo } from './support/keyboard.ts';
import { apiAs, buildingId, onePagePdf, propertyDocumentId } from './support/strataRecords.ts';
import { uniqueName } from './support/unique.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

test('a building document uploaded, archived and restored by keyboard only', async ({ page, baseURL }) => {
  test.slow();
  const api = await apiAs(accounts.strataadmin, baseURL);
  const building = await buildingId(api, 'Lonsdale Quay Terraces');
  const title = uniqueName('Keyboard Notice');

  await page.goto('/strataAdmin/document/upload');
  // Document For: the arrows move the choice, and back.
  await tabTo(page, page.getByRole('radio', { name: 'Strata Property' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Strata Unit' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Strata Property' })).toBeChecked();

  const buildingSelect = page.getByRole('button', { name: /Strata Property/ });
  await tabTo(page, buildingSelect, 4);
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('option', { name: 'Lonsdale Quay Terraces (LMS9012)' }), 'ArrowDown', 6);
  await page.keyboard.press('Enter');
  await expect(buildingSelect).toContainText('Lonsdale Quay Terraces');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  // Focus goes back to the select once its popover has closed; Tab from there.
  await expect(buildingSelect).toBeFocused();

  await tabTo(page, page.getByRole('textbox', { name: 'Title' }), 4);
  await page.keyboard.type(title);
  const type = page.getByRole('button', { name: /Type of Document/ });
  await tabTo(page, type, 4);
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('option', { name: 'Insurance' }), 'ArrowDown', 8);
  await page.keyboard.press('Enter');
  await expect(type).toContainText('Insurance');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(type).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: /Choose file/ }), 10);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({
    name: 'keyboard-notice.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('Keyboard notice'),
  });
  await tabTo(page, page.getByRole('button', { name: 'Upload' }), 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/strataAdmin/property/${building}`);

  const id = await propertyDocumentId(api, building, title);
  expect((await api.put(`strataDocuments/archive/${id}`)).status()).toBe(200);
  await api.dispose();

  await page.goto(`/strataAdmin/property/archived/${building}`);
  await tabTo(page, page.getByRole('button', { name: `Restore ${title}` }), 60);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Are you sure you want to restore ${title}?`);
  await tabTo(page, dialog.getByRole('button', { name: 'Restore' }), 3);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Restore ${title}` })).toHaveCount(0);
});
